/**
 * What a list asks for: a page and a sort order (CORE-2.15: `page` and
 * `orderBy=field_direction` in the URL). Types only, shared by the URL rules
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
