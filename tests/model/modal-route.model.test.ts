// Model-based test of the modal route (CORE-2.17, CORE-4.10): every state and transition of a modal
// whose form may be touched, closed by its button or by a navigation, saved, or confirmed away;
// each state's tags and the way back taken on closing (the list, or the held-back navigation).
import { expect } from 'vitest'
import { modalRouteMachine } from '@/machines/modal-route.machine'
import { runModel } from './harness'
import { MODAL_ROUTE_MODEL } from './modal-route.samples'

const calls: string[] = []
const machine = modalRouteMachine.provide({
  actions: {
    goToList: () => void calls.push('goToList'),
    proceedNavigation: () => void calls.push('proceedNavigation'),
    cancelNavigation: () => void calls.push('cancelNavigation'),
  },
})

runModel('modal-route', machine, {
  ...MODAL_ROUTE_MODEL,
  states: {
    'open.pristine': (snapshot, event) => {
      expect(snapshot.hasTag('open')).toBe(true)
      expect(snapshot.hasTag('dirty')).toBe(false)
      // Opened again by going back to its address: the form inside is drawn anew.
      if (event.type === 'route.shown') expect(snapshot.context.opened).toBeGreaterThan(1)
    },
    'open.dirty': (snapshot, event) => {
      expect(snapshot.hasTag('open') && snapshot.hasTag('dirty')).toBe(true)
      expect(snapshot.hasTag('confirming')).toBe(false)
      if (event.type === 'close.cancel') {
        // A held-back navigation is dropped; a button close has nothing to drop.
        const dropped = calls.at(-1) === 'cancelNavigation'
        expect(dropped).toBe(snapshot.context.via === 'navigation')
      }
    },
    'open.confirmingClose': (snapshot, event) => {
      expect(snapshot.hasTag('confirming') && snapshot.hasTag('dirty')).toBe(true)
      expect(snapshot.context.via).toBe(event.via ?? 'button')
    },
    closed: (snapshot, event) => {
      // Not final: going back to the modal's address opens it again.
      expect(snapshot.status).toBe('active')
      expect(snapshot.hasTag('closed') && !snapshot.hasTag('open')).toBe(true)
      const byNavigation =
        event.type === 'modal.close'
          ? event.via === 'navigation'
          : event.type === 'close.confirm' && snapshot.context.via === 'navigation'
      expect(calls.at(-1)).toBe(byNavigation ? 'proceedNavigation' : 'goToList')
    },
  },
})
