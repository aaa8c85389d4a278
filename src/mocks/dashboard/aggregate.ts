/**
 * The dashboard's aggregations (CORE-3.8 to CORE-3.13), as pure functions over test-record
 * rows, so that each one can be checked against a brute-force recount. The handlers
 * (src/mocks/handlers/dashboard.ts) only read the query into a DashboardFilter and call these.
 *
 * What counts (docs/decisions.md, "Dashboard"):
 * - a *test* is a sample reading: Original, Confirmation and SecondConfirmation records; with
 *   `originals` only the Originals; Rejected records only with `rejected`; records deleted at the
 *   reader (annotation Deleted) and in the portal only with `includeDeleted`. Controls and
 *   verifications are not tests; positive controls are counted for the users table;
 * - positive means Positive or WeakPositive (a WeakPositive shows as Positive, CORE-4.6);
 * - a *false positive* is a positive Original whose sample's last confirmation is Negative;
 * - times of day and calendar buckets are in the caller's zone: the UTC offset of `start`.
 */
import type {
  DashboardUser,
  KeyStatistics,
  MapMarker,
  SitesChart,
  StatisticValue,
  SubstancesChart,
  TestResultsChart,
  UserCounts,
} from '@/api/types'
import { dateRangeKind as dateRangeKindOf } from '@/domain/chart-buckets'
import type { DateRangeKind, RecordType, TestResult } from '@/domain/enums'
import type { TestRecordRow } from '../db/rows'

export const MINUTE = 60_000
export const HOUR = 3_600_000
export const DAY = 86_400_000

export interface DashboardFilter {
  /** Epoch milliseconds, both bounds included. */
  start: number
  end: number
  customerId: number | null
  siteId: number | null
  /** Empty: every route. */
  routes: ReadonlySet<string>
  originals: boolean
  rejected: boolean
  includeDeleted: boolean
  /** The caller's sites (the scope); null for internal users, who see every site. */
  siteIds: ReadonlySet<number> | null
  /** The caller's offset from UTC in minutes (+60 for 2026-01-01T00:00:00+01:00). */
  utcOffsetMinutes: number
}

/** Names the aggregations show, looked up by id. */
export interface DashboardLookups {
  siteName: (siteId: number) => string
  substanceName: (substanceId: number) => string
  userName: (userId: number) => string
}

const CONFIRMATIONS: ReadonlySet<RecordType> = new Set(['Confirmation', 'SecondConfirmation'])

export const isPositive = (result: TestResult) => result !== 'Negative'

/** The UTC offset, in minutes, of an ISO text ("Z" or "±hh:mm"); 0 when it names none. */
export function offsetOfIso(text: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(text)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The filters that hold for every record of the answer (where, by whom, not deleted). */
export function matchesPlace(row: TestRecordRow, filter: DashboardFilter): boolean {
  if (filter.siteIds !== null && !filter.siteIds.has(row.siteId)) return false
  if (filter.customerId !== null && row.customerId !== filter.customerId) return false
  if (filter.siteId !== null && row.siteId !== filter.siteId) return false
  if (filter.routes.size > 0 && !filter.routes.has(row.route)) return false
  if (row.deleted && !filter.includeDeleted) return false
  return true
}

/** Whether the record is a test under the filter's record-type options. */
export function isTest(row: TestRecordRow, filter: DashboardFilter): boolean {
  switch (row.annotation) {
    case 'Original':
      return true
    case 'Confirmation':
    case 'SecondConfirmation':
      return !filter.originals
    case 'Rejected':
      return filter.rejected && !filter.originals
    case 'Deleted':
      return filter.includeDeleted && !filter.originals
    default:
      return false
  }
}

const inPeriod = (row: TestRecordRow, start: number, end: number) =>
  row.testDate >= start && row.testDate <= end

/** The compared period: as long as the filter's, ending just before it starts. */
export function comparedPeriod(filter: Pick<DashboardFilter, 'start' | 'end'>) {
  const length = filter.end - filter.start + 1
  return { start: filter.start - length, end: filter.start - 1 }
}

/**
 * The last confirmation of every sample (group) in place, by group id: what decides whether a
 * positive original was a false positive. Confirmations follow their original by minutes, so
 * they are looked up over every date, not only the period.
 */
export function lastConfirmations(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
): Map<number, TestRecordRow> {
  const last = new Map<number, TestRecordRow>()
  for (const row of rows) {
    if (!CONFIRMATIONS.has(row.annotation) || !matchesPlace(row, filter)) continue
    const current = last.get(row.groupId)
    if (!current || row.testDate > current.testDate) last.set(row.groupId, row)
  }
  return last
}

export function isFalsePositive(
  row: TestRecordRow,
  confirmations: ReadonlyMap<number, TestRecordRow>,
): boolean {
  if (row.annotation !== 'Original' || !isPositive(row.result)) return false
  const confirmation = confirmations.get(row.groupId)
  return confirmation !== undefined && confirmation.result === 'Negative'
}

/** The tests of the filter's period (and place), in the order of the rows. */
export function testsOf(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
  period: { start: number; end: number } = filter,
): TestRecordRow[] {
  const tests: TestRecordRow[] = []
  for (const row of rows) {
    if (inPeriod(row, period.start, period.end) && isTest(row, filter) && matchesPlace(row, filter))
      tests.push(row)
  }
  return tests
}

// ------------------------------------------------------------------ key statistics

/** Change against the compared amount in percent; from nothing to something counts as 100 %. */
export function increase(current: number, compared: number): number {
  if (compared === 0) return current === 0 ? 0 : 100
  return ((current - compared) / compared) * 100
}

interface Totals {
  total: number
  negative: number
  positive: number
  ratio: number
}

function totalsOf(tests: readonly TestRecordRow[]): Totals {
  let positive = 0
  for (const row of tests) if (isPositive(row.result)) positive++
  const total = tests.length
  return {
    total,
    positive,
    negative: total - positive,
    ratio: total ? (positive / total) * 100 : 0,
  }
}

const statistic = (amount: number, compared: number): StatisticValue => ({
  amount,
  increase: increase(amount, compared),
})

export function keyStatistics(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
): KeyStatistics {
  const compared = comparedPeriod(filter)
  const now = totalsOf(testsOf(rows, filter))
  const before = totalsOf(testsOf(rows, filter, compared))
  return {
    total: statistic(now.total, before.total),
    negative: statistic(now.negative, before.negative),
    positive: statistic(now.positive, before.positive),
    positiveRatio: statistic(now.ratio, before.ratio),
    comparedPeriodStart: new Date(compared.start).toISOString(),
    comparedPeriodEnd: new Date(compared.end).toISOString(),
  }
}

// ------------------------------------------------------------------ test results over time

/** The period's kind of buckets: the domain's rule (src/domain/chart-buckets.ts). */
export const dateRangeKind = (filter: Pick<DashboardFilter, 'start' | 'end'>): DateRangeKind =>
  dateRangeKindOf(filter.start, filter.end)

/** The start of each bucket, ascending; the first is the filter's start. */
export function bucketStarts(filter: DashboardFilter, kind: DateRangeKind): number[] {
  const starts: number[] = []
  if (kind !== 'Month') {
    const step = kind === 'Day' ? DAY : 7 * DAY
    for (let at = filter.start; at <= filter.end; at += step) starts.push(at)
    return starts
  }
  // Calendar months in the caller's zone: shift to local wall time, step, shift back.
  const offset = filter.utcOffsetMinutes * MINUTE
  const local = new Date(filter.start + offset)
  starts.push(filter.start)
  for (let month = local.getUTCMonth() + 1; ; month++) {
    const at = Date.UTC(local.getUTCFullYear(), month, 1) - offset
    if (at > filter.end) break
    starts.push(at)
  }
  return starts
}

/** The index of the last start at or before `time` (starts ascending, time ≥ starts[0]). */
export function bucketOf(starts: readonly number[], time: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((starts[middle] as number) <= time) low = middle
    else high = middle - 1
  }
  return low
}

export function testResults(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
): TestResultsChart {
  const type = dateRangeKind(filter)
  const starts = bucketStarts(filter, type)
  const negativeCount = starts.map(() => 0)
  const positiveCount = starts.map(() => 0)
  for (const row of testsOf(rows, filter)) {
    const bucket = bucketOf(starts, row.testDate)
    if (isPositive(row.result)) positiveCount[bucket]! += 1
    else negativeCount[bucket]! += 1
  }
  return {
    dates: starts.map((at) => new Date(at).toISOString()),
    type,
    negativeCount,
    positiveCount,
  }
}

// ------------------------------------------------------------------ substances

/** Each substance line of the tests, by the line's own result; substances by name. */
export function substances(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
  lookups: Pick<DashboardLookups, 'substanceName'>,
): SubstancesChart {
  const counts = new Map<number, { negative: number; positive: number }>()
  for (const row of testsOf(rows, filter)) {
    for (const line of row.substances) {
      let count = counts.get(line.substanceId)
      if (!count) counts.set(line.substanceId, (count = { negative: 0, positive: 0 }))
      if (isPositive(line.result)) count.positive++
      else count.negative++
    }
  }
  const named = [...counts].map(([id, count]) => ({ name: lookups.substanceName(id), ...count }))
  named.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }) || 0)
  return {
    substances: named.map((entry) => entry.name),
    negativeCount: named.map((entry) => entry.negative),
    positiveCount: named.map((entry) => entry.positive),
  }
}

// ------------------------------------------------------------------ per site and time of day

export const TIME_OF_DAY = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
)

/** The hour (0–23) of a time in the caller's zone. */
export function hourOf(time: number, utcOffsetMinutes: number): number {
  const local = time + utcOffsetMinutes * MINUTE
  return Math.floor((((local % DAY) + DAY) % DAY) / HOUR)
}

function perSiteAndHour(
  tests: readonly TestRecordRow[],
  filter: DashboardFilter,
  lookups: Pick<DashboardLookups, 'siteName'>,
  counts: (row: TestRecordRow) => boolean,
): SitesChart {
  const bySite = new Map<number, number[]>()
  for (const row of tests) {
    let hours = bySite.get(row.siteId)
    if (!hours) bySite.set(row.siteId, (hours = TIME_OF_DAY.map(() => 0)))
    if (counts(row)) hours[hourOf(row.testDate, filter.utcOffsetMinutes)]! += 1
  }
  const sites = [...bySite].map(([siteId, testCount]) => ({
    siteId,
    siteName: lookups.siteName(siteId),
    testCount,
  }))
  sites.sort(
    (a, b) => a.siteName.localeCompare(b.siteName, 'en', { numeric: true }) || a.siteId - b.siteId,
  )
  return { sites, timeOfDay: TIME_OF_DAY }
}

/** Tests per site and hour of the day; every site with a test in the period is listed. */
export function testsPerformed(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
  lookups: Pick<DashboardLookups, 'siteName'>,
): SitesChart {
  return perSiteAndHour(testsOf(rows, filter), filter, lookups, () => true)
}

/** False positives per site and hour of the day; the same sites as testsPerformed. */
export function falsePositives(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
  lookups: Pick<DashboardLookups, 'siteName'>,
): SitesChart {
  const confirmations = lastConfirmations(rows, filter)
  return perSiteAndHour(testsOf(rows, filter), filter, lookups, (row) =>
    isFalsePositive(row, confirmations),
  )
}

// ------------------------------------------------------------------ users

const zeroCounts = (): UserCounts => ({
  testCount: 0,
  positiveTestCount: 0,
  positiveControlCount: 0,
  falsePositiveCount: 0,
})

/**
 * Per app user: tests, positive tests, positive controls run and false positives, and the same
 * per operator id the user's records carry. A user whose records carry more than one operator
 * id is a shared user (one login for several people). Most tests first, then by name.
 */
export function users(
  rows: readonly TestRecordRow[],
  filter: DashboardFilter,
  lookups: Pick<DashboardLookups, 'userName'>,
): DashboardUser[] {
  const confirmations = lastConfirmations(rows, filter)
  const byUser = new Map<number, { counts: UserCounts; operators: Map<string, UserCounts> }>()
  for (const row of rows) {
    if (!inPeriod(row, filter.start, filter.end) || !matchesPlace(row, filter)) continue
    const test = isTest(row, filter)
    const control = row.annotation === 'PositiveControl'
    if (!test && !control) continue
    let user = byUser.get(row.userId)
    if (!user) byUser.set(row.userId, (user = { counts: zeroCounts(), operators: new Map() }))
    let operator: UserCounts | undefined
    if (row.operatorId !== null) {
      operator = user.operators.get(row.operatorId)
      if (!operator) user.operators.set(row.operatorId, (operator = zeroCounts()))
    }
    if (control) {
      user.counts.positiveControlCount++
      if (operator) operator.positiveControlCount++
      continue
    }
    const positive = isPositive(row.result) ? 1 : 0
    const falsePositive = isFalsePositive(row, confirmations) ? 1 : 0
    for (const counts of operator ? [user.counts, operator] : [user.counts]) {
      counts.testCount++
      counts.positiveTestCount += positive
      counts.falsePositiveCount += falsePositive
    }
  }
  const answer = [...byUser].map(([userId, { counts, operators }]) => ({
    name: lookups.userName(userId),
    ...counts,
    sharedUser: operators.size > 1,
    operators: [...operators]
      .map(([operatorId, operatorCounts]) => ({ operatorId, ...operatorCounts }))
      .sort((a, b) => b.testCount - a.testCount || a.operatorId.localeCompare(b.operatorId)),
  }))
  return answer.sort((a, b) => b.testCount - a.testCount || a.name.localeCompare(b.name))
}

// ------------------------------------------------------------------ map

/** Where each test of the period was read. */
export function markers(rows: readonly TestRecordRow[], filter: DashboardFilter): MapMarker[] {
  return testsOf(rows, filter).map((row) => ({
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
  }))
}
