// Model-based test of the administration form (admin.md §2, §8): every state and transition of
// an edit and a create, with the load and save answered as events (a 404, a failed load, a
// refused save with field errors, a save), each state's tags and context checked.
import { expect } from 'vitest'
import { ApiError } from '@/api/http'
import type { FieldError } from '@/api/types'
import { adminFormMachine } from '@/machines/admin-form.machine'
import { runModel } from './harness'

const ITEM = { id: 4, name: 'Neomycin' }
const VALUES = { name: 'Neomycin B' }
const UNIQUE: FieldError = {
  field: 'name',
  code: 'validation.unique',
  message: 'A substance named “Neomycin B” already exists.',
}

runModel('admin-form', adminFormMachine, {
  inputs: { edit: { itemId: 4 }, create: { itemId: null } },
  events: [
    { type: 'xstate.done.actor.load', output: ITEM },
    {
      type: 'xstate.error.actor.load',
      error: new ApiError('http', 'Not found', 404, { message: 'Substance 4 does not exist.' }),
    },
    {
      type: 'xstate.error.actor.load',
      error: new ApiError('network', 'The server could not be reached.', null, null),
    },
    { type: 'form.retry' },
    { type: 'form.submit', values: VALUES },
    { type: 'xstate.done.actor.save', output: { ...ITEM, ...VALUES } },
    {
      type: 'xstate.error.actor.save',
      error: new ApiError('http', 'Bad request', 400, {
        message: UNIQUE.message,
        errors: [UNIQUE],
      }),
    },
  ],
  states: {
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(snapshot.hasTag('ready')).toBe(false)
      expect(snapshot.context.data).toBeNull()
    },
    loadFailed: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(snapshot.can({ type: 'form.retry' })).toBe(true)
    },
    notFound: (snapshot) => {
      expect(snapshot.hasTag('notFound')).toBe(true)
      expect(snapshot.can({ type: 'form.retry' })).toBe(false)
    },
    editing: (snapshot) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(snapshot.context.data).toEqual(ITEM)
      expect(snapshot.context.fieldErrors).toEqual([])
    },
    submitting: (snapshot) => {
      expect(snapshot.hasTag('submitting') && snapshot.hasTag('ready')).toBe(true)
      expect(snapshot.context.submitted).toEqual(VALUES)
      expect(snapshot.context.fieldErrors).toEqual([])
      expect(snapshot.context.errorMessage).toBeNull()
    },
    rejected: (snapshot) => {
      expect(snapshot.hasTag('rejected') && snapshot.hasTag('ready')).toBe(true)
      expect(snapshot.context.fieldErrors).toEqual([UNIQUE])
      expect(snapshot.context.errorMessage).toBe(UNIQUE.message)
      // Nothing typed is lost: the submitted values stay with the form.
      expect(snapshot.context.submitted).toEqual(VALUES)
    },
    saved: (snapshot) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('saved')).toBe(true)
    },
  },
})
