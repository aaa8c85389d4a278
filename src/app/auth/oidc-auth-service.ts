/**
 * Sign-in with a hosted OpenID Connect service: authorization code with PKCE (oidc-client-ts),
 * returning to the portal's own origin and then to the page where the sign-in started. The library
 * keeps its state in sessionStorage; the tokens the API client sends are kept under the session key
 * (src/api/session-token.ts). Errors follow CORE-8.4: an error response is raised with its
 * description; a response that cannot be read gives "Unexpected authorization response." and the
 * detail; a session without a valid token is signed out with "Failed to fetch auth token".
 */
import i18next from 'i18next'
import { ErrorResponse, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts'
import { clearSessionTokens, storeSessionTokens, type SessionTokens } from '@/api/session-token'
import type { AuthService } from './auth-service'

export interface OidcSettings {
  authority: string
  clientId: string
  /** The portal's origin: where the sign-in service sends the user back. */
  origin: string
}

export const UNEXPECTED_RESPONSE = 'Unexpected authorization response.'
export const TOKEN_FAILED = 'Failed to fetch auth token'

const tokensOf = (user: User): SessionTokens => ({
  accessToken: user.access_token,
  idToken: user.id_token ?? null,
})

function isSignInResponse(url: URL): boolean {
  return (
    url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'))
  )
}

/**
 * Where a sign-in started, kept in the request's state: a path on this origin, never another
 * site (`//elsewhere` or a full URL in a forged state are ignored).
 */
export function returnPathOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo
  return typeof returnTo === 'string' && /^\/(?![/\\])/.test(returnTo) ? returnTo : null
}

export function createOidcAuthService(settings: OidcSettings): AuthService {
  const manager = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: `${settings.origin}/`,
    post_logout_redirect_uri: `${settings.origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
  })
  // A renewed token (before the old one expires) is the one the API client sends from then on.
  manager.events.addUserLoaded((user) => storeSessionTokens(tokensOf(user)))

  async function completeSignIn(url: URL): Promise<SessionTokens> {
    let user: User | undefined
    try {
      user = await manager.signinCallback(url.href)
    } catch (error) {
      if (error instanceof ErrorResponse) {
        throw new Error(error.error_description ?? error.error ?? error.message, { cause: error })
      }
      const detail = error instanceof Error ? error.message : String(error)
      throw new Error(`${UNEXPECTED_RESPONSE} ${detail}`, { cause: error })
    } finally {
      // The code and state are single-use: keep them out of the address bar and the history.
      window.history.replaceState(window.history.state, '', `${url.origin}${url.pathname}`)
    }
    if (!user?.access_token) throw new Error(`${UNEXPECTED_RESPONSE} No access token was issued.`)
    const returnTo = returnPathOf(user.state)
    if (returnTo) window.history.replaceState(window.history.state, '', returnTo)
    const tokens = tokensOf(user)
    storeSessionTokens(tokens)
    return tokens
  }

  return {
    async resume() {
      const url = new URL(window.location.href)
      if (isSignInResponse(url)) return completeSignIn(url)
      const user = await manager.getUser()
      if (!user) return null
      if (user.expired) {
        await manager.removeUser()
        clearSessionTokens()
        throw new Error(TOKEN_FAILED)
      }
      const tokens = tokensOf(user)
      storeSessionTokens(tokens)
      return tokens
    },
    async signIn() {
      const { pathname, search, hash } = window.location
      await manager.signinRedirect({
        state: { returnTo: `${pathname}${search}${hash}` },
        // The sign-in service's pages speak the portal's language (OpenID Connect ui_locales).
        ui_locales: i18next.language,
      })
      // The browser is on its way to the sign-in service; this never settles.
      return new Promise<SessionTokens>(() => undefined)
    },
    async signOut({ everywhere }) {
      const user = await manager.getUser()
      await manager.removeUser()
      clearSessionTokens()
      if (everywhere && user?.id_token) {
        await manager.signoutRedirect({
          id_token_hint: user.id_token,
          extraQueryParams: { ui_locales: i18next.language },
        })
      }
    },
  }
}
