/**
 * The session (CORE-4.1, CORE-8.1, CORE-8.4): from start-up to a signed-in user with permissions,
 * or to the forbidden result, and back to signed out. Signing in, loading the user and signing out
 * are actors the app provides (fake sign-in or OpenID Connect; the API client), so the machine
 * knows no HTTP, no router and no React.
 */
import { messageOf, statusOf } from '@/api/errors'
import { assign, fromPromise, setup } from 'xstate'
import type { CurrentUserResponse, User } from '@/api/types'
import type { SessionTokens } from '@/api/session-token'
import { clearStoredSession, storeSession } from './session.storage'

/** Why the session is not authenticated; the UI turns it into text. */
export type SessionProblem =
  /** A 403: the server's message, or null for the generic forbidden text. */
  | { kind: 'forbidden'; message: string | null }
  /** GET /v2/Users/me failed: "We can't seem to find your account." */
  | { kind: 'accountNotFound' }

/** Why signing in failed or the user was signed out; shown on the sign-in screen. */
export interface SignInProblem {
  /** The error's own text (an identity provider's error description, for one). */
  message: string
}

export interface SessionContext {
  user: User | null
  permissions: string[]
  problem: SessionProblem | null
  signInProblem: SignInProblem | null
}

export type SessionEvent =
  | { type: 'session.signIn'; username?: string }
  | { type: 'session.signOut' }
  | { type: 'session.forbidden'; message: string | null }
  | { type: 'session.tokenInvalid' }
  | { type: 'session.userChanged'; user: User }

/** The text the spec gives for a lost token (CORE-8.4). */
export const TOKEN_FAILED_MESSAGE = 'Failed to fetch auth token'

/** The status of a failed call, when the error carries one (ApiError does). */

function serverMessageOf(error: unknown): string | null {
  const body = (error as { body?: { message?: unknown } | null } | null)?.body
  return typeof body?.message === 'string' && body.message ? body.message : null
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Completes a sign-in redirect, or finds the stored tokens; null when signed out. */
    resumeSession: fromPromise<SessionTokens | null>(async () => {
      throw new Error('resumeSession is provided by the app')
    }),
    /** Signs in (a persona in fake mode; a redirect to the sign-in service otherwise). */
    signIn: fromPromise<SessionTokens, { username?: string }>(async () => {
      throw new Error('signIn is provided by the app')
    }),
    loadCurrentUser: fromPromise<CurrentUserResponse>(async () => {
      throw new Error('loadCurrentUser is provided by the app')
    }),
    /**
     * Forgets the tokens; `everywhere` (the user signed out) ends the session at the sign-in
     * service too. A token the API refused only ends this tab's, so signing in again is quick.
     */
    signOut: fromPromise<void, { everywhere: boolean }>(async () => {
      throw new Error('signOut is provided by the app')
    }),
  },
  actions: {
    /** Keeps user and permissions in sessionStorage. */
    storeSession: ({ context }) => {
      if (context.user) storeSession(context.user, context.permissions)
    },
    /** Clears what the session stored, which also re-arms the sign-in analytics event. */
    clearSession: () => clearStoredSession(),
    /** Logs the sign-in analytics event, once per browser session (the app provides it). */
    logSignIn: () => undefined,
    resetContext: assign({ user: null, permissions: [], problem: null }),
    /** The token was refused mid-edit: keeps what the open forms hold (the app provides it). */
    keepDrafts: (_, _params: { userId: number | null }) => undefined,
    /** Signed in: drops drafts another user typed (the app provides it). */
    claimDrafts: (_, _params: { userId: number }) => undefined,
    /** Signed out: no draft outlives the session (the app provides it). */
    discardDrafts: () => undefined,
  },
  guards: {
    hasTokens: (_, tokens: SessionTokens | null) => tokens !== null,
    isUnauthorized: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
}).createMachine({
  id: 'session',
  context: { user: null, permissions: [], problem: null, signInProblem: null },
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'resumeSession',
        src: 'resumeSession',
        onDone: [
          { guard: { type: 'hasTokens', params: ({ event }) => event.output }, target: 'loading' },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ signInProblem: ({ event }) => ({ message: messageOf(event.error) }) }),
        },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.signIn': { target: 'signingIn', actions: assign({ signInProblem: null }) },
      },
    },
    signingIn: {
      tags: ['busy', 'signedOut'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => ({
          username: event.type === 'session.signIn' ? event.username : undefined,
        }),
        onDone: { target: 'loading' },
        onError: {
          target: 'signedOut',
          actions: assign({ signInProblem: ({ event }) => ({ message: messageOf(event.error) }) }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCurrentUser',
        src: 'loadCurrentUser',
        onDone: {
          target: 'authenticated',
          actions: [
            assign({
              user: ({ event }) => event.output.currentUser,
              permissions: ({ event }) => event.output.permissions,
              problem: null,
            }),
            'storeSession',
            'logSignIn',
            {
              type: 'claimDrafts',
              params: ({ event }) => ({ userId: event.output.currentUser.id }),
            },
          ],
        },
        onError: [
          {
            // The stored token is no longer valid: sign out, and say why on the sign-in screen.
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signingOut',
            actions: assign({ signInProblem: { message: TOKEN_FAILED_MESSAGE } }),
          },
          {
            target: 'unauthenticated',
            actions: assign({
              problem: ({ event }): SessionProblem =>
                statusOf(event.error) === 403
                  ? { kind: 'forbidden', message: serverMessageOf(event.error) }
                  : { kind: 'accountNotFound' },
            }),
          },
        ],
      },
    },
    authenticated: {
      tags: ['authenticated'],
      on: {
        'session.forbidden': {
          target: 'unauthenticated',
          actions: assign({
            problem: ({ event }) => ({ kind: 'forbidden', message: event.message }),
          }),
        },
        'session.userChanged': {
          actions: [assign({ user: ({ event }) => event.user }), 'storeSession'],
        },
        'session.tokenInvalid': {
          target: 'signingOut',
          actions: [
            { type: 'keepDrafts', params: ({ context }) => ({ userId: context.user?.id ?? null }) },
            assign({ signInProblem: { message: TOKEN_FAILED_MESSAGE } }),
          ],
        },
        'session.signOut': { target: 'signingOut', actions: 'discardDrafts' },
      },
    },
    unauthenticated: {
      tags: ['unauthenticated'],
      on: {
        'session.signOut': { target: 'signingOut', actions: 'discardDrafts' },
      },
    },
    signingOut: {
      tags: ['busy'],
      entry: 'clearSession',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ event }) => ({ everywhere: event.type === 'session.signOut' }),
        onDone: { target: 'signedOut', actions: 'resetContext' },
        onError: { target: 'signedOut', actions: 'resetContext' },
      },
    },
  },
})
