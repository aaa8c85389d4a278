/**
 * How the standalone API reads a bearer token: a JWT the sign-in service issued for the API,
 * verified with the service's public key (signature, issuer, audience and expiry), as a resource
 * server checks a hosted provider's tokens. Anything else names no one, and the API answers 401.
 */
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose'
import type { IdentifyBearer } from '../http/auth'

export function jwtBearer(options: { issuer: string; audience: string; publicKey: JWK }) {
  const keys = createLocalJWKSet({ keys: [options.publicKey] })
  const identify: IdentifyBearer = async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
      })
      return typeof payload.sub === 'string' ? payload.sub : null
    } catch {
      return null
    }
  }
  return identify
}
