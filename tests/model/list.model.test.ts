// Model-based test of the paged-list machine (core.md §8): every state and transition, with the
// fetch's answers sent as events; each state's tags, and what the context keeps: the query last
// asked, the rows of the last answer (kept while the next loads) and the error flag.
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
const FAILURE = new Error('The server is unavailable.')

const contextOf = (snapshot: { context: unknown }) => snapshot.context as ListContext<string, Query>

runModel('list', listMachine, {
  strategy: 'shortest',
  events: [
    { type: 'list.load', query: { page: 2 } },
    { type: 'list.refresh' },
    { type: 'list.retry' },
    { type: 'xstate.done.actor.fetchPage', output: ANSWER },
    { type: 'xstate.error.actor.fetchPage', error: FAILURE },
  ],
  states: {
    idle: (snapshot) => {
      expect(contextOf(snapshot)).toEqual({ query: null, rows: [], meta: null, error: null })
      expect(snapshot.hasTag('loading') || snapshot.hasTag('ready')).toBe(false)
    },
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      // Always a query to fetch: list.load set it, and refresh and retry keep it.
      expect(contextOf(snapshot).query).toEqual({ page: 2 })
    },
    ready: (snapshot) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(contextOf(snapshot)).toMatchObject({
        rows: ANSWER.data,
        meta: ANSWER.meta,
        error: null,
      })
    },
    failed: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(contextOf(snapshot).error).toBe(FAILURE.message)
    },
  },
})
