/**
 * What the session does with the drafts of open forms (issue 20 §10) and with the sign-in
 * service's session: a refused token keeps the drafts and ends only this tab's session; the
 * user's sign-out drops them and ends both; a sign-in keeps only the signed-in user's drafts.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SessionTokens } from '@/api/session-token'
import { SAMPLE_CURRENT_USER } from '../../tests/model/session.samples'
import { sessionMachine } from './session.machine'

function startSignedIn() {
  const calls: string[] = []
  const signOut = vi.fn(async (_: { everywhere: boolean }) => undefined)
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        resumeSession: fromPromise<SessionTokens | null>(async () => ({
          accessToken: 'a',
          idToken: null,
        })),
        loadCurrentUser: fromPromise(async () => SAMPLE_CURRENT_USER),
        signOut: fromPromise(({ input }) => signOut(input)),
      },
      actions: {
        keepDrafts: (_, { userId }) => void calls.push(`keep ${userId}`),
        claimDrafts: (_, { userId }) => void calls.push(`claim ${userId}`),
        discardDrafts: () => void calls.push('discard'),
      },
    }),
  ).start()
  return { actor, calls, signOut }
}

const USER_ID = SAMPLE_CURRENT_USER.currentUser.id

describe('the session and the drafts of open forms', () => {
  it('claims the drafts for the user who signs in', async () => {
    const { actor, calls } = startSignedIn()
    await waitFor(actor, (snapshot) => snapshot.hasTag('authenticated'))
    expect(calls).toEqual([`claim ${USER_ID}`])
  })

  it('keeps them when the API refuses the token, and keeps the sign-in service session', async () => {
    const { actor, calls, signOut } = startSignedIn()
    await waitFor(actor, (snapshot) => snapshot.hasTag('authenticated'))
    actor.send({ type: 'session.tokenInvalid' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    expect(calls).toEqual([`claim ${USER_ID}`, `keep ${USER_ID}`])
    expect(signOut).toHaveBeenCalledWith({ everywhere: false })
  })

  it('drops them when the user signs out, who is signed out everywhere', async () => {
    const { actor, calls, signOut } = startSignedIn()
    await waitFor(actor, (snapshot) => snapshot.hasTag('authenticated'))
    actor.send({ type: 'session.signOut' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    expect(calls).toEqual([`claim ${USER_ID}`, 'discard'])
    expect(signOut).toHaveBeenCalledWith({ everywhere: true })
  })
})
