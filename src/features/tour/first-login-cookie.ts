/**
 * The firstLogin cookie (CORE-4.3): while it is absent the tour starts by itself;
 * once set it never expires (year 9999), so the tour starts by itself only once per browser.
 */
import Cookies from 'js-cookie'

export const FIRST_LOGIN_COOKIE = 'firstLogin'

/** The last moment of year 9999: "never expires" in a form every browser accepts. */
export const FIRST_LOGIN_COOKIE_EXPIRY = new Date('9999-12-31T23:59:59Z')

export function isFirstLogin(): boolean {
  return Cookies.get(FIRST_LOGIN_COOKIE) === undefined
}

export function markFirstLoginSeen(): void {
  Cookies.set(FIRST_LOGIN_COOKIE, 'false', {
    expires: FIRST_LOGIN_COOKIE_EXPIRY,
    path: '/',
    sameSite: 'lax',
  })
}
