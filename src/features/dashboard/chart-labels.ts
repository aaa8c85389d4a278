/**
 * The test-results chart's date labels (CORE-4.9 "Chart date labels depend on the date range
 * kind"): a day, a range from its first to its last day, or a month.
 */
import type { DateRangeKind } from '@/domain/enums'
import { formatDate } from '@/ui/format'

const DAY = 86_400_000

/**
 * One label per bucket start; a range ends the day before the next one starts (the last range
 * at `end`, the period's end).
 */
export function dateLabels(dates: readonly string[], kind: DateRangeKind, end: string): string[] {
  switch (kind) {
    case 'Day':
      return dates.map((date) => formatDate(date, 'dayMonth'))
    case 'Month':
      return dates.map((date) => formatDate(date, 'month'))
    case 'Range':
      return dates.map((date, index) => {
        const next = dates[index + 1]
        const last = next === undefined ? Date.parse(end) : Date.parse(next) - DAY
        return `${formatDate(date, 'dayMonth')}–${formatDate(last, 'dayMonth')}`
      })
  }
}
