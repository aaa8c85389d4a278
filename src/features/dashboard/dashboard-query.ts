/**
 * The query the seven dashboard calls share (CORE-7.8): start, end, customerId, siteId, routes
 * from the page filter, and the three record-type options, always sent: `originals` from the
 * filters' "originals only", `rejected` and `includeDeleted` false (the dashboard counts neither
 * rejected nor deleted records, and offers no control for them). Without a customer there is
 * nothing to show (CORE-2.10: the empty state), so there is no query.
 */
import type { DashboardQuery } from '@/api/endpoints/dashboard'
import { toDashboardQuery, type FilterSet } from '@/machines/filters.machine'

export function dashboardQueryOf(filters: FilterSet): DashboardQuery | null {
  if (filters.customerId === null) return null
  return {
    ...toDashboardQuery(filters),
    originals: filters.originals,
    rejected: false,
    includeDeleted: false,
  }
}
