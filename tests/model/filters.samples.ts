/**
 * The sample inputs and events of the filters model: a busy dashboard set (a customer, site,
 * user, route, period and flags chosen) and an empty view set, each filter's events (a period
 * and its fallback, dates and a missing bound, flags and none of them), a reset, and what this
 * tab changed in the accounts (`account.*`). Events are sent only from the starting set, and a
 * reset only away from it (`filterEvents`). Shared by tests/model/filters.model.test.ts and the
 * Playwright spec that drives the same paths through the records and dashboard screens
 * (tests/e2e/paths/filters.paths.spec.ts).
 */
import type { AnyEventObject } from 'xstate'
import { completeFilters, type FiltersContext, type FiltersInput } from '@/machines/filters.machine'
import { toJson, type ModelOptions } from './paths'

/** The clock the model's periods are computed from. */
export const NOW = new Date('2026-05-31T10:00:00Z')
const now = () => NOW

export const FILTERS_INPUTS: Record<string, FiltersInput> = {
  'busy dashboard': {
    scope: 'dashboard',
    now,
    initial: {
      customerId: 1,
      siteId: 10,
      userIds: [5],
      routes: ['North'],
      period: '3m',
      testResult: 4,
      controlResult: 1,
    },
  },
  'empty view': { scope: 'view', now },
}

export const FILTERS_EVENTS: AnyEventObject[] = [
  { type: 'filter.setCustomer', customerId: 2 },
  { type: 'filter.setSite', siteId: 11 },
  { type: 'filter.setPeriod', period: '12m' },
  { type: 'filter.setPeriod', period: null },
  { type: 'filter.setDates', start: '2026-01-01T00:00:00Z', end: '2026-01-31T23:59:59Z' },
  { type: 'filter.setDates', start: '2026-01-01T00:00:00Z', end: null },
  { type: 'filter.setRoutes', routes: ['South'] },
  { type: 'filter.setUserIds', userIds: [7] },
  { type: 'filter.setReaderTypes', readerTypes: ['TruckReader'] },
  { type: 'filter.setMeasurementMethods', measurementMethods: ['Quantitative'] },
  { type: 'filter.setTestResult', flags: 3 },
  { type: 'filter.setTestResult', flags: 0 },
  { type: 'filter.setControlResult', flags: 32 },
  { type: 'filter.setControlResult', flags: 0 },
  { type: 'filter.setOriginals', originals: true },
  { type: 'filter.setIncludeDeleted', includeDeleted: true },
  { type: 'filter.reset' },
  { type: 'account.customerCreated', customerId: 3 },
  { type: 'account.customerUpdated' },
  { type: 'account.customerDeleted', customerId: 1 },
  { type: 'account.customerDeleted', customerId: 99 },
  { type: 'account.siteSaved', customerId: 2, siteId: 20 },
  { type: 'account.siteDeleted', siteId: 10 },
  { type: 'account.siteDeleted', siteId: 99 },
  { type: 'account.siteTransferred', siteId: 10 },
  { type: 'account.siteTransferred', siteId: 99 },
  { type: 'account.customerAdminCreated', customerId: 1 },
]

/** The set the filters start from (and a reset returns to). */
export const startingFilters = (context: FiltersContext) =>
  completeFilters(context.initial, context.scope, NOW)

/** The model: `runModel('filters', …)` and `serializablePaths(filtersMachine, …)` alike. */
export const FILTERS_MODEL: ModelOptions = {
  strategy: 'shortest',
  inputs: FILTERS_INPUTS,
  events: FILTERS_EVENTS,
  // Every event from the starting set, a reset only away from it: the rules are per event.
  filterEvents: (snapshot, event) => {
    const context = snapshot.context as FiltersContext
    const atStart = toJson(context.filters) === toJson(startingFilters(context))
    return event.type === 'filter.reset' ? !atStart : atStart
  },
}
