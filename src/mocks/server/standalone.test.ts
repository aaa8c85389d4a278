/**
 * The standalone fake API (`npm run api`) as its clients see it over HTTP: the portal in a
 * browser on another origin (CORS), bearer tokens (only the provider's access tokens for the API
 * are accepted), the sign-in pages (personas, username and password, "Forgot password?"), the
 * control routes (faults, latency, the outbox), and what a data directory keeps across restarts
 * (the journal and the provider's keys).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  optionsFor,
  PORTAL_ORIGIN,
  temporaryDirs,
} from '../../../tests/helpers/standalone-api'
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose'
import type { CurrentUserResponse, TestRecord } from '@/api/types'
import { RESET_PASSWORD_PATH } from '@/domain/public-pages'
import type { SentMail } from '../dev-panel/outbox'
import { issueToken } from '../http/auth'
import { FAKE_PASSWORD, PERSONAS } from '../personas'
import type { ServiceKeys } from './keys'
import {
  exchangeCode,
  openSignInPage,
  signInWithCodeFlow,
  startSignIn,
  submitPassword,
  submitSignIn,
  type CookieJar,
  type SignInFlow,
} from './sign-in-client'
import { pageTexts } from './page-texts'
import { signInPage } from './sign-in-pages'
import { API_AUDIENCE, CLI_REDIRECT_URI, PORTAL_CLIENT_ID } from './sign-in-service'
import { startStandaloneApi, type StandaloneApi, type StandaloneOptions } from './standalone'

const OTHER_ORIGIN = 'http://evil.example'

/** A JWT for the API signed with `key`: by default one the server would accept. */
async function forge(
  key: JWK,
  issuer: string,
  claims: { aud?: string; iss?: string; exp?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ scope: 'api' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid!, typ: 'at+jwt' })
    .setSubject('admin')
    .setIssuer(claims.iss ?? issuer)
    .setAudience(claims.aud ?? API_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(await importJWK(key, 'RS256'))
}

const temporaryDir = temporaryDirs('fake-api-test-')

describe('the standalone server', () => {
  let api: StandaloneApi
  let dataDir: string
  let admin: { accessToken: string; idToken: string }
  const me = (token?: string) =>
    call<CurrentUserResponse>(`${api.url}/v2/Users/me`, token ? { token } : {})

  beforeAll(async () => {
    dataDir = await temporaryDir()
    api = await startStandaloneApi(optionsFor(dataDir))
    admin = await signInWithCodeFlow({ issuer: api.issuer, username: 'admin' })
  }, 60_000)

  afterAll(async () => {
    await api?.close()
  })

  describe('CORS', () => {
    /** The browser's question before the portal saves its views with a token. */
    const preflightPut = (origin: string) =>
      call(`${api.url}/v2/Users/me/views`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      })

    it('lets the portal’s origin send a PUT with a token, and read the answer of a GET', async () => {
      const preflight = await preflightPut(PORTAL_ORIGIN)
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN)
      expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/\bPUT\b/)
      expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toMatch(
        /\bauthorization\b/,
      )

      const read = await call(`${api.url}/v2/Users/me`, {
        token: admin.accessToken,
        headers: { Origin: PORTAL_ORIGIN },
      })
      expect(read.status).toBe(200)
      expect(read.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN)
      expect(read.headers.get('Access-Control-Expose-Headers')).toMatch(/Server-Timing/i)
    })

    it('allows no other origin', async () => {
      const preflight = await preflightPut(OTHER_ORIGIN)
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()
      const read = await call(`${api.url}/v2/Users/me`, {
        token: admin.accessToken,
        headers: { Origin: OTHER_ORIGIN },
      })
      expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull()
    })
  })

  describe('bearer tokens', () => {
    let serviceKey: JWK

    beforeAll(async () => {
      const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as ServiceKeys
      serviceKey = keys.signingKey
    })

    it('accepts an access token of the sign-in service, for the user it was issued to', async () => {
      const answer = await me(admin.accessToken)
      expect(answer.status).toBe(200)
      expect(answer.body.currentUser.username).toBe('admin')
      const operator = await signInWithCodeFlow({ issuer: api.issuer, username: 'operator' })
      expect((await me(operator.accessToken)).body.currentUser.username).toBe('operator')
    })

    it('answers 401 without a token and to the in-browser fake’s tokens', async () => {
      expect(await me()).toMatchObject({
        status: 401,
        body: { message: 'Sign in to use the API.' },
      })
      const fake = issueToken('admin', Date.now())
      expect((await me(fake)).status).toBe(401)
    })

    it('answers 401 to a token signed with another key', async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true })
      const other = { ...(await exportJWK(privateKey)), kid: serviceKey.kid! }
      expect((await me(await forge(other, api.issuer))).status).toBe(401)
    })

    it('answers 401 to a tampered token', async () => {
      const [header, payload, signature] = admin.accessToken.split('.')
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object
      const tampered = Buffer.from(JSON.stringify({ ...claims, sub: 'customer.admin' }))
      expect((await me(`${header}.${tampered.toString('base64url')}.${signature}`)).status).toBe(
        401,
      )
    })

    it('accepts a token signed with its key, but not when expired or for another audience or issuer', async () => {
      // The same forgery with valid claims is accepted: the refusals below are for the claims.
      expect((await me(await forge(serviceKey, api.issuer))).status).toBe(200)
      const past = Math.floor(Date.now() / 1000) - 60
      expect((await me(await forge(serviceKey, api.issuer, { exp: past }))).status).toBe(401)
      const otherAudience = await forge(serviceKey, api.issuer, { aud: 'urn:another:api' })
      expect((await me(otherAudience)).status).toBe(401)
      const otherIssuer = await forge(serviceKey, api.issuer, { iss: 'http://127.0.0.1:1/oidc' })
      expect((await me(otherIssuer)).status).toBe(401)
    })

    it('answers 401 to the provider’s ID token, which is for the portal, not the API', async () => {
      expect((await me(admin.idToken)).status).toBe(401)
    })
  })

  it('has no fake sign-in endpoints (/fake-auth/*): 404', async () => {
    const personas = await call(`${api.url}/fake-auth/personas`)
    expect(personas.status).toBe(404)
    const signIn = await call(`${api.url}/fake-auth/sign-in`, {
      method: 'POST',
      body: { username: 'admin', password: 'demo' },
    })
    expect(signIn.status).toBe(404)
    expect(JSON.stringify(signIn.body)).not.toMatch(/token/i)
  })

  describe('the sign-in page', () => {
    it('lists every persona as a button of a plain HTML form', async () => {
      const { page } = await openSignInPage({
        issuer: api.issuer,
        redirectUri: `${PORTAL_ORIGIN}/`,
      })
      expect(page.status).toBe(200)
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
      const html = await page.text()
      expect(html).not.toMatch(/<script/i)
      for (const persona of PERSONAS) {
        expect(html).toContain(
          `<button type="submit" name="username" value="${persona.username}">` +
            `<strong>${persona.username}</strong> ${persona.description}</button>`,
        )
      }
      // The personas' buttons, and the password form's field.
      expect(html.match(/name="username"/g)).toHaveLength(PERSONAS.length + 1)
      expect(html).toContain('>Cancel sign-in</button>')
    })

    it('has a username and password form with labels, for the browser to fill in', async () => {
      const { page, pageUrl } = await openSignInPage({
        issuer: api.issuer,
        redirectUri: `${PORTAL_ORIGIN}/`,
      })
      const html = await page.text()
      const action = new URL(pageUrl).pathname
      expect(html).toContain('<label for="username">Username</label>')
      expect(html).toMatch(
        /<input id="username" name="username" type="text" value="" autocomplete="username"[^>]* required/,
      )
      expect(html).toContain('<label for="password">Password</label>')
      expect(html).toMatch(
        /<input id="password" name="password" type="password" autocomplete="current-password" required>/,
      )
      expect(html).toContain('<button type="submit" class="primary">Sign in</button>')
      // Both forms post to the sign-in under way, with its language and the way back.
      expect(html.match(new RegExp(`<form method="post" action="${action}">`, 'g'))).toHaveLength(2)
      expect(html.match(/name="ui_locales" value="en"/g)).toHaveLength(2)
      expect(html).toContain(`<a href="${action}/forgot">Forgot password?</a>`)
      expect(html).not.toContain('role="alert"')
    })

    it('speaks the language the portal asks for (ui_locales), the personas too', async () => {
      const { page } = await openSignInPage({
        issuer: api.issuer,
        redirectUri: `${PORTAL_ORIGIN}/`,
        uiLocales: 'de',
      })
      const html = await page.text()
      const german = pageTexts('de')
      expect(html).toContain('<html lang="de">')
      expect(html).toContain(`<h1>${german.t('signInService.signInHeading')}</h1>`)
      expect(html).toContain(`>${german.t('signInService.cancel')}</button>`)
      expect(html).toContain(german.t('signIn.personas.customerAdmin'))
      expect(html).not.toContain('>Cancel sign-in</button>')
    })

    it('escapes what it interpolates', () => {
      const html = signInPage({
        action: '/oidc/interaction/"><script>alert(1)</script>',
        forgot: '/oidc/interaction/"><script>alert(2)</script>',
        personas: [{ username: 'x"><img src=x onerror=alert(1)>', description: '<b>&</b>' }],
        texts: pageTexts('en'),
        username: '"><script>alert(3)</script>',
        error: '<i>wrong</i>',
      })
      expect(html).not.toMatch(/<script|<img|<b>|<i>/)
      expect(html).toContain('value="x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"')
      expect(html).toContain('&lt;b&gt;&amp;&lt;/b&gt;')
      expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"')
      expect(html).toContain('&lt;i&gt;wrong&lt;/i&gt;')
    })

    it('signs in as the chosen persona: the portal gets a code, and from its origin a token', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: `${PORTAL_ORIGIN}/` })
      const back = await submitSignIn(flow, { username: 'site.admin' })
      expect(back.origin + back.pathname).toBe(`${PORTAL_ORIGIN}/`)
      expect(back.searchParams.get('state')).toBe(flow.state)
      const code = back.searchParams.get('code')
      expect(code).toBeTruthy()

      // The portal exchanges the code from the browser, so the answer must be readable there.
      const exchanged = await fetch(`${api.issuer}/token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: PORTAL_ORIGIN,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: flow.redirectUri,
          client_id: PORTAL_CLIENT_ID,
          code_verifier: flow.verifier,
        }).toString(),
      })
      expect(exchanged.status).toBe(200)
      expect(exchanged.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN)
      const tokens = (await exchanged.json()) as { access_token: string }
      expect((await me(tokens.access_token)).body.currentUser.username).toBe('site.admin')
    })

    it('renews the access token with a refresh token, which is used once', async () => {
      const { refreshToken } = await signInWithCodeFlow({
        issuer: api.issuer,
        username: 'operator',
      })
      expect(refreshToken).toBeTruthy()
      const refresh = (token: string) =>
        fetch(`${api.issuer}/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PORTAL_ORIGIN },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: token,
            client_id: PORTAL_CLIENT_ID,
          }).toString(),
        })
      const renewed = await refresh(refreshToken!)
      expect(renewed.status).toBe(200)
      expect(renewed.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN)
      const body = (await renewed.json()) as { access_token: string; refresh_token: string }
      expect((await me(body.access_token)).body.currentUser.username).toBe('operator')
      // Rotated: the next renewal needs the new refresh token; the old one is spent.
      expect(body.refresh_token).not.toBe(refreshToken)
      expect((await refresh(refreshToken!)).status).toBe(400)
    })

    it('“Cancel sign-in” returns access_denied to the redirect URI', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: `${PORTAL_ORIGIN}/` })
      const back = await submitSignIn(flow, { cancel: '1' })
      expect(back.origin + back.pathname).toBe(`${PORTAL_ORIGIN}/`)
      expect(back.searchParams.get('error')).toBe('access_denied')
      expect(back.searchParams.get('state')).toBe(flow.state)
      expect(back.searchParams.get('code')).toBeNull()
    })

    it('refuses an unknown user with access_denied', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: CLI_REDIRECT_URI })
      const back = await submitSignIn(flow, { username: 'nobody.at.all' })
      expect(back.href.startsWith(CLI_REDIRECT_URI)).toBe(true)
      expect(back.searchParams.get('error')).toBe('access_denied')
      expect(back.searchParams.get('error_description')).toContain('nobody.at.all')
    })
  })

  describe('signing in with a password', () => {
    const english = pageTexts('en')
    const wrong = english.t('signInService.wrongPassword')

    /** The user the access token of a sign-in with the password form was issued to. */
    async function signedInAs(flow: SignInFlow, username: string, password: string) {
      const tried = await submitPassword(flow, username, password)
      if (!tried.callback) throw new Error(`Refused: ${await tried.page.text()}`)
      expect(tried.callback.searchParams.get('state')).toBe(flow.state)
      const code = tried.callback.searchParams.get('code')
      expect(code).toBeTruthy()
      const { accessToken } = await exchangeCode(flow, code!)
      return (await me(accessToken)).body.currentUser.username
    }

    /** A try that must be refused: the page it answers, with its error. */
    async function refused(username: string, password: string) {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: `${PORTAL_ORIGIN}/` })
      const tried = await submitPassword(flow, username, password)
      expect(tried.callback, `${username} signed in with ${password}`).toBeNull()
      return { status: tried.page!.status, html: await tried.page!.text() }
    }

    it('signs in with the seeded password, as the persona’s button does', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: `${PORTAL_ORIGIN}/` })
      expect(await signedInAs(flow, 'site.admin', FAKE_PASSWORD)).toBe('site.admin')
      // Usernames compare without case; the token is for the account's own name.
      const again = await openSignInPage({ issuer: api.issuer, redirectUri: CLI_REDIRECT_URI })
      expect(await signedInAs(again, ' Site.Admin ', FAKE_PASSWORD)).toBe('site.admin')
    })

    it('refuses a wrong password and an unknown username alike, keeping the username', async () => {
      const wrongPassword = await refused('customer.admin', 'not-the-password')
      expect(wrongPassword.status).toBe(200)
      expect(wrongPassword.html).toContain(
        `<p id="sign-in-error" class="error" role="alert">${wrong}</p>`,
      )
      expect(wrongPassword.html).toMatch(
        /<input id="username" name="username" type="text" value="customer\.admin"/,
      )
      expect(wrongPassword.html).toContain('aria-invalid="true" aria-describedby="sign-in-error"')
      // The password is never sent back.
      expect(wrongPassword.html).not.toContain('not-the-password')

      // No account by that name: the same answer, so the page tells nobody which accounts exist.
      const unknown = await refused('nobody.at.all', 'not-the-password')
      expect(unknown.status).toBe(200)
      // (Apart from the sign-in's own address and the name typed.)
      const sameness = (html: string, username: string) =>
        html.replace(/\/oidc\/interaction\/[^"/]+/g, '/oidc/interaction/…').replace(username, '…')
      expect(sameness(unknown.html, 'nobody.at.all')).toBe(
        sameness(wrongPassword.html, 'customer.admin'),
      )
      // A persona the API has no account for has no password either.
      expect((await refused('lost.user', FAKE_PASSWORD)).html).toContain(wrong)
    })

    it('takes a password changed through the API at once, and the old one no more', async () => {
      const { accessToken } = await signInWithCodeFlow({
        issuer: api.issuer,
        username: 'free.admin',
        password: FAKE_PASSWORD,
      })
      const changed = await call(`${api.url}/v2/Users/password`, {
        method: 'PATCH',
        token: accessToken,
        body: { currentPassword: FAKE_PASSWORD, newPassword: 'skimmed milk at dawn' },
      })
      expect(changed.status).toBe(204)
      expect((await refused('free.admin', FAKE_PASSWORD)).html).toContain(wrong)
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: CLI_REDIRECT_URI })
      expect(await signedInAs(flow, 'free.admin', 'skimmed milk at dawn')).toBe('free.admin')
    })

    describe('“Forgot password?”', () => {
      const outbox = (token?: string) =>
        call<SentMail>(`${api.url}/__fake-api/outbox`, token ? { token } : {})

      /** The sign-in page's link, the forgot page, and what it answers for `login`. */
      async function forgot(flow: SignInFlow, login: string) {
        const address = `${flow.pageUrl}/forgot`
        const form = await flow.jar.step(address)
        expect(form.status).toBe(200)
        const html = await form.text()
        expect(html).toContain('<label for="login">Username or e-mail address</label>')
        expect(html).toContain(`<form method="post" action="${new URL(address).pathname}">`)
        const sent = await flow.jar.step(address, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ui_locales: 'en', login }).toString(),
        })
        return { status: sent.status, html: await sent.text() }
      }

      it('answers the same for a known and an unknown login, and mails the known one only', async () => {
        const flow = await openSignInPage({ issuer: api.issuer, redirectUri: `${PORTAL_ORIGIN}/` })
        const before = (await outbox(api.devSecret)).body.total

        const known = await forgot(flow, 'operator')
        expect(known.status).toBe(200)
        expect(known.html).toContain(
          'If an account matches, a link to reset its password has been sent to its e-mail address.',
        )
        // Back to the same sign-in, which is still under way.
        expect(known.html).toContain(
          `<a href="${new URL(flow.pageUrl).pathname}">Back to signing in</a>`,
        )
        const afterKnown = (await outbox(api.devSecret)).body
        expect(afterKnown.total).toBe(before + 1)
        const [mail] = afterKnown.mails
        expect(mail).toMatchObject({ kind: 'passwordReset', username: 'operator' })
        expect(mail!.link.startsWith(`${PORTAL_ORIGIN}${RESET_PASSWORD_PATH}?token=`)).toBe(true)

        const unknown = await forgot(flow, 'nobody.at.all')
        expect(unknown).toEqual(known)
        expect((await outbox(api.devSecret)).body).toEqual(afterKnown)

        // The sign-in goes on from its page.
        expect(
          (await submitSignIn(flow, { username: 'operator' })).searchParams.get('code'),
        ).toBeTruthy()

        // The mail's link sets a new password, which the sign-in page then takes.
        const token = new URL(mail!.link).searchParams.get('token')!
        const redeemed = await call(`${api.url}/v2/Users/password/reset/redeem`, {
          method: 'POST',
          body: { token, newPassword: 'whey to go, operator' },
        })
        expect(redeemed.status).toBe(204)
        expect((await refused('operator', FAKE_PASSWORD)).html).toContain(wrong)
        const next = await openSignInPage({ issuer: api.issuer, redirectUri: CLI_REDIRECT_URI })
        expect(await signedInAs(next, 'operator', 'whey to go, operator')).toBe('operator')
      })
    })
  })

  describe('control routes (/__fake-api)', () => {
    const control = (method: string, path: string, body?: unknown) =>
      call(`${api.url}/__fake-api${path}`, {
        method,
        token: api.devSecret,
        ...(body === undefined ? {} : { body }),
      })

    it.each([
      ['unauthorized', 401],
      ['forbidden', 403],
      ['server-error', 500],
    ] as const)(
      'a %s fault fails the next matching request with %i, then lets requests pass',
      async (kind, status) => {
        const added = await control('POST', '/faults', {
          path: '/v2/Users/me',
          kind,
          method: 'GET',
          remaining: 1,
          message: `Injected ${kind} by the test.`,
        })
        expect(added.status).toBe(201)
        expect(added.body).toMatchObject({ path: '/v2/Users/me', kind, remaining: 1 })
        expect((await control('GET', '/settings')).body.faults).toHaveLength(1)

        // Another path is not affected.
        expect((await call(`${api.url}/v2/Languages`, { token: admin.accessToken })).status).toBe(
          200,
        )
        const failed = await call(`${api.url}/v2/Users/me`, {
          token: admin.accessToken,
          headers: { Origin: PORTAL_ORIGIN },
        })
        expect(failed.status).toBe(status)
        expect(failed.body).toEqual({ message: `Injected ${kind} by the test.` })
        // The portal in its browser can read the failure (it is not a CORS error).
        expect(failed.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN)

        expect((await me(admin.accessToken)).status).toBe(200)
        expect((await control('GET', '/settings')).body.faults).toEqual([])
      },
    )

    it('a network fault drops the connection (fetch rejects), then requests pass', async () => {
      const added = await control('POST', '/faults', {
        path: '/v2/Users/*',
        kind: 'network',
        remaining: 1,
      })
      expect(added.status).toBe(201)
      // Bounded, so that an answer that never comes fails here rather than at the test's
      // timeout; an abort is not what is expected ("fetch failed" is undici's network error).
      await expect(
        fetch(`${api.url}/v2/Users/me`, {
          headers: { Authorization: `Bearer ${admin.accessToken}` },
          signal: AbortSignal.timeout(5000),
        }),
      ).rejects.toThrow('fetch failed')
      expect((await me(admin.accessToken)).status).toBe(200)
    })

    it('a rule without a count holds until the faults are cleared', async () => {
      await control('POST', '/faults', { path: '/v2/Users/me', kind: 'forbidden' })
      expect((await me(admin.accessToken)).status).toBe(403)
      expect((await me(admin.accessToken)).status).toBe(403)
      expect((await control('DELETE', '/faults')).status).toBe(204)
      expect((await control('GET', '/settings')).body.faults).toEqual([])
      expect((await me(admin.accessToken)).status).toBe(200)
    })

    it('refuses a rule or latency it cannot read (400), or a delay over 30 s', async () => {
      const refused = [
        ['POST', '/faults', { path: '/v2/Users/me', kind: 'boom' }],
        ['POST', '/faults', { kind: 'forbidden' }],
        ['POST', '/faults', { path: 'v2/no-slash', kind: 'forbidden' }],
        ['POST', '/faults', { path: '/v2/*', kind: 'forbidden', method: 'BREW' }],
        ['POST', '/faults', { path: '/v2/*', kind: 'forbidden', remaining: 0.5 }],
        ['POST', '/faults', { path: '/v2/*', kind: 'forbidden', message: 'x'.repeat(501) }],
        ['POST', '/faults', [1, 2]],
        ['PUT', '/latency', { ms: -5 }],
        ['PUT', '/latency', { ms: '10' }],
        // Every call would hang for ten minutes, or (3e9 ms overflows a timer) answer 500.
        ['PUT', '/latency', { ms: 600_000 }],
        ['PUT', '/latency', { ms: 3e9 }],
        ['PUT', '/slow', { ms: 30_001 }],
      ] as const
      for (const [method, path, body] of refused) {
        const answer = await control(method, path, body)
        expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
        expect(answer.body.message).toEqual(expect.any(String))
      }
      expect((await control('GET', '/settings')).body).toMatchObject({ latencyMs: 0, faults: [] })
    })

    it('answers nobody without the dev secret or an internal administrator’s token', async () => {
      const reset = (init: Parameters<typeof call>[1]) =>
        call(`${api.url}/__fake-api/reset`, { method: 'POST', ...init })
      // The cross-site form post any web page can send: no token, text/plain.
      const simple = await fetch(`${api.url}/__fake-api/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: OTHER_ORIGIN },
        body: '{}',
      })
      expect(simple.status).toBe(401)
      expect((await reset({})).status).toBe(401)
      expect((await reset({ token: 'not-the-secret' })).status).toBe(403)
      expect((await reset({ token: `${api.devSecret}x` })).status).toBe(403)
      const customerAdmin = await signInWithCodeFlow({
        issuer: api.issuer,
        username: 'customer.admin',
      })
      expect((await reset({ token: customerAdmin.accessToken })).status).toBe(403)
      const faults = await call(`${api.url}/__fake-api/faults`, {
        method: 'POST',
        body: { path: '/v2/*', kind: 'server-error' },
      })
      expect(faults.status).toBe(401)
      // An internal administrator's access token is authority too.
      const settings = await call(`${api.url}/__fake-api/settings`, { token: admin.accessToken })
      expect(settings.status).toBe(200)
      expect(settings.body.faults).toEqual([])
    })

    it('takes JSON only, and answers a body it cannot read with a 4xx, not a 500', async () => {
      const send = (body: string, contentType: string) =>
        fetch(`${api.url}/__fake-api/latency`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${api.devSecret}`, 'Content-Type': contentType },
          body,
        })
      expect((await send('{"ms": 5}', 'text/plain')).status).toBe(415)
      expect((await send('ms=5', 'application/x-www-form-urlencoded')).status).toBe(415)
      const invalid = await send('{"ms": ', 'application/json')
      expect(invalid.status).toBe(400)
      expect(await invalid.json()).toEqual({ message: 'The body is not valid JSON.' })
      expect(
        (await send(JSON.stringify({ ms: 5, pad: 'x'.repeat(20_000) }), 'application/json')).status,
      ).toBe(413)
      expect((await control('GET', '/settings')).body).toMatchObject({ latencyMs: 0 })
    })

    it('lists the outbox, newest first, for the dev secret or an internal administrator only', async () => {
      const outbox = (init: Parameters<typeof call>[1] = {}) =>
        call<SentMail>(`${api.url}/__fake-api/outbox`, init)
      expect((await outbox()).status).toBe(401)
      expect((await outbox({ token: 'not-the-secret' })).status).toBe(403)
      const customerAdmin = await signInWithCodeFlow({
        issuer: api.issuer,
        username: 'customer.admin',
      })
      expect((await outbox({ token: customerAdmin.accessToken })).status).toBe(403)

      for (const login of ['site.admin', 'customer.admin']) {
        const asked = await call(`${api.url}/v2/Users/password/reset`, {
          method: 'POST',
          body: { login },
        })
        expect(asked.status).toBe(204)
      }
      const listed = await outbox({ token: api.devSecret })
      expect(listed.status).toBe(200)
      expect(listed.headers.get('Cache-Control')).toBe('no-store')
      expect(listed.body.total).toBeGreaterThanOrEqual(2)
      expect(listed.body.mails.slice(0, 2).map((mail) => mail.username)).toEqual([
        'customer.admin',
        'site.admin',
      ])
      expect(Object.keys(listed.body.mails[0]!).sort()).toEqual(
        ['id', 'kind', 'to', 'username', 'subject', 'text', 'link', 'sentAt'].sort(),
      )
      expect((await outbox({ token: admin.accessToken })).body).toEqual(listed.body)
    })

    it('delays every answer by the latency set', async () => {
      const set = await control('PUT', '/latency', { ms: 200 })
      expect(set.body).toMatchObject({ latencyMs: 200 })
      try {
        const started = performance.now()
        expect((await me(admin.accessToken)).status).toBe(200)
        expect(performance.now() - started).toBeGreaterThanOrEqual(190)
      } finally {
        const unset = await control('PUT', '/latency', { ms: 0 })
        expect(unset.body).toMatchObject({ latencyMs: 0 })
      }
    })
  })
})

describe('the data directory', () => {
  let dataDir: string
  let api: StandaloneApi | undefined
  let port: number
  let recordId: number
  let earlierToken: string
  const COMMENT = 'Kept across a restart.'
  /** The cookies of a browser that signed in before a restart. */
  let browser: CookieJar | undefined

  const record = (token: string) =>
    call<TestRecord>(`${api!.url}/v2/TestRecords/${recordId}`, { token })
  /** Comments the record, on the revision it has now. */
  const comment = async (token: string, comments: string) =>
    call(`${api!.url}/v2/TestRecords/${recordId}/comment`, {
      method: 'PATCH',
      token,
      body: { id: recordId, comments, revision: (await record(token)).body.revision },
    })
  /** Starts again on the same port: the issuer, which tokens name, is the same. */
  const restart = async (more: Partial<StandaloneOptions> = {}) => {
    await api?.close()
    api = undefined
    api = await startStandaloneApi(optionsFor(dataDir, { port, ...more }))
  }

  beforeAll(async () => {
    dataDir = await temporaryDir()
    api = await startStandaloneApi(optionsFor(dataDir))
    port = Number(new URL(api.url).port)
    recordId = api.backend.db.testRecords.all().find((row) => !row.deleted && !row.comments)!.id
  }, 60_000)

  afterAll(async () => {
    await api?.close()
  })

  it('keeps a write and the keys across a restart', async () => {
    earlierToken = (await signInWithCodeFlow({ issuer: api!.issuer, username: 'admin' }))
      .accessToken
    const written = await comment(earlierToken, COMMENT)
    expect(written.status).toBe(200)

    await restart()
    expect(api!.backend.replayed).toBeGreaterThan(0)
    // The token issued before the restart is still good, and the write is still there.
    const read = await record(earlierToken)
    expect(read.status).toBe(200)
    expect(read.body.comments).toBe(COMMENT)
    // And so is the change's entry in the record's history (issue 40).
    const trail = await call(`${api!.url}/v2/TestRecords/${recordId}/history`, {
      token: earlierToken,
    })
    expect(trail.body.data[0]).toMatchObject({ action: 'commentChanged', after: COMMENT })
  }, 30_000)

  it('keeps whoever was signed in at the provider across a restart', async () => {
    const flow = await openSignInPage({ issuer: api!.issuer })
    const back = await submitSignIn(flow, { username: 'operator' })
    expect(back.searchParams.get('code')).toBeTruthy()
    browser = flow.jar

    await restart()
    // The same browser asks again: straight back with a code, no sign-in page.
    const again = await startSignIn({ issuer: api!.issuer, jar: browser })
    expect(again.callback?.searchParams.get('state')).toBe(again.state)
    const tokens = await exchangeCode(again, again.callback!.searchParams.get('code')!)
    const me = await call<CurrentUserResponse>(`${api!.url}/v2/Users/me`, {
      token: tokens.accessToken,
    })
    expect(me.body.currentUser.username).toBe('operator')
  }, 30_000)

  it('forgets the writes, the keys and the provider sessions with reset', async () => {
    await restart({ reset: true })
    expect((await startSignIn({ issuer: api!.issuer, jar: browser! })).callback).toBeNull()
    expect(api!.backend.replayed).toBe(0)
    expect((await record(earlierToken)).status).toBe(401)
    const token = (await signInWithCodeFlow({ issuer: api!.issuer, username: 'admin' })).accessToken
    const read = await record(token)
    expect(read.status).toBe(200)
    expect(read.body.comments).toBe('')
  }, 30_000)

  it('forgets the writes with POST /__fake-api/reset, also after a restart', async () => {
    const token = (await signInWithCodeFlow({ issuer: api!.issuer, username: 'admin' })).accessToken
    expect((await comment(token, 'To be forgotten.')).status).toBe(200)
    expect((await record(token)).body.comments).toBe('To be forgotten.')
    const reset = await call(`${api!.url}/__fake-api/reset`, {
      method: 'POST',
      token: api!.devSecret,
    })
    expect(reset.status).toBe(204)
    expect((await record(token)).body.comments).toBe('')

    await restart()
    expect(api!.backend.replayed).toBe(0)
    expect((await record(token)).body.comments).toBe('')
  }, 30_000)
})
