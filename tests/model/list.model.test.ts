// Model-based test of the paged-list machine (CORE-8.3): every state and transition, with the
// fetch's answers sent as events, for a screen that shows a page past the end as it is and for
// one whose URL holds the page (which asks for the last page instead); each state's tags, and
// what the context keeps: the query last asked, the rows of the last answer (kept while the next
// loads and while the last page is asked for) and the error flag.
import { expect } from 'vitest'
import type { ListResponse } from '@/api/types'
import { listMachine, type ListContext } from '@/machines/list.machine'
import { runModel } from './harness'

interface Query {
  page: number
}

const ANSWER: ListResponse<string> = {
  data: ['a', 'b'],
  meta: { currentPage: 2, total: 42, perPage: 2 },
}
/** Page 7 of a list of 3 rows, 2 a page: empty, and the last page is 2. */
const PAST_THE_END: ListResponse<string> = {
  data: [],
  meta: { currentPage: 7, total: 3, perPage: 2 },
}
const FAILURE = new Error('The server is unavailable.')

const contextOf = (snapshot: { context: unknown }) => snapshot.context as ListContext<string, Query>

const shownPages: number[] = []
const machine = listMachine.provide({
  actions: { showLastPage: (_, { page }) => void shownPages.push(page) },
})

runModel('list', machine, {
  strategy: 'shortest',
  inputs: { showsAsIs: {}, clampsPage: { clampsPage: true } },
  events: [
    { type: 'list.load', query: { page: 2 } },
    { type: 'list.refresh' },
    { type: 'list.retry' },
    { type: 'xstate.done.actor.fetchPage', output: ANSWER },
    { type: 'xstate.done.actor.fetchPage', output: PAST_THE_END },
    { type: 'xstate.error.actor.fetchPage', error: FAILURE },
  ],
  states: {
    idle: (snapshot) => {
      expect(contextOf(snapshot)).toMatchObject({ query: null, rows: [], meta: null, error: null })
      expect(snapshot.hasTag('loading') || snapshot.hasTag('ready')).toBe(false)
    },
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      // Always a query to fetch: list.load set it, and refresh and retry keep it.
      expect(contextOf(snapshot).query).toEqual({ page: 2 })
    },
    ready: (snapshot, event) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      const answer = (event as { output?: ListResponse<string> }).output
      if (answer) {
        // Only a screen that does not clamp shows a page past the end, as it is.
        if (answer === PAST_THE_END) expect(contextOf(snapshot).clampsPage).toBe(false)
        expect(contextOf(snapshot)).toMatchObject({
          rows: answer.data,
          meta: answer.meta,
          error: null,
        })
      }
    },
    failed: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(contextOf(snapshot).error).toBe(FAILURE.message)
    },
    pastTheEnd: (snapshot, event) => {
      // Busy, not shown empty, while the screen replaces its page with the last one.
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(contextOf(snapshot)).toMatchObject({ clampsPage: true, error: null })
      expect(contextOf(snapshot).rows).not.toBe(PAST_THE_END.data)
      if (event.type === 'xstate.done.actor.fetchPage') expect(shownPages.at(-1)).toBe(2)
    },
  },
})
