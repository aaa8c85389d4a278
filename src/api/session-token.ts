/**
 * The sign-in tokens, kept in sessionStorage under one fixed key (CORE-9.12): they live as long
 * as the tab and are never written to localStorage, where any later script could read them for
 * good.
 */
import { readStored, removeStored, writeStored } from '@/domain/browser-storage'

export const SESSION_TOKEN_KEY = 'milk-safety.session-token'

export interface SessionTokens {
  accessToken: string
  idToken: string | null
}

export function readSessionTokens(): SessionTokens | null {
  try {
    const text = readStored('session', SESSION_TOKEN_KEY)
    return text ? (JSON.parse(text) as SessionTokens) : null
  } catch {
    return null
  }
}

export function readAccessToken(): string | null {
  return readSessionTokens()?.accessToken ?? null
}

export function storeSessionTokens(tokens: SessionTokens): void {
  writeStored('session', SESSION_TOKEN_KEY, JSON.stringify(tokens))
}

export function clearSessionTokens(): void {
  removeStored('session', SESSION_TOKEN_KEY)
}
