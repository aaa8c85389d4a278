/**
 * Device health's shared rules (ADMIN-4.11, ADMIN-4.12, ADMIN-9.3): the expected ranges a
 * verification is judged by, the "empty" timestamps (at or before 1900), and the three states of a
 * check. The fake API judges and flags with them; the screens show them.
 */

/** Expected ranges of a verification (ADMIN-9.3); the temperature tolerance is ours. */
export const VERIFICATION_LIMITS = {
  ratioMin: 0.9,
  ratioMax: 1.1,
  minLineIntensity: 500_000,
  /** Degrees Celsius either side of the expected incubator temperature. */
  temperatureTolerance: 1,
} as const

/** The last moment that counts as "never" (ADMIN-4.12: at or before the year 1900). */
const LAST_EMPTY_TIME = Date.UTC(1900, 11, 31, 23, 59, 59, 999)

/**
 * Whether a device-health timestamp is empty: missing, unreadable, or at or before the year 1900
 * (the API's "never", e.g. 1900-01-01 for a reader never verified).
 */
export function isEmptyTimestamp(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true
  const time = Date.parse(value)
  return Number.isNaN(time) || time <= LAST_EMPTY_TIME
}

/** A check's state (ADMIN-4.11): no value, failed or passed. */
export type CheckOutcome = 'none' | 'failed' | 'passed'

/**
 * A check's outcome from its pass mark, as verifications carry it (`temperature.passed`,
 * `ratioMeasuredPassed`, `lineIntensityPassed`, a history entry's flags): true passed, false
 * failed, and absent, null or 0 no value.
 */
export function outcomeOfPassed(passed: boolean | number | null | undefined): CheckOutcome {
  if (passed === true) return 'passed'
  if (passed === false) return 'failed'
  return 'none'
}

/**
 * A list row's flag (`temperatureFailed`, `calibrationFailed`, `lightIntensityFailed`) as an
 * outcome: true failed, false passed, null (or absent) no value, the check not measured.
 */
export function outcomeOfFailedFlag(failed: boolean | null | undefined): CheckOutcome {
  if (failed === true) return 'failed'
  if (failed === false) return 'passed'
  return 'none'
}

/**
 * A list row's flag from the pass marks of its lines or its one check: null when none was
 * measured (no marks, or every mark null or absent), true when any failed, false otherwise.
 */
export function failedFlag(marks: ReadonlyArray<boolean | null | undefined>): boolean | null {
  const measured = marks.filter((mark) => mark === true || mark === false)
  if (measured.length === 0) return null
  return measured.includes(false)
}
