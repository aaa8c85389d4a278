// Model-based test of the per-site charts' site choice (CORE-5.6, CORE-9.6): every
// state and transition, for a site admin and for a customer's user, with answers of none, two and
// five sites, checkbox clicks and selector choices; in every state the choice holds one to three
// distinct sites of the last answer, and the tags say which control shows.
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import {
  siteSelectionMachine,
  type SiteSelectionContext,
} from '@/machines/dashboard/site-selection.machine'
import { runModel } from './harness'

const sitesOf = (...ids: number[]) => ids.map((siteId) => ({ siteId, siteName: `Site ${siteId}` }))
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SiteSelectionContext

function expectValidChoice(snapshot: AnyMachineSnapshot) {
  const { sites, selected } = contextOf(snapshot)
  expect(selected.length).toBeGreaterThanOrEqual(1)
  expect(selected.length).toBeLessThanOrEqual(3)
  expect(new Set(selected).size).toBe(selected.length)
  for (const id of selected) expect(sites.map((site) => site.siteId)).toContain(id)
}

runModel('site-selection', siteSelectionMachine, {
  strategy: 'shortest',
  inputs: { customerUser: { isSiteAdmin: false }, siteAdmin: { isSiteAdmin: true } },
  events: [
    { type: 'sites.loaded', sites: [] },
    { type: 'sites.loaded', sites: sitesOf(1, 2) },
    { type: 'sites.loaded', sites: sitesOf(1, 2, 3, 4, 5) },
    { type: 'site.toggle', siteId: 1 },
    { type: 'site.toggle', siteId: 4 },
    { type: 'site.choose', slot: 2, siteId: 5 },
    { type: 'site.choose', slot: 1, siteId: null },
  ],
  states: {
    noSites: (snapshot) => {
      expect(contextOf(snapshot).selected).toEqual([])
      expect(snapshot.hasTag('checkboxes') || snapshot.hasTag('selectors')).toBe(false)
    },
    checkboxes: (snapshot) => {
      expect(snapshot.hasTag('checkboxes')).toBe(true)
      const { sites, isSiteAdmin } = contextOf(snapshot)
      expect(sites.length <= 3 || isSiteAdmin).toBe(true)
      expectValidChoice(snapshot)
    },
    selectors: (snapshot) => {
      expect(snapshot.hasTag('selectors')).toBe(true)
      expect(contextOf(snapshot).sites.length).toBeGreaterThan(3)
      expect(contextOf(snapshot).isSiteAdmin).toBe(false)
      expectValidChoice(snapshot)
    },
  },
})
