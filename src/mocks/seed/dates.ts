/**
 * Time helpers of the seed. Every seeded date is `anchor - offset`, with offsets drawn from the
 * random streams and never from the anchor, so that moving the anchor moves every date by the
 * same amount and changes nothing else.
 */

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/** ISO 8601 text of an epoch-ms time, as the API sends dates. */
export function iso(time: number): string {
  return new Date(time).toISOString()
}

/** ISO text of the time `days` (fractions allowed) before the anchor. */
export function daysBefore(anchor: number, days: number): string {
  return iso(anchor - Math.round(days * DAY))
}

/** YYMMDD (UTC) of an epoch-ms time, the date format of reader QR codes. */
export function yymmdd(time: number): string {
  const date = new Date(time)
  const year = date.getUTCFullYear() % 100
  const month = date.getUTCMonth() + 1
  const day = date.getUTCDate()
  return `${year < 10 ? '0' : ''}${year}${month < 10 ? '0' : ''}${month}${day < 10 ? '0' : ''}${day}`
}

/** The "never" date of device health (ADMIN-4.12: at or before 1900 means empty). */
export const NEVER = '1900-01-01T00:00:00.000Z'
