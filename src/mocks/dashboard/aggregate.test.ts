/**
 * Every dashboard aggregation against a brute-force recount: generated records and filters
 * (fast-check), and for each answer a second, naive count written straight from the rules
 * (one filter per question, no shared predicates, no maps).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RECORD_TYPES, type RecordType, type TestResult } from '@/domain/enums'
import type { TestRecordRow } from '../db/rows'
import {
  bucketOf,
  dateRangeKind,
  DAY,
  falsePositives,
  hourOf,
  increase,
  keyStatistics,
  markers,
  offsetOfIso,
  substances,
  testResults,
  testsPerformed,
  TIME_OF_DAY,
  users,
  type DashboardFilter,
} from './aggregate'

const BASE = Date.UTC(2026, 10, 22)
const RESULTS: TestResult[] = ['Negative', 'WeakPositive', 'Positive']
const ROUTES = ['North', 'South', 'East']

const rowArbitrary = fc.record({
  testDate: fc.integer({ min: BASE - 420 * DAY, max: BASE }),
  annotation: fc.constantFrom<RecordType>(...RECORD_TYPES),
  result: fc.constantFrom(...RESULTS),
  siteId: fc.integer({ min: 1, max: 4 }),
  route: fc.constantFrom(...ROUTES),
  userId: fc.integer({ min: 1, max: 3 }),
  operatorId: fc.constantFrom(null, 'op-1', 'op-2', 'op-3'),
  groupId: fc.integer({ min: 1, max: 12 }),
  deleted: fc.boolean(),
  substances: fc.array(
    fc.record({
      substanceId: fc.integer({ min: 1, max: 3 }),
      level: fc.constant(1),
      result: fc.constantFrom(...RESULTS),
    }),
    { maxLength: 3 },
  ),
  latitude: fc.double({ min: -80, max: 80, noNaN: true }),
  longitude: fc.double({ min: -170, max: 170, noNaN: true }),
})

const rowsArbitrary = fc.array(rowArbitrary, { maxLength: 120 }).map((drafts) =>
  drafts.map((draft, index): TestRecordRow => ({
    ...draft,
    id: index + 1,
    customerId: draft.siteId <= 2 ? 1 : 2,
    testTypeId: 1,
    comments: '',
    batchNumber: '',
    manufacturingDate: null,
    rawQR: '',
    readerType: 'DesktopReader',
    readerSerialNumber: '',
    appVersion: '',
    attachments: [],
    concentration: null,
  })),
)

const filterArbitrary = fc
  .record({
    startDay: fc.integer({ min: 0, max: 420 }),
    days: fc.integer({ min: 1, max: 400 }),
    customerId: fc.constantFrom(null, 1, 2),
    siteId: fc.constantFrom(null, 1, 2, 3, 4),
    routes: fc.subarray(ROUTES),
    originals: fc.boolean(),
    rejected: fc.boolean(),
    includeDeleted: fc.boolean(),
    siteIds: fc.option(fc.subarray([1, 2, 3, 4]), { nil: null }),
    utcOffsetMinutes: fc.constantFrom(-300, 0, 60, 120, 330),
  })
  .map((draft): DashboardFilter => ({
    start: BASE - draft.startDay * DAY - draft.utcOffsetMinutes * 60_000,
    end: BASE - draft.startDay * DAY - draft.utcOffsetMinutes * 60_000 + draft.days * DAY - 1,
    customerId: draft.customerId,
    siteId: draft.siteId,
    routes: new Set(draft.routes),
    originals: draft.originals,
    rejected: draft.rejected,
    includeDeleted: draft.includeDeleted,
    siteIds: draft.siteIds === null ? null : new Set(draft.siteIds),
    utcOffsetMinutes: draft.utcOffsetMinutes,
  }))

const names = {
  siteName: (id: number) => `Site ${id}`,
  substanceName: (id: number) => `Substance ${id}`,
  userName: (id: number) => `User ${id}`,
}

// ------------------------------------------------------------------ the naive recount

function testKinds(filter: DashboardFilter): RecordType[] {
  if (filter.originals) return ['Original']
  const kinds: RecordType[] = ['Original', 'Confirmation', 'SecondConfirmation']
  if (filter.rejected) kinds.push('Rejected')
  if (filter.includeDeleted) kinds.push('Deleted')
  return kinds
}

function placed(row: TestRecordRow, filter: DashboardFilter): boolean {
  return (
    (filter.siteIds === null || filter.siteIds.has(row.siteId)) &&
    (filter.customerId === null || filter.customerId === row.customerId) &&
    (filter.siteId === null || filter.siteId === row.siteId) &&
    (filter.routes.size === 0 || filter.routes.has(row.route)) &&
    (filter.includeDeleted || !row.deleted)
  )
}

function naiveTests(
  rows: TestRecordRow[],
  filter: DashboardFilter,
  start = filter.start,
  end = filter.end,
) {
  return rows.filter(
    (row) =>
      row.testDate >= start &&
      row.testDate <= end &&
      testKinds(filter).includes(row.annotation) &&
      placed(row, filter),
  )
}

function naiveFalsePositive(row: TestRecordRow, rows: TestRecordRow[], filter: DashboardFilter) {
  if (row.annotation !== 'Original' || row.result === 'Negative') return false
  const confirmations = rows
    .filter(
      (other) =>
        other.groupId === row.groupId &&
        (other.annotation === 'Confirmation' || other.annotation === 'SecondConfirmation') &&
        placed(other, filter),
    )
    .sort((a, b) => a.testDate - b.testDate)
  const last = confirmations.at(-1)
  // Equal dates: the first one met in row order wins, as in the aggregation.
  const latest = confirmations.find((other) => other.testDate === last?.testDate)
  return latest?.result === 'Negative'
}

const positive = (row: { result: TestResult }) => row.result !== 'Negative'
const localHour = (time: number, offset: number) => new Date(time + offset * 60_000).getUTCHours()

const run = (property: (rows: TestRecordRow[], filter: DashboardFilter) => void) =>
  fc.assert(fc.property(rowsArbitrary, filterArbitrary, property), { numRuns: 300 })

describe('dashboard aggregations against a brute-force recount', () => {
  it('key statistics: totals, ratio and increases against the period just before', () => {
    run((rows, filter) => {
      const length = filter.end - filter.start + 1
      const now = naiveTests(rows, filter)
      const before = naiveTests(rows, filter, filter.start - length, filter.start - 1)
      const answer = keyStatistics(rows, filter)
      const nowPositive = now.filter(positive).length
      const beforePositive = before.filter(positive).length
      expect(answer.total.amount).toBe(now.length)
      expect(answer.positive.amount).toBe(nowPositive)
      expect(answer.negative.amount).toBe(now.length - nowPositive)
      expect(answer.positiveRatio.amount).toBeCloseTo(
        now.length ? (100 * nowPositive) / now.length : 0,
      )
      expect(answer.total.increase).toBeCloseTo(increase(now.length, before.length))
      expect(answer.positive.increase).toBeCloseTo(increase(nowPositive, beforePositive))
      expect(Date.parse(answer.comparedPeriodEnd)).toBe(filter.start - 1)
      expect(Date.parse(answer.comparedPeriodStart)).toBe(filter.start - length)
    })
  })

  it('test results: every test in exactly one bucket of the right kind', () => {
    run((rows, filter) => {
      const answer = testResults(rows, filter)
      const tests = naiveTests(rows, filter)
      expect(answer.type).toBe(dateRangeKind(filter))
      expect(answer.dates[0]).toBe(new Date(filter.start).toISOString())
      const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0)
      expect(sum(answer.positiveCount)).toBe(tests.filter(positive).length)
      expect(sum(answer.negativeCount)).toBe(tests.filter((row) => !positive(row)).length)
      // Each bucket counted again from its own bounds.
      answer.dates.forEach((date, index) => {
        const from = Date.parse(date)
        const to =
          index + 1 < answer.dates.length ? Date.parse(answer.dates[index + 1]!) : filter.end + 1
        const inside = tests.filter((row) => row.testDate >= from && row.testDate < to)
        expect(answer.positiveCount[index]).toBe(inside.filter(positive).length)
        expect(answer.negativeCount[index]).toBe(inside.length - inside.filter(positive).length)
      })
    })
  })

  it('test results: month buckets start on the 1st in the caller zone', () => {
    run((rows, filter) => {
      const answer = testResults(rows, filter)
      if (answer.type !== 'Month') return
      for (const date of answer.dates.slice(1)) {
        const local = new Date(Date.parse(date) + filter.utcOffsetMinutes * 60_000)
        expect([local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes()]).toEqual([1, 0, 0])
      }
    })
  })

  it('substances: every line of every test, by its own result', () => {
    run((rows, filter) => {
      const answer = substances(rows, filter, names)
      const lines = naiveTests(rows, filter).flatMap((row) => row.substances)
      for (const id of [1, 2, 3]) {
        const mine = lines.filter((line) => line.substanceId === id)
        const index = answer.substances.indexOf(`Substance ${id}`)
        if (mine.length === 0) {
          expect(index).toBe(-1)
          continue
        }
        expect(answer.positiveCount[index]).toBe(mine.filter(positive).length)
        expect(answer.negativeCount[index]).toBe(mine.filter((line) => !positive(line)).length)
      }
    })
  })

  it('tests performed and false positives: per site and local hour', () => {
    run((rows, filter) => {
      const tests = naiveTests(rows, filter)
      const performed = testsPerformed(rows, filter, names)
      const falses = falsePositives(rows, filter, names)
      expect(performed.timeOfDay).toEqual(TIME_OF_DAY)
      const siteIds = [...new Set(tests.map((row) => row.siteId))].sort()
      expect(performed.sites.map((site) => site.siteId)).toEqual(siteIds)
      expect(falses.sites.map((site) => site.siteId)).toEqual(siteIds)
      for (const site of performed.sites) {
        expect(site.siteName).toBe(`Site ${site.siteId}`)
        TIME_OF_DAY.forEach((_, hour) => {
          const mine = tests.filter(
            (row) =>
              row.siteId === site.siteId &&
              localHour(row.testDate, filter.utcOffsetMinutes) === hour,
          )
          expect(site.testCount[hour]).toBe(mine.length)
          const falseSite = falses.sites.find((entry) => entry.siteId === site.siteId)!
          expect(falseSite.testCount[hour]).toBe(
            mine.filter((row) => naiveFalsePositive(row, rows, filter)).length,
          )
        })
      }
    })
  })

  it('users: counts per user and per operator, shared users', () => {
    run((rows, filter) => {
      const answer = users(rows, filter, names)
      const tests = naiveTests(rows, filter)
      const controls = rows.filter(
        (row) =>
          row.annotation === 'PositiveControl' &&
          row.testDate >= filter.start &&
          row.testDate <= filter.end &&
          placed(row, filter),
      )
      const countsOf = (mine: (row: TestRecordRow) => boolean) => ({
        testCount: tests.filter(mine).length,
        positiveTestCount: tests.filter(mine).filter(positive).length,
        positiveControlCount: controls.filter(mine).length,
        falsePositiveCount: tests
          .filter(mine)
          .filter((row) => naiveFalsePositive(row, rows, filter)).length,
      })
      const userIds = [...new Set([...tests, ...controls].map((row) => row.userId))]
      expect(answer).toHaveLength(userIds.length)
      for (const userId of userIds) {
        const entry = answer.find((user) => user.name === `User ${userId}`)!
        expect(entry).toMatchObject(countsOf((row) => row.userId === userId))
        const operatorIds = [
          ...new Set(
            [...tests, ...controls]
              .filter((row) => row.userId === userId && row.operatorId !== null)
              .map((row) => row.operatorId as string),
          ),
        ]
        expect(entry.sharedUser).toBe(operatorIds.length > 1)
        expect(entry.operators.map((operator) => operator.operatorId).sort()).toEqual(
          operatorIds.sort(),
        )
        for (const operator of entry.operators) {
          expect(operator).toMatchObject(
            countsOf((row) => row.userId === userId && row.operatorId === operator.operatorId),
          )
        }
      }
      const counts = answer.map((user) => user.testCount)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
    })
  })

  it('markers: one per test, where it was read', () => {
    run((rows, filter) => {
      expect(markers(rows, filter)).toEqual(
        naiveTests(rows, filter).map((row) => ({
          id: row.id,
          latitude: row.latitude,
          longitude: row.longitude,
        })),
      )
    })
  })
})

describe('dashboard aggregation helpers', () => {
  it('reads the UTC offset of an ISO text', () => {
    expect(offsetOfIso('2026-01-01T00:00:00.000+01:00')).toBe(60)
    expect(offsetOfIso('2026-01-01T00:00:00.000-05:30')).toBe(-330)
    expect(offsetOfIso('2026-01-01T00:00:00.000Z')).toBe(0)
    expect(offsetOfIso('2026-01-01')).toBe(0)
  })

  it('chooses the date range kind by length', () => {
    const from = (days: number) => ({ start: 0, end: days * DAY - 1 })
    expect(dateRangeKind(from(1))).toBe('Day')
    expect(dateRangeKind(from(31))).toBe('Day')
    expect(dateRangeKind(from(32))).toBe('Range')
    expect(dateRangeKind(from(183))).toBe('Range')
    expect(dateRangeKind(from(184))).toBe('Month')
  })

  it('counts an increase from nothing as 100 % and nothing to nothing as 0', () => {
    expect(increase(5, 0)).toBe(100)
    expect(increase(0, 0)).toBe(0)
    expect(increase(15, 10)).toBe(50)
    expect(increase(5, 10)).toBe(-50)
  })

  it('finds the bucket of a time and the local hour', () => {
    expect(bucketOf([0, 10, 20], 0)).toBe(0)
    expect(bucketOf([0, 10, 20], 19)).toBe(1)
    expect(bucketOf([0, 10, 20], 25)).toBe(2)
    expect(hourOf(Date.UTC(2026, 0, 1, 23, 30), 60)).toBe(0)
    expect(hourOf(Date.UTC(2026, 0, 1, 0, 30), -60)).toBe(23)
  })
})
