import { describe, expect, it } from 'vitest'
import {
  measuredConcentration,
  measuredText,
  shownResult,
  type ConcentrationParts,
} from './test-record-display'
import {
  defaultViewColumns,
  shownColumns,
  shownViewColumns,
  VIEW_COLUMN_IDS,
} from './test-record-columns'

describe('shown result', () => {
  it.each([
    ['WeakPositive', 'Original', 'Positive'],
    ['WeakPositive', 'Confirmation', 'Positive'],
    ['WeakPositive', 'Verification', 'WeakPositive'],
    ['Positive', 'Verification', 'Positive'],
    ['Negative', 'Original', 'Negative'],
  ] as const)('%s annotated %s reads %s', (result, annotation, shown) => {
    expect(shownResult({ result, annotation })).toBe(shown)
  })
})

describe('measured concentration', () => {
  const quantitative = (concentration: number | null): ConcentrationParts => ({
    concentration,
    testType: {
      measurementMethod: 'Quantitative',
      quantitativeRange: { measurableRangeMin: 5, measurableRangeMax: 100 },
    },
  })

  it('marks values outside the measurable range with the bound', () => {
    expect(measuredConcentration(quantitative(2))).toEqual({ comparator: '<', value: 5 })
    expect(measuredConcentration(quantitative(250))).toEqual({ comparator: '>', value: 100 })
    expect(measuredConcentration(quantitative(12.345))).toEqual({ comparator: null, value: 12.345 })
    expect(measuredConcentration(quantitative(null))).toBeNull()
  })

  it('writes two decimals', () => {
    expect(measuredText({ comparator: null, value: 12.345 })).toBe('12.35')
    expect(measuredText({ comparator: '<', value: 5 })).toBe('< 5.00')
    expect(measuredText(null)).toBe('')
  })

  it('leaves qualitative values as they are', () => {
    const record = {
      ...quantitative(250),
      testType: { ...quantitative(0).testType, measurementMethod: 'Qualitative' as const },
    }
    expect(measuredConcentration(record)).toEqual({ comparator: null, value: 250 })
  })
})

describe('columns', () => {
  it('shows every column for the Default view, fixed ones first', () => {
    expect(shownColumns(null)).toEqual(['id', 'testDate', 'testType', 'result', ...VIEW_COLUMN_IDS])
  })

  it('shows a view’s enabled columns in its order and drops unknown ids', () => {
    const columns = defaultViewColumns().map((column) =>
      column.id === 'route'
        ? { ...column, order: -1 }
        : column.id === 'site'
          ? { ...column, enabled: false }
          : column,
    )
    columns.push({ id: 'retired', name: 'Retired', label: 'x', enabled: true, order: 3 })
    const shown = shownViewColumns(columns)
    expect(shown[0]).toBe('route')
    expect(shown).not.toContain('site')
    expect(shown).not.toContain('retired')
    expect(shown).toHaveLength(VIEW_COLUMN_IDS.length - 1)
  })
})
