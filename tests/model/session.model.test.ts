// Model-based test of the session machine (CORE-4.1, CORE-8.1, CORE-8.4): every state and
// transition, with the invoked actors' results sent as events and each state's tags and context
// checked.
import { expect } from 'vitest'
import type { ApiError } from '@/api/errors'
import { sessionMachine, TOKEN_FAILED_MESSAGE } from '@/machines/session.machine'
import { runModel } from './harness'
import {
  RESUME_ERROR,
  SAMPLE_CURRENT_USER,
  SERVER_FORBIDDEN_MESSAGE,
  SESSION_MODEL,
  SIGN_IN_ERROR,
} from './session.samples'

runModel('session', sessionMachine, {
  ...SESSION_MODEL,
  states: {
    starting: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.user).toBeNull()
    },
    signedOut: (snapshot, event) => {
      expect(snapshot.hasTag('signedOut')).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.context).toMatchObject({ user: null, permissions: [], problem: null })
      const { signInProblem } = snapshot.context
      if (event.type === 'xstate.error.actor.resumeSession') {
        expect(signInProblem).toEqual({ message: RESUME_ERROR })
      } else if (event.type === 'xstate.error.actor.signIn') {
        expect(signInProblem).toEqual({ message: SIGN_IN_ERROR })
      } else if (event.type === 'xstate.done.actor.resumeSession') {
        expect(signInProblem).toBeNull()
      }
    },
    signingIn: (snapshot) => {
      expect(snapshot.hasTag('busy') && snapshot.hasTag('signedOut')).toBe(true)
      expect(snapshot.context.signInProblem).toBeNull()
    },
    loading: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.user).toBeNull()
    },
    authenticated: (snapshot, event) => {
      expect(snapshot.hasTag('authenticated')).toBe(true)
      expect(snapshot.context.permissions).toEqual(SAMPLE_CURRENT_USER.permissions)
      expect(snapshot.context.problem).toBeNull()
      expect(snapshot.context.signInProblem).toBeNull()
      expect(snapshot.context.user?.id).toBe(SAMPLE_CURRENT_USER.currentUser.id)
      if (event.type === 'session.userChanged') {
        expect(snapshot.context.user?.firstName).toBe('Annie')
      }
    },
    unauthenticated: (snapshot, event) => {
      expect(snapshot.hasTag('unauthenticated')).toBe(true)
      if (event.type === 'session.forbidden') {
        // A 403 met while signed in keeps the user; only signing out clears it.
        expect(snapshot.context.user).not.toBeNull()
        expect(snapshot.context.problem).toEqual({ kind: 'forbidden', message: null })
      } else {
        expect(snapshot.context.user).toBeNull()
        const { status } = event.error as ApiError
        expect(snapshot.context.problem).toEqual(
          status === 403
            ? { kind: 'forbidden', message: SERVER_FORBIDDEN_MESSAGE }
            : { kind: 'accountNotFound' },
        )
      }
    },
    signingOut: (snapshot, event) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      if (event.type === 'session.tokenInvalid') {
        expect(snapshot.context.signInProblem).toEqual({ message: TOKEN_FAILED_MESSAGE })
      }
    },
  },
})
