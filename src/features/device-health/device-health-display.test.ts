import { beforeAll, describe, expect, it } from 'vitest'
import i18next from 'i18next'
import type { PreviousVerification } from '@/api/types'
import {
  lastVerifications,
  measurementText,
  readReaderType,
  timelinePoints,
  timestampText,
  TIMELINE_LENGTH,
  withReaderType,
} from './device-health-display'

beforeAll(async () => {
  process.env.TZ = 'UTC'
  await i18next.init({ lng: 'en', resources: {} })
})

const entry = (date: string, marks: Partial<PreviousVerification> = {}): PreviousVerification => ({
  date,
  calibrated: true,
  intensity: true,
  temperature: true,
  ...marks,
})

describe('the reader-type filter in the URL', () => {
  it('reads a reader type, and nothing else', () => {
    expect(readReaderType(new URLSearchParams('readerType=TruckReader'))).toBe('TruckReader')
    expect(readReaderType(new URLSearchParams('readerType=Toaster'))).toBeNull()
    expect(readReaderType(new URLSearchParams(''))).toBeNull()
  })

  it('drops the page and keeps the rest when the type changes', () => {
    const params = new URLSearchParams('page=3&orderBy=siteName_asc&readerType=DesktopReader')
    expect(withReaderType(params, 'TruckReader').toString()).toBe(
      'orderBy=siteName_asc&readerType=TruckReader',
    )
    expect(withReaderType(params, null).toString()).toBe('orderBy=siteName_asc')
  })
})

describe('timestamps', () => {
  it('shows a date at or before 1900 as empty', () => {
    expect(timestampText('1900-01-01T00:00:00.000Z')).toBe('')
    expect(timestampText('1899-12-31T00:00:00.000Z', 'date')).toBe('')
    expect(timestampText(null)).toBe('')
  })

  it('shows other dates in the product format', () => {
    expect(timestampText('2026-03-04T05:06:00Z')).toBe('04.03.2026 05:06')
    expect(timestampText('2026-03-04T05:06:00Z', 'date')).toBe('04.03.2026')
  })
})

describe('measurements', () => {
  it('gives a ratio 2 decimals and an intensity grouped digits', () => {
    expect(measurementText(1.0234, true, 2)).toBe('1.02')
    expect(measurementText(0.9, false, 2)).toBe('0.90')
    expect(measurementText(512345, true)).toBe('512,345')
    expect(measurementText(40.04, true, 1)).toBe('40.0')
  })

  it('is empty when not measured: 0 without a pass mark', () => {
    expect(measurementText(0, null, 2)).toBe('')
    expect(measurementText(0, undefined)).toBe('')
    expect(measurementText(null, true)).toBe('')
    // A real 0 that was judged is shown.
    expect(measurementText(0, false, 2)).toBe('0.00')
  })
})

describe('the timeline', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString()

  it('takes the newest 24 verifications, oldest first', () => {
    const history = Array.from({ length: 40 }, (_, index) => entry(day(40 - index)))
    const shown = lastVerifications(history)
    expect(shown).toHaveLength(TIMELINE_LENGTH)
    expect(shown[0]?.date).toBe(day(17))
    expect(shown.at(-1)?.date).toBe(day(40))
  })

  it('keeps a short history whole, an undated entry as the oldest', () => {
    const history = [entry(day(5)), entry('1900-01-01T00:00:00.000Z'), entry(day(9))]
    expect(lastVerifications(history).map((item) => item.date)).toEqual([
      '1900-01-01T00:00:00.000Z',
      day(5),
      day(9),
    ])
  })

  it('draws a point per verification and check with its outcome', () => {
    const points = timelinePoints([
      entry(day(1), { calibrated: false, temperature: null }),
      entry(day(2)),
    ])
    expect(points).toHaveLength(6)
    expect(points.filter((point) => point.x === 1)).toEqual([
      { x: 1, y: 1, check: 'calibrated', outcome: 'failed' },
      { x: 1, y: 2, check: 'intensity', outcome: 'passed' },
      { x: 1, y: 3, check: 'temperature', outcome: 'none' },
    ])
  })
})
