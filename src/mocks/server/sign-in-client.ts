/**
 * Signs in to the standalone server's provider without a browser: the authorization code flow
 * with PKCE, walked request by request as a browser would (a persona chosen on the sign-in page,
 * or its username and password form). Tests use it to call the API with real tokens, and
 * `npm run api:token` prints one for curl.
 */
import { createHash, randomBytes } from 'node:crypto'
import { CLI_REDIRECT_URI, PORTAL_CLIENT_ID } from './sign-in-service'

export interface IssuedTokens {
  accessToken: string
  idToken: string
  /** What renews the access token (the portal's client gets one). */
  refreshToken: string | null
  expiresIn: number
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** Cookies by name, as a browser keeps them for the provider, sent back on every step. */
export class CookieJar {
  readonly #cookies = new Map<string, string>()

  /** One request, its redirect not followed, its cookies kept. */
  async step(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Cookie: this.#header() },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1))
    }
    return response
  }

  #header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

function locationOf(response: Response, from: string): string {
  const location = response.headers.get('Location')
  if (!location) throw new Error(`Expected a redirect from ${from}, got ${response.status}.`)
  return new URL(location, from).href
}

/** A sign-in under way: the browser's cookies, the request's secrets, and its sign-in page. */
export interface SignInFlow {
  jar: CookieJar
  issuer: string
  redirectUri: string
  state: string
  verifier: string
  /** The provider's sign-in page (the personas), where the flow now is. */
  pageUrl: string
  page: Response
}

/** Where an authorization request ends: the sign-in page, or (signed in already) back at once. */
export type StartedSignIn =
  (SignInFlow & { callback: null }) | (Omit<SignInFlow, 'pageUrl' | 'page'> & { callback: URL })

/** A browser's start of a sign-in: the authorization request, up to the sign-in page. */
export async function startSignIn(options: {
  issuer: string
  /** A redirect URI of the portal client; by default the one for command-line clients. */
  redirectUri?: string
  /** The browser's cookies from an earlier sign-in (its provider session); by default none. */
  jar?: CookieJar
  /** The languages the sign-in page should speak (OpenID Connect ui_locales). */
  uiLocales?: string
}): Promise<StartedSignIn> {
  const redirectUri = options.redirectUri ?? CLI_REDIRECT_URI
  const jar = options.jar ?? new CookieJar()
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
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
  }).toString()
  const started = { jar, issuer: options.issuer, redirectUri, state, verifier }
  const pageUrl = locationOf(await jar.step(authorize.href), authorize.href)
  if (pageUrl.startsWith(redirectUri)) return { ...started, callback: new URL(pageUrl) }
  return { ...started, pageUrl, page: await jar.step(pageUrl), callback: null }
}

/** Starts a sign-in that must reach the sign-in page (no provider session yet). */
export async function openSignInPage(
  options: Parameters<typeof startSignIn>[0],
): Promise<SignInFlow> {
  const flow = await startSignIn(options)
  if (flow.callback) throw new Error(`Signed in at the provider already: ${flow.callback.href}`)
  return flow
}

/**
 * Submits the sign-in page's form (`{ username }` chooses a persona, `{ cancel: '1' }` cancels)
 * and follows the provider back: the redirect URI with the code, or with the error.
 */
export async function submitSignIn(flow: SignInFlow, fields: Record<string, string>): Promise<URL> {
  const submitted = await flow.jar.step(flow.pageUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const resume = locationOf(submitted, flow.pageUrl)
  return new URL(locationOf(await flow.jar.step(resume), resume))
}

/**
 * Submits the sign-in page's username and password form. Signed in, it follows the provider back
 * to the redirect URI with the code (`callback`); refused, it answers the page the provider sent
 * instead (the form again, with why).
 */
export async function submitPassword(
  flow: SignInFlow,
  username: string,
  password: string,
): Promise<{ callback: URL; page: null } | { callback: null; page: Response }> {
  const submitted = await flow.jar.step(flow.pageUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })
  if (!submitted.headers.has('Location')) return { callback: null, page: submitted }
  const resume = locationOf(submitted, flow.pageUrl)
  return { callback: new URL(locationOf(await flow.jar.step(resume), resume)), page: null }
}

/** Trades the code for tokens at the token endpoint, with the flow's PKCE verifier. */
export async function exchangeCode(
  flow: Pick<SignInFlow, 'issuer' | 'redirectUri' | 'verifier'>,
  code: string,
): Promise<IssuedTokens> {
  const token = await fetch(`${flow.issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      client_id: PORTAL_CLIENT_ID,
      code_verifier: flow.verifier,
    }).toString(),
  })
  const body = (await token.json()) as Record<string, unknown>
  if (!token.ok) throw new Error(`The token request failed: ${JSON.stringify(body)}`)
  return {
    accessToken: String(body.access_token),
    idToken: String(body.id_token),
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresIn: Number(body.expires_in),
  }
}

/**
 * The whole flow: signs in as `username` (with the password form when a `password` is given, else
 * with the persona's button) and answers the tokens.
 */
export async function signInWithCodeFlow(options: {
  issuer: string
  username: string
  password?: string
  redirectUri?: string
}): Promise<IssuedTokens> {
  const flow = await openSignInPage(options)
  let callback: URL
  if (options.password === undefined) {
    callback = await submitSignIn(flow, { username: options.username })
  } else {
    const tried = await submitPassword(flow, options.username, options.password)
    if (!tried.callback) throw new Error(`The password was refused (${tried.page.status}).`)
    callback = tried.callback
  }
  const code = callback.searchParams.get('code')
  if (!code || callback.searchParams.get('state') !== flow.state) {
    throw new Error(`The sign-in did not return a code: ${callback.href}`)
  }
  return exchangeCode(flow, code)
}
