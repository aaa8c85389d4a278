/**
 * The contract as the server serves it (issue 39): /openapi.json describes this server, /docs is
 * the reference with everything it loads served here, and its "Authorize" is one the server's
 * own provider takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, optionsFor } from '../../../tests/helpers/standalone-api'
import { openSignInPage, submitSignIn } from './sign-in-client'
import { startStandaloneApi, type StandaloneApi } from './standalone'

const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')

describe('the API reference of the standalone server', () => {
  let api: StandaloneApi

  beforeAll(async () => {
    api = await startStandaloneApi(optionsFor(null))
  }, 60_000)

  afterAll(async () => {
    await api?.close()
  })

  it('serves the contract at /openapi.json, as this server has it', async () => {
    const answer = await call(`${api.url}/openapi.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    const document = answer.body
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers[0].url).toBe(api.url)
    expect(document.paths['/v2/Users/me'].get.operationId).toBe('getCurrentUser')
    // The in-browser fake sign-in is not this server's: it has the provider instead.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/fake-auth'))).toEqual([])
  })

  it('names the provider by its real addresses', async () => {
    const { body: document } = await call(`${api.url}/openapi.json`)
    const schemes = document.components.securitySchemes
    const discovery = await call(schemes.openIdConnect.openIdConnectUrl)
    expect(discovery.status).toBe(200)
    expect(discovery.body.issuer).toBe(api.issuer)
    const flow = schemes.signIn.flows.authorizationCode
    expect(flow.authorizationUrl).toBe(discovery.body.authorization_endpoint)
    expect(flow.tokenUrl).toBe(discovery.body.token_endpoint)
  })

  it('serves /docs with everything it loads from this server', async () => {
    const page = await call<string>(`${api.url}/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.body).toContain('data-url="/openapi.json"')
    const sources = [...page.body.matchAll(/\ssrc="([^"]+)"/g)].map((match) => match[1])
    expect(sources).toEqual(['/docs/scalar.js'])
    const script = await fetch(`${api.url}/docs/scalar.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000)
  })

  it('lets the reference sign in at the provider, come back to /docs and call the API', async () => {
    const page = await call<string>(`${api.url}/docs`)
    const configuration = JSON.parse(
      decodeAttribute(/data-configuration="([^"]*)"/.exec(page.body)![1]!),
    )
    const flow = configuration.authentication.securitySchemes.signIn.flows.authorizationCode
    const redirectUri: string = flow['x-scalar-redirect-uri']
    expect(redirectUri).toBe(`${api.url}/docs`)

    const signIn = await openSignInPage({ issuer: api.issuer, redirectUri })
    const code = (await submitSignIn(signIn, { username: 'admin' })).searchParams.get('code')!
    // The token request as Scalar 1.46 builds it from that configuration (its oauth2 helper):
    // with the credentials in the body, the id and its secret, empty when none is configured;
    // otherwise a Basic header of the two.
    const body = new URLSearchParams()
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
    }
    const secret: string = flow['x-scalar-client-secret'] ?? ''
    if (flow['x-scalar-credentials-location'] === 'body') {
      body.set('client_id', flow['x-scalar-client-id'])
      body.set('client_secret', secret)
    } else {
      headers.Authorization = `Basic ${btoa(`${flow['x-scalar-client-id']}:${secret}`)}`
    }
    body.set('redirect_uri', redirectUri)
    body.set('code', code)
    body.set('grant_type', 'authorization_code')
    body.set('code_verifier', signIn.verifier)
    const token = await fetch(`${api.issuer}/token`, { method: 'POST', headers, body })
    expect(token.status).toBe(200)
    const { access_token: accessToken } = (await token.json()) as { access_token: string }
    const me = await call(`${api.url}/v2/Users/me`, { token: accessToken })
    expect(me.status).toBe(200)
    expect(me.body.currentUser.username).toBe('admin')
  })

  it('lets the provider send a sign-in back to /docs and nowhere else on the server', async () => {
    const authorize = (redirectUri: string) => {
      const query = new URLSearchParams({
        client_id: 'portal',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        state: 'reference',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })
      return fetch(`${api.issuer}/auth?${query}`, { redirect: 'manual' })
    }
    const toSignIn = await authorize(`${api.url}/docs`)
    expect(toSignIn.status).toBeGreaterThanOrEqual(300)
    expect(toSignIn.status).toBeLessThan(400)
    const elsewhere = await authorize(`${api.url}/elsewhere`)
    expect(elsewhere.status).toBe(400)
  })
})
