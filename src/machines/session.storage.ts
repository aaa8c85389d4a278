/**
 * What the session keeps in sessionStorage (CORE-4.1): the signed-in user, the permissions as
 * a comma-separated list, and whether the sign-in analytics event was already logged in this
 * browser session. Sign-out clears all of it.
 */
import type { User } from '@/api/types'
import { readStored, removeStored, writeStored } from '@/domain/browser-storage'

export const USER_KEY = 'milk-safety.user'
export const PERMISSIONS_KEY = 'milk-safety.permissions'
export const SIGN_IN_LOGGED_KEY = 'milk-safety.sign-in-logged'

export function storeSession(user: User, permissions: readonly string[]): void {
  writeStored('session', USER_KEY, JSON.stringify(user))
  writeStored('session', PERMISSIONS_KEY, permissions.join(','))
}

export function readStoredPermissions(): string[] {
  const text = readStored('session', PERMISSIONS_KEY)
  return text ? text.split(',').filter(Boolean) : []
}

export function readStoredUser(): User | null {
  try {
    const text = readStored('session', USER_KEY)
    return text ? (JSON.parse(text) as User) : null
  } catch {
    return null
  }
}

export function clearStoredSession(): void {
  removeStored('session', USER_KEY)
  removeStored('session', PERMISSIONS_KEY)
  removeStored('session', SIGN_IN_LOGGED_KEY)
}

/** True the first time it is asked in a browser session (until clearStoredSession re-arms it). */
export function takeSignInLogTurn(): boolean {
  if (readStored('session', SIGN_IN_LOGGED_KEY)) return false
  writeStored('session', SIGN_IN_LOGGED_KEY, '1')
  return true
}
