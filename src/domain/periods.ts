/**
 * The filters' period options (CORE-9.1: 28 days, 3, 6, 9 and 12 months) and the date range a
 * period stands for. The ids are the ones saved views store (`ViewFilters.period`).
 *
 * A range starts at the start of the day `period` back from today and ends at the end of today,
 * both in the user's local zone (luxon's default zone, the browser's): a user filtering "28 days"
 * means calendar days as they see them, not UTC days. Month steps clamp at month ends, as luxon
 * does: 31 May − 3 months is 28 (or 29) February.
 */
import { DateTime, type DurationLikeObject } from 'luxon'

export const PERIODS = ['28d', '3m', '6m', '9m', '12m'] as const
export type PeriodId = (typeof PERIODS)[number]

/** The dashboard's period when none is chosen (CORE-4.5, CORE-9.1). */
export const DEFAULT_DASHBOARD_PERIOD: PeriodId = '28d'
/** The test and control records views' period when none is chosen (CORE-4.5, CORE-9.1). */
export const DEFAULT_VIEW_PERIOD: PeriodId = '6m'

const SPANS: Record<PeriodId, DurationLikeObject> = {
  '28d': { days: 28 },
  '3m': { months: 3 },
  '6m': { months: 6 },
  '9m': { months: 9 },
  '12m': { months: 12 },
}

export interface DateRange {
  /** ISO 8601 with the local offset, e.g. 2026-02-28T00:00:00.000+01:00. */
  start: string
  end: string
}

export function isPeriodId(value: unknown): value is PeriodId {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}

/** The range `period` covers, ending today (the day of `now` in the local zone). */
export function dateRangeOf(period: PeriodId, now: Date): DateRange {
  const today = DateTime.fromJSDate(now)
  const start = today.startOf('day').minus(SPANS[period]).toISO()
  const end = today.endOf('day').toISO()
  // Only an invalid `now` (new Date(NaN)) gives no ISO text: a caller's bug, not a user's input.
  if (start === null || end === null) {
    throw new RangeError(`dateRangeOf: invalid now ${String(now)}`)
  }
  return { start, end }
}
