// Model-based test of the filters (CORE-4.5, CORE-9.1, CORE-9.2), from a busy dashboard set and an
// empty view set: each event's rule (what a customer or site resets, period and dates falling
// back to the scope's period, the result flags), the page dropped on every change, and a reset
// back to the starting set. Events are sent only from the starting set, and a reset only away
// from it: the rules are per event, so longer paths would only repeat the same checks. (The
// model tells states apart by context, so once a reset has reached the starting set, no other
// path needs to; the unit tests reset after every kind of change.)
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { dateRangeOf } from '@/domain/periods'
import {
  fallbackPeriod,
  filtersMachine,
  type FiltersContext,
  type FilterSet,
} from '@/machines/filters.machine'
import { FILTERS_MODEL, NOW, startingFilters } from './filters.samples'
import { runModel } from './harness'
import { toJson } from './paths'

let changes = 0
let reloads: string[] = []
let previous: FiltersContext | null = null
const machine = filtersMachine.provide({
  actions: {
    dropPage: () => void changes++,
    // The default writes sessionStorage; here each change is counted with dropPage instead.
    persist: () => undefined,
    // The pickers are another machine's (its own model): here only which list reloads counts.
    reloadOptions: (_, params) => void reloads.push(params.list),
  },
})

/** The place after an accounts event, whether the filters changed, which pickers reload. */
function accountRule(before: FilterSet, event: AnyEventObject) {
  const place = (customerId: number | null, siteId: number | null) => ({
    ...before,
    customerId,
    siteId,
    userIds: [],
    routes: [],
  })
  switch (event.type) {
    case 'account.customerCreated':
      return { after: place(event.customerId, null), reloads: ['customers'] }
    case 'account.customerUpdated':
      return { after: before, reloads: ['customers'] }
    case 'account.customerDeleted':
      return {
        after: before.customerId === event.customerId ? place(null, null) : before,
        reloads: ['customers'],
      }
    case 'account.siteSaved':
      return { after: place(event.customerId, event.siteId), reloads: ['sites'] }
    case 'account.siteDeleted':
    case 'account.siteTransferred':
      return {
        after: before.siteId === event.siteId ? place(before.customerId, null) : before,
        reloads: ['sites'],
      }
    case 'account.customerAdminCreated':
      return { after: before.siteId === null ? before : place(event.customerId, null), reloads: [] }
    default:
      throw new Error(`unexpected event ${event.type}`)
  }
}

function expectAccountRule(before: FilterSet, filters: FilterSet, event: AnyEventObject) {
  const expected = accountRule(before, event)
  expect(filters).toEqual(expected.after)
  const changed = toJson(expected.after) !== toJson(before)
  expect(changes, 'a changed place drops the page once, an unchanged one not').toBe(changed ? 1 : 0)
  expect(reloads).toEqual(expected.reloads)
  changes = 0
  reloads = []
}

runModel('filters', machine, {
  ...FILTERS_MODEL,
  states: {
    ready: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
      const context = snapshot.context as FiltersContext
      const { filters } = context
      // Always consistent: a period or both dates, flags within their bits and never empty.
      if (filters.period === null) expect(filters.start && filters.end).toBeTruthy()
      else expect(filters).toMatchObject(dateRangeOf(filters.period, NOW))
      expect(filters.testResult & 7).toBe(filters.testResult)
      expect(filters.testResult).not.toBe(0)
      expect([1, 32, 33]).toContain(filters.controlResult)

      if (event.type === 'xstate.init') {
        changes = 0
        reloads = []
        expect(filters).toEqual(startingFilters(context))
      } else if (event.type.startsWith('account.')) {
        expectAccountRule(previous!.filters, filters, event)
      } else {
        expect(changes, 'every change drops the page once').toBe(1)
        changes = 0
        const before = previous!.filters
        const fallback = {
          period: fallbackPeriod(context.scope),
          ...dateRangeOf(fallbackPeriod(context.scope), NOW),
        }
        switch (event.type) {
          case 'filter.setCustomer':
            expect(filters).toEqual({
              ...before,
              customerId: event.customerId,
              siteId: null,
              userIds: [],
              routes: [],
            })
            break
          case 'filter.setSite':
            expect(filters).toEqual({ ...before, siteId: event.siteId, userIds: [], routes: [] })
            break
          case 'filter.setPeriod':
            expect(filters).toEqual({
              ...before,
              ...(event.period
                ? { period: event.period, ...dateRangeOf(event.period, NOW) }
                : fallback),
            })
            break
          case 'filter.setDates':
            expect(filters).toEqual({
              ...before,
              ...(event.start && event.end
                ? { period: null, start: event.start, end: event.end }
                : fallback),
            })
            break
          case 'filter.setRoutes':
            expect(filters).toEqual({ ...before, routes: event.routes })
            break
          case 'filter.setUserIds':
            expect(filters).toEqual({ ...before, userIds: event.userIds })
            break
          case 'filter.setReaderTypes':
            expect(filters).toEqual({ ...before, readerTypes: event.readerTypes })
            break
          case 'filter.setMeasurementMethods':
            expect(filters).toEqual({ ...before, measurementMethods: event.measurementMethods })
            break
          case 'filter.setTestResult':
            expect(filters).toEqual({ ...before, testResult: event.flags || 7 })
            break
          case 'filter.setControlResult':
            expect(event.flags).not.toBe(0)
            expect(filters).toEqual({ ...before, controlResult: event.flags })
            break
          case 'filter.setOriginals':
            expect(filters).toEqual({ ...before, originals: event.originals })
            break
          case 'filter.setIncludeDeleted':
            expect(filters).toEqual({ ...before, includeDeleted: event.includeDeleted })
            break
          case 'filter.reset':
            expect(filters).toEqual(startingFilters(context))
            break
          default:
            throw new Error(`unexpected event ${event.type}`)
        }
      }
      previous = context
    },
  },
})
