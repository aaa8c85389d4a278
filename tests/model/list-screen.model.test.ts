// Model-based test of the list screen (CORE-2.15, CORE-4.5, CORE-4.7, CORE-8.3): every state and
// transition, with the fetch's answers sent as events, from a screen whose URL holds the page and
// which clamps a page past the end, and from a screen that shows such a page as it is and waits
// for a customer (filter null). The addresses and filters reported: the old address, a filter
// change on it (the page dropped), the address without its page, and no filter. Each state's
// tags, and what the context keeps: a query that follows the address, or page 1 until the
// address's page is dropped; the rows of the last answer (kept while the next loads and while
// the last page is asked for); the error flag; the deleted records.
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { ListResponse } from '@/api/types'
import type { SortState } from '@/domain/list-query'
import {
  listScreenMachine,
  type ListScreenContext,
  type ListScreenInput,
} from '@/machines/list-screen.machine'
import { PAGE_PARAM, readListQuery } from '@/ui/data-table/list-query'
import { runModel } from './harness'

interface Filter {
  customer: string
}

const BY_DATE: SortState = { field: 'testDate', direction: 'desc' }
const BY_TYPE: SortState = { field: 'testType', direction: 'asc' }
const QUERY_OPTIONS = { sortable: ['testDate', 'testType'], defaultSort: BY_DATE }
const ACME: Filter = { customer: 'Acme' }
const GLOBEX: Filter = { customer: 'Globex' }

/** What the screen reports for an address (read as useListScreen reads it) and a filter. */
function address(search: string, filter: Filter | null) {
  const params = new URLSearchParams(search)
  return {
    search,
    ...readListQuery(params, QUERY_OPTIONS),
    pageInUrl: params.has(PAGE_PARAM),
    filter,
  }
}
const report = (search: string, filter: Filter | null) => ({
  type: 'screen.changed' as const,
  ...address(search, filter),
})

const ANSWER: ListResponse<string> = {
  data: ['a', 'b'],
  meta: { currentPage: 1, total: 42, perPage: 2 },
}
/** Page 7 of a list of 3 rows, 2 a page: empty, and the last page is 2. */
const PAST_THE_END: ListResponse<string> = {
  data: [],
  meta: { currentPage: 7, total: 3, perPage: 2 },
}
const FAILURE = new Error('The server is unavailable.')

const inputs: Record<string, ListScreenInput<Filter>> = {
  'clamps, on page 3': { ...address('page=3', ACME), clampsPage: true },
  'shows as is, waits for a customer': address('', null),
}

/** What the router was told, in order (over every path: read the last entry). */
const drops: string[] = []
const writes: Array<{ page?: number; sort?: SortState }> = []
const shownPages: number[] = []
const machine = listScreenMachine.provide({
  actions: {
    dropPage: ({ context }) => void drops.push(context.search),
    writeUrl: (_, change) => void writes.push(change),
    showLastPage: (_, { page }) => void shownPages.push(page),
  },
})

const contextOf = (snapshot: { context: unknown }) =>
  snapshot.context as ListScreenContext<string, Filter>
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const answerOf = (event: AnyEventObject) =>
  event.type === 'xstate.done.actor.fetchPage'
    ? (event as unknown as { output: ListResponse<string> }).output
    : undefined
const fetching = (snapshot: AnyMachineSnapshot) =>
  (snapshot.children as Record<string, unknown>).fetchPage !== undefined

runModel('list-screen', machine, {
  strategy: 'shortest',
  inputs,
  events: [
    // The old address, a filter change on it, the address without its page, no filter.
    report('page=3', ACME),
    report('page=3', GLOBEX),
    report('', GLOBEX),
    report('', null),
    { type: 'page.choose', page: 2 },
    { type: 'sort.choose', sort: BY_TYPE },
    { type: 'list.refresh' },
    { type: 'list.retry' },
    { type: 'record.deleted', id: 7 },
    { type: 'record.restored', id: 7 },
    { type: 'xstate.done.actor.fetchPage', output: ANSWER },
    { type: 'xstate.done.actor.fetchPage', output: PAST_THE_END },
    { type: 'xstate.error.actor.fetchPage', error: FAILURE },
  ],
  // A choice changes no state: taken before any answer, it is checked once per state and
  // address, not again after every answer. A delete too; after it, only the change to another
  // customer, the answers and the record's restore are sent, enough to show that the record stays
  // greyed whatever the list asks and answers next, until it is restored.
  filterEvents: (snapshot, event) => {
    const context = contextOf(snapshot)
    const beforeAnyAnswer = context.meta === null && context.error === null
    if (context.deleted.length > 0) {
      return (
        event.type.startsWith('xstate.') ||
        event.type === 'record.restored' ||
        sameValue(event.filter, GLOBEX)
      )
    }
    // A restore is of a record deleted on this screen.
    if (event.type === 'record.restored') return false
    if (event.type === 'record.deleted') return beforeAnyAnswer
    if (event.type === 'page.choose' || event.type === 'sort.choose') return beforeAnyAnswer
    return true
  },
  states: {
    idle: (snapshot) => {
      // Nothing to load: neither busy nor showing an answer, and nothing asked.
      expect(contextOf(snapshot).filter).toBeNull()
      expect(['loading', 'ready', 'failed'].some((tag) => snapshot.hasTag(tag))).toBe(false)
      expect(fetching(snapshot)).toBe(false)
    },
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      // Always a filter to fetch with, and the page on its way.
      expect(contextOf(snapshot).filter).not.toBeNull()
      expect(fetching(snapshot)).toBe(true)
    },
    ready: (snapshot, event) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(snapshot.hasTag('loading')).toBe(false)
      const answer = answerOf(event)
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
      expect(fetching(snapshot)).toBe(false)
      expect(contextOf(snapshot)).toMatchObject({ clampsPage: true, error: null })
      // The rows shown stay those of an earlier answer, if any.
      expect(contextOf(snapshot).meta).not.toEqual(PAST_THE_END.meta)
      if (answerOf(event)) expect(shownPages.at(-1)).toBe(2)
    },
    '*': (snapshot, event) => {
      const context = contextOf(snapshot)
      const url = address(context.search, context.filter)
      if (context.awaitingAddress) {
        // A start-over dropped the address's page: page 1 is asked until the address changes.
        expect(url.pageInUrl).toBe(true)
        expect(context.page).toBe(1)
        expect(context.sort).toEqual(url.sort)
        expect(drops.at(-1)).toBe(context.search)
      } else {
        // The query is the address's page and order.
        expect({ page: context.page, sort: context.sort }).toEqual({
          page: url.page,
          sort: url.sort,
        })
      }
      // A choice only writes the URL: the query moves with the address's report.
      if (event.type === 'page.choose') expect(writes.at(-1)).toEqual({ page: 2 })
      if (event.type === 'sort.choose') expect(writes.at(-1)).toEqual({ sort: BY_TYPE })
      if (event.type === 'record.deleted') expect(context.deleted).toEqual([7])
      if (event.type === 'record.restored') expect(context.deleted).toEqual([])
      // What is shown is one whole answer (or none yet), and the error flag is the last failure's.
      const shown = [
        { rows: [], meta: null },
        { rows: ANSWER.data, meta: ANSWER.meta },
        ...(context.clampsPage ? [] : [{ rows: PAST_THE_END.data, meta: PAST_THE_END.meta }]),
      ]
      expect(shown).toContainEqual({ rows: context.rows, meta: context.meta })
      expect([null, FAILURE.message]).toContain(context.error)
      expect([[], [7]]).toContainEqual(context.deleted)
    },
  },
})
