// Model-based test of a public page's form (forgot and reset password, CORE-7.5): every state
// and transition, with the call's answers sent as events: accepted, or refused with field errors.
import { expect } from 'vitest'
import { ApiError } from '@/api/errors'
import { publicFormMachine, type PublicFormContext } from '@/machines/public-form.machine'
import { runModel } from './harness'

const VALUES = { login: 'operator' }
const REFUSAL = new ApiError('http', 'Bad request', 400, {
  message: 'The request is not valid.',
  errors: [{ field: 'login', code: 'validation.required', message: 'login: required.' }],
})
const contextOf = (snapshot: { context: unknown }) => snapshot.context as PublicFormContext

runModel('public-form', publicFormMachine, {
  events: [
    { type: 'form.submit', values: VALUES },
    { type: 'xstate.done.actor.send', output: undefined },
    { type: 'xstate.error.actor.send', error: REFUSAL },
  ],
  states: {
    editing: (snapshot) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(contextOf(snapshot).fieldErrors).toEqual([])
    },
    sending: (snapshot) => {
      expect(snapshot.hasTag('sending')).toBe(true)
      expect(contextOf(snapshot)).toMatchObject({ submitted: VALUES, fieldErrors: [] })
    },
    refused: (snapshot) => {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(contextOf(snapshot).fieldErrors).toEqual(REFUSAL.body!.errors)
      expect(contextOf(snapshot).errorMessage).toBe('login: required.')
    },
    sent: (snapshot) => expect(snapshot.status).toBe('done'),
  },
})
