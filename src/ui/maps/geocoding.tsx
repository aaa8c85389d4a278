/// <reference types="google.maps" />
/**
 * Geocoding with Google's service (core.md §7 "Maps service": an address or a position; failures
 * are only logged), through @vis.gl/react-google-maps, the dashboard map's library. Without a
 * Maps key (VITE_GOOGLE_MAPS_API_KEY), or until Google's geocoding library has loaded (it never
 * does offline), there is no geocoder and `useGeocode` gives null: the caller logs that and
 * carries on.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps'
import type { Location } from '@/api/types'

/** The position of an address, or null when the service finds none. */
export type Geocode = (address: string) => Promise<Location | null>

const GeocodeContext = createContext<Geocode | null>(null)

export function useGeocode(): Geocode | null {
  return useContext(GeocodeContext)
}

export function GeocodingProvider({
  apiKey,
  children,
}: {
  apiKey: string | undefined
  children: ReactNode
}) {
  if (!apiKey) return <>{children}</>
  return (
    <APIProvider apiKey={apiKey}>
      <GeocoderOnceLoaded>{children}</GeocoderOnceLoaded>
    </APIProvider>
  )
}

function GeocoderOnceLoaded({ children }: { children: ReactNode }) {
  const library = useMapsLibrary('geocoding')
  const geocode = useMemo<Geocode | null>(() => {
    if (!library) return null
    const geocoder = new library.Geocoder()
    return async (address) => {
      const { results } = await geocoder.geocode({ address })
      const location = results[0]?.geometry.location
      return location ? { latitude: location.lat(), longitude: location.lng() } : null
    }
  }, [library])
  return <GeocodeContext.Provider value={geocode}>{children}</GeocodeContext.Provider>
}
