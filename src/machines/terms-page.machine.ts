/**
 * The terms screen (ADMIN-4.2, ADMIN-2.9, ADMIN-2.10): load the
 * latest or a given version, show whether the user has accepted it, and accept it. Loading and
 * accepting are actors the screen provides (the API client). After an acceptance the machine emits
 * `user.changed` (the saved user, for the session) and `terms.accepted` (for the terms gate);
 * the screen listens with `actorRef.on(...)`.
 *
 * Tags the UI reads: `loading`, `failed` (the load's error flag, CORE-8.3), `notFound` (no
 * such version: a made-up /terms/{itemId}, answered 404, which trying again would not change),
 * `accepted` (the button shows the already-accepted text, disabled), `accepting`.
 */
import { messageOf, statusOf } from '@/api/errors'
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Terms, User } from '@/api/types'

export interface TermsPageInput {
  /** A version's id (/terms/{itemId}), or null for the latest (/terms). */
  itemId: number | null
  user: User
  /** False for terms:write holders: they see no accept button (ADMIN-4.2). */
  canAccept: boolean
}

export interface TermsPageContext extends TermsPageInput {
  terms: Terms | null
  /** The load's error flag (CORE-8.3). */
  loadFailed: boolean
  /** Why the last acceptance failed, for a toast or an alert; null otherwise. */
  acceptError: string | null
}

export type TermsPageEvent =
  /** The route now shows another version (or the latest, with null). */
  { type: 'terms.show'; itemId: number | null } | { type: 'terms.accept' } | { type: 'terms.retry' }

/** What the machine emits after an acceptance. */
export type TermsPageEmitted =
  { type: 'user.changed'; user: User } | { type: 'terms.accepted'; termsId: number }

/** Whether this user's acceptedTerms contain the terms with this id. */
export function hasAcceptedTerms(user: User, termsId: number): boolean {
  return user.acceptedTerms.some((accepted) => accepted.termsId === termsId)
}

export const termsPageMachine = setup({
  types: {
    input: {} as TermsPageInput,
    context: {} as TermsPageContext,
    events: {} as TermsPageEvent,
    emitted: {} as TermsPageEmitted,
  },
  actors: {
    /** GET /v2/Terms/latest for null, GET /v2/Terms/{id} otherwise. */
    loadTerms: fromPromise<Terms, { itemId: number | null }>(async () => {
      throw new Error('loadTerms is provided by the app')
    }),
    /** PATCH the user's own record with the new acceptedTerms entry; answers the saved user. */
    acceptTerms: fromPromise<User, { user: User; termsId: number }>(async () => {
      throw new Error('acceptTerms is provided by the app')
    }),
  },
  guards: {
    canAccept: ({ context }) => context.canAccept,
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
    hasAccepted: ({ context }) =>
      context.terms !== null && hasAcceptedTerms(context.user, context.terms.id),
  },
}).createMachine({
  id: 'termsPage',
  context: ({ input }) => ({ ...input, terms: null, loadFailed: false, acceptError: null }),
  initial: 'loading',
  on: {
    'terms.show': {
      target: '.loading',
      actions: assign({ itemId: ({ event }) => event.itemId }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ terms: null, loadFailed: false, acceptError: null }),
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        input: ({ context }) => ({ itemId: context.itemId }),
        onDone: { target: 'showing', actions: assign({ terms: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'failed', actions: assign({ loadFailed: true }) },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'terms.retry': 'loading' },
    },
    /** Left by `terms.show` (the screen's link to the latest version, or another address). */
    notFound: { tags: ['notFound'] },
    showing: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasAccepted', target: 'accepted' }, { target: 'notAccepted' }],
        },
        notAccepted: {
          on: { 'terms.accept': { guard: 'canAccept', target: 'accepting' } },
        },
        accepting: {
          tags: ['accepting'],
          entry: assign({ acceptError: null }),
          invoke: {
            id: 'acceptTerms',
            src: 'acceptTerms',
            input: ({ context }) => ({ user: context.user, termsId: context.terms!.id }),
            onDone: {
              target: 'accepted',
              actions: [
                assign({ user: ({ event }) => event.output }),
                emit(({ event }) => ({ type: 'user.changed' as const, user: event.output })),
                emit(({ context }) => ({
                  type: 'terms.accepted' as const,
                  termsId: context.terms!.id,
                })),
              ],
            },
            onError: {
              target: 'acceptFailed',
              actions: assign({ acceptError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        /** Like notAccepted, with the failure's message; accepting again retries. */
        acceptFailed: {
          on: { 'terms.accept': { guard: 'canAccept', target: 'accepting' } },
        },
        accepted: { tags: ['accepted'] },
      },
    },
  },
})
