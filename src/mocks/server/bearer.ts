/**
 * How the standalone API reads a bearer token: a JWT access token the sign-in service issued for
 * the API, verified with the service's public key (signature, issuer, audience and expiry), as a
 * resource server checks a hosted provider's tokens. Anything else names no one, and the API
 * answers 401.
 *
 * An access token must say it is one (RFC 9068): oidc-provider's JWT access tokens have the
 * header `typ: at+jwt`, its ID tokens `typ: JWT`, and both are signed with the same key, so
 * without the check an ID token issued for the API's audience would be taken for an access
 * token. It must expire too: jose only checks `exp` when there is one, and a token without it
 * would be good forever.
 */
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose'
import type { IdentifyBearer } from '../http/auth'

/** The JWT access token's type (RFC 9068 §2.1); jose also takes `application/at+jwt`, its equal. */
export const ACCESS_TOKEN_TYPE = 'at+jwt'

export function jwtBearer(options: { issuer: string; audience: string; publicKey: JWK }) {
  const keys = createLocalJWKSet({ keys: [options.publicKey] })
  const identify: IdentifyBearer = async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['exp', 'sub'],
        // The key's own algorithm only: a token cannot pick a weaker one.
        ...(options.publicKey.alg ? { algorithms: [options.publicKey.alg] } : {}),
      })
      return typeof payload.sub === 'string' ? payload.sub : null
    } catch {
      return null
    }
  }
  return identify
}
