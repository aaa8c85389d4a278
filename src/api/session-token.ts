/**
 * The sign-in tokens, kept in sessionStorage under one fixed key (core.md §9): they live as long
 * as the tab and are never written to localStorage, where any later script could read them for
 * good.
 */
export const SESSION_TOKEN_KEY = 'milk-safety.session-token'

export interface SessionTokens {
  accessToken: string
  idToken: string | null
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage
}

export function readSessionTokens(): SessionTokens | null {
  try {
    const text = storage()?.getItem(SESSION_TOKEN_KEY)
    return text ? (JSON.parse(text) as SessionTokens) : null
  } catch {
    return null
  }
}

export function readAccessToken(): string | null {
  return readSessionTokens()?.accessToken ?? null
}

export function storeSessionTokens(tokens: SessionTokens): void {
  storage()?.setItem(SESSION_TOKEN_KEY, JSON.stringify(tokens))
}

export function clearSessionTokens(): void {
  storage()?.removeItem(SESSION_TOKEN_KEY)
}
