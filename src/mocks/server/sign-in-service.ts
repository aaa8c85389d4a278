/**
 * The standalone server's OpenID Connect provider (oidc-provider, a certified implementation):
 * the portal signs in with the authorization code flow and PKCE, as it would with the hosted
 * sign-in service, and the access tokens it gets are JWTs for the API (`API_AUDIENCE`), which
 * the API verifies with the provider's public key (bearer.ts).
 *
 * Instead of a password form, the sign-in page lists the fake personas: choosing one signs in as
 * it. The portal is a first-party client, so there is no consent screen. Signing out of the
 * portal ends the provider's session too (RP-initiated logout).
 */
import express, { type Router } from 'express'
import Provider, {
  errors,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider'
import type { JWK } from 'jose'
import { PERSONAS } from '../personas'
import { pageTexts } from './page-texts'
import { signInPage, signOutPage } from './sign-in-pages'

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
  /** Where sessions, grants and codes are kept (provider-store.ts). */
  adapter: AdapterFactory
}

export interface SignInService {
  provider: Provider
  /** The interaction pages (sign-in with a persona), mounted before the provider itself. */
  interactions: Router
}

const personaClaims = (username: string) => ({
  sub: username,
  name: username,
  preferred_username: username,
  email: `${username}@example.test`,
})

export function createSignInService(options: SignInServiceOptions): SignInService {
  const redirectUris = options.portalOrigins.map((origin) => `${origin}/`)
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Milk-safety portal',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...redirectUris, CLI_REDIRECT_URI],
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
    clientBasedCORS: (_context, origin) => options.portalOrigins.includes(origin),
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

  const interactions = express.Router()
  const form = express.urlencoded({ extended: false, limit: '4kb' })

  interactions.get('/interaction/:uid', async (request, response, next) => {
    try {
      const details = await provider.interactionDetails(request, response)
      response
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(
          signInPage({
            action: `/oidc/interaction/${details.uid}`,
            personas: PERSONAS,
            texts: pageTexts(uiLocalesOf(details.params), request.get('accept-language')),
          }),
        )
    } catch (error) {
      next(error)
    }
  })

  interactions.post('/interaction/:uid', form, async (request, response, next) => {
    try {
      const { username = '', cancel } = request.body as { username?: string; cancel?: string }
      const result = cancel
        ? { error: 'access_denied', error_description: 'The sign-in was cancelled.' }
        : options.knowsUser(username)
          ? { login: { accountId: username } }
          : { error: 'access_denied', error_description: `Unknown user “${username}”.` }
      await provider.interactionFinished(request, response, result, {
        mergeWithLastSubmission: false,
      })
    } catch (error) {
      next(error)
    }
  })

  return { provider, interactions }
}

/** The languages the portal asked the sign-in page to speak (`ui_locales`, space-separated). */
const uiLocalesOf = (params: Record<string, unknown>): string | null =>
  typeof params.ui_locales === 'string' ? params.ui_locales : null
