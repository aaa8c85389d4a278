// @vitest-environment jsdom
/**
 * The OpenID Connect sign-in's error paths (CORE-8.4), against a fake sign-in service on msw:
 * an error response is raised with its description, an unreadable response as "Unexpected
 * authorization response." with the detail, and an expired session is signed out with "Failed to
 * fetch auth token". A sign-in comes back to the page it started on; a refused token ends only
 * this tab's session, a sign-out the sign-in service's too.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { User, UserManager } from 'oidc-client-ts'
import i18next from 'i18next'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { readSessionTokens } from '@/api/session-token'
import {
  createOidcAuthService,
  returnPathOf,
  TOKEN_FAILED,
  UNEXPECTED_RESPONSE,
} from './oidc-auth-service'

const AUTHORITY = 'https://signin.example.test'
const ORIGIN = window.location.origin

const server = setupServer(
  http.get(`${AUTHORITY}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: AUTHORITY,
      authorization_endpoint: `${AUTHORITY}/authorize`,
      token_endpoint: `${AUTHORITY}/token`,
      end_session_endpoint: `${AUTHORITY}/logout`,
      jwks_uri: `${AUTHORITY}/jwks`,
    }),
  ),
)

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The redirects name the portal's language; no translations are needed for that.
  await i18next.init({ lng: 'en', resources: {} })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

const service = () =>
  createOidcAuthService({ authority: AUTHORITY, clientId: 'portal', origin: ORIGIN })

const LIBRARY_USER_KEY = `oidc.user:${AUTHORITY}:portal`

/** The user as the library keeps it after a sign-in, its token valid until `expiresAt` (s). */
function storeLibraryUser(expiresAt = Math.floor(Date.now() / 1000) + 3600) {
  sessionStorage.setItem(
    LIBRARY_USER_KEY,
    JSON.stringify({
      access_token: 'access',
      id_token: 'identity',
      token_type: 'Bearer',
      expires_at: expiresAt,
      profile: {},
    }),
  )
}

/** Starts a sign-in (jsdom does not navigate) and answers the state the library stored. */
async function startSignIn(): Promise<string> {
  void service().signIn()
  await expect
    .poll(() => Object.keys(sessionStorage).find((key) => key.startsWith('oidc.')))
    .toBeDefined()
  const key = Object.keys(sessionStorage).find((candidate) => candidate.startsWith('oidc.'))!
  return key.slice('oidc.'.length)
}

describe('OpenID Connect sign-in', () => {
  it('has no session before anyone signs in', async () => {
    await expect(service().resume()).resolves.toBeNull()
  })

  it('raises an error response with its description, and cleans the address bar', async () => {
    const state = await startSignIn()
    window.history.replaceState(
      null,
      '',
      `/?error=access_denied&error_description=${encodeURIComponent('The user cancelled the sign-in.')}&state=${state}`,
    )
    await expect(service().resume()).rejects.toThrow('The user cancelled the sign-in.')
    expect(window.location.search).toBe('')
  })

  it('raises a response it cannot read as an unexpected authorization response', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=no-such-state')
    const error = await service()
      .resume()
      .catch((caught: Error) => caught)
    expect((error as Error).message.startsWith(`${UNEXPECTED_RESPONSE} `)).toBe(true)
    expect((error as Error).message.length).toBeGreaterThan(UNEXPECTED_RESPONSE.length + 1)
  })

  it('signs out a session whose token expired, with "Failed to fetch auth token"', async () => {
    storeLibraryUser(1)
    await expect(service().resume()).rejects.toThrow(TOKEN_FAILED)
    expect(sessionStorage.getItem(LIBRARY_USER_KEY)).toBeNull()
    expect(readSessionTokens()).toBeNull()
  })

  it('resumes a valid session and keeps its tokens under the session key', async () => {
    storeLibraryUser()
    await expect(service().resume()).resolves.toEqual({
      accessToken: 'access',
      idToken: 'identity',
    })
    expect(readSessionTokens()).toEqual({ accessToken: 'access', idToken: 'identity' })
  })
})

describe('where a sign-in returns to', () => {
  it('is the page it started on, kept in the request state', async () => {
    window.history.replaceState(null, '', '/test-types/substances/edit/2?page=3#top')
    const state = await startSignIn()
    const stored = JSON.parse(sessionStorage.getItem(`oidc.${state}`)!)
    expect(stored.data).toEqual({ returnTo: '/test-types/substances/edit/2?page=3#top' })
  })

  it('is only ever a path on this origin', () => {
    expect(returnPathOf({ returnTo: '/test-records/7/comments' })).toBe('/test-records/7/comments')
    for (const forged of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'x']) {
      expect(returnPathOf({ returnTo: forged })).toBeNull()
    }
    expect(returnPathOf(undefined)).toBeNull()
    expect(returnPathOf({ returnTo: 5 })).toBeNull()
  })
})

describe('signing out', () => {
  it('after a refused token forgets the tokens but keeps the sign-in service session', async () => {
    storeLibraryUser()
    const redirect = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue()
    await service().resume()
    await service().signOut({ everywhere: false })
    expect(readSessionTokens()).toBeNull()
    expect(sessionStorage.getItem(LIBRARY_USER_KEY)).toBeNull()
    expect(redirect).not.toHaveBeenCalled()
  })

  it('by the user ends the sign-in service session too, its page in the portal language', async () => {
    storeLibraryUser()
    const redirect = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue()
    await i18next.changeLanguage('fi')
    await service().resume()
    await service().signOut({ everywhere: true })
    expect(readSessionTokens()).toBeNull()
    expect(redirect).toHaveBeenCalledWith({
      id_token_hint: 'identity',
      extraQueryParams: { ui_locales: 'fi' },
    })
  })
})

describe('signing in', () => {
  it('asks the sign-in service for the portal language and keeps where the user was', async () => {
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue()
    await i18next.changeLanguage('de')
    window.history.replaceState(null, '', '/test-records?page=2')
    void service().signIn()
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith({
        state: { returnTo: '/test-records?page=2' },
        ui_locales: 'de',
      }),
    )
  })
})

describe('a renewed token', () => {
  it('is the one the API client sends from then on', async () => {
    // The library's events class is not exported: reached through a manager's events.
    const events = new UserManager({ authority: AUTHORITY, client_id: 'x', redirect_uri: ORIGIN })
      .events
    const loaded = vi.spyOn(Object.getPrototypeOf(events) as typeof events, 'addUserLoaded')
    storeLibraryUser()
    await service().resume()
    expect(readSessionTokens()).toEqual({ accessToken: 'access', idToken: 'identity' })

    // The library renews the token (with the refresh token) and announces the new user.
    const announce = loaded.mock.calls.at(-1)![0]
    await announce(
      new User({
        access_token: 'renewed access',
        id_token: 'renewed identity',
        token_type: 'Bearer',
        profile: { sub: 'admin', iss: AUTHORITY, aud: 'portal', exp: 0, iat: 0 },
      }),
    )
    expect(readSessionTokens()).toEqual({
      accessToken: 'renewed access',
      idToken: 'renewed identity',
    })
  })
})
