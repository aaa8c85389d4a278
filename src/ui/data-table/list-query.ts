/**
 * A list's page and sort order as they live in the URL (CORE-2.15, ADMIN-2.1: `page` and
 * `orderBy=field_direction`; a page below 1 counts as 1). Pure functions, so the rules are
 * tested once for every list screen; `useListScreen` (src/lists) binds them to the router.
 */

import type { ListQuery, SortState } from '@/domain/list-query'

export { pageCount, type ListQuery, type SortDirection, type SortState } from '@/domain/list-query'

export interface ListQueryOptions {
  /** Fields the list can sort by; an orderBy naming another falls back to the default. */
  sortable: readonly string[]
  defaultSort: SortState
}

export const PAGE_PARAM = 'page'
export const ORDER_PARAM = 'orderBy'

/** `field_direction`, the API's `order` and the URL's `orderBy`. */
export const toOrder = (sort: SortState): string => `${sort.field}_${sort.direction}`

/** Reads `field_direction`; null unless the field is sortable and the direction known. */
export function parseOrder(value: string | null, sortable: readonly string[]): SortState | null {
  if (!value) return null
  const cut = value.lastIndexOf('_')
  if (cut < 1) return null
  const field = value.slice(0, cut)
  const direction = value.slice(cut + 1)
  if (!sortable.includes(field) || (direction !== 'asc' && direction !== 'desc')) return null
  return { field, direction }
}

/** A page number from the URL: anything below 1, or not a whole number, counts as 1. */
export function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function readListQuery(params: URLSearchParams, options: ListQueryOptions): ListQuery {
  return {
    page: parsePage(params.get(PAGE_PARAM)),
    sort: parseOrder(params.get(ORDER_PARAM), options.sortable) ?? options.defaultSort,
  }
}

/**
 * The URL parameters after a page or sort change, keeping every other parameter (filters,
 * viewId). A new sort order starts again at page 1; page 1 and the default order are left out,
 * so the plain list has a plain address.
 */
export function writeListQuery(
  params: URLSearchParams,
  change: { page?: number; sort?: SortState },
  options: ListQueryOptions,
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (change.sort) {
    const isDefault = toOrder(change.sort) === toOrder(options.defaultSort)
    if (isDefault) next.delete(ORDER_PARAM)
    else next.set(ORDER_PARAM, toOrder(change.sort))
    next.delete(PAGE_PARAM)
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete(PAGE_PARAM)
    else next.set(PAGE_PARAM, String(Math.floor(change.page)))
  }
  return next
}

/** The order a click on a column header asks for: a new column starts ascending. */
export function nextSort(current: SortState, field: string): SortState {
  if (current.field !== field) return { field, direction: 'asc' }
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}

/**
 * The address's query without its page, or null when it has no page (nothing to change). A change
 * of filter starts the list over; it reads the address as it is at that moment
 * (`window.location.search`), not as a render saw it: another change in the same tick (a cleared
 * filter, then a picked customer) would otherwise be undone.
 */
export function searchWithoutPage(search: string): string | null {
  const params = new URLSearchParams(search)
  if (!params.has(PAGE_PARAM)) return null
  params.delete(PAGE_PARAM)
  return params.toString()
}
