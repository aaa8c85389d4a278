// Model-based test of deleting an administration list row (ADMIN-2.17, CORE-4.7): every state
// and transition (ask, cancel, confirm, the delete's success and refusal), with the tags the
// confirmation dialog reads and the item asked about.
import { expect } from 'vitest'
import { ApiError } from '@/api/errors'
import { adminDeleteMachine } from '@/machines/admin-delete.machine'
import { runModel } from './harness'

const ITEM = { id: 4, name: 'Neomycin' }

runModel('admin-delete', adminDeleteMachine, {
  events: [
    { type: 'delete.ask', item: ITEM },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deleteItem' },
    {
      type: 'xstate.error.actor.deleteItem',
      error: new ApiError('http', 'Conflict', 409, { message: 'The substance is in use.' }),
    },
  ],
  states: {
    idle: (snapshot) => {
      expect(snapshot.hasTag('confirming')).toBe(false)
      expect(snapshot.context.item).toBeNull()
    },
    confirming: (snapshot) => {
      expect(snapshot.hasTag('confirming')).toBe(true)
      expect(snapshot.hasTag('deleting')).toBe(false)
      expect(snapshot.context.item).toEqual(ITEM)
    },
    deleting: (snapshot) => {
      expect(snapshot.hasTag('confirming') && snapshot.hasTag('deleting')).toBe(true)
      expect(snapshot.context.item).toEqual(ITEM)
    },
  },
})
