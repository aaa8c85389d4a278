/**
 * The portal's public pages (no session needed): where a reset mail's link leads, and where a
 * new link is asked for. The API builds the link (src/mocks/password-resets.ts) and the portal
 * serves the page (src/domain/paths.ts): one address for both.
 */
export const FORGOT_PASSWORD_PATH = '/forgot-password'
export const RESET_PASSWORD_PATH = '/reset-password'
