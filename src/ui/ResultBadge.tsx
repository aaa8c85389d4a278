/**
 * A test result as a coloured badge (CORE-4.6: a WeakPositive reads as
 * Positive unless the record is a verification), in the records lists and their dialogs.
 */
import type { TFunction } from 'i18next'
import type { TestResult } from '@/domain/enums'
import { shownResult, type ResultParts } from '@/domain/test-record-display'
import { STATIC, type BADGE_PALETTES } from './static-styles'

const RESULT_PALETTE: Record<TestResult, (typeof BADGE_PALETTES)[number]> = {
  Negative: 'green',
  WeakPositive: 'orange',
  Positive: 'red',
}

/** Chakra's subtle badge, as a static class: a list draws one per row (static-styles.ts). */
export function ResultBadge({ record, t }: { record: ResultParts; t: TFunction }) {
  const result = shownResult(record)
  return (
    <span className={STATIC.badge} data-palette={RESULT_PALETTE[result]}>
      {t(`testRecords.results.${result}`)}
    </span>
  )
}
