/**
 * The sign-in service as an attacker meets it (issue 34): a sign-in that is unknown, expired,
 * oversized or malformed is the client's error (404, 413, 400, with a page and no logged stack),
 * never the server's; no page can be framed, and the pages run only their own style and scripts;
 * anonymous authorization requests neither rewrite the stored sessions nor grow the memory
 * without bound; guessing a password goes no faster than the limit (5 failed tries a username
 * per 15 minutes); and only the provider's access tokens for the API, which expire, are bearer
 * tokens.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { importJWK, SignJWT, type JWK } from 'jose'
import { optionsFor, PORTAL_ORIGIN, temporaryDirs } from '../../../tests/helpers/standalone-api'
import { FAKE_PASSWORD } from '../personas'
import { MAX_FAILED_TRIES } from './failed-sign-ins'
import { createKeys } from './keys'
import { pageTexts } from './page-texts'
import { providerStore, type ProviderStore } from './provider-store'
import {
  CookieJar,
  openSignInPage,
  signInWithCodeFlow,
  submitPassword,
  submitSignIn,
} from './sign-in-client'
import { API_AUDIENCE, PORTAL_CLIENT_ID, createSignInService } from './sign-in-service'
import { startStandaloneApi, type StandaloneApi } from './standalone'

const PORTAL_URL = `${PORTAL_ORIGIN}/`
const english = pageTexts('en')

const temporaryDir = temporaryDirs('sign-in-hardening-')

/** The portal's authorization request, as a browser that was never signed in sends it. */
function anonymousAuthorization(issuer: string): string {
  const verifier = randomBytes(32).toString('base64url')
  const url = new URL(`${issuer}/auth`)
  url.search = new URLSearchParams({
    client_id: PORTAL_CLIENT_ID,
    redirect_uri: PORTAL_URL,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  return url.href
}

const postForm = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

/** The CSP source of each inline `<script>` or `<style>` of a page: what must be allowed. */
const inlineHashes = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  )

/** Whether no site can frame the page, and its inline style and scripts may run. */
function expectUnframedPage(response: Response, html: string) {
  expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  const policy = response.headers.get('Content-Security-Policy') ?? ''
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
  expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  expect(directives.get('default-src')).toEqual(["'none'"])
  expect(directives.get('form-action')).toEqual(["'self'", PORTAL_ORIGIN])
  for (const hash of inlineHashes(html, 'script')) {
    expect(directives.get('script-src')).toContain(hash)
  }
  for (const hash of inlineHashes(html, 'style')) {
    expect(directives.get('style-src')).toContain(hash)
  }
}

/** A JWT signed with the service's key: the claims and header of an access token, or not. */
async function forge(
  key: JWK,
  issuer: string,
  { typ = 'at+jwt', exp = true }: { typ?: string; exp?: boolean } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const token = new SignJWT({ scope: 'api', client_id: PORTAL_CLIENT_ID })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid!, typ })
    .setSubject('admin')
    .setIssuer(issuer)
    .setAudience(API_AUDIENCE)
    .setIssuedAt(now - 60)
  if (exp) token.setExpirationTime(now + 600)
  return token.sign(await importJWK(key, 'RS256'))
}

describe('the sign-in service under attack', () => {
  let api: StandaloneApi
  let dataDir: string
  let logged: MockInstance<typeof console.error>
  const storePath = () => join(dataDir, 'provider.json')

  beforeAll(async () => {
    dataDir = await temporaryDir()
    api = await startStandaloneApi(optionsFor(dataDir))
  }, 60_000)

  afterAll(async () => {
    await api?.close()
  })

  beforeAll(() => {
    logged = vi.spyOn(console, 'error')
  })
  afterEach(() => {
    vi.useRealTimers()
    const calls = logged.mock.calls.length
    logged.mockClear()
    // A client's mistake is answered, not logged as the server's failure (with a stack).
    expect(calls).toBe(0)
  })
  afterAll(() => logged.mockRestore())

  describe('an unknown, expired, oversized or malformed sign-in', () => {
    it('answers an unknown interaction with a 404 page, GET or POST, and goes on answering', async () => {
      const page = await fetch(`${api.issuer}/interaction/no-such-sign-in`, {
        headers: { Referer: `${PORTAL_ORIGIN}/records` },
      })
      expect(page.status).toBe(404)
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
      const html = await page.text()
      expect(html).toContain(`<h1>${english.t('signInService.expired')}</h1>`)
      expect(html).toContain(`<a href="${PORTAL_URL}">${english.t('signInService.startAgain')}</a>`)
      expect(html).not.toMatch(/ at |Error/)

      const posted = await postForm(`${api.issuer}/interaction/no-such-sign-in`, 'username=admin')
      expect(posted.status).toBe(404)

      // The server is still there: a new sign-in reaches its page.
      const { page: again } = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      expect(again.status).toBe(200)
    })

    it('says so in the language of the page that was submitted', async () => {
      const flow = await openSignInPage({
        issuer: api.issuer,
        redirectUri: PORTAL_URL,
        uiLocales: 'de',
      })
      const html = await flow.page.text()
      // The page posts its language and the portal's address back with the choice …
      expect(html).toContain('<input type="hidden" name="ui_locales" value="de">')
      expect(html).toContain(`<input type="hidden" name="portal" value="${PORTAL_URL}">`)
      // … so that a submission the service cannot place (its sign-in forgotten, as after a
      // restart) is answered in German, with the way back to the portal.
      const posted = await postForm(
        `${api.issuer}/interaction/forgotten`,
        `ui_locales=de&portal=${encodeURIComponent(PORTAL_URL)}&username=admin`,
      )
      expect(posted.status).toBe(404)
      const answer = await posted.text()
      const german = pageTexts('de')
      expect(answer).toContain('<html lang="de">')
      expect(answer).toContain(`<h1>${german.t('signInService.expired')}</h1>`)
      expect(answer).toContain(`<a href="${PORTAL_URL}">`)
      // An address that is not the portal's is never offered.
      const forged = await postForm(
        `${api.issuer}/interaction/forgotten`,
        `portal=${encodeURIComponent('http://evil.example/')}&username=admin`,
      )
      expect(await forged.text()).not.toContain('evil.example')
    })

    it('answers an expired interaction with a 404 page', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      expect(flow.page.status).toBe(200)
      // Only Date is faked: the server's timers and sockets run as they do.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 16 * 60_000)
      const page = await flow.jar.step(flow.pageUrl)
      expect(page.status).toBe(404)
      expect(await page.text()).toContain(english.t('signInService.expiredDetail'))
      const submitted = await flow.jar.step(flow.pageUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'username=admin',
      })
      expect(submitted.status).toBe(404)
    })

    it('answers a sign-in form over 4 KB with 413', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      const submitted = await flow.jar.step(flow.pageUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `username=${'a'.repeat(5000)}`,
      })
      expect(submitted.status).toBe(413)
      expect(await submitted.text()).toContain(english.t('signInService.badForm'))
      // The sign-in itself is still under way.
      expect((await flow.jar.step(flow.pageUrl)).status).toBe(200)
    })

    it('answers a form its page did not send with 400', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      const submit = (body: string) =>
        flow.jar.step(flow.pageUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        })
      expect((await submit('username=admin&username=operator')).status).toBe(400)
      expect((await submit('')).status).toBe(400)
      expect((await submit('username=ad%00min')).status).toBe(400)
      expect((await submit('cancel=1&cancel=2')).status).toBe(400)
      // The password form sends one username and one password.
      expect((await submit('password=x')).status).toBe(400)
      expect((await submit('username=admin&password=x&password=y')).status).toBe(400)
      expect((await submit('username=admin&username=x&password=y')).status).toBe(400)
      // The page's own form still signs in.
      const back = await submitSignIn(flow, { username: 'admin' })
      expect(back.searchParams.get('code')).toBeTruthy()
    })
  })

  describe('framing', () => {
    it('forbids framing the sign-in page, and allows its style', async () => {
      const { page } = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      expectUnframedPage(page, await page.text())
    })

    it('forbids framing the sign-out pages, and allows their auto-submit scripts', async () => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      await submitSignIn(flow, { username: 'operator' })
      const endSession = new URL(`${api.issuer}/session/end`)
      endSession.search = new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        post_logout_redirect_uri: PORTAL_URL,
      }).toString()
      // Signed in: the service's own page, which submits the provider's form at once.
      const signOut = await flow.jar.step(endSession.href)
      const html = await signOut.text()
      expect(html).toContain('id="op.logoutForm"')
      expect(inlineHashes(html, 'script')).toHaveLength(1)
      expectUnframedPage(signOut, html)
      // Its form works: the session ends, and the browser goes back to the portal.
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!
      const confirmed = await flow.jar.step(`${api.issuer}/session/end/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      })
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('Location')).toBe(PORTAL_URL)

      // Not signed in: oidc-provider's own auto-submitted form.
      const anonymous = await fetch(endSession)
      const anonymousHtml = await anonymous.text()
      expect(inlineHashes(anonymousHtml, 'script')).toHaveLength(1)
      expectUnframedPage(anonymous, anonymousHtml)
    })

    it('forbids framing the error pages, the provider’s and the sign-in’s', async () => {
      const providerError = await fetch(`${api.issuer}/auth?client_id=nobody`, {
        headers: { Accept: 'text/html' },
      })
      expect(providerError.status).toBe(400)
      const html = await providerError.text()
      expectUnframedPage(providerError, html)
      // The service's page, not oidc-provider's default (which loads a web font).
      expect(html).toContain(`<h1>${english.t('signInService.failed')}</h1>`)

      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      const forgot = await flow.jar.step(`${flow.pageUrl}/forgot`)
      expect(forgot.status).toBe(200)
      expectUnframedPage(forgot, await forgot.text())
      const wrong = await submitPassword(flow, 'admin', 'not-the-password')
      expectUnframedPage(wrong.page!, await wrong.page!.text())

      const unknown = await fetch(`${api.issuer}/interaction/no-such-sign-in`)
      expectUnframedPage(unknown, await unknown.text())
      const tooLarge = await postForm(`${api.issuer}/interaction/x`, `a=${'b'.repeat(5000)}`)
      expectUnframedPage(tooLarge, await tooLarge.text())
    })
  })

  describe('guessing passwords', () => {
    const tryPassword = async (username: string, password: string) => {
      const flow = await openSignInPage({ issuer: api.issuer, redirectUri: PORTAL_URL })
      return submitPassword(flow, username, password)
    }

    it('refuses a username’s tries after 5 failures in 15 minutes, the right password too', async () => {
      for (let index = 0; index < MAX_FAILED_TRIES; index += 1) {
        // The name as typed, in any case: it is one username.
        const tried = await tryPassword(index % 2 ? 'SITE.admin' : 'site.admin', `guess ${index}`)
        expect(tried.page?.status).toBe(200)
        expect(await tried.page!.text()).toContain(english.t('signInService.wrongPassword'))
      }
      // The password is not even checked: the right one is refused too, saying for how long.
      const refused = await tryPassword('site.admin', FAKE_PASSWORD)
      expect(refused.callback).toBeNull()
      expect(refused.page!.status).toBe(429)
      expect(Number(refused.page!.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
      const html = await refused.page!.text()
      expect(html).toContain(english.t('signInService.tooManyTries', { count: 15 }))
      expect(html).toContain('Try again in 15 minutes.')
      expect(html).toMatch(/<input id="username" name="username" type="text" value="site\.admin"/)

      // Another username is not held back.
      expect((await tryPassword('customer.admin', FAKE_PASSWORD)).callback).not.toBeNull()

      // Once the first failure is 15 minutes old, a try is checked again. Only Date is faked: the
      // server's timers and sockets run as they do.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 10 * 60_000)
      const later = await tryPassword('site.admin', FAKE_PASSWORD)
      expect(await later.page!.text()).toMatch(/Try again in [45] minutes\./)
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000)
      const signedIn = await tryPassword('site.admin', FAKE_PASSWORD)
      expect(signedIn.callback?.searchParams.get('code')).toBeTruthy()
    })

    it('counts an unknown username as any other, so a refusal tells nothing', async () => {
      for (let index = 0; index <= MAX_FAILED_TRIES; index += 1) {
        const tried = await tryPassword('nobody.at.all', `guess ${index}`)
        expect(tried.page!.status).toBe(index < MAX_FAILED_TRIES ? 200 : 429)
      }
    })
  })

  it('does not write the stored sessions for anonymous authorization requests', async () => {
    // A signed-in user, so that there is a store to keep. The provider waits for its writes
    // before it answers, so the file is as the sign-in left it.
    await signInWithCodeFlow({ issuer: api.issuer, username: 'admin' })
    const before = await readFile(storePath(), 'utf8')
    expect(before).toContain('"accountId":"admin"')

    for (let index = 0; index < 200; index += 1) {
      const answer = await fetch(anonymousAuthorization(api.issuer), { redirect: 'manual' })
      expect(answer.status).toBe(303)
      await answer.body?.cancel()
    }
    expect(await readFile(storePath(), 'utf8')).toBe(before)
  }, 30_000)

  describe('bearer tokens', () => {
    let serviceKey: JWK
    const me = (token: string) =>
      fetch(`${api.url}/v2/Users/me`, { headers: { Authorization: `Bearer ${token}` } })

    beforeAll(async () => {
      serviceKey = (
        JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as {
          signingKey: JWK
        }
      ).signingKey
    })

    it('accepts a token signed with the service’s key that looks like its access tokens', async () => {
      // The control for the refusals below: they are for the header and the claims.
      expect((await me(await forge(serviceKey, api.issuer))).status).toBe(200)
    })

    it('answers 401 to a token without an expiry', async () => {
      expect((await me(await forge(serviceKey, api.issuer, { exp: false }))).status).toBe(401)
    })

    it('answers 401 to a token that is not an access token (typ), such as an ID token', async () => {
      expect((await me(await forge(serviceKey, api.issuer, { typ: 'JWT' }))).status).toBe(401)
      expect((await me(await forge(serviceKey, api.issuer, { typ: 'dpop+jwt' }))).status).toBe(401)
      const tokens = await signInWithCodeFlow({ issuer: api.issuer, username: 'admin' })
      expect((await me(tokens.idToken)).status).toBe(401)
      expect((await me(tokens.accessToken)).status).toBe(200)
    })
  })
})

describe('the memory of anonymous sign-ins', () => {
  let store: ProviderStore
  let issuer: string
  let close: () => Promise<void>
  const LIMIT = 20

  beforeAll(async () => {
    // The sign-in service alone, on a store with a small limit, as the server mounts it.
    store = providerStore(null, undefined, { transientLimit: LIMIT })
    const keys = await createKeys()
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`
    const signIn = createSignInService({
      issuer,
      portalOrigins: [PORTAL_ORIGIN],
      signingKey: keys.signingKey,
      cookieKeys: keys.cookieKeys,
      knowsUser: (username) => username === 'admin',
      checkPassword: () => null,
      sendResetLink: async () => undefined,
      adapter: store.adapter,
    })
    const app = express()
    app.use('/oidc', signIn.interactions)
    app.use('/oidc', signIn.provider.callback())
    server.on('request', app)
    close = async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  afterAll(() => close?.())

  it('keeps at most its limit of interactions, forgetting the oldest sign-in first', async () => {
    const flows = []
    for (let index = 0; index < LIMIT + 10; index += 1) {
      flows.push(await openSignInPage({ issuer, redirectUri: PORTAL_URL, jar: new CookieJar() }))
    }
    expect(store.stats().transient).toBeLessThanOrEqual(LIMIT)
    expect(store.stats().persisted).toBe(0)
    const oldest = flows[0]!
    expect((await oldest.jar.step(oldest.pageUrl)).status).toBe(404)
    const newest = flows.at(-1)!
    const back = await submitSignIn(newest, { username: 'admin' })
    expect(back.searchParams.get('code')).toBeTruthy()
  })
})
