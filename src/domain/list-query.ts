/**
 * What a list asks for: a page and a sort order (CORE-2.15: `page` and
 * `orderBy=field_direction` in the URL) and the page count, shared by the URL rules
 * (src/ui/data-table/list-query.ts) and the machines that hold a list's query.
 */
export type SortDirection = 'asc' | 'desc'

export interface SortState {
  field: string
  direction: SortDirection
}

export interface ListQuery {
  page: number
  sort: SortState
}

/** Pages needed for `total` rows; at least 1, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
