/**
 * The one place dates and numbers become text (CORE-9.3, CORE-9.8). Dates use
 * the spec's fixed patterns in the browser's time zone; numbers follow the interface language's
 * conventions (decimal comma in German, and so on). Screens never call toLocaleString or
 * Intl themselves, so a change of convention is made here once. (Incubation times, mm:ss, are
 * the test-type rules' own: src/domain/validation/test-type.ts.)
 */
import i18next from 'i18next'
import { DateTime } from 'luxon'

/** The spec's date patterns, in luxon's notation. */
export const DATE_PATTERNS = {
  /** DD.MM.YYYY HH:mm: tables and details. */
  dateTime: 'dd.MM.yyyy HH:mm',
  /** DD.MM.YYYY */
  date: 'dd.MM.yyyy',
  /** YYYY-MM-DD: date inputs and the API's dates. */
  isoDate: 'yyyy-MM-dd',
  /** DD-MM-YYYY */
  dashedDate: 'dd-MM-yyyy',
  /** DD MMM YYYY: chart labels. */
  longDate: 'dd LLL yyyy',
  /** DD.MM: a day on a chart axis. */
  dayMonth: 'dd.MM',
  /** MMM YYYY: a month on a chart axis. */
  month: 'LLL yyyy',
  /** YYMMDD: batch and manufacturing dates as readers print them. */
  compactDate: 'yyMMdd',
} as const

export type DatePattern = keyof typeof DATE_PATTERNS

type DateInput = string | number | Date | null | undefined

function toDateTime(value: DateInput): DateTime | null {
  if (value === null || value === undefined || value === '') return null
  const parsed =
    typeof value === 'string'
      ? DateTime.fromISO(value)
      : DateTime.fromJSDate(typeof value === 'number' ? new Date(value) : value)
  return parsed.isValid ? parsed : null
}

/** The interface language, for number conventions and month names. */
function locale(): string {
  return i18next.language || 'en'
}

/** A date in one of the spec's patterns; empty text for a missing or invalid date. */
export function formatDate(value: DateInput, pattern: DatePattern = 'date'): string {
  return toDateTime(value)?.setLocale(locale()).toFormat(DATE_PATTERNS[pattern]) ?? ''
}

/** DD.MM.YYYY HH:mm, the product's date and time. */
export const formatDateTime = (value: DateInput): string => formatDate(value, 'dateTime')

export interface NumberFormat {
  /** Exactly this many decimals (the spec's "to 2 decimals"). */
  decimals?: number
  /** At most this many decimals, dropping trailing zeros. */
  maxDecimals?: number
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale()}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale(), options)
    numberFormats.set(key, format)
  }
  return format
}

/** A number in the interface language; empty text for a missing or non-finite value. */
export function formatNumber(value: number | null | undefined, options: NumberFormat = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const { decimals, maxDecimals = 2 } = options
  return numberFormat(
    decimals === undefined
      ? { maximumFractionDigits: maxDecimals }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  ).format(value)
}

/** A percentage given as 0–100, to 1 decimal by default (key statistics). */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100)
}

const FILE_SIZE_UNITS = [
  { unit: 'byte', bytes: 1 },
  { unit: 'kilobyte', bytes: 1024 },
  { unit: 'megabyte', bytes: 1024 * 1024 },
] as const

/**
 * A file's size with its unit in the interface language ("812 byte", "1.5 kB", "2.3 MB"): bytes
 * under a kilobyte, so a small file never reads "0 KB"; at most one decimal above.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  const { unit, bytes: size } =
    FILE_SIZE_UNITS.findLast((candidate) => bytes >= candidate.bytes) ?? FILE_SIZE_UNITS[0]
  return numberFormat({
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size)
}

/**
 * A country (ISO 3166-1 alpha-2, as addresses store it) by its name in the interface language;
 * the code itself when the browser knows no name for it.
 */
export function formatCountry(code: string): string {
  if (!code) return ''
  try {
    return new Intl.DisplayNames([locale()], { type: 'region' }).of(code) ?? code
  } catch {
    // Not a region code the browser accepts (an address typed before the list existed).
    return code
  }
}

/** Every country of `codes`, named in the interface language and sorted by that name. */
export function countryChoices(codes: readonly string[]): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(locale())
  return codes
    .map((code) => ({ value: code, label: formatCountry(code) }))
    .sort((a, b) => collator.compare(a.label, b.label))
}

/** An address on one line: street, postal code and city, the country by its name. */
export function formatAddress(address: {
  street: string
  postalCode: string
  city: string
  country: string
}): string {
  return [
    address.street,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    formatCountry(address.country),
  ]
    .filter(Boolean)
    .join(', ')
}
