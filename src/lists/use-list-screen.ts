/**
 * A list screen's controller: the list-screen machine (src/machines/list-screen.machine.ts) bound
 * to the router and the screen's fetch. React only reports: the URL's page and order and the
 * screen's filter, in one event whenever one of them changes (before paint, so the pagination
 * and headers never show a stale address for a frame), and the user's page and order choices.
 * The machine decides the query and what the URL becomes.
 */
import { useCallback, useLayoutEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { Resource } from '@/api/changes'
import type { ListResponse } from '@/api/types'
import type { SortState } from '@/domain/list-query'
import {
  listScreenMachine,
  type ListScreenQuery,
  type ScreenReport,
} from '@/machines/list-screen.machine'
import {
  PAGE_PARAM,
  readListQuery,
  writeListQuery,
  type ListQueryOptions,
} from '@/ui/data-table/list-query'
import type { ListView } from '@/ui/data-table/ListTable'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export type ListScreenActor = ActorRefFrom<typeof listScreenMachine>

export interface ListScreenOptions<Filter> {
  /** What narrows the list besides page and order; null: nothing to load yet. Plain data. */
  filter: Filter | null
  /** Sortable fields and the default order: a module constant. */
  queryOptions: ListQueryOptions
  /** What the rows show: a change of one of them in this tab reloads the list (src/api/changes). */
  resources?: readonly Resource[]
}

export interface ListScreen<Row> extends ListView<Row> {
  page: number
  sort: SortState
  /** Ids of the records deleted on this screen, greyed in the list. */
  deleted: number[]
  setPage: (page: number) => void
  setSort: (sort: SortState) => void
  actor: ListScreenActor
}

/** The page with its query: `fetchPage` turns it into the screen's call (a module constant). */
export type FetchListPage<Row, Filter> = (
  query: ListScreenQuery<Filter> & { sort: SortState },
) => Promise<ListResponse<Row>>

/** The URL's part of a report. */
function addressOf(params: URLSearchParams, options: ListQueryOptions) {
  const { page, sort } = readListQuery(params, options)
  return { search: params.toString(), page, sort, pageInUrl: params.has(PAGE_PARAM) }
}

/** A list whose page and order live in the URL (CORE-2.15, ADMIN-2.1). */
export function useListScreen<Row, Filter>(
  fetchPage: FetchListPage<Row, Filter>,
  { filter, queryOptions, resources = [] }: ListScreenOptions<Filter>,
): ListScreen<Row> {
  const [params, setParams] = useSearchParams()
  const address = useMemo(() => addressOf(params, queryOptions), [params, queryOptions])
  const actor = useProvidedActor(
    listScreenMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) =>
          fetchPage(input as ListScreenQuery<Filter> & { sort: SortState }),
        ),
      },
      // The router's setter of the latest render (the machine takes the latest actions).
      actions: {
        dropPage: () =>
          setParams((current) => writeListQuery(current, { page: 1 }, queryOptions), {
            replace: true,
          }),
        writeUrl: (_, change) =>
          setParams((current) => writeListQuery(current, change, queryOptions)),
        // A correction, not a step: back does not return to the page past the end.
        showLastPage: (_, { page }) =>
          setParams((current) => writeListQuery(current, { page }, queryOptions), {
            replace: true,
          }),
      },
    }),
    { input: { ...address, filter, clampsPage: true, resources } },
  )
  useReport(actor, { ...address, filter })

  const view = useListView<Row>(actor)
  const page = useSelector(actor, (snapshot) => snapshot.context.page)
  const sort = useSelector(actor, (snapshot) => snapshot.context.sort) ?? queryOptions.defaultSort
  const deleted = useSelector(actor, (snapshot) => snapshot.context.deleted)
  const setPage = useCallback(
    (next: number) => actor.send({ type: 'page.choose', page: next }),
    [actor],
  )
  const setSort = useCallback(
    (next: SortState) => actor.send({ type: 'sort.choose', sort: next }),
    [actor],
  )
  return { ...view, page, sort, deleted, setPage, setSort, actor }
}

/** A list without an address (a picker's, the personas): the filter is the whole query. */
export function useFetchedList<Row, Filter>(
  fetchList: (filter: Filter) => Promise<ListResponse<Row>>,
  filter: Filter | null,
): ListView<Row> {
  const actor = useProvidedActor(
    listScreenMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => fetchList(input.filter as Filter)) },
    }),
    { input: { ...NO_ADDRESS, filter } },
  )
  useReport(actor, { ...NO_ADDRESS, filter })
  return useListView<Row>(actor)
}

const NO_ADDRESS = { search: '', page: 1, sort: null, pageInUrl: false }

/** Reports what the screen sees whenever it changes (compared by value). */
function useReport(actor: ListScreenActor, report: ScreenReport) {
  const key = JSON.stringify(report)
  useLayoutEffect(() => {
    actor.send({ type: 'screen.changed', ...(JSON.parse(key) as ScreenReport) })
  }, [actor, key])
}

function useListView<Row>(actor: ListScreenActor): ListView<Row> {
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows) as Row[]
  const meta = useSelector(actor, (snapshot) => snapshot.context.meta)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'))
  const refresh = useCallback(() => actor.send({ type: 'list.refresh' }), [actor])
  const retry = useCallback(() => actor.send({ type: 'list.retry' }), [actor])
  return { rows, meta, error, loading, failed, refresh, retry }
}
