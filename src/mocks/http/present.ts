/**
 * Joins normalised rows into the wire shapes of src/api/types.ts. Handlers present only what
 * they answer (one page), so joins cost nothing on the lists of 250,000 rows.
 */
import type { Site, User } from '@/api/types'
import type { Database } from '../db/database'
import { revisionOf } from '../db/table'
import type { SiteRow, UserRow } from '../db/rows'

export function siteRef(db: Database, siteId: number | null): { id: number; name: string } | null {
  const site = siteId === null ? undefined : db.sites.get(siteId)
  return site ? { id: site.id, name: site.name } : null
}

export function customerRef(
  db: Database,
  customerId: number | null,
): { id: number; name: string } | null {
  const customer = customerId === null ? undefined : db.customers.get(customerId)
  return customer ? { id: customer.id, name: customer.name } : null
}

/** A user as the API shows it: never the password. */
export function presentUser(db: Database, row: UserRow): User {
  const { password: _password, ...user } = row
  return {
    ...user,
    revision: revisionOf(row),
    site: siteRef(db, row.siteId),
    customer: customerRef(db, row.customerId),
  }
}

export function presentSite(db: Database, row: SiteRow): Site {
  return {
    ...row,
    revision: revisionOf(row),
    customer: customerRef(db, row.customerId) ?? undefined,
    availableTestTypes: row.availableTestTypes.map((entry) => {
      const testType = db.testTypes.get(entry.testTypeId)
      return {
        ...entry,
        testType: testType && {
          id: testType.id,
          name: testType.name,
          measurementMethod: testType.measurementMethod,
          category: testType.category,
          substances: testType.substances.map((substance) => ({
            ...substance,
            substance: {
              id: substance.substanceId,
              name: db.substances.get(substance.substanceId)?.name ?? '',
            },
          })),
        },
      }
    }),
  }
}
