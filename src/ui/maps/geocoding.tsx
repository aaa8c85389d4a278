/// <reference types="google.maps" />
/**
 * Geocoding with Google's service (CORE-7.20: an address or a position; failures
 * are only logged), through @vis.gl/react-google-maps, the dashboard map's library. Without a
 * Maps key (VITE_GOOGLE_MAPS_API_KEY), or until Google's geocoding library has loaded (it never
 * does offline), there is no geocoder and `useGeocode` / `useReverseGeocode` give null: the
 * caller logs that and carries on (a saved site's position, locate-site.ts; a position's place
 * name, place-name.ts).
 */
import { createContext, useContext, type ReactNode } from 'react'
import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps'
import type { Location } from '@/api/types'

/** The position of an address, or null when the service finds none. */
export type Geocode = (address: string) => Promise<Location | null>

/** The name of the place at a position (its address), or null when the service finds none. */
export type ReverseGeocode = (location: Location) => Promise<string | null>

/** Both directions of one geocoding service. */
export interface Geocoding {
  geocode: Geocode
  reverseGeocode: ReverseGeocode
}

const GeocodingContext = createContext<Geocoding | null>(null)

export function useGeocode(): Geocode | null {
  return useContext(GeocodingContext)?.geocode ?? null
}

export function useReverseGeocode(): ReverseGeocode | null {
  return useContext(GeocodingContext)?.reverseGeocode ?? null
}

/** Google's "no result" answer, which its promise API raises as an error. */
function foundNothing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ZERO_RESULTS'
}

/** Geocoding by one of Google's geocoders (or a stand-in with its `geocode`). */
export function geocodingWith(geocoder: Pick<google.maps.Geocoder, 'geocode'>): Geocoding {
  const ask = async (request: google.maps.GeocoderRequest) => {
    try {
      return (await geocoder.geocode(request)).results
    } catch (error) {
      if (foundNothing(error)) return []
      throw error
    }
  }
  return {
    geocode: async (address) => {
      const location = (await ask({ address }))[0]?.geometry.location
      return location ? { latitude: location.lat(), longitude: location.lng() } : null
    },
    reverseGeocode: async ({ latitude, longitude }) =>
      (await ask({ location: { lat: latitude, lng: longitude } }))[0]?.formatted_address || null,
  }
}

/** A geocoding service as it is (Google's once loaded; a stand-in in tests), or none. */
export function GeocodingServiceProvider({
  value,
  children,
}: {
  value: Geocoding | null
  children: ReactNode
}) {
  return <GeocodingContext.Provider value={value}>{children}</GeocodingContext.Provider>
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

/**
 * One service per loaded library (Google loads it once a page), so a provider mounted again (a
 * record's dialog opened again) keeps the same functions, and what was asked of them.
 */
const services = new WeakMap<google.maps.GeocodingLibrary, Geocoding>()

function serviceOf(library: google.maps.GeocodingLibrary): Geocoding {
  let service = services.get(library)
  if (!service) {
    service = geocodingWith(new library.Geocoder())
    services.set(library, service)
  }
  return service
}

function GeocoderOnceLoaded({ children }: { children: ReactNode }) {
  const library = useMapsLibrary('geocoding')
  return (
    <GeocodingServiceProvider value={library ? serviceOf(library) : null}>
      {children}
    </GeocodingServiceProvider>
  )
}
