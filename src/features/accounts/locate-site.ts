/**
 * A saved site's position from its address (a saved site address is geocoded so the
 * site shows on the dashboard's map). It runs after the save, never before it: the save does not
 * wait for it, and a failure (no Maps key, Google unreachable, no result, a refused update) is
 * only logged (CORE-7.20).
 */
import { patchSite } from '@/api/endpoints/sites'
import type { Site } from '@/api/types'
import { formatAddress } from '@/ui/format'
import type { Geocode } from '@/ui/maps/geocoding'

export async function locateSite(
  site: Site,
  geocode: Geocode | null,
  { update = patchSite, log = console.warn } = {},
): Promise<Site | null> {
  if (!geocode) {
    log(`Site ${site.id} was not geocoded: no geocoding service is available.`)
    return null
  }
  try {
    const location = await geocode(formatAddress(site.address))
    if (!location) {
      log(`Site ${site.id} was not geocoded: no position was found for its address.`)
      return null
    }
    return await update({ id: site.id, revision: site.revision, location })
  } catch (error) {
    log(`Site ${site.id} was not geocoded.`, error)
    return null
  }
}
