import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { memoryStorage } from '../../tests/helpers/memory-storage'
import {
  CACHE_SIZE,
  filterOptionsMachine,
  optionKey,
  optionLoader,
  scopeQuery,
  shownOptions,
  type Option,
  type OptionNeeds,
  type OptionQuery,
  type OptionScope,
} from './filter-options.machine'
import { filtersMachine } from './filters.machine'

/** A call the test answers when it wants, to see what a late answer does. */
interface Call {
  query: OptionQuery
  answer: (options: Option<string | number>[]) => void
  fail: (error: Error) => void
}

function loaders() {
  const calls: Record<'customers' | 'sites' | 'users' | 'routes', Call[]> = {
    customers: [],
    sites: [],
    users: [],
    routes: [],
  }
  const loader = (list: keyof typeof calls) =>
    optionLoader(
      (query) =>
        new Promise((answer, fail) => {
          calls[list].push({ query, answer, fail })
        }),
    )
  const machine = filterOptionsMachine.provide({
    actors: {
      loadCustomers: loader('customers'),
      loadSites: loader('sites'),
      loadUsers: loader('users'),
      loadRoutes: loader('routes'),
    },
  })
  return { calls, machine }
}

const ALL: OptionNeeds = { customers: 'always', sites: 'always', users: 'always', routes: 'always' }
const place = (customerId: number | null, siteId: number | null = null): OptionScope => ({
  customerId,
  siteId,
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(needs: OptionNeeds, scope = place(null)) {
  const { calls, machine } = loaders()
  const actor = createActor(machine, { input: { needs, scope } }).start()
  const options = () => shownOptions(actor.getSnapshot().context)
  const move = (to: OptionScope) => actor.send({ type: 'scope.changed', ...to })
  return { actor, calls, options, move }
}

describe('filterOptionsMachine: what is asked', () => {
  it('never asks for a list the screen does not show', () => {
    const { calls, options } = start({ routes: 'always' })
    expect(calls.customers).toHaveLength(0)
    expect(calls.sites).toHaveLength(0)
    expect(calls.users).toHaveLength(0)
    expect(calls.routes).toHaveLength(1)
    expect(options()).toEqual({ customers: null, sites: null, users: null, routes: [] })
  })

  it('asks each list with the ids it depends on', () => {
    const { calls } = start(ALL, place(1, 10))
    expect(calls.customers[0]!.query).toEqual({})
    expect(calls.sites[0]!.query).toEqual({ customerId: 1 })
    expect(calls.users[0]!.query).toEqual({ customerId: 1, siteId: 10 })
    expect(calls.routes[0]!.query).toEqual({ customerId: 1, siteId: 10 })
  })

  it('keeps a list that needs a customer empty until one is chosen', async () => {
    const { actor, calls, options, move } = start({ sites: 'withCustomer', routes: 'withCustomer' })
    expect(actor.getSnapshot().value).toMatchObject({ sites: 'waiting', routes: 'waiting' })
    expect(calls.sites).toHaveLength(0)
    move(place(2))
    expect(calls.sites.map((call) => call.query)).toEqual([{ customerId: 2 }])
    calls.sites[0]!.answer([{ value: 20, label: 'Farm' }])
    await settle()
    expect(options().sites).toEqual([{ value: 20, label: 'Farm' }])
    move(place(null))
    expect(options().sites).toEqual([])
  })

  it('reloads only the lists a change of place concerns', () => {
    const { calls, move } = start(ALL, place(1))
    move(place(1, 10))
    expect(calls.customers).toHaveLength(1)
    expect(calls.sites).toHaveLength(1)
    expect(calls.users).toHaveLength(2)
    expect(calls.routes).toHaveLength(2)
    // The same place again (another filter changed): nothing is asked.
    move(place(1, 10))
    expect(calls.users).toHaveLength(2)
  })
})

describe('filterOptionsMachine: answers', () => {
  it('drops the late answer of a place left while it loaded', async () => {
    const { calls, options, move } = start({ routes: 'always' }, place(1))
    move(place(2))
    calls.routes[1]!.answer([{ value: 'B', label: 'B' }])
    await settle()
    calls.routes[0]!.answer([{ value: 'A', label: 'A' }])
    await settle()
    expect(options().routes).toEqual([{ value: 'B', label: 'B' }])
  })

  it('answers a place seen before from the cache, without a call', async () => {
    const { calls, options, move } = start({ routes: 'always' }, place(1))
    calls.routes[0]!.answer([{ value: 'A', label: 'A' }])
    await settle()
    move(place(2))
    calls.routes[1]!.answer([{ value: 'B', label: 'B' }])
    await settle()
    move(place(1))
    expect(calls.routes).toHaveLength(2)
    expect(options().routes).toEqual([{ value: 'A', label: 'A' }])
  })

  it('shows a failed list empty and tries again on the next change', async () => {
    const { actor, calls, options, move } = start({ customers: 'always' })
    calls.customers[0]!.fail(new Error('Server down'))
    await settle()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.lists.customers.error).toBe('Server down')
    expect(options().customers).toEqual([])
    // Customers do not depend on the place: any change of a filter is a new try.
    move(place(null))
    expect(calls.customers).toHaveLength(2)
    calls.customers[1]!.answer([{ value: 1, label: 'Dairy' }])
    await settle()
    expect(options().customers).toEqual([{ value: 1, label: 'Dairy' }])
  })

  it(`keeps at most ${CACHE_SIZE} lists`, async () => {
    const { actor, calls, move } = start({ sites: 'always' }, place(0))
    for (let customer = 0; customer < CACHE_SIZE + 10; customer++) {
      if (customer > 0) move(place(customer))
      calls.sites[customer]!.answer([{ value: customer, label: `Site ${customer}` }])
      await settle()
    }
    const cache = actor.getSnapshot().context.cache
    expect(Object.keys(cache)).toHaveLength(CACHE_SIZE)
    // The oldest went first; the newest is there.
    expect(cache[`sites|${optionKey('sites', place(0))}`]).toBeUndefined()
    expect(cache[`sites|${optionKey('sites', place(CACHE_SIZE + 9))}`]).toBeDefined()
  })
})

describe('filterOptionsMachine: pure rules', () => {
  it('keys a list by what it depends on', () => {
    expect(optionKey('customers', place(1, 2))).toBe(optionKey('customers', place(null)))
    expect(optionKey('sites', place(1, 2))).toBe(optionKey('sites', place(1, 3)))
    expect(optionKey('users', place(1, 2))).not.toBe(optionKey('users', place(1, 3)))
    expect(scopeQuery('sites', place(1, 2))).toEqual({ customerId: 1 })
    expect(scopeQuery('routes', place(null, 2))).toEqual({ siteId: 2 })
  })
})

describe('filtersMachine owns the options', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
  afterEach(() => vi.unstubAllGlobals())

  it('tells its options each place the filters choose', () => {
    const { calls, machine } = loaders()
    const filters = createActor(filtersMachine.provide({ actors: { filterOptions: machine } }), {
      input: { scope: 'view', options: { sites: 'always', routes: 'always' } },
    }).start()
    filters.send({ type: 'filter.setCustomer', customerId: 3 })
    filters.send({ type: 'filter.setPeriod', period: '3m' })
    filters.send({ type: 'filter.setSite', siteId: 30 })
    expect(calls.sites.map((call) => call.query)).toEqual([{}, { customerId: 3 }])
    expect(calls.routes.map((call) => call.query)).toEqual([
      {},
      { customerId: 3 },
      { customerId: 3, siteId: 30 },
    ])
    filters.send({ type: 'filter.reset' })
    expect(calls.routes.at(-1)!.query).toEqual({})
  })
})
