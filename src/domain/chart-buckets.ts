/**
 * How the test-results chart groups a period (CORE-4.9 "Chart date labels depend on the date
 * range kind"): up to 31 days a bar per day, up to 183 days a bar per week (a range), longer a
 * bar per month. The fake API buckets its answer by this rule, and the dashboard reserves the
 * chart's room by it before the answer comes (no layout shift when it fills).
 */
import type { DateRangeKind } from './enums'

const DAY = 86_400_000

/** The kind of buckets for the period from `start` to `end` (epoch ms, both included). */
export function dateRangeKind(start: number, end: number): DateRangeKind {
  const days = Math.ceil((end - start + 1) / DAY)
  if (days <= 31) return 'Day'
  if (days <= 183) return 'Range'
  return 'Month'
}

/** About how many buckets the period has (a month counted as 30.44 days): for reserving room. */
export function expectedBucketCount(start: number, end: number): number {
  const days = Math.max(1, Math.ceil((end - start + 1) / DAY))
  switch (dateRangeKind(start, end)) {
    case 'Day':
      return days
    case 'Range':
      return Math.ceil(days / 7)
    case 'Month':
      return Math.ceil(days / 30.44) + 1
  }
}
