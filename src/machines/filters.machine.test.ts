import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../tests/helpers/memory-storage'
import { createActor } from 'xstate'
import { publishChange } from '@/api/changes'
import { dateRangeOf } from '@/domain/periods'
import {
  accountEventOf,
  completeFilters,
  filtersMachine,
  filtersStorageKey,
  parseStoredFilters,
  toDashboardQuery,
  toRecordQuery,
  type FilterScope,
  type FilterSet,
  type FiltersEvent,
  type FiltersInput,
} from './filters.machine'
import { filterOptionsMachine, optionLoader } from './filter-options.machine'

const NOW = new Date('2026-05-31T10:00:00Z')
const now = () => NOW

let storage: Storage
beforeEach(() => {
  storage = memoryStorage()
  vi.stubGlobal('sessionStorage', storage)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function start(input: Partial<FiltersInput> = {}) {
  const dropPage = vi.fn()
  const actor = createActor(filtersMachine.provide({ actions: { dropPage } }), {
    input: { scope: 'dashboard', now, ...input },
  }).start()
  const filters = () => actor.getSnapshot().context.filters
  return { actor, dropPage, filters }
}

/** A set with something in every field, to see what each event resets. */
const busy: Partial<FilterSet> = {
  customerId: 1,
  siteId: 10,
  userIds: [5, 6],
  routes: ['North'],
  period: '3m',
  testResult: 4,
  controlResult: 1,
}

describe('filtersMachine: starting', () => {
  it.each<[FilterScope, string]>([
    ['dashboard', '28d'],
    ['view', '6m'],
  ])(
    '%s: starts with period %s, all results, both controls, nothing chosen, all records',
    (scope, period) => {
      const { actor, filters } = start({ scope })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(filters()).toEqual({
        period,
        ...dateRangeOf(period as '28d' | '6m', NOW),
        routes: [],
        testResult: 7,
        controlResult: 33,
        userIds: [],
        readerTypes: [],
        measurementMethods: [],
        customerId: null,
        siteId: null,
        originals: false,
        includeDeleted: false,
      })
    },
  )

  it('keeps "originals only" and "show deleted" with the set, each change dropping the page', () => {
    const { actor, filters, dropPage } = start({ scope: 'dashboard' })
    actor.send({ type: 'filter.setOriginals', originals: true })
    actor.send({ type: 'filter.setIncludeDeleted', includeDeleted: true })
    expect(filters()).toMatchObject({ originals: true, includeDeleted: true })
    expect(dropPage).toHaveBeenCalledTimes(2)
    expect(JSON.parse(sessionStorage.getItem('milk-safety.filters.dashboard')!)).toMatchObject({
      originals: true,
      includeDeleted: true,
    })
    expect(parseStoredFilters('{"originals":"yes","includeDeleted":true}')).toEqual({
      includeDeleted: true,
    })
  })

  it('starts from the given initial values', () => {
    const { filters } = start({ initial: busy })
    expect(filters()).toMatchObject({ ...busy, ...dateRangeOf('3m', NOW) })
  })

  it('restores what this session stored for its scope, over the initial values', () => {
    storage.setItem(
      filtersStorageKey('view'),
      JSON.stringify({ customerId: 2, period: '9m', start: 'old', end: 'old', routes: ['East'] }),
    )
    const { filters } = start({ scope: 'view', initial: { customerId: 1, siteId: 10 } })
    // A stored period ends today, not on the day it was stored.
    expect(filters()).toMatchObject({ customerId: 2, siteId: 10, routes: ['East'], period: '9m' })
    expect(filters()).toMatchObject(dateRangeOf('9m', NOW))
    // The other scope's set is its own.
    expect(start({ scope: 'dashboard' }).filters()).toMatchObject({
      customerId: null,
      period: '28d',
    })
  })

  it('ignores a stored set it cannot read', () => {
    storage.setItem(filtersStorageKey('dashboard'), '{not json')
    expect(start().filters()).toMatchObject({ customerId: null, period: '28d' })
  })

  it('does not drop the page nor store anything just by starting', () => {
    const { dropPage } = start()
    expect(dropPage).not.toHaveBeenCalled()
    expect(storage.length).toBe(0)
  })
})

describe('filtersMachine: rules', () => {
  it.each<[string, FiltersEvent, Partial<FilterSet>]>([
    [
      'a customer resets site, users and routes',
      { type: 'filter.setCustomer', customerId: 2 },
      { customerId: 2, siteId: null, userIds: [], routes: [], period: '3m', testResult: 4 },
    ],
    [
      'clearing the customer resets them too',
      { type: 'filter.setCustomer', customerId: null },
      { customerId: null, siteId: null, userIds: [], routes: [] },
    ],
    [
      'a site resets users and routes, keeps the customer',
      { type: 'filter.setSite', siteId: 11 },
      { customerId: 1, siteId: 11, userIds: [], routes: [] },
    ],
    [
      'a period computes its dates',
      { type: 'filter.setPeriod', period: '12m' },
      { period: '12m', ...dateRangeOf('12m', NOW) },
    ],
    [
      'clearing the period falls back to 28 days on the dashboard',
      { type: 'filter.setPeriod', period: null },
      { period: '28d', ...dateRangeOf('28d', NOW) },
    ],
    [
      'dates clear the period',
      { type: 'filter.setDates', start: '2026-01-01T00:00:00Z', end: '2026-01-31T23:59:59Z' },
      { period: null, start: '2026-01-01T00:00:00Z', end: '2026-01-31T23:59:59Z' },
    ],
    [
      'clearing the start falls back to 28 days',
      { type: 'filter.setDates', start: null, end: '2026-01-31T23:59:59Z' },
      { period: '28d', ...dateRangeOf('28d', NOW) },
    ],
    [
      'clearing the end falls back to 28 days',
      { type: 'filter.setDates', start: '2026-01-01T00:00:00Z', end: '' },
      { period: '28d', ...dateRangeOf('28d', NOW) },
    ],
    [
      'routes are kept as chosen',
      { type: 'filter.setRoutes', routes: ['South', 'West'] },
      { routes: ['South', 'West'], siteId: 10, userIds: [5, 6] },
    ],
    [
      'users are kept as chosen',
      { type: 'filter.setUserIds', userIds: [7] },
      { userIds: [7], routes: ['North'] },
    ],
    ['test result flags', { type: 'filter.setTestResult', flags: 3 }, { testResult: 3 }],
    [
      'no test result means all of them',
      { type: 'filter.setTestResult', flags: 0 },
      { testResult: 7 },
    ],
    [
      'test result bits outside 1|2|4 are dropped',
      { type: 'filter.setTestResult', flags: 8 | 1 },
      { testResult: 1 },
    ],
    ['animal control alone', { type: 'filter.setControlResult', flags: 32 }, { controlResult: 32 }],
    ['both controls', { type: 'filter.setControlResult', flags: 33 }, { controlResult: 33 }],
  ])('%s', (_, event, expected) => {
    const { actor, dropPage, filters } = start({ initial: busy })
    actor.send(event)
    expect(filters()).toMatchObject(expected)
    expect(dropPage).toHaveBeenCalledOnce()
    expect(JSON.parse(storage.getItem(filtersStorageKey('dashboard')) ?? 'null')).toEqual(filters())
  })

  it('falls back to 6 months in views', () => {
    const { actor, filters } = start({ scope: 'view', initial: busy })
    actor.send({ type: 'filter.setPeriod', period: null })
    expect(filters()).toMatchObject({ period: '6m', ...dateRangeOf('6m', NOW) })
    actor.send({ type: 'filter.setDates', start: '2026-01-01', end: '2026-01-02' })
    actor.send({ type: 'filter.setDates', start: '', end: '' })
    expect(filters()).toMatchObject({ period: '6m', ...dateRangeOf('6m', NOW) })
  })

  it('computes a period from the clock at the time it is chosen', () => {
    let clock = new Date('2026-01-15T12:00:00Z')
    const { actor, filters } = start({ now: () => clock })
    clock = new Date('2026-03-31T12:00:00Z')
    actor.send({ type: 'filter.setPeriod', period: '3m' })
    expect(filters()).toMatchObject(dateRangeOf('3m', clock))
  })

  it.each([0, 2, 64])('refuses an empty control selection (flags %i): nothing changes', (flags) => {
    const { actor, dropPage, filters } = start({ initial: busy })
    const before = filters()
    actor.send({ type: 'filter.setControlResult', flags })
    expect(filters()).toBe(before)
    expect(dropPage).not.toHaveBeenCalled()
    expect(storage.length).toBe(0)
  })

  it('reset clears everything', () => {
    const { actor, dropPage, filters } = start({ scope: 'view' })
    actor.send({ type: 'filter.setCustomer', customerId: 3 })
    actor.send({ type: 'filter.setRoutes', routes: ['A'] })
    actor.send({ type: 'filter.setDates', start: '2026-01-01', end: '2026-01-02' })
    actor.send({ type: 'filter.setControlResult', flags: 1 })
    actor.send({ type: 'filter.reset' })
    expect(filters()).toEqual(completeFilters({}, 'view', NOW))
    expect(dropPage).toHaveBeenCalledTimes(5)
    expect(storage.getItem(filtersStorageKey('view'))).toBe(JSON.stringify(filters()))
  })

  it('reset returns to the initial values, not to a restored set', () => {
    storage.setItem(filtersStorageKey('dashboard'), JSON.stringify({ customerId: 9 }))
    const { actor, filters } = start({ initial: { customerId: 1 } })
    expect(filters().customerId).toBe(9)
    actor.send({ type: 'filter.reset' })
    expect(filters()).toEqual(completeFilters({ customerId: 1 }, 'dashboard', NOW))
  })

  it('persists with a provided implementation instead of sessionStorage', () => {
    const persist = vi.fn()
    const actor = createActor(filtersMachine.provide({ actions: { persist } }), {
      input: { scope: 'dashboard', now },
    }).start()
    actor.send({ type: 'filter.setSite', siteId: 4 })
    expect(persist).toHaveBeenCalledOnce()
    expect(storage.length).toBe(0)
  })

  it('works without sessionStorage (server-side, tests)', () => {
    vi.stubGlobal('sessionStorage', undefined)
    const { actor, filters } = start()
    actor.send({ type: 'filter.setSite', siteId: 4 })
    expect(filters().siteId).toBe(4)
  })
})

describe('completeFilters', () => {
  it.each<[string, Partial<FilterSet>, Partial<FilterSet>]>([
    ['a period wins over dates', { period: '3m', start: 'a', end: 'b' }, dateRangeOf('3m', NOW)],
    [
      'dates without a period are kept',
      { period: null, start: 'a', end: 'b' },
      { start: 'a', end: 'b' },
    ],
    ['half a date range falls back', { start: 'a' }, { period: '28d', ...dateRangeOf('28d', NOW) }],
    ['no results means all', { testResult: 0 }, { testResult: 7 }],
    ['no controls means both', { controlResult: 0 }, { controlResult: 33 }],
  ])('%s', (_, partial, expected) => {
    expect(completeFilters(partial, 'dashboard', NOW)).toMatchObject(expected)
  })
})

describe('parseStoredFilters', () => {
  it('keeps the well-formed fields and leaves out the rest', () => {
    const text = JSON.stringify({
      period: '1y',
      start: 's',
      end: 5,
      routes: ['A', 3],
      testResult: 3,
      controlResult: 'x',
      userIds: [1, 2],
      customerId: null,
      siteId: 1.5,
    })
    expect(parseStoredFilters(text)).toEqual({
      start: 's',
      testResult: 3,
      userIds: [1, 2],
      customerId: null,
    })
  })

  it.each([null, '', 'null', '42', '{'])('reads nothing from %j', (text) => {
    expect(parseStoredFilters(text)).toBeNull()
  })
})

describe('queries', () => {
  const filters = completeFilters(busy, 'dashboard', NOW)
  const { start, end } = dateRangeOf('3m', NOW)

  it('maps a set to the test-records query', () => {
    expect(toRecordQuery(filters)).toEqual({
      customerId: 1,
      siteId: 10,
      userIds: [5, 6],
      routes: ['North'],
      minTestDate: start,
      maxTestDate: end,
      results: 4,
    })
  })

  it('maps a set to the dashboard query', () => {
    expect(toDashboardQuery(filters)).toEqual({
      start,
      end,
      customerId: 1,
      siteId: 10,
      routes: ['North'],
    })
  })

  it('leaves out what is not chosen', () => {
    const empty = completeFilters({}, 'view', NOW)
    expect(toRecordQuery(empty)).toEqual({
      minTestDate: empty.start,
      maxTestDate: empty.end,
      results: 7,
    })
    expect(toDashboardQuery(empty)).toEqual({ start: empty.start, end: empty.end })
  })
})

describe('filtersMachine: accounts (ADMIN-4.4 to ADMIN-4.9)', () => {
  async function withPickers() {
    const customerCalls = vi.fn(async () => [{ value: 1, label: 'Nordic' }])
    const siteCalls = vi.fn(async () => [{ value: 10, label: 'Aarhus' }])
    const dropPage = vi.fn()
    const actor = createActor(
      filtersMachine.provide({
        actions: { dropPage },
        actors: {
          filterOptions: filterOptionsMachine.provide({
            actors: {
              loadCustomers: optionLoader(customerCalls),
              loadSites: optionLoader(siteCalls),
            },
          }),
        },
      }),
      {
        input: {
          scope: 'dashboard',
          now,
          initial: { customerId: 1, siteId: 10 },
          options: { customers: 'always', sites: 'always' },
        },
      },
    ).start()
    await vi.waitFor(() => expect(siteCalls).toHaveBeenCalledTimes(1))
    return { actor, customerCalls, siteCalls, dropPage }
  }

  it('a renamed customer loads the customer choices again and keeps the place', async () => {
    const { actor, customerCalls, dropPage } = await withPickers()
    actor.send({ type: 'account.customerUpdated' })
    await vi.waitFor(() => expect(customerCalls).toHaveBeenCalledTimes(2))
    expect(actor.getSnapshot().context.filters).toMatchObject({ customerId: 1, siteId: 10 })
    expect(dropPage).not.toHaveBeenCalled()
  })

  it('a transferred chosen site clears the site and loads the site choices again', async () => {
    const { actor, siteCalls, dropPage } = await withPickers()
    actor.send({ type: 'account.siteTransferred', siteId: 10 })
    expect(actor.getSnapshot().context.filters).toMatchObject({ customerId: 1, siteId: null })
    expect(dropPage).toHaveBeenCalledTimes(1)
    // The customer's list was cached: only the reload asks for it again.
    await vi.waitFor(() => expect(siteCalls).toHaveBeenCalledTimes(2))
  })

  it('a new customer admin turns a chosen site into its customer', async () => {
    const { actor } = await withPickers()
    actor.send({ type: 'account.customerAdminCreated', customerId: 1 })
    expect(actor.getSnapshot().context.filters).toMatchObject({ customerId: 1, siteId: null })
  })
})

describe('filtersMachine: what this tab changed (src/api/changes.ts)', () => {
  it('maps customer and site changes to the account events the place follows', () => {
    expect(accountEventOf({ resource: 'customers', id: 7, kind: 'created' })).toEqual({
      type: 'account.customerCreated',
      customerId: 7,
    })
    expect(accountEventOf({ resource: 'customers', id: 7, kind: 'updated' })).toEqual({
      type: 'account.customerUpdated',
    })
    expect(accountEventOf({ resource: 'sites', id: 20, kind: 'moved', customerId: 3 })).toEqual({
      type: 'account.siteTransferred',
      siteId: 20,
    })
    // A part of a site (its test types): the place stays.
    expect(accountEventOf({ resource: 'sites', id: 20, kind: 'updated' })).toBeNull()
    expect(accountEventOf({ resource: 'users', id: 4, kind: 'created', customerId: 1 })).toBeNull()
  })

  it('chooses a saved site with its customer, and forgets it once deleted', () => {
    const { actor, dropPage, filters } = start({ initial: busy })
    publishChange({ resource: 'sites', id: 20, kind: 'created', customerId: 2 })
    expect(filters()).toMatchObject({ customerId: 2, siteId: 20, userIds: [], routes: [] })
    expect(dropPage).toHaveBeenCalledTimes(1)
    publishChange({ resource: 'sites', id: 99, kind: 'deleted' })
    expect(filters().siteId).toBe(20)
    publishChange({ resource: 'sites', id: 20, kind: 'deleted' })
    expect(filters()).toMatchObject({ customerId: 2, siteId: null })
    actor.stop()
  })

  it('chooses a created customer and forgets a deleted one', () => {
    const { actor, filters } = start({ initial: busy })
    publishChange({ resource: 'customers', id: 7, kind: 'created' })
    expect(filters()).toMatchObject({ customerId: 7, siteId: null })
    publishChange({ resource: 'customers', id: 7, kind: 'deleted' })
    expect(filters().customerId).toBeNull()
    actor.stop()
  })

  it('stops following once stopped', () => {
    const { actor, filters } = start({ initial: busy })
    actor.stop()
    publishChange({ resource: 'customers', id: 7, kind: 'created' })
    expect(filters().customerId).toBe(1)
  })
})
