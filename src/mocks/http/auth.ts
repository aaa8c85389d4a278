/**
 * Bearer tokens of the fake sign-in. A token names the user it was issued to; it is opaque to the
 * portal, which only stores it in sessionStorage and sends it back, exactly as with real tokens.
 */
import type { Permission } from '@/domain/permissions'
import type { Database } from '../db/database'
import type { UserRow } from '../db/rows'
import { permissionsFor } from '../personas'
import { unauthorized } from './errors'

const TOKEN_PREFIX = 'fake.'

interface TokenClaims {
  sub: string
  iat: number
}

export function issueToken(username: string, issuedAt: number): string {
  const claims: TokenClaims = { sub: username, iat: issuedAt }
  return TOKEN_PREFIX + btoa(JSON.stringify(claims)).replace(/=+$/, '')
}

export function usernameFromToken(token: string): string | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null
  try {
    const claims = JSON.parse(atob(token.slice(TOKEN_PREFIX.length))) as Partial<TokenClaims>
    return typeof claims.sub === 'string' ? claims.sub : null
  } catch {
    return null
  }
}

/** The caller of a request: the user row (null when the account is gone) and its permissions. */
export interface Actor {
  username: string
  user: UserRow | null
  permissions: readonly Permission[]
}

export function findUserByUsername(db: Database, username: string): UserRow | undefined {
  const wanted = username.toLowerCase()
  return db.users.all().find((user) => user.username.toLowerCase() === wanted)
}

export function actorFor(db: Database, username: string): Actor {
  const user = findUserByUsername(db, username) ?? null
  if (!user) return { username, user: null, permissions: [] }
  const customer = user.customerId === null ? undefined : db.customers.get(user.customerId)
  return {
    username,
    user,
    permissions: permissionsFor(user.type, customer?.type ?? null, user.username),
  }
}

/**
 * Who a bearer token was issued to, or null when it is not a valid token. The in-browser fake API
 * reads its own tokens (usernameFromToken); the standalone server (`npm run api`) verifies the
 * access tokens of its OpenID Connect provider instead (src/mocks/server/bearer.ts).
 */
export type IdentifyBearer = (token: string) => string | null | Promise<string | null>

/** The bearer token of an Authorization header's value, if it holds one. */
export function bearerTokenIn(header: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null
}

/** The bearer token of the request's Authorization header, if there is one. */
export const bearerTokenOf = (request: Request): string | null =>
  bearerTokenIn(request.headers.get('Authorization'))

/** Resolves the Authorization header; a missing or unknown token is a 401. */
export async function authenticate(
  request: Request,
  db: Database,
  identify: IdentifyBearer = usernameFromToken,
): Promise<Actor> {
  const token = bearerTokenOf(request)
  const username = token ? await identify(token) : null
  if (!username) throw unauthorized()
  return actorFor(db, username)
}
