/**
 * Marker clustering shared by both maps (CORE-9.7): radius 100, clusters up to zoom 16, a
 * cluster click zooms to where it splits, at most 20.
 */
import Supercluster from 'supercluster'
import type { MapMarker } from '@/api/types'

export const CLUSTER_RADIUS = 100
export const CLUSTER_MAX_ZOOM = 16
export const CLICK_ZOOM_CAP = 20
export const DEFAULT_CENTER = { lat: 55.873441, lng: 12.487575 }
export const DEFAULT_ZOOM = 10
export const MIN_ZOOM = 2
export const MAX_ZOOM = 20

/**
 * Supercluster measures its radius on tiles of `extent` pixels (512 by default); both maps draw
 * 256-pixel tiles, so 256 makes the radius 100 screen pixels, and clusters do not overlap.
 */
export const CLUSTER_EXTENT = 256

/** The one clustering both maps use: the offline index below and the Google map's algorithm. */
export const CLUSTER_OPTIONS = {
  radius: CLUSTER_RADIUS,
  maxZoom: CLUSTER_MAX_ZOOM,
  extent: CLUSTER_EXTENT,
} as const

export type MarkerProperties = { markerId: number }

export function clusterIndex(markers: readonly MapMarker[]) {
  const index = new Supercluster<MarkerProperties>(CLUSTER_OPTIONS)
  index.load(
    markers.map((marker) => ({
      type: 'Feature' as const,
      properties: { markerId: marker.id },
      geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
    })),
  )
  return index
}

/** The zoom a click on a cluster goes to: where it splits, capped at 20. */
export function expansionZoom(index: Supercluster<MarkerProperties>, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), CLICK_ZOOM_CAP)
}
