// @vitest-environment jsdom
/**
 * The OpenID Connect sign-in's error paths (core.md §8), against a fake sign-in service on msw:
 * an error response is raised with its description, an unreadable response as "Unexpected
 * authorization response." with the detail, and an expired session is signed out with "Failed to
 * fetch auth token".
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { readSessionTokens } from '@/api/session-token'
import { createOidcAuthService, TOKEN_FAILED, UNEXPECTED_RESPONSE } from './oidc-auth-service'

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

const service = () =>
  createOidcAuthService({ authority: AUTHORITY, clientId: 'portal', origin: ORIGIN })

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
    sessionStorage.setItem(
      `oidc.user:${AUTHORITY}:portal`,
      JSON.stringify({
        access_token: 'old',
        id_token: 'id',
        token_type: 'Bearer',
        expires_at: 1,
        profile: {},
      }),
    )
    await expect(service().resume()).rejects.toThrow(TOKEN_FAILED)
    expect(sessionStorage.getItem(`oidc.user:${AUTHORITY}:portal`)).toBeNull()
    expect(readSessionTokens()).toBeNull()
  })

  it('resumes a valid session and keeps its tokens under the session key', async () => {
    sessionStorage.setItem(
      `oidc.user:${AUTHORITY}:portal`,
      JSON.stringify({
        access_token: 'access',
        id_token: 'identity',
        token_type: 'Bearer',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        profile: {},
      }),
    )
    await expect(service().resume()).resolves.toEqual({
      accessToken: 'access',
      idToken: 'identity',
    })
    expect(readSessionTokens()).toEqual({ accessToken: 'access', idToken: 'identity' })
  })
})
