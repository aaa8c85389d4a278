// Model-based test of saving a test record's comment (CORE-2.13, CORE-7.12, CORE-8.6): every state
// and transition; a refusal keeps the field's error and returns to editing, a success ends; a save
// refused as stale loads the record and shows theirs (conflict), from where a save goes again.
import { expect } from 'vitest'
import { commentMachine, type CommentContext } from '@/machines/test-records/comment.machine'
import { runModel } from './harness'
import { staleRevisionError } from '../helpers/builders'

const calls: string[] = []
const machine = commentMachine.provide({
  actions: {
    saved: () => void calls.push('saved'),
    failed: (_, params) => void calls.push(`failed:${params.message}`),
  },
})
const STALE = staleRevisionError()
const THEIRS = { comments: 'Theirs.', revision: 6 }
const REFUSAL = Object.assign(new Error('Too long'), {
  body: { message: 'Too long', errors: [{ field: 'comments', code: 'validation.maxLength' }] },
})

runModel('comment', machine, {
  strategy: 'shortest',
  input: { revision: 5 },
  events: [
    { type: 'comment.save', id: 3, comments: 'Checked.' },
    { type: 'xstate.done.actor.saveComment', output: { id: 3 } },
    { type: 'xstate.error.actor.saveComment', error: REFUSAL },
    { type: 'xstate.error.actor.saveComment', error: STALE },
    { type: 'xstate.done.actor.loadRecord', output: THEIRS },
    { type: 'xstate.error.actor.loadRecord', error: new Error('Unavailable') },
  ],
  states: {
    editing: (snapshot, event) => {
      const { fieldError, theirs, revision } = snapshot.context as CommentContext
      // Theirs, once shown, stays shown (until the dialog closes), with its revision the base.
      expect(revision).toBe(theirs ? THEIRS.revision : 5)
      if (event.type === 'xstate.error.actor.saveComment') {
        expect(fieldError).toBe('validation.maxLength')
        expect(calls.at(-1)).toBe('failed:Too long')
      } else expect(fieldError).toBeNull()
      if (event.type === 'xstate.error.actor.loadRecord') {
        expect(calls.at(-1)).toBe('failed:Unavailable')
      }
    },
    reloading: (snapshot) => {
      expect(snapshot.hasTag('saving')).toBe(true)
      expect((snapshot.context as CommentContext).recordId).toBe(3)
    },
    conflict: (snapshot) => {
      const context = snapshot.context as CommentContext
      expect(snapshot.hasTag('conflict')).toBe(true)
      // Theirs shows, and the next save is based on it.
      expect(context.theirs).toEqual(THEIRS)
      expect(context.revision).toBe(6)
    },
    saving: (snapshot) => {
      expect(snapshot.hasTag('saving')).toBe(true)
      expect((snapshot.context as CommentContext).fieldError).toBeNull()
    },
    saved: (snapshot) => {
      expect(snapshot.status).toBe('done')
      expect(calls.at(-1)).toBe('saved')
    },
  },
})
