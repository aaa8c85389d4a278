/**
 * The dashboard filter's pickers (CORE-2.9, CORE-6.3, CORE-7.17, CORE-7.18): which lists the user's
 * permissions show and the calls that load them, for the filters machine's `options` child
 * (src/machines/filter-options.machine.ts). Customers (page 1, name_asc, pageSize 10000) with
 * accounts:read; the chosen customer's sites with accounts:customer:read; the routes of the
 * chosen customer or site. Sites and routes wait for a customer: the dashboard shows nothing
 * without one.
 */
import { listCustomers } from '@/api/endpoints/customers'
import { listAllSites } from '@/api/endpoints/sites'
import { listTestRecordRoutes } from '@/api/endpoints/test-records'
import { PERMISSIONS as P } from '@/domain/permissions'
import {
  filterOptionsMachine,
  optionLoader,
  type OptionNeeds,
} from '@/machines/filter-options.machine'

export function dashboardOptionNeeds(permissions: readonly string[]): OptionNeeds {
  return {
    ...(permissions.includes(P.ACCOUNTS_READ) ? { customers: 'always' } : {}),
    ...(permissions.includes(P.ACCOUNTS_CUSTOMER_READ) ? { sites: 'withCustomer' } : {}),
    routes: 'withCustomer',
  }
}

export const dashboardFilterOptions = filterOptionsMachine.provide({
  actors: {
    loadCustomers: optionLoader(async () => {
      const page = await listCustomers({ page: 1, order: 'name_asc', pageSize: 10_000 })
      return page.data.map((customer) => ({ value: customer.id, label: customer.name }))
    }),
    loadSites: optionLoader(async (input) =>
      (await listAllSites(input)).map((site) => ({ value: site.id, label: site.name })),
    ),
    loadRoutes: optionLoader(async (input) =>
      (await listTestRecordRoutes(input)).map((route) => ({ value: route, label: route })),
    ),
  },
})
