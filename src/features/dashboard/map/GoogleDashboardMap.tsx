/// <reference types="google.maps" />
/**
 * The dashboard map on Google Maps (with VITE_GOOGLE_MAPS_API_KEY): markers clustered by
 * @googlemaps/markerclusterer with the same Supercluster settings as the offline map, a cluster
 * click zooming to its markers (at most 20), a marker opening its test record, and the map fitted
 * to the markers (Google's map keeps its own view). It reports Google's loading status and load
 * errors to the map machine, which gives Google up for the offline map when it cannot load (no
 * network, a refused key, no answer within 10 s).
 */
import { useEffect } from 'react'
import { APIProvider, Map, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps'
import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer'
import type { MapMarker } from '@/api/types'
import {
  CLICK_ZOOM_CAP,
  CLUSTER_OPTIONS,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
} from '@/machines/dashboard/clusters'
import type { DashboardMapActor } from '@/machines/dashboard/dashboard-map.machine'

export interface GoogleDashboardMapProps {
  apiKey: string
  markers: readonly MapMarker[]
  onMarkerClick: (markerId: number) => void
  /** The map machine: told how Google's loading goes. */
  actor: DashboardMapActor
  height: string
  label: string
}

/** Reports each loading status of Google's script (the machine decides what it means). */
function LoadWatch({ actor }: { actor: DashboardMapActor }) {
  const status = useApiLoadingStatus()
  useEffect(() => {
    actor.send({ type: 'google.status', status })
  }, [actor, status])
  return null
}

function ClusteredMarkers({
  markers,
  onMarkerClick,
}: Pick<GoogleDashboardMapProps, 'markers' | 'onMarkerClick'>) {
  const map = useMap()
  useEffect(() => {
    if (!map) return
    const pins = markers.map((marker) => {
      const pin = new google.maps.Marker({
        position: { lat: marker.latitude, lng: marker.longitude },
        title: String(marker.id),
      })
      pin.addListener('click', () => onMarkerClick(marker.id))
      return pin
    })
    const clusterer = new MarkerClusterer({
      map,
      markers: pins,
      algorithm: new SuperClusterAlgorithm(CLUSTER_OPTIONS),
      onClusterClick: (_, cluster, clusterMap) => {
        if (cluster.bounds) clusterMap.fitBounds(cluster.bounds)
        const zoom = clusterMap.getZoom()
        if (zoom !== undefined && zoom > CLICK_ZOOM_CAP) clusterMap.setZoom(CLICK_ZOOM_CAP)
      },
    })
    if (pins.length > 0) {
      const bounds = new google.maps.LatLngBounds()
      for (const marker of markers) bounds.extend({ lat: marker.latitude, lng: marker.longitude })
      map.fitBounds(bounds, 40)
    } else {
      map.setCenter(DEFAULT_CENTER)
      map.setZoom(DEFAULT_ZOOM)
    }
    return () => {
      clusterer.clearMarkers()
      clusterer.setMap(null)
    }
  }, [map, markers, onMarkerClick])
  return null
}

export default function GoogleDashboardMap(props: GoogleDashboardMapProps) {
  return (
    <APIProvider
      apiKey={props.apiKey}
      onError={(error) => props.actor.send({ type: 'google.error', error })}
    >
      <LoadWatch actor={props.actor} />
      <Map
        defaultCenter={DEFAULT_CENTER}
        defaultZoom={DEFAULT_ZOOM}
        style={{ height: props.height, width: '100%' }}
        fullscreenControl={false}
        gestureHandling="cooperative"
        aria-label={props.label}
      />
      <ClusteredMarkers markers={props.markers} onMarkerClick={props.onMarkerClick} />
    </APIProvider>
  )
}
