/**
 * A record's change history in its detail dialog (issue 40): the newest page first, older pages
 * appended on request, loaded again when the record changes. The history calls are a proposed
 * extension of the API, so a 404 is not an error here: a real API without them has no history to
 * show, and the dialog leaves the section out (`unavailable`). Other failures offer a retry.
 * `fetchPage` is the dialog's (provided with `.provide()`): the record's or the sample's call.
 *
 * Tags the UI reads: `loading`, `shown`, `loadingMore`, `failed`, `unavailable`.
 */
import { messageOf, statusOf } from '@/api/errors'
import type { ListResponse, RecordHistoryEntry } from '@/api/types'
import { assign, fromPromise, setup } from 'xstate'

/** Entries per page: a dialog shows the latest changes; older ones are a click away. */
export const HISTORY_PAGE_SIZE = 20

export interface RecordHistoryContext {
  entries: RecordHistoryEntry[]
  total: number
  /** The pages loaded so far. */
  pages: number
  error: string | null
}

export type RecordHistoryEvent =
  | { type: 'history.load' }
  | { type: 'history.more' }
  | { type: 'history.retry' }
  /** The record changed (a saved comment, an annotation): its history has a new entry. */
  | { type: 'history.reload' }

export interface HistoryPageInput {
  page: number
  pageSize: number
}

const EMPTY: RecordHistoryContext = { entries: [], total: 0, pages: 0, error: null }

export const recordHistoryMachine = setup({
  types: {
    context: {} as RecordHistoryContext,
    events: {} as RecordHistoryEvent,
  },
  actors: {
    fetchPage: fromPromise<ListResponse<RecordHistoryEntry>, HistoryPageInput>(async () => {
      throw new Error('fetchPage is provided by the dialog')
    }),
  },
  actions: {
    startOver: assign(() => EMPTY),
    keepError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
  guards: {
    /** The API has no history calls (a real backend without the extension), or not this one. */
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
    hasMore: ({ context }) => context.entries.length < context.total,
  },
}).createMachine({
  id: 'recordHistory',
  context: EMPTY,
  initial: 'idle',
  on: {
    'history.load': { target: '.loading', reenter: true, actions: 'startOver' },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchNewestPage',
        src: 'fetchPage',
        input: () => ({ page: 1, pageSize: HISTORY_PAGE_SIZE }),
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({
            entries: event.output.data,
            total: event.output.meta.total,
            pages: 1,
            error: null,
          })),
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
          },
          {
            target: 'failed',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    shown: {
      tags: ['shown'],
      initial: 'idle',
      on: {
        // From the first page again: the new entry is the newest, and every page moved by one.
        'history.reload': { target: 'loading', actions: 'startOver' },
      },
      states: {
        idle: {
          on: { 'history.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'fetchOlderPage',
            src: 'fetchPage',
            input: ({ context }) => ({ page: context.pages + 1, pageSize: HISTORY_PAGE_SIZE }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                // An entry added since the first page shifts the pages: skip what is shown.
                const shown = new Set(context.entries.map((entry) => entry.id))
                return {
                  entries: [
                    ...context.entries,
                    ...event.output.data.filter((entry) => !shown.has(entry.id)),
                  ],
                  total: event.output.meta.total,
                  pages: context.pages + 1,
                  error: null,
                }
              }),
            },
            onError: {
              target: 'moreFailed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        moreFailed: {
          tags: ['failed'],
          on: { 'history.retry': 'loadingMore', 'history.more': 'loadingMore' },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'history.retry': 'loading', 'history.reload': 'loading' },
    },
    unavailable: { tags: ['unavailable'] },
  },
})
