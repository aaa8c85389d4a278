/**
 * A test result as a coloured badge (core.md §4, result display: a WeakPositive reads as
 * Positive unless the record is a verification), in the records lists and their dialogs.
 */
import type { TFunction } from 'i18next'
import { Badge } from '@chakra-ui/react'
import type { TestResult } from '@/domain/enums'
import { shownResult, type ResultParts } from '@/domain/test-record-display'

const RESULT_PALETTE: Record<TestResult, string> = {
  Negative: 'green',
  WeakPositive: 'orange',
  Positive: 'red',
}

export function ResultBadge({ record, t }: { record: ResultParts; t: TFunction }) {
  const result = shownResult(record)
  return (
    <Badge colorPalette={RESULT_PALETTE[result]} variant="subtle">
      {t(`testRecords.results.${result}`)}
    </Badge>
  )
}
