/**
 * What a records list (test records; control records, which use it as it is) asks and shows
 * between its answers (CORE-2.15, CORE-4.5 "page and order live
 * in the URL; every filter change drops the page", CORE-4.7 "Annotating or deleting a record"): the
 * page and order the list asks for, and the rows deleted on this screen.
 *
 * - The URL is the source of truth: the screen reports each new query string (`url.changed`) and
 *   the list asks for the page and order the machine holds (`context.query`).
 * - A filter change starts the list over (`filters.changed`, from the filters machine's
 *   `dropPage`): the machine asks for page 1 at once and drops `page` from the URL (`dropPage`,
 *   provided by the screen with the router). The router changes the address later than the
 *   filters change, so until the query string changes (`startingOver`) an older URL's page is
 *   never taken: the server is never asked for the old page with the new filters.
 * - A deleted record stays greyed (`context.deleted`) while the screen is shown: the list is not
 *   reloaded for a delete, and a later answer leaves the row out or marks it deleted itself.
 *
 * Tags the UI reads: none; the screen reads `context.query` and `context.deleted`.
 */
import { assign, setup } from 'xstate'
import type { ListQuery } from '@/domain/list-query'

export interface RecordsPageInput {
  /** The URL's query string when the screen opens, and its page and order. */
  search: string
  query: ListQuery
}

export interface RecordsPageContext {
  /** The URL's query string as the screen last reported it. */
  search: string
  /** The page and order the list asks for. */
  query: ListQuery
  /** Ids of the records deleted on this screen, greyed in the list. */
  deleted: number[]
}

export type RecordsPageEvent =
  | { type: 'url.changed'; search: string; query: ListQuery }
  | { type: 'filters.changed' }
  | { type: 'record.deleted'; id: number }

export const recordsPageMachine = setup({
  types: {
    context: {} as RecordsPageContext,
    events: {} as RecordsPageEvent,
    input: {} as RecordsPageInput,
  },
  actions: {
    /** Removes `page` from the URL (the screen provides it with the router). */
    dropPage: () => undefined,
    followUrl: assign(({ event }) =>
      event.type === 'url.changed' ? { search: event.search, query: event.query } : {},
    ),
    askFirstPage: assign({ query: ({ context }) => ({ ...context.query, page: 1 }) }),
    markDeleted: assign({
      deleted: ({ context, event }) =>
        event.type !== 'record.deleted' || context.deleted.includes(event.id)
          ? context.deleted
          : [...context.deleted, event.id],
    }),
  },
  guards: {
    /** Any change of the query string (the drop itself, or paging) ends the start-over. */
    urlMoved: ({ context, event }) =>
      event.type === 'url.changed' && event.search !== context.search,
  },
}).createMachine({
  id: 'recordsPage',
  context: ({ input }) => ({ search: input.search, query: input.query, deleted: [] }),
  initial: 'following',
  on: {
    'record.deleted': { actions: 'markDeleted' },
  },
  states: {
    /** The list asks for the URL's page and order. */
    following: {
      on: {
        'url.changed': { actions: 'followUrl' },
        'filters.changed': { target: 'startingOver', actions: ['askFirstPage', 'dropPage'] },
      },
    },
    /** The filters changed: page 1 until the query string changes (the page dropped from it). */
    startingOver: {
      on: {
        'url.changed': { guard: 'urlMoved', target: 'following', actions: 'followUrl' },
        'filters.changed': { actions: 'dropPage' },
      },
    },
  },
})
