/**
 * Who the fake API knows how to sign in, and what each kind of user may do. Permissions follow
 * from the user's type (and, for customer staff, whether the customer is Premium or Free), so the
 * seven named personas and the other seeded users obey one rule set; docs/personas.md explains
 * the choices against the spec's gating rules.
 */
import { ALL_PERMISSIONS, PERMISSIONS as P, type Permission } from '@/domain/permissions'
import type { CustomerType, UserType } from '@/domain/enums'

export interface Persona {
  username: string
  /** One line for the sign-in screen and the dev panel. */
  description: string
}

/** The named personas, in the order the sign-in screen lists them. */
export const PERSONAS: readonly Persona[] = [
  { username: 'admin', description: 'Internal administrator: every permission, all customers' },
  { username: 'customer.admin', description: 'Customer admin of a Premium customer' },
  { username: 'site.admin', description: 'Site admin of one site of a Premium customer' },
  { username: 'operator', description: 'App user (operator) at one site' },
  { username: 'new.operator', description: 'Operator who has not accepted the latest terms' },
  { username: 'free.admin', description: 'Customer admin of a Free customer' },
  {
    username: 'catalogue.viewer',
    description:
      'Internal colleague who may read the test catalogue and reader firmware, not change them',
  },
  { username: 'lost.user', description: 'Signs in, but the API cannot find the account' },
]

/** The persona whose GET /v2/Users/me fails (the "account not found" path). */
export const LOST_USERNAME = 'lost.user'

/**
 * An internal user whose permissions are set per user rather than by type: read the test types,
 * the substances and the reader firmware, change nothing (the read-only path of the
 * administration screens).
 */
export const CATALOGUE_VIEWER_USERNAME = 'catalogue.viewer'

/** Users whose permission list is their own, not their type's. */
const PERMISSIONS_BY_USERNAME: Readonly<Record<string, readonly Permission[]>> = {
  [CATALOGUE_VIEWER_USERNAME]: [
    P.DASHBOARD,
    P.TERMS_READ,
    P.TEST_ITEMS_READ,
    P.SUBSTANCES_READ,
    P.DESKTOP_VERSIONING_READ,
  ],
}

/**
 * Every seeded user's password (docs/personas.md): what the standalone provider's password form
 * takes until the user changes or resets it. It passes the password rule (password.ts), so a
 * test can also type it as the "current password" of a change.
 */
export const FAKE_PASSWORD = 'fresh-milk-demo'

const CUSTOMER_STAFF_COMMON: Permission[] = [
  P.DASHBOARD,
  P.TEST_RECORDS,
  P.TEST_RECORDS_EXPORT,
  P.ACCOUNTS_READ,
  P.ACCOUNTS_CUSTOMER_READ,
  P.ACCOUNTS_SITE_READ,
  P.USERS_READ,
  P.USERS_WRITE,
  P.SUBSCRIPTIONS_READ,
  P.SUBSCRIPTIONS_WRITE,
  P.SUBSCRIPTIONS_DELETE,
  P.TERMS_READ,
  P.DEVICE_HEALTH,
]

const CUSTOMER_ADMIN: Permission[] = [
  ...CUSTOMER_STAFF_COMMON,
  P.ACCOUNTS_CUSTOMER_WRITE,
  P.ACCOUNTS_CUSTOMER_DELETE,
  P.ACCOUNTS_SITE_WRITE,
  P.USERS_DELETE,
]

const SITE_ADMIN: Permission[] = [...CUSTOMER_STAFF_COMMON, P.ACCOUNTS_SITE_WRITE]

const OPERATOR: Permission[] = [P.DASHBOARD, P.TEST_RECORDS, P.TERMS_READ]

/**
 * The permission list the API delivers with a user. Premium versus Free decides the dashboard
 * (customers:premium with accounts:read gives the full dashboard, CORE-6.5).
 */
export function permissionsFor(
  type: UserType,
  customerType: CustomerType | null,
  username = '',
): Permission[] {
  const own = PERMISSIONS_BY_USERNAME[username.toLowerCase()]
  if (own) return [...own]
  const tier = customerType === 'Free' ? P.CUSTOMERS_FREE : P.CUSTOMERS_PREMIUM
  switch (type) {
    case 'Root':
      return [...ALL_PERMISSIONS]
    case 'CustomerAdmin':
      return [...CUSTOMER_ADMIN, tier]
    case 'SiteAdmin':
      return [...SITE_ADMIN, tier]
    case 'Operator':
      return [...OPERATOR]
    case 'Integration':
      return [P.TEST_RECORDS]
  }
}
