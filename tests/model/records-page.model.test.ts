// Model-based test of what the test-records list asks and shows (CORE-2.15, CORE-4.5, CORE-4.7):
// every state and transition. A filter change asks for page 1 and drops the URL's page; the old
// page is never asked again before the query string changes; a delete greys the record whatever
// happens next.
import { expect } from 'vitest'
import { recordsPageMachine, type RecordsPageContext } from '@/machines/records-page.machine'
import { runModel } from './harness'

const SORT = { field: 'testDate', direction: 'desc' } as const
let drops = 0
const machine = recordsPageMachine.provide({ actions: { dropPage: () => void drops++ } })

const contextOf = (snapshot: { context: unknown }) => snapshot.context as RecordsPageContext

runModel('records-page', machine, {
  strategy: 'shortest',
  input: { search: 'page=3', query: { page: 3, sort: SORT } },
  events: [
    // The same address reported again, and the address without its page.
    { type: 'url.changed', search: 'page=3', query: { page: 3, sort: SORT } },
    { type: 'url.changed', search: '', query: { page: 1, sort: SORT } },
    { type: 'filters.changed' },
    { type: 'record.deleted', id: 7 },
  ],
  states: {
    following: (snapshot) => {
      const { search, query } = contextOf(snapshot)
      // Whatever the address says, page and all.
      expect(query.page).toBe(search === 'page=3' ? 3 : 1)
    },
    startingOver: (snapshot, event) => {
      expect(contextOf(snapshot).query.page).toBe(1)
      if (event.type === 'filters.changed') expect(drops).toBeGreaterThan(0)
    },
    '*': (snapshot, event) => {
      if (event.type === 'record.deleted') expect(contextOf(snapshot).deleted).toEqual([7])
      expect(contextOf(snapshot).query.sort).toEqual(SORT)
    },
  },
})
