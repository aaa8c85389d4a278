import { Settings } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateRangeOf, isPeriodId, PERIODS, type PeriodId } from './periods'

// A zone with daylight saving time, fixed so that the results do not depend on the machine's.
const zone = Settings.defaultZone
beforeAll(() => {
  Settings.defaultZone = 'Europe/Copenhagen'
})
afterAll(() => {
  Settings.defaultZone = zone
})

describe('dateRangeOf', () => {
  it.each<[string, PeriodId, string, string]>([
    // now (UTC)               period  start                             end
    [
      '2026-05-31T10:00:00Z',
      '3m',
      '2026-02-28T00:00:00.000+01:00',
      '2026-05-31T23:59:59.999+02:00',
    ],
    [
      '2024-05-31T10:00:00Z',
      '3m',
      '2024-02-29T00:00:00.000+01:00',
      '2024-05-31T23:59:59.999+02:00',
    ],
    [
      '2026-03-31T10:00:00Z',
      '6m',
      '2025-09-30T00:00:00.000+02:00',
      '2026-03-31T23:59:59.999+02:00',
    ],
    [
      '2026-12-31T10:00:00Z',
      '9m',
      '2026-03-31T00:00:00.000+02:00',
      '2026-12-31T23:59:59.999+01:00',
    ],
    [
      '2024-02-29T10:00:00Z',
      '12m',
      '2023-02-28T00:00:00.000+01:00',
      '2024-02-29T23:59:59.999+01:00',
    ],
    [
      '2026-03-01T10:00:00Z',
      '28d',
      '2026-02-01T00:00:00.000+01:00',
      '2026-03-01T23:59:59.999+01:00',
    ],
    // 28 days across the spring clock change: calendar days, so still midnight local time.
    [
      '2026-04-10T10:00:00Z',
      '28d',
      '2026-03-13T00:00:00.000+01:00',
      '2026-04-10T23:59:59.999+02:00',
    ],
    // 23:30 UTC is already the next day in Copenhagen: "today" is the user's day.
    [
      '2026-05-31T23:30:00Z',
      '3m',
      '2026-03-01T00:00:00.000+01:00',
      '2026-06-01T23:59:59.999+02:00',
    ],
  ])('%s − %s → %s … %s', (now, period, start, end) => {
    expect(dateRangeOf(period, new Date(now))).toEqual({ start, end })
  })

  it('refuses an invalid now', () => {
    expect(() => dateRangeOf('3m', new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('PERIODS', () => {
  it('lists the spec options in order and recognises only them', () => {
    expect(PERIODS).toEqual(['28d', '3m', '6m', '9m', '12m'])
    expect(PERIODS.every(isPeriodId)).toBe(true)
    expect([null, '', '1m', 28, undefined].some(isPeriodId)).toBe(false)
  })
})
