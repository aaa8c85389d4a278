import fc from 'fast-check'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { dateTimeFormatter, isKnownTimeZone } from './date-time'

const viaLuxon = (time: number, zone: string) =>
  DateTime.fromMillis(time, { zone }).toFormat('dd.MM.yyyy HH:mm')

describe('dateTimeFormatter', () => {
  it.each([
    // Copenhagen: summer time starts 29 March 2026 at 01:00 UTC and ends 25 October at 01:00 UTC.
    ['Europe/Copenhagen', Date.UTC(2026, 2, 29, 0, 59), '29.03.2026 01:59'],
    ['Europe/Copenhagen', Date.UTC(2026, 2, 29, 1, 0), '29.03.2026 03:00'],
    ['Europe/Copenhagen', Date.UTC(2026, 9, 25, 0, 59), '25.10.2026 02:59'],
    ['Europe/Copenhagen', Date.UTC(2026, 9, 25, 1, 0), '25.10.2026 02:00'],
    ['UTC', Date.UTC(2026, 0, 1, 23, 59, 59), '01.01.2026 23:59'],
    ['Asia/Kolkata', Date.UTC(2026, 11, 31, 18, 30), '01.01.2027 00:00'],
    ['America/New_York', Date.UTC(2026, 0, 1, 3, 0), '31.12.2025 22:00'],
  ])('%s: %d reads %s', (zone, time, expected) => {
    expect(dateTimeFormatter(zone)(time)).toBe(expected)
  })

  it.each([
    'Europe/Copenhagen',
    'America/New_York',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'America/Sao_Paulo',
    'UTC',
  ])('agrees with luxon in %s at any minute, transitions included', (zone) => {
    const format = dateTimeFormatter(zone)
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (time) => format(time) === viaLuxon(time, zone),
      ),
      { numRuns: 500 },
    )
    // Every hour of a year walks through both transitions of zones with summer time.
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_600_000 + 60_000) {
      expect(format(time)).toBe(viaLuxon(time, zone))
    }
  })

  it('knows IANA zones and refuses unknown ones', () => {
    expect(isKnownTimeZone('Europe/Copenhagen')).toBe(true)
    expect(isKnownTimeZone('UTC')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('')).toBe(false)
    expect(() => dateTimeFormatter('Mars/Olympus_Mons')).toThrow(/Unknown time zone/)
  })
})
