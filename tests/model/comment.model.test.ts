// Model-based test of saving a test record's comment (core.md §2, §7, §8): every state and
// transition; a refusal keeps the field's error and returns to editing, a success ends.
import { expect } from 'vitest'
import { commentMachine, type CommentContext } from '@/features/test-records/comment.machine'
import { runModel } from './harness'

const calls: string[] = []
const machine = commentMachine.provide({
  actions: {
    saved: () => void calls.push('saved'),
    failed: (_, params) => void calls.push(`failed:${params.message}`),
  },
})
const REFUSAL = Object.assign(new Error('Too long'), {
  body: { message: 'Too long', errors: [{ field: 'comments', code: 'validation.maxLength' }] },
})

runModel('comment', machine, {
  strategy: 'shortest',
  events: [
    { type: 'comment.save', id: 3, comments: 'Checked.' },
    { type: 'xstate.done.actor.saveComment', output: { id: 3 } },
    { type: 'xstate.error.actor.saveComment', error: REFUSAL },
  ],
  states: {
    editing: (snapshot, event) => {
      const { fieldError } = snapshot.context as CommentContext
      if (event.type === 'xstate.error.actor.saveComment') {
        expect(fieldError).toBe('validation.maxLength')
        expect(calls.at(-1)).toBe('failed:Too long')
      } else expect(fieldError).toBeNull()
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
