/**
 * The navigation over the areas (src/app/areas.ts): which areas a user may use (CORE-6.2 to
 * CORE-6.7, ADMIN-6.2 to ADMIN-6.11) and where each one's entry leads them. The navigation shows
 * only those areas, and the router refuses the others with the forbidden result, from the same
 * manifests.
 */
import { mayUse } from '@/domain/permissions'
import type { Area, AreaManifest } from '@/ui/routing/area'
import { AREAS } from './areas'

/**
 * Where an area's entry leads this user: a tabbed area's first tab they may read (a user who
 * may read only substances goes to the substances tab), otherwise the area's own path.
 */
export function areaHref(area: Area, permissions: readonly string[]): string {
  return area.tabs?.find((tab) => mayUse(permissions, tab.access))?.href ?? area.href
}

/** The areas a user may use, in navigation order, each leading to where this user may go. */
export function permittedAreas(permissions: readonly string[]): Area[] {
  return AREAS.filter((area) => mayUse(permissions, area.access)).map(
    ({ pages: _pages, ...area }) => ({ ...area, href: areaHref(area, permissions) }),
  )
}

export function areaOfSegment(segment: string): AreaManifest | undefined {
  return AREAS.find((area) => area.segment === segment)
}

export function areaById(id: string): AreaManifest {
  const area = AREAS.find((candidate) => candidate.id === id)
  if (!area) throw new Error(`Unknown area ${id}`)
  return area
}
