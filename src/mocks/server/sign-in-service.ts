/**
 * The standalone server's OpenID Connect provider (oidc-provider, a certified implementation):
 * the portal signs in with the authorization code flow and PKCE, as it would with the hosted
 * sign-in service, and the access tokens it gets are JWTs for the API (`API_AUDIENCE`), which
 * the API verifies with the provider's public key (bearer.ts).
 *
 * The sign-in page has a username and password form, checked against the API's own users (a
 * password changed or reset through the API counts at once), with a brake on guessing
 * (failed-sign-ins.ts) and a "Forgot password?" page that mails a reset link through the API's
 * own outbox; beside it, the fake personas, each signing in with one click. The portal is a
 * first-party client, so there is no consent screen. Signing out of the portal ends the
 * provider's session too (RP-initiated logout).
 *
 * What a browser or a client gets wrong is answered as such, never as the server's failure: an
 * unknown or expired sign-in is a 404 page that links back to the portal, an oversized form a
 * 413, a form the page did not send a 400; none of them is logged. Every answer carries the
 * headers that keep the pages out of other sites' frames (sign-in-pages.ts).
 */
import express, { type ErrorRequestHandler, type Router } from 'express'
import Provider, {
  errors,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider'
import type { JWK } from 'jose'
import { PERSONAS } from '../personas'
import { FailedSignIns } from './failed-sign-ins'
import { pageTexts, type PageTexts } from './page-texts'
import {
  forgotPasswordPage,
  LOGIN_MAX_LENGTH,
  pageSecurityHeaders,
  signInErrorPage,
  signInPage,
  signOutPage,
  USERNAME_MAX_LENGTH,
} from './sign-in-pages'

/** The audience of the API's access tokens: what a token must be issued for to be accepted. */
export const API_AUDIENCE = 'urn:milk-safety:api'
/** The portal's client id at the provider (VITE_OIDC_CLIENT_ID). */
export const PORTAL_CLIENT_ID = 'portal'
/**
 * A loopback redirect URI for command-line clients (RFC 8252): `npm run api:token` and the tests
 * read the code from the redirect itself, so nothing needs to listen there.
 */
export const CLI_REDIRECT_URI = 'http://127.0.0.1/callback'
/** Scopes the portal asks for (src/app/auth/oidc-auth-service.ts); all are granted at once. */
const PORTAL_SCOPES = 'openid profile email'
const ACCESS_TOKEN_SECONDS = 60 * 60

export interface SignInServiceOptions {
  /** The provider's issuer URL, e.g. http://127.0.0.1:8787/oidc. */
  issuer: string
  /** Origins the portal is served from: each is a redirect and post-logout URI (`{origin}/`). */
  portalOrigins: readonly string[]
  /** The private signing key (persisted so tokens outlive a restart). */
  signingKey: JWK
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[]
  /** Whether a username may sign in (a persona or a seeded user). */
  knowsUser: (username: string) => boolean
  /**
   * The password form's check: the account's username (as stored, whatever the case typed) when
   * `password` is its password, else null.
   */
  checkPassword: (username: string, password: string) => string | null
  /**
   * "Forgot password?": mails each account a login (a username or an e-mail address) names a
   * link to reset its password, on the portal at `portalOrigin`; says nothing of the accounts.
   */
  sendResetLink: (login: string, portalOrigin: string) => Promise<void>
  /** Where sessions, grants and codes are kept (provider-store.ts). */
  adapter: AdapterFactory
  /**
   * The server's API reference (`/docs`, api-reference.ts): its "Authorize" signs in as the
   * portal and comes back there, and fetches the token from its own origin.
   */
  referencePage?: string
}

export interface SignInService {
  provider: Provider
  /** The interaction pages (sign-in with a persona), mounted before the provider itself. */
  interactions: Router
}

/** A sign-in form the page did not send (a missing or repeated field): answered with a 400. */
class InvalidForm extends Error {
  readonly status = 400
  readonly expose = true
}

/** The first value of a form field or query parameter, if it is a single string. */
const single = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** A username field as the page sends it: one printable name, not too long (else a 400). */
function usernameIn(value: unknown): string {
  const name = single(value)
  if (name === null || name.length > USERNAME_MAX_LENGTH || /\p{Cc}/u.test(name)) {
    throw new InvalidForm('username is not one printable name')
  }
  return name
}

/** A text field the page always sends, as one value (else a 400). */
function fieldIn(body: Record<string, unknown>, name: string, maxLength: number): string {
  const value = single(body[name])
  if (value === null || value.length > maxLength) throw new InvalidForm(`${name} is not one value`)
  return value
}

/** The longest password the form takes: the body's own limit (4 KB) bounds it anyway. */
const PASSWORD_FIELD_MAX_LENGTH = 1024

const personaClaims = (username: string) => ({
  sub: username,
  name: username,
  preferred_username: username,
  email: `${username}@example.test`,
})

export function createSignInService(options: SignInServiceOptions): SignInService {
  const redirectUris = options.portalOrigins.map((origin) => `${origin}/`)
  const referenceOrigin = options.referencePage && new URL(options.referencePage).origin
  /** The password form's brake on guessing, one per server (failed-sign-ins.ts). */
  const failedSignIns = new FailedSignIns()
  const securityHeaders = pageSecurityHeaders(options.portalOrigins)
  /**
   * Where a sign-in that cannot go on starts again: the portal, at the first of these addresses
   * (a redirect URI, a Referer, the form's `portal` field) that is one of its origins; when none
   * is, every origin it is served from, so that a forged address can never be offered.
   */
  const startAgainFor = (...hints: Array<string | null | undefined>): string[] => {
    for (const hint of hints) {
      if (!hint || !URL.canParse(hint)) continue
      const origin = new URL(hint).origin
      if (options.portalOrigins.includes(origin)) return [`${origin}/`]
    }
    return redirectUris
  }
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Milk-safety portal',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [
          ...redirectUris,
          CLI_REDIRECT_URI,
          ...(options.referencePage ? [options.referencePage] : []),
        ],
        post_logout_redirect_uris: redirectUris,
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [options.signingKey] },
    cookies: { keys: options.cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    async findAccount(_context, id) {
      if (!options.knowsUser(id)) return undefined
      return { accountId: id, claims: async () => personaClaims(id) }
    },
    interactions: { url: (_context, interaction) => `/oidc/interaction/${interaction.uid}` },
    // The provider's error page (a bad authorization request, a sign-in resumed after it
    // expired) as the service's other pages, in the user's language, without oidc-provider's
    // default (which loads a web font the pages' policy refuses).
    async renderError(context, out, error) {
      const params = context.oidc?.params ?? {}
      const texts = pageTexts(single(params.ui_locales), context.get('accept-language'))
      const expired = error instanceof errors.SessionNotFound
      context.type = 'html'
      context.body = signInErrorPage({
        heading: texts.t(expired ? 'signInService.expired' : 'signInService.failed'),
        // The protocol's own description (in English) says what else was wrong.
        detail: expired
          ? texts.t('signInService.expiredDetail')
          : (single(out.error_description) ?? single(out.error)),
        startAgain: startAgainFor(single(params.redirect_uri), context.get('referer')),
        texts,
      })
    },
    // The portal renews its access token with a refresh token (rotated on every use), as a
    // browser application does without a hidden frame; its session is in the tab's
    // sessionStorage, so the refresh token never outlives the tab.
    async issueRefreshToken(_context, client) {
      return client.grantTypeAllowed('refresh_token') && client.clientAuthMethod === 'none'
    },
    // The portal is this service's own client: what it asks for is granted without a consent
    // screen, as a company's sign-in service does for its own applications.
    async loadExistingGrant(context: KoaContextWithOIDC) {
      const { oidc } = context
      const client = oidc.client
      const accountId = oidc.session?.accountId
      if (!client || !accountId) return undefined
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId)
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId })
      grant.addOIDCScope(PORTAL_SCOPES)
      grant.addResourceScope(API_AUDIENCE, 'api')
      await grant.save()
      return grant
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(context, form) {
          const asked = context.oidc.params?.ui_locales
          context.body = signOutPage(
            form,
            pageTexts(typeof asked === 'string' ? asked : null, context.get('accept-language')),
          )
        },
        async postLogoutSuccessSource(context) {
          context.body = signOutPage(null, pageTexts(context.get('accept-language')))
        },
      },
      // Access tokens are JWTs for the API, whatever the portal asks for: a resource server
      // verifies them on its own, with the provider's public key.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        async getResourceServerInfo(_context, resource) {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget()
          return {
            scope: 'api',
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            accessTokenFormat: 'jwt',
          }
        },
      },
    },
    clientBasedCORS: (_context, origin) =>
      options.portalOrigins.includes(origin) || origin === referenceOrigin,
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      IdToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: 8 * 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      Interaction: 15 * 60,
    },
  }
  const provider = new Provider(options.issuer, configuration)
  // Before oidc-provider's own middleware, so its error pages and auto-submitted forms have the
  // headers too (it adds its forms' script hashes to the policy it finds).
  provider.use(async (context, next) => {
    context.set(securityHeaders)
    await next()
  })

  const interactions = express.Router()
  const form = express.urlencoded({ extended: false, limit: '4kb' })

  interactions.use('/interaction', (_request, response, next) => {
    response.set(securityHeaders)
    next()
  })

  /**
   * The sign-in under way at this address. Its cookie is scoped to the address, so another
   * sign-in's cookie is not sent here; a mismatch would be a forged cookie, and is unknown too.
   */
  async function interactionAt(request: express.Request, response: express.Response) {
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch')
    return details
  }

  type Details = Awaited<ReturnType<typeof interactionAt>>

  /** The page's language, and the portal's address a sign-in of the portal returns to. */
  function pageContext(details: Details, request: express.Request) {
    const texts = pageTexts(single(details.params.ui_locales), request.get('accept-language'))
    const redirectUri = single(details.params.redirect_uri)
    // A command-line client's redirect URI is no page to go back to.
    const portal = redirectUri && redirectUris.includes(redirectUri) ? redirectUri : null
    return { texts, portal }
  }

  const signInAddress = (details: Details) => `/oidc/interaction/${details.uid}`
  const forgotAddress = (details: Details) => `${signInAddress(details)}/forgot`

  function sendPage(response: express.Response, html: string, status = 200) {
    response.status(status).type('html').set('Cache-Control', 'no-store').send(html)
  }

  function sendSignInPage(
    request: express.Request,
    response: express.Response,
    details: Details,
    failed: { status: number; username: string; error: string } | null = null,
  ) {
    sendPage(
      response,
      signInPage({
        action: signInAddress(details),
        forgot: forgotAddress(details),
        personas: PERSONAS,
        ...pageContext(details, request),
        ...(failed ? { username: failed.username, error: failed.error } : {}),
      }),
      failed?.status,
    )
  }

  /**
   * A try with the password form: the account it signs in to, or why not. A name that failed
   * too often lately is refused before its password is looked at, so that guessing it goes no
   * faster than the limit; a wrong username and a wrong password are the same failure, so that
   * the page does not tell which accounts exist.
   */
  function tryPassword(
    username: string,
    password: string,
    texts: PageTexts,
  ): { accountId: string } | { status: number; error: string; retryAfterMs?: number } {
    const now = Date.now()
    const refusedFor = failedSignIns.refusedFor(username, now)
    if (refusedFor > 0) {
      return {
        status: 429,
        error: texts.t('signInService.tooManyTries', { count: Math.ceil(refusedFor / 60_000) }),
        retryAfterMs: refusedFor,
      }
    }
    const accountId =
      username.trim() === '' ? null : options.checkPassword(username.trim(), password)
    if (accountId === null) {
      failedSignIns.failed(username, now)
      return { status: 200, error: texts.t('signInService.wrongPassword') }
    }
    failedSignIns.succeeded(username)
    return { accountId }
  }

  interactions.get('/interaction/:uid', async (request, response, next) => {
    try {
      sendSignInPage(request, response, await interactionAt(request, response))
    } catch (error) {
      next(error)
    }
  })

  interactions.post('/interaction/:uid', form, async (request, response, next) => {
    try {
      const details = await interactionAt(request, response)
      const body = request.body as Record<string, unknown>
      let result
      if (body.cancel !== undefined) {
        if (single(body.cancel) === null) throw new InvalidForm('cancel is not one value')
        result = { error: 'access_denied', error_description: 'The sign-in was cancelled.' }
      } else if (body.password !== undefined) {
        // The password form (a persona's button sends no password).
        const username = usernameIn(body.username)
        const password = fieldIn(body, 'password', PASSWORD_FIELD_MAX_LENGTH)
        const tried = tryPassword(username, password, pageContext(details, request).texts)
        if (!('accountId' in tried)) {
          if (tried.retryAfterMs !== undefined) {
            response.set('Retry-After', String(Math.ceil(tried.retryAfterMs / 1000)))
          }
          sendSignInPage(request, response, details, { ...tried, username })
          return
        }
        result = { login: { accountId: tried.accountId } }
      } else {
        // The page's buttons send one printable name; anything else was not sent by it.
        const name = usernameIn(body.username)
        if (name === '') throw new InvalidForm('username is empty')
        result = options.knowsUser(name)
          ? { login: { accountId: name } }
          : { error: 'access_denied', error_description: `Unknown user “${name}”.` }
      }
      // The same finish for both ways of signing in: the provider's session, then the portal.
      await provider.interactionFinished(request, response, result, {
        mergeWithLastSubmission: false,
      })
    } catch (error) {
      next(error)
    }
  })

  interactions.get('/interaction/:uid/forgot', async (request, response, next) => {
    try {
      const details = await interactionAt(request, response)
      sendPage(
        response,
        forgotPasswordPage({
          action: forgotAddress(details),
          back: signInAddress(details),
          ...pageContext(details, request),
          sent: false,
        }),
      )
    } catch (error) {
      next(error)
    }
  })

  interactions.post('/interaction/:uid/forgot', form, async (request, response, next) => {
    try {
      // Only from the page of a sign-in under way: its cookie (SameSite) keeps other sites'
      // forms from sending mail in a visitor's name.
      const details = await interactionAt(request, response)
      const login = fieldIn(request.body as Record<string, unknown>, 'login', LOGIN_MAX_LENGTH)
      const context = pageContext(details, request)
      // The link opens the portal the sign-in came from (its first origin for a command-line
      // client), where the reset page is.
      const portalOrigin = context.portal
        ? new URL(context.portal).origin
        : (options.portalOrigins[0] ?? new URL(options.issuer).origin)
      if (login.trim() !== '') await options.sendResetLink(login.trim(), portalOrigin)
      sendPage(
        response,
        forgotPasswordPage({
          action: forgotAddress(details),
          back: signInAddress(details),
          ...context,
          sent: true,
        }),
      )
    } catch (error) {
      next(error)
    }
  })

  /**
   * The interaction pages' errors, answered here rather than by the server's last resort (a 500
   * with a logged stack): a client's mistake is a page with its status, and is not logged.
   */
  const answerErrors: ErrorRequestHandler = (error, request, response, _next) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const texts = pageTexts(single(body.ui_locales), request.get('accept-language'))
    const startAgain = startAgainFor(single(body.portal), request.get('referer'))
    const { status, expose } = error as { status?: unknown; expose?: unknown }
    let code: number
    let heading: string
    if (error instanceof errors.SessionNotFound) {
      // Unknown, expired, finished already, or its session ended meanwhile.
      code = 404
      heading = texts.t('signInService.expired')
    } else if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
      // The form (body-parser's http-errors: 413 too large, 415 another charset, 400 malformed),
      // or InvalidForm.
      code = status
      heading = texts.t('signInService.badForm')
    } else {
      console.error(error)
      code = 500
      heading = texts.t('signInService.failed')
    }
    if (response.headersSent) {
      response.end()
      return
    }
    response
      .status(code)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        signInErrorPage({
          heading,
          detail: code === 404 ? texts.t('signInService.expiredDetail') : null,
          startAgain,
          texts,
        }),
      )
  }
  interactions.use('/interaction', answerErrors)

  return { provider, interactions }
}
