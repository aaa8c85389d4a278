/**
 * Paging and sorting of list endpoints, the way the real API does them: `page` (below 1 counts
 * as 1), `pageSize`, and `order` (or the front end's `orderBy`) as `field_direction`. The whole
 * filtered list is sorted before it is sliced, so page N of a sorted list is always the sorted
 * list cut at N (@msw/data's own findMany takes the page first and sorts it afterwards).
 */
import type { ListResponse } from '@/api/types'
import type { SortValue } from '../db/sort'
import type { Row, SortSpec, Table } from '../db/table'
import { fieldError } from './errors'

export interface Paging {
  page: number
  pageSize: number
}

export const DEFAULT_PAGE_SIZE = 20
/** Pickers ask for 10,000 and device health for 99,999; above this a request is refused. */
export const MAX_PAGE_SIZE = 100_000

export function readPaging(query: URLSearchParams, defaultPageSize = DEFAULT_PAGE_SIZE): Paging {
  const page = Math.floor(Number(query.get('page')))
  const pageSize = Math.floor(Number(query.get('pageSize') ?? defaultPageSize))
  if (
    query.has('pageSize') &&
    (!Number.isFinite(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
  ) {
    throw fieldError(
      'pageSize',
      'invalidPageSize',
      `pageSize must be between 1 and ${MAX_PAGE_SIZE}.`,
    )
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: Number.isFinite(pageSize) && pageSize >= 1 ? pageSize : defaultPageSize,
  }
}

/** The fields a list can be sorted by, each with how to read it from a row. */
export type SortFields<T> = Record<string, (row: T) => SortValue>

export interface Order<T> {
  /** `field_direction`, also the cache key of the table's sorted copy. */
  key: string
  sort: SortSpec<T>
}

/** Reads `order` (or `orderBy`); an unknown field or direction is a 400 on the field `order`. */
export function readOrder<T>(
  query: URLSearchParams,
  fields: SortFields<T>,
  fallback: string,
): Order<T> {
  const text = query.get('order') || query.get('orderBy') || fallback
  const match = /^(.+)_(asc|desc)$/i.exec(text)
  const field = match?.[1]
  // Own properties only: `constructor_asc` or `__proto___asc` must not find Object's.
  const value = field === undefined || !Object.hasOwn(fields, field) ? undefined : fields[field]
  if (!match || !field || !value) {
    const known = Object.keys(fields).join(', ')
    throw fieldError(
      'order',
      'invalidOrder',
      `Cannot sort by "${text}". Sortable fields: ${known}.`,
    )
  }
  const direction = match[2]!.toLowerCase() === 'desc' ? -1 : 1
  return { key: `${field}_${direction === 1 ? 'asc' : 'desc'}`, sort: { value, direction } }
}

export interface ListQuery<T, R> {
  where?: (row: T) => boolean
  order: Order<T>
  paging: Paging
  map: (row: T) => R
  /**
   * Other tables the sort reads (a record sorted by its site's name): a change to any of them
   * must also invalidate the cached order.
   */
  dependsOn?: ReadonlyArray<Pick<Table<Row>, 'name' | 'version'>>
  /**
   * A part of the table the request asks for, kept sorted between requests (Table.narrowed):
   * `key` names it (the same key, the same rows), `keep` selects it. `where` then runs over that
   * part only.
   */
  narrow?: { key: string; keep: (row: T) => boolean }
  /**
   * Names what `where` keeps (filterKeyOf): the matches are then kept between requests, so a
   * page change of a large filtered list slices them instead of filtering 250,000 rows again.
   */
  filterKey?: string
}

/** Matches kept per table: the sorted copy they were taken from, and by filter key. */
const matchesCache = new WeakMap<
  object,
  Map<string, { from: readonly unknown[]; rows: unknown[] }>
>()
/** How many filters' matches a table keeps (the few lists a few users page through). */
const MATCHES_KEPT = 8

function matchesFor<T>(
  table: object,
  sorted: readonly T[],
  key: string,
  where: (row: T) => boolean,
): T[] {
  let kept = matchesCache.get(table)
  if (!kept) matchesCache.set(table, (kept = new Map()))
  const hit = kept.get(key)
  if (hit && hit.from === sorted) {
    // Most recently used last: the first is the one to drop.
    kept.delete(key)
    kept.set(key, hit)
    return hit.rows as T[]
  }
  const rows = sorted.filter(where)
  kept.set(key, { from: sorted, rows })
  if (kept.size > MATCHES_KEPT) kept.delete(kept.keys().next().value as string)
  return rows
}

/**
 * What a list's filter depends on, as a key: the caller (their scope and permissions), every
 * table's version (a filter may read other tables: a test type's method, the caller's sites) and
 * the query's filter parameters, without paging and order.
 */
export function filterKeyOf(
  query: URLSearchParams,
  caller: string,
  tables: ReadonlyArray<Pick<Table<Row>, 'name' | 'version'>>,
): string {
  const filters = [...query.entries()]
    .filter(([name]) => !['page', 'pageSize', 'order', 'orderBy'].includes(name))
    .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)))
  const versions = tables.map((table) => `${table.name}@${table.version}`).join(',')
  return `${caller}|${versions}|${new URLSearchParams(filters).toString()}`
}

function sortedFor<T extends Row>(
  table: Table<T>,
  order: Order<T>,
  dependsOn?: ListQuery<T, unknown>['dependsOn'],
  narrow?: ListQuery<T, unknown>['narrow'],
) {
  const versions = dependsOn?.map((other) => `${other.name}@${other.version}`).join(',') ?? ''
  if (narrow) return table.narrowed(order.key, order.sort, versions, narrow.key, narrow.keep)
  return table.sorted(order.key, order.sort, versions)
}

/** Filters the table's sorted copy in one pass, counting every match and keeping one page. */
/** One page of `items`, already filtered and in order, as a list answers it. */
export function pageOf<T, R>(
  items: readonly T[],
  paging: Paging,
  map: (item: T) => R,
): ListResponse<R> {
  const start = (paging.page - 1) * paging.pageSize
  return {
    data: items.slice(start, start + paging.pageSize).map(map),
    meta: { currentPage: paging.page, total: items.length, perPage: paging.pageSize },
  }
}

export function listRows<T extends Row, R>(
  table: Table<T>,
  query: ListQuery<T, R>,
): ListResponse<R> {
  const { where, order, paging, map } = query
  const rows = sortedFor(table, order, query.dependsOn, query.narrow)
  const start = (paging.page - 1) * paging.pageSize
  const end = start + paging.pageSize
  if (where && query.filterKey !== undefined) {
    return pageOf(matchesFor(table, rows, query.filterKey, where), paging, map)
  }
  const data: R[] = []
  let total = 0
  for (const row of rows) {
    if (where && !where(row)) continue
    if (total >= start && total < end) data.push(map(row))
    total += 1
  }
  return { data, meta: { currentPage: paging.page, total, perPage: paging.pageSize } }
}

/** A list without paging (e.g. `ignorePagination`): every match, still sorted. */
export function allRows<T extends Row, R>(
  table: Table<T>,
  query: Omit<ListQuery<T, R>, 'paging'>,
): ListResponse<R> {
  const rows = sortedFor(table, query.order, query.dependsOn, query.narrow)
  const data = (query.where ? rows.filter(query.where) : rows).map(query.map)
  return { data, meta: { currentPage: 1, total: data.length, perPage: data.length } }
}
