/**
 * One dashboard widget's data (a chart, the statistics, the map, the users table, a picker's
 * options): loaded for a query, reloaded when the query changes, retried after a failure. Each
 * widget has its own actor, so a slow or failing call leaves the others painted (CORE-2.9).
 *
 * The query is what the call needs (the dashboard filter, a customer id for the sites); null
 * means there is nothing to load (no customer chosen), and the widget waits in `idle`. While a
 * new query loads the previous data stays, so a filter change does not blank the page; an answer
 * to an older query is never applied (re-entering `loading` stops the older call).
 *
 * Tags the UI reads: `loading`, `loaded`, `failed` (the load's error flag, CORE-8.3).
 */
import { messageOf } from '@/api/errors'
import { assign, fromPromise, setup } from 'xstate'

export interface WidgetInput {
  /** What to load first; null: nothing yet. */
  query: unknown
}

export interface WidgetContext {
  query: unknown
  /** The last answer (kept while a newer query loads); null before the first one. */
  data: unknown
  /** Why the last load failed; null otherwise. */
  error: string | null
}

export type WidgetEvent =
  /** A new query (null: nothing to load). */
  { type: 'widget.load'; query: unknown } | { type: 'widget.retry' }

export const widgetMachine = setup({
  types: {
    input: {} as WidgetInput,
    context: {} as WidgetContext,
    events: {} as WidgetEvent,
  },
  actors: {
    /** The widget's call for a query; provided by the screen (an API client function). */
    fetch: fromPromise<unknown, unknown>(async () => {
      throw new Error('fetch is provided by the screen')
    }),
  },
  guards: {
    hasQuery: ({ context }) => context.query !== null,
    loadsSomething: (_, params: { query: unknown }) => params.query !== null,
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: unknown }) => params.query }),
    clearData: assign({ data: null, error: null }),
  },
}).createMachine({
  id: 'dashboardWidget',
  context: ({ input }) => ({ query: input.query, data: null, error: null }),
  initial: 'starting',
  on: {
    'widget.load': [
      {
        guard: { type: 'loadsSomething', params: ({ event }) => ({ query: event.query }) },
        target: '.loading',
        reenter: true,
        actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
      },
      {
        target: '.idle',
        actions: [{ type: 'setQuery', params: { query: null } }, 'clearData'],
      },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'idle' }],
    },
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetch',
        input: ({ context }: { context: WidgetContext }) => context.query,
        onDone: {
          target: 'loaded',
          actions: assign({ data: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loaded: { tags: ['loaded'] },
    failed: {
      tags: ['failed'],
      on: { 'widget.retry': 'loading' },
    },
  },
})
