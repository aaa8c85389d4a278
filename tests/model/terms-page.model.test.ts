// Model-based test of the terms screen (ADMIN-4.2): every state and transition for a user who may
// accept and one who may not (terms:write), with the load and the acceptance answered as events: a
// version already accepted, one not yet accepted, a failed load and its retry, a version that does
// not exist, a failed acceptance and a second try, and the route switching versions.
import { expect } from 'vitest'
import { ApiError } from '@/api/errors'
import type { Terms } from '@/api/types'
import { hasAcceptedTerms, termsPageMachine } from '@/machines/terms-page.machine'
import { aUser } from '../helpers/builders'
import { runModel } from './harness'

const terms = (id: number): Terms => ({
  id,
  termsText: `<p>Version ${id}</p>`,
  created: '2026-01-01T00:00:00Z',
  released: true,
})
const USER = aUser({ type: 'Operator', acceptedTermsIds: [2] })
const ACCEPTED_USER = aUser({ type: 'Operator', acceptedTermsIds: [2, 3] })
const UNAVAILABLE = new ApiError('network', 'The server could not be reached.', null, null)
const NO_SUCH_VERSION = new ApiError('http', 'Not found', 404, null)

runModel('terms-page', termsPageMachine, {
  inputs: {
    operator: { itemId: null, user: USER, canAccept: true },
    termsAdmin: { itemId: null, user: USER, canAccept: false },
  },
  events: [
    { type: 'terms.show', itemId: 2 },
    { type: 'xstate.done.actor.loadTerms', output: terms(3) },
    { type: 'xstate.done.actor.loadTerms', output: terms(2) },
    { type: 'xstate.error.actor.loadTerms', error: UNAVAILABLE },
    { type: 'xstate.error.actor.loadTerms', error: NO_SUCH_VERSION },
    { type: 'terms.retry' },
    { type: 'terms.accept' },
    { type: 'xstate.done.actor.acceptTerms', output: ACCEPTED_USER },
    { type: 'xstate.error.actor.acceptTerms', error: UNAVAILABLE },
  ],
  // Switching versions again from every state would only repeat the same paths.
  filterEvents: (snapshot, event) =>
    event.type !== 'terms.show' || snapshot.context.itemId === null,
  states: {
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(snapshot.context.terms).toBeNull()
      expect(snapshot.context.loadFailed).toBe(false)
    },
    failed: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(snapshot.context.loadFailed).toBe(true)
    },
    notFound: (snapshot) => {
      expect(snapshot.hasTag('notFound')).toBe(true)
      expect(snapshot.hasTag('failed')).toBe(false)
      expect(snapshot.context.terms).toBeNull()
    },
    'showing.notAccepted': (snapshot) => {
      expect(hasAcceptedTerms(snapshot.context.user, snapshot.context.terms!.id)).toBe(false)
      expect(snapshot.hasTag('accepted')).toBe(false)
      // A terms administrator sees no accept button: the event does nothing for them.
      expect(snapshot.can({ type: 'terms.accept' })).toBe(snapshot.context.canAccept)
    },
    'showing.accepting': (snapshot) => {
      expect(snapshot.hasTag('accepting')).toBe(true)
      expect(snapshot.context.acceptError).toBeNull()
    },
    'showing.acceptFailed': (snapshot) => {
      expect(snapshot.context.acceptError).toBe(UNAVAILABLE.message)
      expect(snapshot.can({ type: 'terms.accept' })).toBe(true)
    },
    'showing.accepted': (snapshot) => {
      expect(snapshot.hasTag('accepted')).toBe(true)
      expect(hasAcceptedTerms(snapshot.context.user, snapshot.context.terms!.id)).toBe(true)
    },
  },
})
