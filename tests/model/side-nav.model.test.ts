// Model-based test of the side navigation's collapse (CORE-2.2): every state and transition
// from a desktop and from a narrow start, with the viewport reports and the user's toggle and
// close; each state's tags (collapsed or expanded, narrow, floating over the page) checked.
import { expect } from 'vitest'
import { sideNavMachine } from '@/machines/side-nav.machine'
import { runModel } from './harness'

runModel('side-nav', sideNavMachine, {
  inputs: { desktop: { narrow: false }, narrow: { narrow: true } },
  events: [
    { type: 'viewport.changed', narrow: true },
    { type: 'viewport.changed', narrow: false },
    { type: 'nav.toggle' },
    { type: 'nav.close' },
  ],
  states: {
    '*': (snapshot) => {
      // Always exactly one of collapsed and expanded; floating only when expanded and narrow.
      expect(snapshot.hasTag('collapsed')).toBe(!snapshot.hasTag('expanded'))
      expect(snapshot.hasTag('overlay')).toBe(
        snapshot.hasTag('narrow') && snapshot.hasTag('expanded'),
      )
    },
    wide: (snapshot, event) => {
      expect(snapshot.hasTag('narrow')).toBe(false)
      // Arriving on a desktop viewport applies the automatic state: expanded.
      if (event.type === 'viewport.changed') expect(snapshot.hasTag('expanded')).toBe(true)
    },
    narrow: (snapshot, event) => {
      expect(snapshot.hasTag('narrow')).toBe(true)
      // Arriving below the desktop width applies the automatic state: collapsed.
      if (event.type === 'viewport.changed') expect(snapshot.hasTag('collapsed')).toBe(true)
    },
  },
})
