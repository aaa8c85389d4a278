/**
 * What follows a role created from either place that creates one (the roles tab and a site's
 * page): the analytics event, and, for a customer admin, the place filter back to the customer
 * only (ADMIN-4.9 "Creating a customer admin while a site filter is set resets the filter to
 * the customer only"). One function, so the two forms cannot drift apart again.
 */
import type { User } from '@/api/types'
import type { FiltersEvent } from '@/machines/filters.machine'
import type { AccountEvents } from './AccountsPage'

export function announceRoleSaved(
  role: User,
  created: boolean,
  events: Pick<AccountEvents, 'cloudUserAdded'>,
  placeFilter: { send: (event: FiltersEvent) => void },
): void {
  if (!created) return
  events.cloudUserAdded(role)
  if (role.type === 'CustomerAdmin' && role.customerId !== null) {
    placeFilter.send({ type: 'account.customerAdminCreated', customerId: role.customerId })
  }
}
