// Model-based test of the administration form (ADMIN-2.16, ADMIN-5.15, ADMIN-8.1): every state and
// transition of an edit and a create, with the load and save answered as events (a 404, a failed
// load, a refused save with field errors, a save, a save refused because someone else saved the
// item meanwhile, then theirs loaded or not), each state's tags and context checked.
import { expect } from 'vitest'
import { ApiError } from '@/api/errors'
import type { FieldError } from '@/api/types'
import { adminFormMachine } from '@/machines/admin-form.machine'
import { runModel } from './harness'
import { staleRevisionError } from '../helpers/builders'

const ITEM = { id: 4, name: 'Neomycin', revision: 3 }
const THEIRS = { id: 4, name: 'Neomycin (theirs)', revision: 4 }
const STALE = staleRevisionError('Changed meanwhile.')
const UNAVAILABLE = new ApiError('network', 'The server could not be reached.', null, null)
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
    { type: 'xstate.error.actor.save', error: STALE },
    { type: 'xstate.done.actor.reload', output: THEIRS },
    { type: 'xstate.error.actor.reload', error: UNAVAILABLE },
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
    rejected: (snapshot, event) => {
      expect(snapshot.hasTag('rejected') && snapshot.hasTag('ready')).toBe(true)
      if (event.type === 'xstate.error.actor.reload') {
        expect(snapshot.context.errorMessage).toBe(UNAVAILABLE.message)
      } else {
        expect(snapshot.context.fieldErrors).toEqual([UNIQUE])
        expect(snapshot.context.errorMessage).toBe(UNIQUE.message)
      }
      // Nothing typed is lost: the submitted values stay with the form.
      expect(snapshot.context.submitted).toEqual(VALUES)
    },
    reloading: (snapshot) => {
      expect(snapshot.hasTag('submitting')).toBe(true)
      expect(snapshot.context.submitted).toEqual(VALUES)
    },
    conflict: (snapshot) => {
      expect(snapshot.hasTag('conflict') && snapshot.hasTag('ready')).toBe(true)
      // Theirs shows, and the next save is based on it; what was typed stays.
      expect(snapshot.context.theirs).toEqual(THEIRS)
      expect(snapshot.context.revision).toBe(THEIRS.revision)
      expect(snapshot.context.submitted).toEqual(VALUES)
    },
    saved: (snapshot) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('saved')).toBe(true)
    },
  },
})
