/**
 * The fake sign-in: stands in for the hosted sign-in service in fake mode. It issues a token for
 * a seeded user or a named persona (lost.user has no account, yet signs in: the API then fails
 * to find it, which is the point of that persona).
 */
import { findUserByUsername, issueToken } from '../http/auth'
import { HttpError } from '../http/errors'
import type { Route, Router } from '../http/router'
import { PERSONAS } from '../personas'

export interface SignInRequest {
  username: string
}

export interface SignInResponse {
  access_token: string
  id_token: string
  token_type: 'Bearer'
  username: string
}

export function authHandlers(route: Router): Route[] {
  return [
    // What the hosted sign-in page would offer: the personas to sign in as.
    route.get('/fake-auth/personas', { public: true }, () => PERSONAS),

    route.post('/fake-auth/sign-in', { public: true }, async ({ body, backend }) => {
      const { username } = await body<Partial<SignInRequest>>()
      const known =
        typeof username === 'string' &&
        (findUserByUsername(backend.db, username) ||
          PERSONAS.some((persona) => persona.username === username))
      if (!known) throw new HttpError(401, { message: `Unknown user “${String(username)}”.` })
      const token = issueToken(username, backend.now())
      return {
        access_token: token,
        id_token: token,
        token_type: 'Bearer',
        username,
      } satisfies SignInResponse
    }),
  ]
}
