/**
 * Starts the session machine with the app's implementations: the auth service (fake or OIDC), the
 * current-user call, the sign-in analytics event and the drafts of open forms; and routes every 403
 * and 401 of the API client to it.
 */
import { useEffect, type ReactNode } from 'react'
import { getCurrentUser } from '@/api/endpoints/current-user'
import { onForbidden, onUnauthorized } from '@/api/http'
import { sessionMachine } from '@/machines/session.machine'
import { takeSignInLogTurn } from '@/machines/session.storage'
import { discardAllDrafts, keepOnlyDraftsOf, keepOpenDrafts } from '@/ui/form/drafts'
import { fromPromise } from 'xstate'
import { logEvent } from '@/api/analytics'
import type { AuthService } from '../auth/auth-service'
import { SessionContext } from './session-context'

function ApiEventsToSession() {
  const session = SessionContext.useActorRef()
  useEffect(() => {
    const stopForbidden = onForbidden((message) =>
      session.send({ type: 'session.forbidden', message }),
    )
    const stopUnauthorized = onUnauthorized(() => session.send({ type: 'session.tokenInvalid' }))
    return () => {
      stopForbidden()
      stopUnauthorized()
    }
  }, [session])
  return null
}

export function SessionProvider({ auth, children }: { auth: AuthService; children: ReactNode }) {
  const logic = sessionMachine.provide({
    actors: {
      resumeSession: fromPromise(() => auth.resume()),
      signIn: fromPromise(({ input }) => auth.signIn(input.username)),
      loadCurrentUser: fromPromise(() => getCurrentUser()),
      signOut: fromPromise(({ input }) => auth.signOut(input)),
    },
    actions: {
      logSignIn: () => {
        if (takeSignInLogTurn()) logEvent('login')
      },
      keepDrafts: (_, { userId }) => {
        if (userId !== null) keepOpenDrafts(userId)
      },
      claimDrafts: (_, { userId }) => keepOnlyDraftsOf(userId),
      discardDrafts: () => discardAllDrafts(),
    },
  })
  return (
    <SessionContext.Provider logic={logic}>
      <ApiEventsToSession />
      {children}
    </SessionContext.Provider>
  )
}
