// Model-based test of a record's change history in its detail dialog (issue 40): every state and
// transition, with the page answers sent as events: a first page with more to come, the last
// page, a 404 (an API without the history calls: the section is left out) and another failure.
import { expect } from 'vitest'
import {
  recordHistoryMachine,
  type RecordHistoryContext,
} from '@/machines/test-records/record-history.machine'
import { runModel } from './harness'

const entry = (id: number) => ({
  id,
  recordKind: 'testRecord' as const,
  recordId: 7,
  action: 'created' as const,
  field: null,
  before: null,
  after: null,
  user: { id: 3, name: 'Sam Site' },
  time: '2026-11-01T08:00:00.000Z',
})
const FIRST_PAGE = { data: [entry(2)], meta: { currentPage: 1, total: 2, perPage: 1 } }
const LAST_PAGE = { data: [entry(1)], meta: { currentPage: 2, total: 2, perPage: 1 } }
const NOT_FOUND = Object.assign(new Error('Not found.'), { status: 404 })
const FAILURE = Object.assign(new Error('The server is unavailable.'), { status: 500 })

const contextOf = (snapshot: { context: unknown }) => snapshot.context as RecordHistoryContext

runModel('record-history', recordHistoryMachine, {
  strategy: 'shortest',
  events: [
    { type: 'history.load' },
    { type: 'history.more' },
    { type: 'history.retry' },
    { type: 'history.reload' },
    { type: 'xstate.done.actor.fetchNewestPage', output: FIRST_PAGE },
    { type: 'xstate.done.actor.fetchOlderPage', output: LAST_PAGE },
    { type: 'xstate.error.actor.fetchNewestPage', error: NOT_FOUND },
    { type: 'xstate.error.actor.fetchNewestPage', error: FAILURE },
    { type: 'xstate.error.actor.fetchOlderPage', error: FAILURE },
  ],
  states: {
    idle: (snapshot) => expect(contextOf(snapshot).entries).toEqual([]),
    loading: (snapshot) => expect(snapshot.hasTag('loading')).toBe(true),
    'shown.idle': (snapshot) => {
      expect(snapshot.hasTag('shown')).toBe(true)
      expect(contextOf(snapshot).entries.length).toBeGreaterThan(0)
    },
    'shown.loadingMore': (snapshot) => expect(snapshot.hasTag('loadingMore')).toBe(true),
    'shown.moreFailed': (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(contextOf(snapshot).entries).toEqual([entry(2)])
    },
    failed: (snapshot) => expect(contextOf(snapshot).error).toBe(FAILURE.message),
    unavailable: (snapshot) => expect(snapshot.hasTag('unavailable')).toBe(true),
  },
})
