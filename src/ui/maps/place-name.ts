/**
 * The name of the place at a position, by reverse geocoding (CORE-7.20: by
 * latitude/longitude; failures are only logged). Each position is asked once: the answer (a
 * name, or null) is kept, so a screen drawn again, or opened again, reads it without a second
 * request, and a failure is logged once. Nothing is asked without a position, nor, with a log
 * line, without a geocoding service (no Maps key, or Google's library not loaded).
 */
import type { Location } from '@/api/types'
import type { ReverseGeocode } from './geocoding'

/** A position's place name: the answer, pending or settled (a name or null), or null if unasked. */
export type PlaceNames = (location: Location | null | undefined) => Promise<string | null> | null

/** Whether there is a position to name: finite degrees, and not 0, 0 (the API's "none"). */
export function hasPosition(location: Location | null | undefined): location is Location {
  if (!location) return false
  const { latitude, longitude } = location
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && !(latitude === 0 && longitude === 0)
  )
}

type Log = (message: string, ...details: unknown[]) => void

/** The positions whose answers are kept; the oldest goes first (a long session opens many). */
export const KEPT_PLACE_NAMES = 500

/** Place names by `reverseGeocode` (null: no service), each position asked once. */
export function placeNames(
  reverseGeocode: ReverseGeocode | null,
  { log = (message, ...details) => console.warn(message, ...details) }: { log?: Log } = {},
): PlaceNames {
  const answers = new Map<string, Promise<string | null> | null>()
  return (location) => {
    if (!hasPosition(location)) return null
    const key = `${location.latitude}, ${location.longitude}`
    if (answers.has(key)) return answers.get(key) ?? null
    let answer: Promise<string | null> | null = null
    if (reverseGeocode) {
      answer = lookUp(reverseGeocode, { ...location }, key, log)
    } else {
      log(`The place at ${key} was not named: no geocoding service is available.`)
    }
    answers.set(key, answer)
    if (answers.size > KEPT_PLACE_NAMES) answers.delete(answers.keys().next().value as string)
    return answer
  }
}

async function lookUp(
  reverseGeocode: ReverseGeocode,
  location: Location,
  key: string,
  log: Log,
): Promise<string | null> {
  try {
    const name = await reverseGeocode(location)
    if (name) return name
    log(`The place at ${key} was not named: the geocoding service found no place there.`)
  } catch (error) {
    log(`The place at ${key} was not named.`, error)
  }
  return null
}

const byService = new WeakMap<ReverseGeocode, PlaceNames>()
const withoutService = placeNames(null)

/**
 * The place names of a service, the same for every screen that shows positions (what one asked
 * another reads); without a service, the one list of positions logged as not named.
 */
export function sharedPlaceNames(reverseGeocode: ReverseGeocode | null): PlaceNames {
  if (!reverseGeocode) return withoutService
  let names = byService.get(reverseGeocode)
  if (!names) {
    names = placeNames(reverseGeocode)
    byService.set(reverseGeocode, names)
  }
  return names
}
