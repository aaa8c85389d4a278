/**
 * The records filters' pickers (CORE-7.17 to CORE-7.19): which lists the user's permissions show
 * and the calls that load them, for the filters machine's `options` child
 * (src/machines/filter-options.machine.ts), which loads, caches and cancels them as the place
 * changes. Customers: page 1, name_asc, pageSize 10000, with accounts:read. Sites (of the chosen
 * customer, if any): with accounts:customer:read. Users: with a user-list permission. Routes of
 * the chosen customer or site: always.
 */
import { listCustomers } from '@/api/endpoints/customers'
import { listSites } from '@/api/endpoints/sites'
import { listTestRecordRoutes } from '@/api/endpoints/test-records'
import { listUsers } from '@/api/endpoints/users'
import { hasAny, PERMISSIONS as P, USER_LIST_READERS } from '@/domain/permissions'
import { displayName } from '@/domain/users'
import {
  filterOptionsMachine,
  optionLoader,
  type OptionNeeds,
} from '@/machines/filter-options.machine'

/** Pickers load up to 10000 items (CORE-9.5). */
const PICKER_SIZE = 10_000

export function recordOptionNeeds(permissions: readonly string[]): OptionNeeds {
  return {
    ...(permissions.includes(P.ACCOUNTS_READ) ? { customers: 'always' } : {}),
    ...(permissions.includes(P.ACCOUNTS_CUSTOMER_READ) ? { sites: 'always' } : {}),
    ...(hasAny(permissions, USER_LIST_READERS) ? { users: 'always' } : {}),
    routes: 'always',
  }
}

export const recordFilterOptions = filterOptionsMachine.provide({
  actors: {
    loadCustomers: optionLoader(async () => {
      const page = await listCustomers({ page: 1, order: 'name_asc', pageSize: PICKER_SIZE })
      return page.data.map((customer) => ({ value: customer.id, label: customer.name }))
    }),
    loadSites: optionLoader(async (input) => {
      const page = await listSites({ ...input, page: 1, order: 'name_asc', pageSize: PICKER_SIZE })
      return page.data.map((site) => ({ value: site.id, label: site.name }))
    }),
    loadUsers: optionLoader(async (input) => {
      const page = await listUsers({ ...input, ignorePagination: true, order: 'username_asc' })
      return page.data.map((user) => ({ value: user.id, label: displayName(user) }))
    }),
    loadRoutes: optionLoader(async (input) =>
      (await listTestRecordRoutes(input)).map((route) => ({ value: route, label: route })),
    ),
  },
})
