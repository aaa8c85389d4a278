import { describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { dateLabels } from './chart-labels'

initTestI18n()

const local = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString()

describe('test-results date labels by the date range kind', () => {
  it('labels a day by day and month', () => {
    expect(dateLabels([local(2026, 11, 1), local(2026, 11, 2)], 'Day', local(2026, 11, 2))).toEqual(
      ['01.11', '02.11'],
    )
  })

  it('labels a range from its first to its last day, the last one ending with the period', () => {
    const dates = [local(2026, 9, 1), local(2026, 9, 8)]
    expect(dateLabels(dates, 'Range', new Date(2026, 8, 12, 23, 59).toISOString())).toEqual([
      '01.09–07.09',
      '08.09–12.09',
    ])
  })

  it('labels a month by its name and year', () => {
    expect(
      dateLabels([local(2026, 1, 15), local(2026, 2, 1)], 'Month', local(2026, 2, 20)),
    ).toEqual(['Jan 2026', 'Feb 2026'])
  })
})
