/**
 * The session actor for the whole app (created once, in SessionProvider). The app's own shell
 * reads and drives it; screens get the signed-in user from `SignedInSession` (src/ui/session),
 * never the session itself.
 */
import { createActorContext } from '@xstate/react'
import { sessionMachine } from '@/machines/session.machine'

export const SessionContext = createActorContext(sessionMachine)
