// Model-based test of the detail-item machine (CORE-8.3): every state and transition, with the
// fetch's answers sent as events: an item, a 404 (not found, no retry) and another failure.
import { expect } from 'vitest'
import { itemMachine, type ItemContext } from '@/machines/item.machine'
import { runModel } from './harness'

const ITEM = { id: 7, name: 'Record 7' }
const NOT_FOUND = Object.assign(new Error('Test record 7 was not found.'), { status: 404 })
const FAILURE = Object.assign(new Error('The server is unavailable.'), { status: 500 })

const contextOf = (snapshot: { context: unknown }) => snapshot.context as ItemContext

runModel('item', itemMachine, {
  strategy: 'shortest',
  events: [
    { type: 'item.load', id: 7 },
    // A route's id that can exist nowhere (src/domain/ids.ts): not found, without a request.
    { type: 'item.load', id: -1 },
    { type: 'item.retry' },
    { type: 'item.replace', item: { ...ITEM, name: 'Renamed' } },
    { type: 'xstate.done.actor.fetchItem', output: ITEM },
    { type: 'xstate.error.actor.fetchItem', error: NOT_FOUND },
    { type: 'xstate.error.actor.fetchItem', error: FAILURE },
  ],
  states: {
    idle: (snapshot) => expect(contextOf(snapshot)).toEqual({ id: null, item: null, error: null }),
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(contextOf(snapshot).id).toBe(7)
    },
    ready: (snapshot, event) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(contextOf(snapshot).item).toEqual(
        event.type === 'item.replace' ? { ...ITEM, name: 'Renamed' } : ITEM,
      )
    },
    failed: (snapshot) => expect(contextOf(snapshot).error).toBe(FAILURE.message),
    notFound: (snapshot) => {
      expect(snapshot.hasTag('notFound')).toBe(true)
      // Told by the server, or known without asking for an id that cannot exist.
      const { id, error } = contextOf(snapshot)
      expect(error).toBe(id === -1 ? null : NOT_FOUND.message)
    },
  },
})
