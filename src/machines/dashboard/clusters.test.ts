import { describe, expect, it } from 'vitest'
import type { MapMarker } from '@/api/types'
import { CLUSTER_OPTIONS, clusterIndex } from './clusters'

/** A marker on the equator `pixels` screen pixels east of 0° at `zoom` (256-pixel tiles). */
const markerAt = (id: number, pixels: number, zoom: number): MapMarker =>
  ({ id, latitude: 0, longitude: (pixels * 360) / (256 * 2 ** zoom) }) as MapMarker

const pointsAt = (markers: MapMarker[], zoom: number) =>
  clusterIndex(markers).getClusters([-180, -85, 180, 85], zoom).length

describe('marker clustering (CORE-9.7: radius 100 screen pixels)', () => {
  it('joins markers 90 pixels apart and keeps markers 110 pixels apart', () => {
    for (const zoom of [4, 10]) {
      expect(pointsAt([markerAt(1, 0, zoom), markerAt(2, 90, zoom)], zoom)).toBe(1)
      expect(pointsAt([markerAt(1, 0, zoom), markerAt(2, 110, zoom)], zoom)).toBe(2)
    }
  })

  it('gives the Google map the same settings as the offline one', () => {
    expect(CLUSTER_OPTIONS).toEqual({ radius: 100, maxZoom: 16, extent: 256 })
  })
})
