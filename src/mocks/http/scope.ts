/**
 * Which customers and sites a user may see. Permissions say what a user may do; the scope says
 * on whose data: internal users see everything, customer admins their customer (and, for a
 * distributor, its indirect customers), site staff their own site.
 */
import type { Database } from '../db/database'
import type { UserRow } from '../db/rows'
import { PERMISSIONS } from '@/domain/permissions'
import { forbidden } from './errors'

export interface Scope {
  all: boolean
  customerIds: ReadonlySet<number>
  siteIds: ReadonlySet<number>
}

const EVERYTHING: Scope = { all: true, customerIds: new Set(), siteIds: new Set() }

export function scopeOf(db: Database, user: UserRow | null): Scope {
  if (!user) return { all: false, customerIds: new Set(), siteIds: new Set() }
  if (user.type === 'Root') return EVERYTHING
  const customerIds = new Set<number>()
  const siteIds = new Set<number>()
  if (user.customerId !== null) customerIds.add(user.customerId)
  if (user.type === 'CustomerAdmin' || user.type === 'Integration') {
    for (const customer of db.customers.all()) {
      if (customer.distributorId !== null && customerIds.has(customer.distributorId)) {
        customerIds.add(customer.id)
      }
    }
    for (const site of db.sites.all()) if (customerIds.has(site.customerId)) siteIds.add(site.id)
  } else if (user.siteId !== null) {
    siteIds.add(user.siteId)
  }
  return { all: false, customerIds, siteIds }
}

export const seesCustomer = (scope: Scope, customerId: number | null) =>
  scope.all || (customerId !== null && scope.customerIds.has(customerId))

export const seesSite = (scope: Scope, siteId: number | null) =>
  scope.all || (siteId !== null && scope.siteIds.has(siteId))

/**
 * A list narrowed to a customer or site the caller may not see is refused (403), the way every
 * list of the API does it; `what` names the list for the message.
 */
export function requireFiltersInScope(
  scope: Scope,
  filters: { customerId: number | null; siteId: number | null },
  what: string,
): void {
  if (filters.customerId !== null && !seesCustomer(scope, filters.customerId)) {
    throw forbidden(`You cannot see the ${what} of customer ${filters.customerId}.`)
  }
  if (filters.siteId !== null && !seesSite(scope, filters.siteId)) {
    throw forbidden(`You cannot see the ${what} of site ${filters.siteId}.`)
  }
}

/**
 * The `includeDeleted` flag of a records query: deleted records are for callers holding
 * test-records:read-deleted, anyone else asking for them is refused (403).
 */
export function readIncludeDeleted(
  query: URLSearchParams,
  permissions: readonly string[],
): boolean {
  const includeDeleted = query.get('includeDeleted')?.toLowerCase() === 'true'
  if (includeDeleted && !permissions.includes(PERMISSIONS.TEST_RECORDS_READ_DELETED)) {
    throw forbidden(
      `Deleted records need the permission “${PERMISSIONS.TEST_RECORDS_READ_DELETED}”.`,
    )
  }
  return includeDeleted
}
