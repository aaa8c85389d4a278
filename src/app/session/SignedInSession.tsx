/** Provides the session's signed-in user and permissions to everything below the router's root. */
import { useMemo, type ReactNode } from 'react'
import { SignedInContext } from '@/ui/session/signed-in'
import { SessionContext } from './session-context'

export function SignedInSession({ children }: { children: ReactNode }) {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user)
  const permissions = SessionContext.useSelector((snapshot) => snapshot.context.permissions)
  const signedIn = useMemo(() => (user ? { user, permissions } : null), [user, permissions])
  return <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>
}
