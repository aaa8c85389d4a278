/**
 * The fake sign-in (fake mode only, loaded through src/app/fake-api.ts): a persona signs in by
 * name, and `?as=<username>` on any URL signs in directly as that persona, for demos and tests.
 */
import i18next from 'i18next'
import { fakeSignIn } from '@/api/endpoints/fake-auth'
import {
  clearSessionTokens,
  readSessionTokens,
  storeSessionTokens,
  type SessionTokens,
} from '@/api/session-token'
import type { AuthService } from './auth-service'

async function signInAs(username: string): Promise<SessionTokens> {
  const answer = await fakeSignIn(username)
  const tokens = { accessToken: answer.access_token, idToken: answer.id_token }
  storeSessionTokens(tokens)
  return tokens
}

export const fakeAuthService: AuthService = {
  async resume() {
    const url = new URL(window.location.href)
    const username = url.searchParams.get('as')
    if (!username) return readSessionTokens()
    const tokens = await signInAs(username)
    // Only once signed in: a reload before that (the dev server's, say) still finds the name.
    url.searchParams.delete('as')
    window.history.replaceState(window.history.state, '', url)
    return tokens
  },
  signIn: async (username) => {
    if (!username) throw new Error(i18next.t('signIn.intro'))
    return signInAs(username)
  },
  signOut: async () => clearSessionTokens(),
}
