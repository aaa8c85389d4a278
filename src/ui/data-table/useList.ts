/**
 * Binds a screen's fetch and query to the list machine (src/machines/list.machine.ts): each new
 * query (compared by value) loads its page, and the typed rows come back out.
 */
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { Resource } from '@/api/changes'
import type { ListMeta, ListResponse } from '@/api/types'
import { listMachine } from '@/machines/list.machine'
import { useProvidedMachine } from '../machines/use-provided-actor'

export interface ListState<Row> {
  rows: Row[]
  meta: ListMeta | null
  /** The last fetch's error message, null after a success. */
  error: string | null
  loading: boolean
  failed: boolean
  /** Reloads the same query (a change of the list's `resources` does this by itself). */
  refresh: () => void
  retry: () => void
}

export interface ListOptions {
  /**
   * For a screen whose URL holds the page: a page past the end (an old link, the last row of
   * the last page deleted) is not shown empty; the machine calls this with the last page, which
   * should replace the URL's page (and so send the new query). Given or not from the first
   * render on.
   */
  showLastPage?: (page: number) => void
  /** What the rows are: a change of one of them in this tab reloads the list (src/api/changes). */
  resources?: readonly Resource[]
}

/** `query` null means "nothing to load yet" (a screen waiting for a customer). */
export function useList<Row, Query>(
  fetchPage: (query: Query) => Promise<ListResponse<Row>>,
  query: Query | null,
  { showLastPage, resources = [] }: ListOptions = {},
): ListState<Row> {
  const [snapshot, send] = useProvidedMachine(
    listMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => fetchPage(input as Query)) },
      actions: { showLastPage: (_, { page }) => showLastPage?.(page) },
    }),
    { input: { clampsPage: showLastPage !== undefined, resources } },
  )

  const key = query === null ? null : JSON.stringify(query)
  useEffect(() => {
    if (key !== null) send({ type: 'list.load', query: JSON.parse(key) as Query })
  }, [key, send])

  const { rows, meta, error } = snapshot.context
  return {
    rows: rows as Row[],
    meta,
    error,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    refresh: () => send({ type: 'list.refresh' }),
    retry: () => send({ type: 'list.retry' }),
  }
}
