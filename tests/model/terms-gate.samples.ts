/**
 * The sample inputs and events of the terms-gate model: an operator who must accept the latest
 * terms and a customer admin who is exempt, the lookups' answers and the user's events. Shared
 * by tests/model/terms-gate.model.test.ts and the Playwright spec that drives the same paths
 * through the UI (`serializablePaths(termsGateMachine, TERMS_GATE_MODEL)`).
 */
import type { AnyEventObject } from 'xstate'
import type { Terms, User } from '@/api/types'
import { PERMISSIONS } from '@/domain/permissions'
import type { TermsGateContext, TermsGateInput } from '@/machines/terms-gate.machine'
import { aUser } from '../helpers/builders'
import type { ModelOptions } from './paths'

export const LATEST_TERMS_ID = 3
export const OLDER_TERMS_ID = 2
export const LOOKUP_ERROR = 'Network error'

const userOf = (type: User['type'], acceptedTermsIds: number[]) => aUser({ type, acceptedTermsIds })

const latestTerms: Terms = {
  id: LATEST_TERMS_ID,
  termsText: '<p>Terms</p>',
  created: '2026-01-01T00:00:00Z',
  released: true,
}

/** Who the gate applies to (terms:read without terms:write) and who it does not (an admin). */
export const TERMS_GATE_INPUTS: Record<string, TermsGateInput> = {
  operator: {
    user: userOf('Operator', [OLDER_TERMS_ID]),
    permissions: [PERMISSIONS.DASHBOARD, PERMISSIONS.TERMS_READ],
    pathname: '/dashboard',
  },
  customerAdmin: {
    user: userOf('CustomerAdmin', []),
    permissions: [PERMISSIONS.DASHBOARD, PERMISSIONS.TERMS_READ],
    pathname: '/dashboard',
  },
}

export const TERMS_GATE_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadLatestTerms', output: latestTerms },
  { type: 'xstate.error.actor.loadLatestTerms', error: new Error(LOOKUP_ERROR) },
  // What the server knows the user accepted: an older version only, or the latest.
  { type: 'xstate.done.actor.loadUser', output: userOf('Operator', [OLDER_TERMS_ID]) },
  { type: 'xstate.done.actor.loadUser', output: userOf('Operator', [LATEST_TERMS_ID]) },
  { type: 'xstate.error.actor.loadUser', error: new Error(LOOKUP_ERROR) },
  { type: 'route.changed', pathname: '/terms' },
  { type: 'route.changed', pathname: '/dashboard' },
  { type: 'gate.confirm' },
  { type: 'gate.cancel' },
  { type: 'terms.accepted', termsId: LATEST_TERMS_ID },
  { type: 'terms.accepted', termsId: OLDER_TERMS_ID },
]

/** The model: `runModel('terms-gate', …)` and `serializablePaths(termsGateMachine, …)` alike. */
export const TERMS_GATE_MODEL: ModelOptions = {
  events: TERMS_GATE_EVENTS,
  inputs: TERMS_GATE_INPUTS,
  // Accepting a version already accepted would only lengthen the list, and the model with it.
  filterEvents: (snapshot, event) =>
    event.type !== 'terms.accepted' ||
    !((snapshot.context as TermsGateContext).acceptedTermsIds ?? []).includes(event.termsId),
}
