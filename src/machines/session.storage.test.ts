// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { aUser } from '../../tests/helpers/builders'
import {
  clearStoredSession,
  PERMISSIONS_KEY,
  readStoredPermissions,
  readStoredUser,
  storeSession,
  takeSignInLogTurn,
  USER_KEY,
} from './session.storage'

beforeEach(() => sessionStorage.clear())

describe('what the session keeps in sessionStorage', () => {
  it('keeps the user, and the permissions as a comma-separated list', () => {
    const user = aUser()
    storeSession(user, ['dashboard', 'test-records'])
    expect(sessionStorage.getItem(PERMISSIONS_KEY)).toBe('dashboard,test-records')
    expect(readStoredPermissions()).toEqual(['dashboard', 'test-records'])
    expect(readStoredUser()).toEqual(user)
    expect(localStorage.getItem(USER_KEY)).toBeNull()
  })

  it('logs the sign-in event once per browser session, and again after a sign-out', () => {
    expect(takeSignInLogTurn()).toBe(true)
    expect(takeSignInLogTurn()).toBe(false)
    expect(takeSignInLogTurn()).toBe(false)
    clearStoredSession()
    expect(takeSignInLogTurn()).toBe(true)
  })

  it('forgets everything at sign-out', () => {
    storeSession(aUser(), ['dashboard'])
    clearStoredSession()
    expect(readStoredUser()).toBeNull()
    expect(readStoredPermissions()).toEqual([])
  })
})
