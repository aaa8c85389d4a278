// Device health's three check states and the empty (1900) timestamps (ADMIN-4.11, ADMIN-4.12).
import { describe, expect, it } from 'vitest'
import { failedFlag, isEmptyTimestamp, outcomeOfFailedFlag, outcomeOfPassed } from './device-health'

describe('isEmptyTimestamp', () => {
  it.each([
    ['1900-01-01T00:00:00.000Z', true],
    ['1900-12-31T23:59:59.999Z', true],
    ['1899-06-30T12:00:00Z', true],
    ['0001-01-01T00:00:00Z', true],
    ['1901-01-01T00:00:00.000Z', false],
    ['2025-03-14T08:30:00.000Z', false],
  ])('%s is empty: %s', (value, empty) => {
    expect(isEmptyTimestamp(value)).toBe(empty)
  })

  it('counts a missing or unreadable timestamp as empty', () => {
    expect(isEmptyTimestamp(null)).toBe(true)
    expect(isEmptyTimestamp(undefined)).toBe(true)
    expect(isEmptyTimestamp('')).toBe(true)
    expect(isEmptyTimestamp('not a date')).toBe(true)
  })
})

describe('check outcomes', () => {
  it('reads a pass mark: true passed, false failed, absent, null or 0 no value', () => {
    expect(outcomeOfPassed(true)).toBe('passed')
    expect(outcomeOfPassed(false)).toBe('failed')
    expect(outcomeOfPassed(null)).toBe('none')
    expect(outcomeOfPassed(undefined)).toBe('none')
    expect(outcomeOfPassed(0)).toBe('none')
  })

  it("reads a list row's flag: true failed, false passed, null no value", () => {
    expect(outcomeOfFailedFlag(true)).toBe('failed')
    expect(outcomeOfFailedFlag(false)).toBe('passed')
    expect(outcomeOfFailedFlag(null)).toBe('none')
    expect(outcomeOfFailedFlag(undefined)).toBe('none')
  })

  it('derives a row flag from the marks: null unmeasured, true on any failure', () => {
    expect(failedFlag([])).toBeNull()
    expect(failedFlag([null, undefined])).toBeNull()
    expect(failedFlag([true, null])).toBe(false)
    expect(failedFlag([true, false, null])).toBe(true)
    expect(failedFlag([false])).toBe(true)
  })

  it('maps a flag back to the outcome of its marks', () => {
    for (const marks of [[], [null], [true], [false], [true, false], [null, true]]) {
      const fromMarks = marks.some((mark) => mark === false)
        ? 'failed'
        : marks.some((mark) => mark === true)
          ? 'passed'
          : 'none'
      expect(outcomeOfFailedFlag(failedFlag(marks))).toBe(fromMarks)
    }
  })
})
