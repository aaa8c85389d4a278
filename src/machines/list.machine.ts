/**
 * A paged list's data (CORE-8.3: "a failed list fetch sets an error flag"): the screen sends
 * the query its URL and filters describe, the machine fetches that page and keeps it. Every list
 * screen uses this one machine; what a query is and how a page is fetched are the screen's
 * (`fetchPage`, provided with `.provide()`; `src/ui/data-table/useList.ts` types both ends).
 *
 * - A new query while a page is on its way replaces it: the older answer is dropped, so a slow
 *   answer never overwrites a newer one.
 * - The rows of the last page stay while the next one loads (tag `loading`), so the table does
 *   not flash empty; `list.refresh` reloads the same query after a change (a delete, an
 *   annotation). A list of `resources` (input) does so by itself when this tab changes one of
 *   them (src/api/changes.ts: a save or a delete anywhere); a change while a page is on its way
 *   asks again, as that answer may not have it.
 * - A page past the end (an old link, or the last row of the last page deleted): for a screen
 *   whose URL holds the page (input `clampsPage`), an empty answer whose total ends on a lower
 *   page is not shown: the machine asks for the last page instead (`showLastPage`, provided by
 *   the screen: it replaces the URL's page, which sends the new query) and stays busy
 *   (`pastTheEnd`, tag `loading`) until that query comes. Other screens show the empty page.
 *
 * Tags the UI reads: `loading`, `ready`, `failed`.
 */
import { messageOf } from '@/api/errors'
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { onChange, type Resource } from '@/api/changes'
import type { ListMeta, ListResponse } from '@/api/types'

/** Rows and queries are the screen's own types; the machine only carries them. */
export interface ListContext<Row = unknown, Query = unknown> {
  query: Query | null
  rows: Row[]
  meta: ListMeta | null
  /** The last fetch's error message (the error flag), null after a success. */
  error: string | null
  /** A page past the end is replaced by the last page (`showLastPage`), not shown empty. */
  clampsPage: boolean
  /** What the rows show: their changes reload the list. */
  resources: readonly Resource[]
}

export interface ListInput {
  /** The screen's URL holds the page and the screen provides `showLastPage` (default false). */
  clampsPage?: boolean
  /** What the rows show (default none): a change of one of them in this tab reloads the list. */
  resources?: readonly Resource[]
}

export type ListEvent<Query = unknown> =
  { type: 'list.load'; query: Query } | { type: 'list.refresh' } | { type: 'list.retry' }

/** The last page of a list of `total` rows, `perPage` a page (1 for an empty list). */
export function lastPageOf({ total, perPage }: ListMeta): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)))
}

/** An empty answer for a page after the list's last one. */
function isPastTheEnd({ data, meta }: ListResponse<unknown>): boolean {
  return data.length === 0 && meta.currentPage > lastPageOf(meta)
}

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput | undefined,
  },
  actions: {
    /** Shows `page` instead (the screen replaces its URL's page, which sends a new query). */
    showLastPage: (_, _params: { page: number }) => {},
  },
  guards: {
    /** The screen clamps, and the answer is an empty page after the last one. */
    isPastTheEnd: ({ context }, params: { answer: ListResponse<unknown> }) =>
      context.clampsPage && isPastTheEnd(params.answer),
  },
  actors: {
    fetchPage: fromPromise<ListResponse<unknown>, unknown>(async () => {
      throw new Error('fetchPage is provided by the screen')
    }),
    /** `list.refresh` for each change of the list's resources (none: it never sends). */
    changes: fromCallback<ListEvent, readonly Resource[]>(({ input, sendBack }) => {
      if (input.length === 0) return undefined
      const stop = onChange(input, () => sendBack({ type: 'list.refresh' }))
      return () => void stop()
    }),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: null,
    rows: [],
    meta: null,
    error: null,
    clampsPage: input?.clampsPage ?? false,
    resources: input?.resources ?? [],
  }),
  invoke: { id: 'changes', src: 'changes', input: ({ context }) => context.resources },
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
      on: { 'list.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }: { context: ListContext }) => context.query,
        onDone: [
          {
            // The rows shown so far stay under the busy overlay until the last page comes.
            guard: { type: 'isPastTheEnd', params: ({ event }) => ({ answer: event.output }) },
            target: 'pastTheEnd',
            actions: [
              assign({ error: null }),
              {
                type: 'showLastPage',
                params: ({ event }) => ({ page: lastPageOf(event.output.meta) }),
              },
            ],
          },
          {
            target: 'ready',
            actions: assign({
              rows: ({ event }) => event.output.data,
              meta: ({ event }) => event.output.meta,
              error: null,
            }),
          },
        ],
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
    /**
     * Waiting for the screen's query for the last page (`list.load`, handled at the root); a
     * refresh meanwhile loads the same query again.
     */
    pastTheEnd: {
      tags: ['loading'],
      on: { 'list.refresh': 'loading' },
    },
  },
})
