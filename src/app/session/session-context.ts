/**
 * The session actor for the whole app (created once, in SessionProvider). Route elements read
 * the user and permissions from it and hand them to features as props; features never import it.
 */
import { createActorContext } from '@xstate/react'
import { sessionMachine } from '@/machines/session.machine'

export const SessionContext = createActorContext(sessionMachine)

/** The signed-in user and permissions; only used below the authenticated state. */
export function useSignedIn() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user)
  const permissions = SessionContext.useSelector((snapshot) => snapshot.context.permissions)
  if (!user) throw new Error('useSignedIn() is used outside the signed-in part of the app.')
  return { user, permissions }
}
