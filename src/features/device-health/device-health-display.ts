/**
 * How device health reads (ADMIN-3.10, ADMIN-4.12, ADMIN-9.2, ADMIN-9.3), pure so the rules are
 * tested once: the lists' queries and the reader-type filter in the URL, empty (1900) timestamps,
 * measurements, and the timeline's last 24 verifications.
 */
import type { PreviousVerification } from '@/api/types'
import { isEmptyTimestamp, outcomeOfPassed, type CheckOutcome } from '@/domain/device-health'
import { READER_TYPES, type ReaderType } from '@/domain/enums'
import { PAGE_PARAM, type ListQueryOptions } from '@/ui/data-table/list-query'
import { formatDate, formatDateTime, formatNumber, type DatePattern } from '@/ui/format'

// The lists and the details tabs are routes, so the path table names them.
export {
  DEVICE_HEALTH_LISTS,
  DEVICE_HEALTH_TABS,
  type DeviceHealthList,
  type DeviceHealthTab,
} from '@/domain/paths'

/** Failed and outstanding come whole (ADMIN-9.2): page 1 of 99999, newest first. */
export const WHOLE_LIST = { page: 1, pageSize: 99_999, order: 'testDate_desc' } as const

/** The completed list's page size (the spec says only that it is paged). */
export const COMPLETED_PAGE_SIZE = 10

/**
 * The completed list owns the URL's `page` and `orderBy` (the house list query has one of each),
 * with the server's sort fields; the other two lists are not paged and keep the server's order.
 */
export const COMPLETED_QUERY: ListQueryOptions = {
  sortable: ['testDate', 'siteName', 'readerSerialNumber', 'testSinceLastVerification'],
  defaultSort: { field: 'testDate', direction: 'desc' },
}

/** The reader-type filter's URL parameter. */
export const READER_TYPE_PARAM = 'readerType'

/** The URL's reader type; null (every type) when absent or not a reader type. */
export function readReaderType(params: URLSearchParams): ReaderType | null {
  const value = params.get(READER_TYPE_PARAM)
  return (READER_TYPES as readonly string[]).includes(value ?? '') ? (value as ReaderType) : null
}

/** The URL after choosing a reader type: the lists start again at page 1. */
export function withReaderType(params: URLSearchParams, type: ReaderType | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (type === null) next.delete(READER_TYPE_PARAM)
  else next.set(READER_TYPE_PARAM, type)
  next.delete(PAGE_PARAM)
  return next
}

/** A device-health timestamp as text: empty at or before 1900 (ADMIN-4.12). */
export function timestampText(value: string | null | undefined, pattern: DatePattern = 'dateTime') {
  if (isEmptyTimestamp(value)) return ''
  return pattern === 'dateTime' ? formatDateTime(value) : formatDate(value, pattern)
}

/**
 * A measurement with its decimals (or grouped digits without): empty when it was not measured,
 * i.e. its pass mark says no value and it reads 0.
 */
export function measurementText(
  value: number | null | undefined,
  passed: boolean | number | null | undefined,
  decimals?: number,
): string {
  if (value === null || value === undefined) return ''
  if (value === 0 && outcomeOfPassed(passed) === 'none') return ''
  return formatNumber(value, decimals === undefined ? { maxDecimals: 0 } : { decimals })
}

/** How many previous verifications the timeline shows (ADMIN-9.2). */
export const TIMELINE_LENGTH = 24

/** When an entry was made; an empty date counts as the oldest. */
const timeOf = (entry: PreviousVerification) =>
  isEmptyTimestamp(entry.date) ? -Infinity : Date.parse(entry.date)

/** The newest `count` verifications, oldest first (the timeline reads left to right). */
export function lastVerifications(
  history: readonly PreviousVerification[],
  count = TIMELINE_LENGTH,
): PreviousVerification[] {
  return [...history]
    .sort((a, b) => timeOf(b) - timeOf(a))
    .slice(0, count)
    .reverse()
}

/** The three checks of a history entry, in the order the table and the timeline show them. */
export const HISTORY_CHECKS = ['calibrated', 'intensity', 'temperature'] as const
export type HistoryCheck = (typeof HISTORY_CHECKS)[number]

export interface TimelinePoint {
  /** The verification's place on the timeline, from 1. */
  x: number
  /** The check's track, from 1 (HISTORY_CHECKS order, bottom up). */
  y: number
  check: HistoryCheck
  outcome: CheckOutcome
}

/** One point per verification and check: the timeline's data. */
export function timelinePoints(entries: readonly PreviousVerification[]): TimelinePoint[] {
  return HISTORY_CHECKS.flatMap((check, track) =>
    entries.map((entry, index) => ({
      x: index + 1,
      y: track + 1,
      check,
      outcome: outcomeOfPassed(entry[check]),
    })),
  )
}
