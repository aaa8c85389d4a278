/**
 * A paged list's data (core.md §8: "a failed list fetch sets an error flag"): the screen sends
 * the query its URL and filters describe, the machine fetches that page and keeps it. Every list
 * screen uses this one machine; what a query is and how a page is fetched are the screen's
 * (`fetchPage`, provided with `.provide()`; `src/ui/data-table/useList.ts` types both ends).
 *
 * - A new query while a page is on its way replaces it: the older answer is dropped, so a slow
 *   answer never overwrites a newer one.
 * - The rows of the last page stay while the next one loads (tag `loading`), so the table does
 *   not flash empty; `list.refresh` reloads the same query after a change (a delete, an
 *   annotation).
 *
 * Tags the UI reads: `loading`, `ready`, `failed`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ListMeta, ListResponse } from '@/api/types'

/** Rows and queries are the screen's own types; the machine only carries them. */
export interface ListContext<Row = unknown, Query = unknown> {
  query: Query | null
  rows: Row[]
  meta: ListMeta | null
  /** The last fetch's error message (the error flag), null after a success. */
  error: string | null
}

export type ListEvent<Query = unknown> =
  { type: 'list.load'; query: Query } | { type: 'list.refresh' } | { type: 'list.retry' }

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
  },
  actors: {
    fetchPage: fromPromise<ListResponse<unknown>, unknown>(async () => {
      throw new Error('fetchPage is provided by the screen')
    }),
  },
}).createMachine({
  id: 'list',
  context: { query: null, rows: [], meta: null, error: null },
  initial: 'idle',
  on: {
    'list.load': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    /** No query yet (a screen that waits for a customer to be chosen stays here). */
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }: { context: ListContext }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ event }) => event.output.data,
            meta: ({ event }) => event.output.meta,
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'list.refresh': 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': 'loading' },
    },
  },
})
