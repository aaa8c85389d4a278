// Model-based test of the terms gate (CORE-4.2): every state and transition for an operator
// who must accept the latest terms and an exempt customer admin, with the lookups' answers sent
// as events and each state's tags and context checked.
import { expect } from 'vitest'
import { isTermsPath, termsGateMachine } from '@/machines/terms-gate.machine'
import { runModel } from './harness'
import { LATEST_TERMS_ID, LOOKUP_ERROR, TERMS_GATE_MODEL } from './terms-gate.samples'

// The lookup-failure report would only print a warning in every path that reaches it.
const machine = termsGateMachine.provide({ actions: { reportLookupFailure: () => undefined } })

runModel('terms-gate', machine, {
  ...TERMS_GATE_MODEL,
  states: {
    '*': (snapshot) => {
      // The UI reads exactly one of these tags, or none while nothing is decided (signed out).
      const tags = ['blocking', 'clear', 'checking'].filter((tag) => snapshot.hasTag(tag))
      expect(tags.length).toBeLessThanOrEqual(1)
    },
    exempt: (snapshot) => {
      expect(snapshot.hasTag('clear')).toBe(true)
      expect(snapshot.context.user.type).toBe('CustomerAdmin')
      // Exempt users cost no lookups.
      expect(snapshot.context.latestTermsId).toBeNull()
      expect(snapshot.context.acceptedTermsIds).toBeNull()
    },
    checking: (snapshot) => {
      expect(snapshot.hasTag('checking')).toBe(true)
      expect(
        snapshot.context.latestTermsId === null || snapshot.context.acceptedTermsIds === null,
      ).toBe(true)
    },
    clear: (snapshot) => {
      expect(snapshot.hasTag('clear')).toBe(true)
      expect(snapshot.context.acceptedTermsIds).toContain(LATEST_TERMS_ID)
    },
    unverified: (snapshot) => {
      expect(snapshot.hasTag('clear')).toBe(true)
      expect(snapshot.context.lookupError).toBe(LOOKUP_ERROR)
    },
    required: (snapshot) => {
      expect(snapshot.context.latestTermsId).toBe(LATEST_TERMS_ID)
      expect(snapshot.context.acceptedTermsIds).not.toContain(LATEST_TERMS_ID)
    },
    'required.onTermsScreen': (snapshot) => {
      expect(isTermsPath(snapshot.context.pathname)).toBe(true)
      expect(snapshot.hasTag('blocking')).toBe(false)
    },
    'required.blocking': (snapshot) => {
      expect(isTermsPath(snapshot.context.pathname)).toBe(false)
      expect(snapshot.hasTag('blocking')).toBe(true)
    },
    signedOut: (snapshot) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('clear')).toBe(false)
    },
  },
})
