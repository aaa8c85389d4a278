/**
 * Build-time configuration. `__FAKE_API__` is a compile-time constant (vite.config.ts): when a
 * real API base is configured it is false, the fake-API branches are dead code, and the bundler
 * leaves the whole fake API out of the build.
 */
export const FAKE_API: boolean = __FAKE_API__

/** The application version shown in the navigation (CORE-1.2). */
export const APP_VERSION = '1.8.6'

/** Where the API lives: the configured base, or the fake API's base on this origin. */
export function apiBase(): string {
  return FAKE_API
    ? new URL('/api', window.location.origin).href
    : String(import.meta.env.VITE_API_BASE).replace(/\/+$/, '')
}

/** The hosted sign-in service of real mode. */
export function oidcSettings() {
  return {
    authority: String(import.meta.env.VITE_OIDC_AUTHORITY ?? ''),
    clientId: String(import.meta.env.VITE_OIDC_CLIENT_ID ?? ''),
    origin: window.location.origin,
  }
}
