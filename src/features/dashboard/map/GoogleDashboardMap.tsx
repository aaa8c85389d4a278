/// <reference types="google.maps" />
/**
 * The dashboard map on Google Maps (with VITE_GOOGLE_MAPS_API_KEY): markers clustered by
 * @googlemaps/markerclusterer with the same Supercluster settings as the offline map, a cluster
 * click zooming to its markers (at most 20), a marker opening its test record. When Google
 * cannot load (no network, a refused key, no answer within 10 s) it reports `onUnavailable` and
 * the dashboard shows the offline map instead.
 */
import { useEffect } from 'react'
import {
  APILoadingStatus,
  APIProvider,
  Map,
  useApiLoadingStatus,
  useMap,
} from '@vis.gl/react-google-maps'
import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer'
import type { MapMarker } from '@/api/types'
import {
  CLICK_ZOOM_CAP,
  CLUSTER_EXTENT,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
} from './clusters'

export interface GoogleDashboardMapProps {
  apiKey: string
  markers: readonly MapMarker[]
  onMarkerClick: (markerId: number) => void
  onUnavailable: () => void
  height: string
  label: string
}

const LOAD_TIMEOUT_MS = 10_000

function LoadWatch({ onUnavailable }: { onUnavailable: () => void }) {
  const status = useApiLoadingStatus()
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) {
      console.warn(`Google Maps is unavailable (${status}); showing the offline map.`)
      onUnavailable()
    }
  }, [status, onUnavailable])
  useEffect(() => {
    if (status === APILoadingStatus.LOADED) return
    const timer = setTimeout(() => {
      console.warn('Google Maps did not load in time; showing the offline map.')
      onUnavailable()
    }, LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [status, onUnavailable])
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
      algorithm: new SuperClusterAlgorithm({
        radius: CLUSTER_RADIUS,
        maxZoom: CLUSTER_MAX_ZOOM,
        extent: CLUSTER_EXTENT,
      }),
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
      onError={(error) => {
        console.warn('Google Maps could not load:', error)
        props.onUnavailable()
      }}
    >
      <LoadWatch onUnavailable={props.onUnavailable} />
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
