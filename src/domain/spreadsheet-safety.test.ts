import { describe, expect, it } from 'vitest'
import {
  FORMULA_TRIGGERS,
  isFormulaLike,
  neutraliseText,
  safeCell,
  type SpreadsheetValue,
} from './spreadsheet-safety'

describe('neutraliseText', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['=1+1', "'=1+1"],
    ['+41 79 123 45 67', "'+41 79 123 45 67"],
    ['-5', "'-5"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ["'=already quoted", "'=already quoted"],
    ['', ''],
    ['Negative', 'Negative'],
    ['AFL-5013', 'AFL-5013'],
    ['  =1+1', '  =1+1'],
    ['\n=1+1', '\n=1+1'],
    ['12.35', '12.35'],
    ['< 5.00', '< 5.00'],
    ['> 100.00', '> 100.00'],
    ['22.11.2026 07:15', '22.11.2026 07:15'],
  ])('%j → %j', (text, expected) => {
    expect(neutraliseText(text)).toBe(expected)
  })

  it('recognises exactly the OWASP triggers as the first character', () => {
    expect(FORMULA_TRIGGERS).toEqual(['=', '+', '-', '@', '\t', '\r'])
    for (const trigger of FORMULA_TRIGGERS) {
      expect(isFormulaLike(`${trigger}x`)).toBe(true)
      expect(isFormulaLike(`x${trigger}`)).toBe(false)
    }
  })
})

describe('safeCell', () => {
  it.each<[SpreadsheetValue, SpreadsheetValue]>([
    [-5, -5],
    [-0.25, -0.25],
    [42, 42],
    [0, 0],
    [null, null],
    ['-5', "'-5"],
    ['=A1', "'=A1"],
    ['Route 7', 'Route 7'],
  ])('%j → %j: numbers stay numbers, text is neutralised', (value, expected) => {
    expect(safeCell(value)).toBe(expected)
  })
})
