/**
 * How the session signs in and out: the fake sign-in in fake mode, OpenID Connect otherwise.
 * The session machine gets these three as its actors.
 */
import type { SessionTokens } from '@/api/session-token'

export interface AuthService {
  /** Completes a sign-in that returns to the portal, or finds the stored tokens; null if none. */
  resume: () => Promise<SessionTokens | null>
  /** Signs in (fake mode: as the named persona; OIDC: redirects and does not resolve). */
  signIn: (username?: string) => Promise<SessionTokens>
  /** Forgets the tokens, and ends the session at the sign-in service where there is one. */
  signOut: () => Promise<void>
}
