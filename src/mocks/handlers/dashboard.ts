/**
 * The dashboard's seven calls (CORE-7.8): each reads the shared query (start, end,
 * customerId, siteId, routes, originals, rejected, includeDeleted) into one DashboardFilter
 * limited to the caller's scope, and answers an aggregation of src/mocks/dashboard/aggregate.ts
 * over the seeded (and since changed) test records.
 */
import { displayName } from '@/domain/users'
import { PERMISSIONS as P } from '@/domain/permissions'
import * as aggregate from '../dashboard/aggregate'
import type { Database } from '../db/database'
import { fieldError } from '../http/errors'
import type { RouteContext, Route, Router } from '../http/router'
import { readBoolean, readDate, readId, readList } from '../http/request'
import { readIncludeDeleted, requireFiltersInScope } from '../http/scope'

/** The full dashboard is for Premium customers' staff with the internal scope (CORE-6.5). */
const DASHBOARD = { all: [P.DASHBOARD, P.CUSTOMERS_PREMIUM, P.ACCOUNTS_READ] }

function requiredDate(query: URLSearchParams, name: string): number {
  const time = readDate(query, name)
  if (time === null) throw fieldError(name, 'validation.required', `${name} is required.`)
  return time
}

export function readDashboardFilter(context: RouteContext): aggregate.DashboardFilter {
  const { query, scope, actor } = context
  const start = requiredDate(query, 'start')
  const end = requiredDate(query, 'end')
  if (end < start) throw fieldError('end', 'validation.endBeforeStart', 'end is before start.')
  const customerId = readId(query, 'customerId')
  const siteId = readId(query, 'siteId')
  requireFiltersInScope(scope, { customerId, siteId }, 'dashboard')
  const includeDeleted = readIncludeDeleted(query, actor.permissions)
  return {
    start,
    end,
    customerId,
    siteId,
    routes: new Set(readList(query, 'routes')),
    originals: readBoolean(query, 'originals'),
    rejected: readBoolean(query, 'rejected'),
    includeDeleted,
    siteIds: scope.all ? null : scope.siteIds,
    utcOffsetMinutes: aggregate.offsetOfIso(query.get('start') ?? ''),
  }
}

export function dashboardLookups(db: Database): aggregate.DashboardLookups {
  return {
    siteName: (id) => db.sites.get(id)?.name ?? '',
    substanceName: (id) => db.substances.get(id)?.name ?? '',
    userName: (id) => {
      const user = db.users.get(id)
      return user ? displayName(user) : ''
    },
  }
}

type Answer = (
  rows: ReturnType<Database['testRecords']['all']>,
  filter: aggregate.DashboardFilter,
  lookups: aggregate.DashboardLookups,
) => unknown

const CALLS: ReadonlyArray<[path: string, answer: Answer]> = [
  ['userdata', (rows, filter, lookups) => aggregate.users(rows, filter, lookups)],
  ['keystatistics', (rows, filter) => aggregate.keyStatistics(rows, filter)],
  ['testresults', (rows, filter) => aggregate.testResults(rows, filter)],
  ['substances', (rows, filter, lookups) => aggregate.substances(rows, filter, lookups)],
  ['markers', (rows, filter) => aggregate.markers(rows, filter)],
  ['testsperformed', (rows, filter, lookups) => aggregate.testsPerformed(rows, filter, lookups)],
  ['falsepositive', (rows, filter, lookups) => aggregate.falsePositives(rows, filter, lookups)],
]

/**
 * The records an answer can depend on, by date: the compared period, the period, and a day
 * after it for the confirmations of its last positives (they follow within minutes). Found by
 * binary search in the table's cached date order, so a call reads a few weeks of records, not
 * the whole table.
 */
export function recordsAround(db: Database, filter: aggregate.DashboardFilter) {
  const byDate = recordsByDate(db)
  const from = aggregate.comparedPeriod(filter).start
  const to = filter.end + aggregate.DAY
  const first = lowerBound(byDate, from)
  const last = lowerBound(byDate, to + 1)
  return byDate.slice(first, last)
}

/** Every test record, oldest first (cached by the table until it changes). */
export const recordsByDate = (db: Database) =>
  db.testRecords.sorted('testDate_asc', { value: (row) => row.testDate, direction: 1 })

/** The first index whose test date is at or after `time`. */
function lowerBound(rows: ReturnType<Database['testRecords']['all']>, time: number): number {
  let low = 0
  let high = rows.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((rows[middle] as { testDate: number }).testDate < time) low = middle + 1
    else high = middle
  }
  return low
}

export function dashboardHandlers(route: Router): Route[] {
  return CALLS.map(([path, answer]) =>
    route.get(`/v2/Dashboard/${path}`, DASHBOARD, (context) => {
      const db = context.backend.db
      const filter = readDashboardFilter(context)
      return answer(recordsAround(db, filter), filter, dashboardLookups(db))
    }),
  )
}
