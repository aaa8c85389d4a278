/**
 * Signs in to the standalone server's provider without a browser: the authorization code flow
 * with PKCE, walked request by request as a browser would (the persona is chosen on the sign-in
 * page's form). Tests use it to call the API with real tokens, and `npm run api:token` prints one
 * for curl.
 */
import { createHash, randomBytes } from 'node:crypto'
import { CLI_REDIRECT_URI, PORTAL_CLIENT_ID } from './sign-in-service'

export interface IssuedTokens {
  accessToken: string
  idToken: string
  expiresIn: number
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** Cookies by name, as a browser would send them back to the provider. */
class CookieJar {
  readonly #cookies = new Map<string, string>()
  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1))
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), Cookie: jar.header() },
  })
  jar.take(response)
  return response
}

function locationOf(response: Response, from: string): string {
  const location = response.headers.get('Location')
  if (!location) throw new Error(`Expected a redirect from ${from}, got ${response.status}.`)
  return new URL(location, from).href
}

export async function signInWithCodeFlow(options: {
  issuer: string
  username: string
  /** A redirect URI of the portal client; by default the one for command-line clients. */
  redirectUri?: string
}): Promise<IssuedTokens> {
  const redirectUri = options.redirectUri ?? CLI_REDIRECT_URI
  const jar = new CookieJar()
  const verifier = base64url(randomBytes(32))
  const state = base64url(randomBytes(16))
  const authorize = new URL(`${options.issuer}/auth`)
  authorize.search = new URLSearchParams({
    client_id: PORTAL_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString()

  const toSignInPage = locationOf(await step(jar, authorize.href), authorize.href)
  const signedIn = await step(jar, toSignInPage, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: options.username }).toString(),
  })
  const resume = locationOf(signedIn, toSignInPage)
  const callback = new URL(locationOf(await step(jar, resume), resume))
  const code = callback.searchParams.get('code')
  if (!code || callback.searchParams.get('state') !== state) {
    throw new Error(`The sign-in did not return a code: ${callback.href}`)
  }

  const token = await fetch(`${options.issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: PORTAL_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  })
  const body = (await token.json()) as Record<string, unknown>
  if (!token.ok) throw new Error(`The token request failed: ${JSON.stringify(body)}`)
  return {
    accessToken: String(body.access_token),
    idToken: String(body.id_token),
    expiresIn: Number(body.expires_in),
  }
}
