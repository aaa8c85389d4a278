// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import Cookies from 'js-cookie'
import { FIRST_LOGIN_COOKIE_EXPIRY, isFirstLogin, markFirstLoginSeen } from './first-login-cookie'

afterEach(() => Cookies.remove('firstLogin', { path: '/' }))

describe('first-login cookie', () => {
  it('is a first login while the firstLogin cookie is absent', () => {
    expect(isFirstLogin()).toBe(true)
    document.cookie = 'firstLogin=anything; path=/'
    expect(isFirstLogin()).toBe(false)
  })

  it('marks the first login seen with a cookie that never expires (year 9999)', () => {
    const set = vi.spyOn(Cookies, 'set')
    markFirstLoginSeen()
    expect(isFirstLogin()).toBe(false)
    expect(set).toHaveBeenCalledWith('firstLogin', expect.any(String), {
      expires: FIRST_LOGIN_COOKIE_EXPIRY,
      path: '/',
      sameSite: 'lax',
    })
    expect(FIRST_LOGIN_COOKIE_EXPIRY.getUTCFullYear()).toBe(9999)
  })
})
