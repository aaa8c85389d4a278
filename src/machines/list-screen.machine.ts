/**
 * A list screen (CORE-2.15 and ADMIN-2.1: page and order live in the URL; CORE-4.5: every filter
 * change drops the page; CORE-4.7: deleted records stay greyed; CORE-8.3: a failed list fetch sets
 * an error flag): the one owner of what a list asks for (page, order, filter) and of what it shows.
 * Every list uses it: the records lists, the administration lists, device health, firmware and the
 * pickers' lists. The screen reports what it sees (`screen.changed`: the URL's page and order, and
 * the filter its other inputs make) and the user's choices (`page.choose`, `sort.choose`); the
 * machine decides the query, fetches its page (`fetchPage`, provided) and keeps the answer.
 *
 * - **A filter change starts the list over, in one transition**: page 1 is asked at once and
 *   the URL's page is dropped (`dropPage`, provided with the router). Until the query string
 *   changes (`awaitingAddress`), a report of the old address is not taken, so the server is never
 *   asked for the old page with the new filter. A filter that changes together with an address
 *   naming a page (the browser's back button) is the address's page: history is followed.
 * - **The URL is the source of truth for page and order**: a choice writes the URL (`writeUrl`,
 *   provided), whose report then moves the query.
 * - **A newer query replaces an older one**: the older answer is dropped, so a slow answer never
 *   overwrites a newer one; the rows of the last page stay while the next loads (tag `loading`).
 *   `list.refresh` reloads the same query; a change of the list's `resources` in this tab
 *   (src/api/changes.ts) does so by itself, and one while a page is on its way asks again.
 * - **A page past the end** (an old link, the last row of the last page deleted): for a screen
 *   whose URL holds the page (`clampsPage`) an empty answer whose total ends on a lower page is
 *   not shown: the URL's page is replaced by the last page (`showLastPage`), and the list stays
 *   busy (`pastTheEnd`) until that report comes. Other screens show the empty page.
 * - **A deleted record stays greyed** (`context.deleted`) while the screen is shown, whatever a
 *   later answer says.
 *
 * Tags the UI reads: `loading`, `ready`, `failed`. Filter `null` means nothing to load yet (a
 * screen that waits for a customer to be chosen).
 */
import { and, assign, fromCallback, fromPromise, setup } from 'xstate'
import { messageOf } from '@/api/errors'
import { onChange, type Resource } from '@/api/changes'
import type { ListMeta, ListResponse } from '@/api/types'
import { pageCount, type SortState } from '@/domain/list-query'

/** What a page is fetched with; the screen's provided `fetchPage` turns it into its call. */
export interface ListScreenQuery<Filter = unknown> {
  page: number
  /** The order; null for a list whose URL holds none (a picker's list). */
  sort: SortState | null
  filter: Filter
}

/** What the screen sees, reported whenever it changes. */
export interface ScreenReport<Filter = unknown> {
  /** The URL's query string ('' for a list without one). */
  search: string
  /** The URL's page (1 when it names none) and order. */
  page: number
  sort: SortState | null
  /** The URL names a page (a filter change then drops it). */
  pageInUrl: boolean
  /** What narrows the list besides page and order; null: nothing to load yet. */
  filter: Filter | null
}

export interface ListScreenInput<Filter = unknown> extends ScreenReport<Filter> {
  /** The screen's URL holds the page and the screen provides `showLastPage` (default false). */
  clampsPage?: boolean
  /** What the rows show (default none): a change of one of them in this tab reloads the list. */
  resources?: readonly Resource[]
}

export interface ListScreenContext<Row = unknown, Filter = unknown> {
  search: string
  page: number
  sort: SortState | null
  filter: Filter | null
  rows: Row[]
  meta: ListMeta | null
  /** The last fetch's error message (the error flag), null after a success. */
  error: string | null
  /** Ids of the records deleted on this screen, greyed in the list. */
  deleted: number[]
  /**
   * A start-over dropped the address's page: until the query string changes, a report of the
   * old address is not taken.
   */
  awaitingAddress: boolean
  clampsPage: boolean
  resources: readonly Resource[]
}

export type ListScreenEvent<Filter = unknown> =
  | ({ type: 'screen.changed' } & ScreenReport<Filter>)
  | { type: 'page.choose'; page: number }
  | { type: 'sort.choose'; sort: SortState }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'record.deleted'; id: number }
  /** A record deleted on this screen was restored (issue 40): it is no longer greyed. */
  | { type: 'record.restored'; id: number }

/** The last page of a list of `total` rows, `perPage` a page (1 for an empty list). */
export function lastPageOf({ total, perPage }: ListMeta): number {
  return pageCount(total, perPage)
}

/** An empty answer for a page after the list's last one. */
function isPastTheEnd({ data, meta }: ListResponse<unknown>): boolean {
  return data.length === 0 && meta.currentPage > lastPageOf(meta)
}

/** Filters are plain data (ids, dates as text): compared by value. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

type Report = ScreenReport & { type: 'screen.changed' }
type Context = ListScreenContext

const filterMoved = (context: Context, report: Report) => !sameValue(report.filter, context.filter)
/** The browser moved to an address of its own (back, forward, a link) that names a page. */
const historyWithPage = (context: Context, report: Report) =>
  report.search !== context.search && report.pageInUrl
const queryMoved = (context: Context, report: Report) =>
  report.page !== context.page ||
  !sameValue(report.sort, context.sort) ||
  filterMoved(context, report)

export const listScreenMachine = setup({
  types: {
    context: {} as ListScreenContext,
    events: {} as ListScreenEvent,
    input: {} as ListScreenInput,
  },
  actions: {
    /** Removes `page` from the URL, without a history entry (provided with the router). */
    dropPage: () => undefined,
    /** Puts a chosen page or order in the URL (provided with the router). */
    writeUrl: (_, _change: { page?: number; sort?: SortState }) => undefined,
    /** Replaces the URL's page by `page`, without a history entry (provided with the router). */
    showLastPage: (_, _params: { page: number }) => undefined,
    startOver: assign(({ event }) => {
      const report = event as Report
      const { search, sort, filter } = report
      return { search, sort, filter, page: 1, awaitingAddress: false }
    }),
    followReport: assign(({ event }) => {
      const { search, page, sort, filter } = event as Report
      return { search, page, sort, filter, awaitingAddress: false }
    }),
    markDeleted: assign({
      deleted: ({ context, event }) =>
        event.type !== 'record.deleted' || context.deleted.includes(event.id)
          ? context.deleted
          : [...context.deleted, event.id],
    }),
    unmarkDeleted: assign({
      deleted: ({ context, event }) =>
        event.type === 'record.restored'
          ? context.deleted.filter((id) => id !== event.id)
          : context.deleted,
    }),
  },
  guards: {
    /** The filter changed on its own: the list starts over from page 1. */
    startsOver: ({ context, event }) =>
      filterMoved(context, event as Report) && !historyWithPage(context, event as Report),
    pageInUrl: ({ event }) => (event as Report).pageInUrl,
    awaitingAddress: ({ context }) => context.awaitingAddress,
    /** The address is the one a start-over is waiting to see changed. */
    staleAddress: ({ context, event }) => (event as Report).search === context.search,
    queryMoved: ({ context, event }) => queryMoved(context, event as Report),
    hasFilter: ({ context }) => context.filter !== null,
    /** The screen clamps, and the answer is an empty page after the last one. */
    isPastTheEnd: ({ context }, params: { answer: ListResponse<unknown> }) =>
      context.clampsPage && isPastTheEnd(params.answer),
  },
  actors: {
    fetchPage: fromPromise<ListResponse<unknown>, ListScreenQuery>(async () => {
      throw new Error('fetchPage is provided by the screen')
    }),
    /** `list.refresh` for each change of the list's resources (none: it never sends). */
    changes: fromCallback<ListScreenEvent, readonly Resource[]>(({ input, sendBack }) => {
      if (input.length === 0) return undefined
      const stop = onChange(input, () => sendBack({ type: 'list.refresh' }))
      return () => void stop()
    }),
  },
}).createMachine({
  id: 'listScreen',
  context: ({ input }) => ({
    search: input.search,
    page: input.page,
    sort: input.sort,
    filter: input.filter,
    rows: [],
    meta: null,
    error: null,
    deleted: [],
    awaitingAddress: false,
    clampsPage: input.clampsPage ?? false,
    resources: input.resources ?? [],
  }),
  invoke: { id: 'changes', src: 'changes', input: ({ context }) => context.resources },
  initial: 'asking',
  on: {
    'screen.changed': [
      {
        guard: and(['startsOver', 'pageInUrl']),
        target: '.asking',
        actions: ['startOver', assign({ awaitingAddress: true }), 'dropPage'],
      },
      { guard: 'startsOver', target: '.asking', actions: 'startOver' },
      // The report of the address as it was before the start-over: nothing to take from it.
      { guard: and(['awaitingAddress', 'staleAddress']) },
      { guard: 'queryMoved', target: '.asking', actions: 'followReport' },
      { actions: 'followReport' },
    ],
    'page.choose': {
      actions: { type: 'writeUrl', params: ({ event }) => ({ page: event.page }) },
    },
    'sort.choose': {
      actions: { type: 'writeUrl', params: ({ event }) => ({ sort: event.sort }) },
    },
    'record.deleted': { actions: 'markDeleted' },
    'record.restored': { actions: 'unmarkDeleted' },
  },
  states: {
    /** A query changed: its page is fetched, unless there is nothing to load yet. */
    asking: {
      always: [{ guard: 'hasFilter', target: 'loading' }, { target: 'idle' }],
    },
    /** No filter yet (a screen that waits for a customer to be chosen stays here). */
    idle: {},
    loading: {
      tags: ['loading'],
      on: { 'list.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          page: context.page,
          sort: context.sort,
          filter: context.filter,
        }),
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
    /** Waiting for the report of the last page's address; a refresh loads the same again. */
    pastTheEnd: {
      tags: ['loading'],
      on: { 'list.refresh': 'loading' },
    },
  },
})
