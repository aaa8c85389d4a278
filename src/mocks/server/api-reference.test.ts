/**
 * The contract as the server serves it (issue 39): /openapi.json describes this server, /docs is
 * the reference with everything it loads served here, and its "Authorize" is one the server's
 * own provider takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, optionsFor } from '../../../tests/helpers/standalone-api'
import { startStandaloneApi, type StandaloneApi } from './standalone'

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

  it('lets the reference sign in at the provider and come back to /docs', async () => {
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
    // Only that page: a redirect anywhere else on the server is refused.
    const elsewhere = await authorize(`${api.url}/elsewhere`)
    expect(elsewhere.status).toBe(400)
  })
})
