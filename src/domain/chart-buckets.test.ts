import { describe, expect, it } from 'vitest'
import { dateRangeKind, expectedBucketCount } from './chart-buckets'

const DAY = 86_400_000
const start = Date.UTC(2026, 0, 1)
/** A period of `days` days: its last millisecond is the end. */
const period = (days: number): [number, number] => [start, start + days * DAY - 1]

describe('the test-results chart’s buckets', () => {
  it('are days up to 31 days, weeks up to 183, then months', () => {
    expect(dateRangeKind(...period(1))).toBe('Day')
    expect(dateRangeKind(...period(31))).toBe('Day')
    expect(dateRangeKind(...period(32))).toBe('Range')
    expect(dateRangeKind(...period(183))).toBe('Range')
    expect(dateRangeKind(...period(184))).toBe('Month')
  })

  it('are about as many as the period holds', () => {
    expect(expectedBucketCount(...period(28))).toBe(28)
    expect(expectedBucketCount(...period(90))).toBe(13)
    expect(expectedBucketCount(...period(365))).toBe(13)
  })
})
