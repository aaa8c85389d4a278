/**
 * Which sites the per-site charts show (CORE-5.6, CORE-9.6): at most three, never none. With up to
 * three sites (or for a site admin) each site has a checkbox; with more, three selectors replace
 * them, each choosing one site or none.
 */
import type { SiteSeries } from '@/api/types'

export const MAX_CHART_SITES = 3

export type SiteSelectionMode = 'checkboxes' | 'selectors'

export interface ChartSite {
  siteId: number
  siteName: string
}

export function siteSelectionMode(siteCount: number, isSiteAdmin: boolean): SiteSelectionMode {
  return siteCount > MAX_CHART_SITES && !isSiteAdmin ? 'selectors' : 'checkboxes'
}

/**
 * The sites the charts can show: those with data, and for a site admin their own site even
 * without any (CORE-6.1), by name.
 */
export function chartSites(series: readonly SiteSeries[], ownSite: ChartSite | null): ChartSite[] {
  const sites: ChartSite[] = series.map(({ siteId, siteName }) => ({ siteId, siteName }))
  if (ownSite && !sites.some((site) => site.siteId === ownSite.siteId)) sites.push(ownSite)
  return sites.sort((a, b) => a.siteName.localeCompare(b.siteName, undefined, { numeric: true }))
}

/**
 * The selection kept valid for the sites there are now: sites that went away are dropped, and
 * an empty selection becomes the first sites (up to three).
 */
export function reconcileSelection(
  selected: readonly number[],
  sites: readonly ChartSite[],
): number[] {
  const ids = new Set(sites.map((site) => site.siteId))
  const kept = selected.filter((id) => ids.has(id)).slice(0, MAX_CHART_SITES)
  if (kept.length > 0) return kept
  return sites.slice(0, MAX_CHART_SITES).map((site) => site.siteId)
}

/** A checkbox: on adds (up to three), off removes (but never the last one). */
export function toggleSite(selected: readonly number[], siteId: number, on: boolean): number[] {
  if (on) {
    if (selected.includes(siteId) || selected.length >= MAX_CHART_SITES) return [...selected]
    return [...selected, siteId]
  }
  if (selected.length <= 1) return [...selected]
  return selected.filter((id) => id !== siteId)
}

/**
 * A selector (slot 0–2) chooses a site or none (null). A site already chosen in another slot
 * moves here; clearing the only chosen site is refused.
 */
export function chooseSite(
  selected: readonly number[],
  slot: number,
  siteId: number | null,
): number[] {
  const slots: Array<number | null> = Array.from(
    { length: MAX_CHART_SITES },
    (_, i) => selected[i] ?? null,
  )
  if (siteId !== null) {
    const elsewhere = slots.indexOf(siteId)
    if (elsewhere >= 0) slots[elsewhere] = null
  }
  slots[slot] = siteId
  const next = slots.filter((id): id is number => id !== null)
  return next.length === 0 ? [...selected] : next
}

/** The slots of the selectors: the chosen sites in order, then empty ones. */
export function selectorSlots(selected: readonly number[]): Array<number | null> {
  return Array.from({ length: MAX_CHART_SITES }, (_, i) => selected[i] ?? null)
}
