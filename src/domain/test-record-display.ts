/**
 * How a test record's values read (CORE-4.6, CORE-9.8), shared by the
 * list, the detail dialog and the exports so a file says what the screen says. Values stay
 * numbers here; the screen formats them in the interface language (src/ui/format.ts), the files
 * with a dot and two decimals.
 */
import type { MeasurementMethod, RecordType, TestResult } from './enums'

/** The parts of a test record (or grouped record) these rules read. */
export interface ResultParts {
  result: TestResult
  annotation: RecordType
}

export interface ConcentrationParts {
  concentration: number | null
  testType: {
    measurementMethod: MeasurementMethod
    quantitativeRange: { measurableRangeMin: number; measurableRangeMax: number } | null
  }
}

/** A WeakPositive reads as Positive unless the record is a verification. */
export function shownResult(record: ResultParts): TestResult {
  return record.result === 'WeakPositive' && record.annotation !== 'Verification'
    ? 'Positive'
    : record.result
}

export interface Measured {
  /** '<' below the measurable minimum, '>' above the maximum, null within the range. */
  comparator: '<' | '>' | null
  /** The measured value, or the bound it passed. */
  value: number
}

/**
 * A quantitative record's concentration against its test's measurable range: a value outside
 * the range reads as "< min" or "> max". Null without a concentration.
 */
export function measuredConcentration(record: ConcentrationParts): Measured | null {
  const { concentration } = record
  if (concentration === null || concentration === undefined) return null
  const range = record.testType.quantitativeRange
  if (record.testType.measurementMethod === 'Quantitative' && range) {
    if (concentration < range.measurableRangeMin) {
      return { comparator: '<', value: range.measurableRangeMin }
    }
    if (concentration > range.measurableRangeMax) {
      return { comparator: '>', value: range.measurableRangeMax }
    }
  }
  return { comparator: null, value: concentration }
}

/** Ratios, levels and concentrations show two decimals. */
export const MEASURE_DECIMALS = 2

/** A measured value as files write it: "< 5.00", "12.35". */
export function measuredText(measured: Measured | null): string {
  if (!measured) return ''
  const value = measured.value.toFixed(MEASURE_DECIMALS)
  return measured.comparator ? `${measured.comparator} ${value}` : value
}
