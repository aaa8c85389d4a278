import { beforeAll, describe, expect, it } from 'vitest'
import i18next from 'i18next'
import { formatDate, formatDateTime, formatFileSize, formatNumber, formatPercent } from './format'

beforeAll(async () => {
  process.env.TZ = 'UTC'
  await i18next.init({ lng: 'en', resources: {} })
})

describe('dates', () => {
  it('shows DD.MM.YYYY HH:mm in the browser zone', () => {
    expect(formatDateTime('2026-03-04T05:06:00Z')).toBe('04.03.2026 05:06')
  })

  it('knows every pattern of the spec', () => {
    const date = '2026-03-04T05:06:00Z'
    expect(formatDate(date)).toBe('04.03.2026')
    expect(formatDate(date, 'isoDate')).toBe('2026-03-04')
    expect(formatDate(date, 'dashedDate')).toBe('04-03-2026')
    expect(formatDate(date, 'longDate')).toBe('04 Mar 2026')
    expect(formatDate(date, 'compactDate')).toBe('260304')
    expect(formatDate(date, 'dayMonth')).toBe('04.03')
    expect(formatDate(date, 'month')).toBe('Mar 2026')
  })

  it('gives empty text for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
})

describe('numbers', () => {
  it('rounds to a fixed number of decimals', () => {
    expect(formatNumber(1.005, { decimals: 2 })).toBe('1.01')
    expect(formatNumber(2, { decimals: 2 })).toBe('2.00')
    expect(formatNumber(1234.5)).toBe('1,234.5')
  })

  it('follows the interface language', async () => {
    await i18next.changeLanguage('de')
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1.234,50')
    expect(formatPercent(12.345)).toBe('12,3\u00a0%')
    await i18next.changeLanguage('en')
  })

  it('shows percentages given as 0–100 to 1 decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%')
    expect(formatPercent(0)).toBe('0.0%')
  })

  it('gives empty text for missing values', () => {
    expect(formatNumber(null)).toBe('')
    expect(formatNumber(Number.NaN)).toBe('')
    expect(formatPercent(undefined)).toBe('')
  })
})

describe('file sizes', () => {
  it('says bytes under a kilobyte, then kilobytes and megabytes to one decimal', () => {
    expect(formatFileSize(0)).toBe('0 byte')
    expect(formatFileSize(42)).toBe('42 byte')
    expect(formatFileSize(1023)).toBe('1,023 byte')
    expect(formatFileSize(1024)).toBe('1 kB')
    expect(formatFileSize(1536)).toBe('1.5 kB')
    expect(formatFileSize(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3 MB')
  })

  it('says the unit in the interface language', async () => {
    // French says kilo-octets.
    await i18next.changeLanguage('fr')
    // (French puts a narrow no-break space before the unit.)
    expect(formatFileSize(1536)).toMatch(/^1,5\sko$/)
    await i18next.changeLanguage('en')
  })

  it('gives empty text for a missing or impossible size', () => {
    expect(formatFileSize(undefined)).toBe('')
    expect(formatFileSize(-1)).toBe('')
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('')
  })
})
