// Model-based test of the filters' pickers (CORE-4.5, CORE-7.17 to CORE-7.19): each list on
// its own (the others hidden, so the regions do not multiply the paths) and all hidden, with
// places chosen and cleared, answers, failures and places seen before; in every state a shown
// list's options belong to the place it is keyed by, and a hidden list is never shown. A reload
// (an account changed) forgets the list's cache and loads the place's list again.
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import {
  filterOptionsMachine,
  optionKey,
  shownOptions,
  type FilterOptionsContext,
  type OptionList,
} from '@/machines/filter-options.machine'
import { runModel } from './harness'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FilterOptionsContext
const regionOf = (snapshot: AnyMachineSnapshot, list: OptionList) =>
  (snapshot.value as Record<OptionList, string>)[list]

/** Each answer names the place it was asked for, so a mixed-up answer shows. */
const answer = (list: OptionList) => ({
  type: `xstate.done.actor.load${list[0]!.toUpperCase()}${list.slice(1)}`,
  output: [{ value: 1, label: list }],
})
const failure = (list: OptionList) => ({
  type: `xstate.error.actor.load${list[0]!.toUpperCase()}${list.slice(1)}`,
  error: new Error('Server down'),
})

function expectConsistent(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const context = contextOf(snapshot)
  // A reload forgets the list's cached places: the list of the place loads again.
  if (event.type === 'options.reload') {
    const list = event.list as OptionList
    expect(Object.keys(context.cache).filter((key) => key.startsWith(`${list}|`))).toEqual([])
    if (regionOf(snapshot, list) !== 'hidden' && regionOf(snapshot, list) !== 'waiting') {
      expect(regionOf(snapshot, list)).toBe('loading')
    }
  }
  const shown = shownOptions(context)
  for (const list of ['customers', 'sites', 'users', 'routes'] as const) {
    const state = regionOf(snapshot, list)
    if (state === 'hidden') expect(shown[list]).toBeNull()
    if (state === 'waiting') expect(shown[list]).toEqual([])
    if (state === 'ready') {
      expect(context.lists[list].key).toBe(optionKey(list, context.scope))
      expect(context.lists[list].error).toBeNull()
    }
    if (state === 'failed') {
      expect(shown[list]).toEqual([])
      expect(context.lists[list].error).toBe('Server down')
    }
  }
}

runModel('filter-options', filterOptionsMachine, {
  strategy: 'shortest',
  inputs: {
    hidden: { needs: {} },
    customers: { needs: { customers: 'always' } },
    sites: { needs: { sites: 'withCustomer' } },
    users: { needs: { users: 'withCustomer' } },
    routes: { needs: { routes: 'withCustomer' } },
  },
  events: [
    { type: 'scope.changed', customerId: 1, siteId: null },
    { type: 'scope.changed', customerId: 2, siteId: null },
    { type: 'scope.changed', customerId: null, siteId: null },
    ...(['customers', 'sites', 'users', 'routes'] as const).flatMap((list) => [
      answer(list),
      failure(list),
    ]),
    { type: 'options.reload', list: 'customers' },
    { type: 'options.reload', list: 'sites' },
  ],
  states: {
    '*': expectConsistent,
  },
})
