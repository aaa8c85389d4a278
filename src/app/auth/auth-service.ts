/**
 * How the session signs in and out: the fake sign-in in fake mode, OpenID Connect otherwise.
 * The session machine gets these three as its actors.
 */
import type { SessionTokens } from '@/api/session-token'

export interface AuthService {
  /** Completes a sign-in that returns to the portal, or finds the stored tokens; null if none. */
  resume: () => Promise<SessionTokens | null>
  /**
   * Signs in (fake mode: as the named persona, on the page the user is on; OIDC: redirects, does
   * not resolve, and comes back to the page the user was on).
   */
  signIn: (username?: string) => Promise<SessionTokens>
  /**
   * Forgets the tokens. `everywhere` (the user signed out) ends the session at the sign-in
   * service too, where there is one; without it (the API refused the token), that session stays,
   * so signing in again comes straight back to the page the user was on.
   */
  signOut: (options: { everywhere: boolean }) => Promise<void>
}
