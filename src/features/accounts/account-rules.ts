/**
 * The accounts' rules that are not a form schema (ADMIN-4.13, ADMIN-6.12): which roles the role
 * form offers, what each account control needs, and the QR switch of a site's test types. Pure, so
 * the forms, the lists and the tests read the same rule.
 */
import type { TestType } from '@/api/types'
import type { CustomerType } from '@/domain/enums'
import type { UserFormType } from '@/domain/validation/user'
import { hasAny, PERMISSIONS as P, SITE_RULES } from '@/domain/permissions'

/** The roles the role form offers: site-admin or customer-admin users. */
export type AccountRole = Extract<UserFormType, 'CustomerAdmin' | 'SiteAdmin'>

/**
 * ADMIN-6.12: customer admins and site admins with accounts:read (the customer admin option
 * needs it), site admins only for the customer scope, nothing otherwise; without accounts:write
 * the role is fixed to SiteAdmin.
 */
export function roleOptions(permissions: readonly string[]): AccountRole[] {
  const offered: AccountRole[] = permissions.includes(P.ACCOUNTS_READ)
    ? ['CustomerAdmin', 'SiteAdmin']
    : permissions.includes(P.ACCOUNTS_CUSTOMER_READ)
      ? ['SiteAdmin']
      : []
  return permissions.includes(P.ACCOUNTS_WRITE)
    ? offered
    : offered.filter((role) => role === 'SiteAdmin')
}

/** What the signed-in user may do on the accounts screens (the fake API checks the same). */
export interface AccountPermissions {
  /** The customer picker and every customer (internal scope). */
  readCustomers: boolean
  /** The sites tab and the roles list's site column (customer scope). */
  readSites: boolean
  /** Create and edit customers, create customer admins, transfer sites. */
  writeCustomers: boolean
  deleteCustomers: boolean
  /** The Premium/Free switch on customers and sites. */
  premium: boolean
  createSites: boolean
  editSites: boolean
  deleteSites: boolean
  /** Create and edit the site admins (and customer admins, with writeCustomers). */
  writeRoles: boolean
  deleteRoles: boolean
}

export function accountPermissions(permissions: readonly string[]): AccountPermissions {
  const has = (permission: string) => permissions.includes(permission)
  return {
    readCustomers: has(P.ACCOUNTS_READ),
    readSites: hasAny(permissions, SITE_RULES.listOnScreens),
    writeCustomers: has(P.ACCOUNTS_WRITE),
    deleteCustomers: has(P.ACCOUNTS_DELETE),
    premium: has(P.PREMIUM_WRITE),
    createSites: hasAny(permissions, SITE_RULES.create),
    editSites: hasAny(permissions, SITE_RULES.edit),
    deleteSites: hasAny(permissions, SITE_RULES.delete),
    writeRoles:
      roleOptions(permissions).length > 0 &&
      hasAny(permissions, [P.ACCOUNTS_WRITE, P.ACCOUNTS_CUSTOMER_WRITE]),
    deleteRoles: hasAny(permissions, [P.ACCOUNTS_DELETE, P.ACCOUNTS_CUSTOMER_DELETE]),
  }
}

/**
 * The QR switch of one test type at a site (ADMIN-4.13): not applicable for strips; off and
 * locked until the test type is ticked; on and locked for quantitative types; free otherwise.
 */
export type QrToggle = 'notApplicable' | 'lockedOff' | 'forcedOn' | 'free'

export function qrToggle(
  testType: Pick<TestType, 'category' | 'measurementMethod'>,
  ticked: boolean,
): QrToggle {
  if (testType.category === 'Strip') return 'notApplicable'
  if (!ticked) return 'lockedOff'
  if (testType.measurementMethod === 'Quantitative') return 'forcedOn'
  return 'free'
}

/** The QR value a toggle state stands for (`chosen` is what the user set, for a free one). */
export function qrValue(toggle: QrToggle, chosen: boolean): boolean {
  if (toggle === 'forcedOn') return true
  if (toggle === 'free') return chosen
  return false
}

/** The Premium/Free switch's two positions (a customer's or site's type). */
export const TYPE_SWITCH = { on: 'Premium', off: 'Free' } as const satisfies Record<
  'on' | 'off',
  CustomerType
>

/**
 * After a site or customer was saved: the Premium/Free switch, which changes only through its
 * own call (premium:write, POST …/type), when it differs from what was saved.
 */
export async function saveTypeSwitch<Item extends { type: CustomerType }>(
  saved: Item,
  wanted: CustomerType,
  premium: boolean,
  changeType: (type: CustomerType) => Promise<Item>,
): Promise<Item> {
  return premium && wanted !== saved.type ? changeType(wanted) : saved
}
