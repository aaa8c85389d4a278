/** Rules about users shared by the portal and the fake API. */

/** Display name: first plus last name when both exist, otherwise the username (CORE-3.1). */
export function displayName(user: {
  firstName?: string | null
  lastName?: string | null
  username: string
}): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.username
}

/**
 * The translation key of a fake persona's description: `customer.admin` →
 * `signIn.personas.customerAdmin` (i18next reads a dot in a key as nesting).
 */
export function personaTextKey(username: string): string {
  return `signIn.personas.${username.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())}`
}
