/**
 * The terms gate (CORE-4.2): a blocking modal for a signed-in user who has not accepted the
 * latest terms. It applies only to users who hold terms:read, lack terms:write and are not
 * customer admins; for everyone else no lookup is made. While the user is on the terms screen
 * the modal is hidden so they can read and accept. Loading the terms and the user, navigating
 * and signing out are provided by the app, so the machine knows no HTTP, router or React.
 *
 * Tags the UI reads: `blocking` (show the modal), `clear` (the gate does not stand in the way),
 * `checking` (lookups under way; show nothing yet).
 */
import { messageOf } from '@/api/errors'
import { assign, fromPromise, setup } from 'xstate'
import type { Terms, User } from '@/api/types'
import { PERMISSIONS } from '@/domain/permissions'
import { paths } from '@/domain/paths'

export interface TermsGateInput {
  user: User
  permissions: string[]
  pathname: string
}

export interface TermsGateContext extends TermsGateInput {
  latestTermsId: number | null
  /** The ids of the terms the user has accepted, from the user-by-id lookup. */
  acceptedTermsIds: number[] | null
  /** Why a lookup failed; the gate then lets the user through (see `unverified`). */
  lookupError: string | null
}

export type TermsGateEvent =
  | { type: 'route.changed'; pathname: string }
  | { type: 'gate.confirm' }
  | { type: 'gate.cancel' }
  | { type: 'terms.accepted'; termsId: number }

/** `/terms` and `/terms/{itemId}`, never `/termsadmin`. */
export function isTermsPath(pathname: string): boolean {
  return pathname === paths.terms() || pathname.startsWith(`${paths.terms()}/`)
}

/** Exempt users never see the modal and cost no lookups (CORE-4.2). */
export function isExemptFromTerms(user: User, permissions: readonly string[]): boolean {
  return (
    permissions.includes(PERMISSIONS.TERMS_WRITE) ||
    user.type === 'CustomerAdmin' ||
    !permissions.includes(PERMISSIONS.TERMS_READ)
  )
}

export const termsGateMachine = setup({
  types: {
    input: {} as TermsGateInput,
    context: {} as TermsGateContext,
    events: {} as TermsGateEvent,
  },
  actors: {
    /** GET /v2/Terms/latest. */
    loadLatestTerms: fromPromise<Terms>(async () => {
      throw new Error('loadLatestTerms is provided by the app')
    }),
    /** GET /v2/Users/{id}: the user's acceptedTerms as the server knows them now. */
    loadUser: fromPromise<User, { userId: number }>(async () => {
      throw new Error('loadUser is provided by the app')
    }),
  },
  actions: {
    /** Navigates to the terms screen (the app provides it). */
    goToTerms: () => undefined,
    /** Clears the user and signs out (the app provides it: the session's sign-out). */
    signOut: () => undefined,
    /** A lookup failed and the gate lets the user through; the app may replace the report. */
    reportLookupFailure: ({ context }) => {
      console.warn(`Terms gate: could not check the accepted terms (${context.lookupError}).`)
    },
  },
  guards: {
    isExempt: ({ context }) => isExemptFromTerms(context.user, context.permissions),
    hasLookups: ({ context }) =>
      context.latestTermsId !== null && context.acceptedTermsIds !== null,
    hasAcceptedLatest: ({ context }) =>
      context.latestTermsId !== null &&
      (context.acceptedTermsIds ?? []).includes(context.latestTermsId),
    isOnTermsScreen: ({ context }) => isTermsPath(context.pathname),
  },
}).createMachine({
  id: 'termsGate',
  context: ({ input }) => ({
    ...input,
    latestTermsId: null,
    acceptedTermsIds: null,
    lookupError: null,
  }),
  initial: 'deciding',
  on: {
    'route.changed': { actions: assign({ pathname: ({ event }) => event.pathname }) },
  },
  states: {
    deciding: {
      always: [{ guard: 'isExempt', target: 'exempt' }, { target: 'checking' }],
    },
    exempt: { tags: ['clear'] },
    checking: {
      tags: ['checking'],
      invoke: [
        {
          id: 'loadLatestTerms',
          src: 'loadLatestTerms',
          onDone: { actions: assign({ latestTermsId: ({ event }) => event.output.id }) },
          onError: {
            target: 'unverified',
            actions: assign({ lookupError: ({ event }) => messageOf(event.error) }),
          },
        },
        {
          id: 'loadUser',
          src: 'loadUser',
          input: ({ context }) => ({ userId: context.user.id }),
          onDone: {
            actions: assign({
              acceptedTermsIds: ({ event }) => event.output.acceptedTerms.map((t) => t.termsId),
            }),
          },
          onError: {
            target: 'unverified',
            actions: assign({ lookupError: ({ event }) => messageOf(event.error) }),
          },
        },
      ],
      // Both lookups run at once; the decision waits for the second answer.
      always: { guard: 'hasLookups', target: 'evaluating' },
    },
    evaluating: {
      always: [{ guard: 'hasAcceptedLatest', target: 'clear' }, { target: 'required' }],
    },
    clear: { tags: ['clear'] },
    /**
     * A failed lookup lets the user through rather than locking them out of the portal for an
     * outage of one endpoint (a 403 already takes the session to the forbidden result). The
     * check runs again at the next sign-in or page load.
     */
    unverified: { tags: ['clear'], entry: 'reportLookupFailure' },
    required: {
      initial: 'routing',
      on: {
        'route.changed': {
          target: '.routing',
          actions: assign({ pathname: ({ event }) => event.pathname }),
        },
        // Accepting an older version does not lift the gate: re-evaluate against the latest.
        'terms.accepted': {
          target: 'evaluating',
          actions: assign({
            acceptedTermsIds: ({ context, event }) => [
              ...(context.acceptedTermsIds ?? []),
              event.termsId,
            ],
          }),
        },
      },
      states: {
        routing: {
          always: [{ guard: 'isOnTermsScreen', target: 'onTermsScreen' }, { target: 'blocking' }],
        },
        /** The user reads the terms; the modal is hidden. */
        onTermsScreen: {},
        blocking: {
          tags: ['blocking'],
          on: {
            'gate.confirm': { actions: 'goToTerms' },
            'gate.cancel': { target: '#termsGate.signedOut', actions: 'signOut' },
          },
        },
      },
    },
    signedOut: { type: 'final' },
  },
})
