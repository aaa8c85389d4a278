/**
 * The choices of the records filters (core.md §7 "Pickers"): customers (page 1, name_asc,
 * pageSize 10000, only with accounts:read), the chosen customer's sites (with
 * accounts:customer:read), the users and the routes of the chosen customer or site. Each list
 * loads through the list machine when what it depends on changes, so the cascade of the
 * filters machine (a customer resets the site, users and routes) reloads exactly what changed.
 * A list the user may not read is never asked for: a 403 would end the session (core.md §8).
 */
import { useMemo } from 'react'
import { listCustomers } from '@/api/endpoints/customers'
import { listSites } from '@/api/endpoints/sites'
import { listTestRecordRoutes } from '@/api/endpoints/test-records'
import { listUsers } from '@/api/endpoints/users'
import type { ListResponse } from '@/api/types'
import { hasAny, PERMISSIONS as P, USER_LIST_READERS } from '@/domain/permissions'
import { displayName } from '@/domain/users'
import type { FilterSet } from '@/machines/filters.machine'
import { useList } from '@/ui/data-table/useList'
import type { Option } from '@/ui/filters/FilterFields'

/** Pickers load up to 10000 items (core.md §9). */
const PICKER_SIZE = 10_000

interface Scope {
  customerId?: number
  siteId?: number
}

const asPage = <T>(rows: T[]): ListResponse<T> => ({
  data: rows,
  meta: { currentPage: 1, total: rows.length, perPage: rows.length },
})

const loadCustomers = () => listCustomers({ page: 1, order: 'name_asc', pageSize: PICKER_SIZE })
const loadSites = (scope: Scope) =>
  listSites({ ...scope, page: 1, order: 'name_asc', pageSize: PICKER_SIZE })
const loadUsers = (scope: Scope) =>
  listUsers({ ...scope, ignorePagination: true, order: 'username_asc' })
const loadRoutes = async (scope: Scope) => asPage(await listTestRecordRoutes(scope))

export interface FilterOptions {
  /** null: the picker is not shown (no permission). */
  customers: Option<number>[] | null
  sites: Option<number>[] | null
  users: Option<number>[] | null
  routes: Option<string>[]
}

const scopeOf = (filters: FilterSet, withSite: boolean): Scope => ({
  ...(filters.customerId === null ? {} : { customerId: filters.customerId }),
  ...(withSite && filters.siteId !== null ? { siteId: filters.siteId } : {}),
})

export function useFilterOptions(
  filters: FilterSet,
  permissions: readonly string[],
): FilterOptions {
  const canPickCustomer = permissions.includes(P.ACCOUNTS_READ)
  const canPickSite = permissions.includes(P.ACCOUNTS_CUSTOMER_READ)
  const canPickUser = hasAny(permissions, USER_LIST_READERS)
  const customers = useList(loadCustomers, canPickCustomer ? {} : null)
  const sites = useList(loadSites, canPickSite ? scopeOf(filters, false) : null)
  const users = useList(loadUsers, canPickUser ? scopeOf(filters, true) : null)
  const routes = useList(loadRoutes, scopeOf(filters, true))
  // Kept while the lists are the same, so the filter bar does not render again with the rows.
  const customerRows = customers.rows
  const siteRows = sites.rows
  const userRows = users.rows
  const routeRows = routes.rows
  return useMemo(
    () => ({
      customers: canPickCustomer
        ? customerRows.map((customer) => ({ value: customer.id, label: customer.name }))
        : null,
      sites: canPickSite ? siteRows.map((site) => ({ value: site.id, label: site.name })) : null,
      users: canPickUser
        ? userRows.map((user) => ({ value: user.id, label: displayName(user) }))
        : null,
      routes: routeRows.map((route) => ({ value: route, label: route })),
    }),
    [canPickCustomer, canPickSite, canPickUser, customerRows, siteRows, userRows, routeRows],
  )
}
