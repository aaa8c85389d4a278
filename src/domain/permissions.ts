/**
 * Permission names (CORE-6.2, ADMIN-6.2 to ADMIN-6.11). The API delivers them with the current
 * user; the portal and the fake API both gate on these constants, never on role names.
 */
export const PERMISSIONS = {
  DASHBOARD: 'dashboard',
  DESKTOP_VERSIONING_READ: 'desktop-versioning:read',
  DESKTOP_VERSIONING_WRITE: 'desktop-versioning:write',
  TEST_RECORDS: 'test-records',
  TEST_RECORDS_EXPORT: 'test-records:export',
  TEST_RECORDS_READ_DELETED: 'test-records:read-deleted',
  TEST_ITEMS_READ: 'test-types:test-items:read',
  TEST_ITEMS_WRITE: 'test-types:test-items:write',
  TEST_ITEMS_DELETE: 'test-types:test-items:delete',
  SUBSTANCES_READ: 'test-types:substances:read',
  SUBSTANCES_WRITE: 'test-types:substances:write',
  SUBSTANCES_DELETE: 'test-types:substances:delete',
  ACCOUNTS_READ: 'accounts:read',
  ACCOUNTS_WRITE: 'accounts:write',
  ACCOUNTS_DELETE: 'accounts:delete',
  ACCOUNTS_CUSTOMER_READ: 'accounts:customer:read',
  ACCOUNTS_CUSTOMER_WRITE: 'accounts:customer:write',
  ACCOUNTS_CUSTOMER_DELETE: 'accounts:customer:delete',
  ACCOUNTS_SITE_READ: 'accounts:site:read',
  ACCOUNTS_SITE_WRITE: 'accounts:site:write',
  USERS_READ: 'users:read',
  USERS_WRITE: 'users:write',
  USERS_DELETE: 'users:delete',
  TERMS_READ: 'terms:read',
  TERMS_WRITE: 'terms:write',
  TERMS_DELETE: 'terms:delete',
  SUBSCRIPTIONS_READ: 'subscriptions:read',
  SUBSCRIPTIONS_WRITE: 'subscriptions:write',
  SUBSCRIPTIONS_DELETE: 'subscriptions:delete',
  CUSTOMERS_PREMIUM: 'customers:premium',
  CUSTOMERS_FREE: 'customers:free',
  PREMIUM_WRITE: 'premium:write',
  DEVICE_HEALTH: 'device-health',
} as const

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS]

/** Site delete shares the value of site write (CORE-6.2). */
export const ACCOUNTS_SITE_DELETE = PERMISSIONS.ACCOUNTS_SITE_WRITE

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS)

/** True when `held` contains at least one of `needed` (the spec's default "any" rule). */
export function hasAny(held: readonly string[], needed: readonly Permission[]): boolean {
  return needed.some((permission) => held.includes(permission))
}

/** True when `held` contains every one of `needed` (the "where required, all" rule). */
export function hasAll(held: readonly string[], needed: readonly Permission[]): boolean {
  return needed.every((permission) => held.includes(permission))
}

/** Who may list users (GET /v2/Users): the users pickers of the filters and views. */
export const USER_LIST_READERS: readonly Permission[] = [
  PERMISSIONS.USERS_READ,
  PERMISSIONS.ACCOUNTS_READ,
  PERMISSIONS.ACCOUNTS_CUSTOMER_READ,
  PERMISSIONS.ACCOUNTS_SITE_READ,
]

/**
 * Who may do what to sites (ADMIN-6.4), each rule "any of" these permissions: one definition
 * for the router's routes, the accounts screens' controls and the fake API's checks, so the three
 * cannot drift apart. The scope (a customer's or a site's own) is applied on top by each side.
 */
export const SITE_RULES = {
  /** The accounts screens' sites tab and a site's page (site admins see theirs on the dashboard). */
  listOnScreens: [PERMISSIONS.ACCOUNTS_READ, PERMISSIONS.ACCOUNTS_CUSTOMER_READ],
  /** The site calls: site admins read their own site too. */
  read: [
    PERMISSIONS.ACCOUNTS_READ,
    PERMISSIONS.ACCOUNTS_CUSTOMER_READ,
    PERMISSIONS.ACCOUNTS_SITE_READ,
  ],
  create: [PERMISSIONS.ACCOUNTS_WRITE, PERMISSIONS.ACCOUNTS_CUSTOMER_WRITE],
  /** Site admins edit their own site. */
  edit: [
    PERMISSIONS.ACCOUNTS_WRITE,
    PERMISSIONS.ACCOUNTS_CUSTOMER_WRITE,
    PERMISSIONS.ACCOUNTS_SITE_WRITE,
  ],
  /** Site delete shares the value of site write (CORE-6.2). */
  delete: [PERMISSIONS.ACCOUNTS_DELETE, PERMISSIONS.ACCOUNTS_CUSTOMER_DELETE, ACCOUNTS_SITE_DELETE],
} as const satisfies Record<string, readonly Permission[]>

/**
 * Who may use a screen or an area: at least one of `any` and every one of `all`. A user without
 * any permission may use nothing. The router, the navigation and the screens read these rules.
 */
export interface AccessRule {
  any?: readonly Permission[]
  all?: readonly Permission[]
}

export function mayUse(permissions: readonly string[], rule: AccessRule): boolean {
  if (permissions.length === 0) return false
  if (rule.any && !hasAny(permissions, rule.any)) return false
  if (rule.all && !hasAll(permissions, rule.all)) return false
  return true
}
