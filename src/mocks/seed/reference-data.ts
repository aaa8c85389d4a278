/**
 * Reference data: the 16 portal languages (CORE-3.22) and about 250 countries. The countries are
 * generated from maintained npm packages, never typed by hand:
 * - countries-list: the list itself, names, native names, calling codes, continents, capitals,
 *   currencies and their English names, languages and alpha-3 codes;
 * - node-location-timezone: capital coordinates and the capital's IANA time zone (only its small
 *   capitals data file is imported, zipson-compressed, so the 770 kB city list stays out);
 * - @vvo/tzdb: standard UTC offset, generic name and abbreviation of each time zone.
 * Intl is deliberately not used: its data follow the engine's ICU version (Chromium and Node
 * disagree on a few currency names), and the seed must be identical everywhere.
 * None of this depends on the seed options, so the list is built once and copied per seed.
 */
import { rawTimeZones } from '@vvo/tzdb'
import { continents, getCountryDataList } from 'countries-list'
import { currencies } from 'countries-list/currencies'
import capitalsFile from 'node-location-timezone/dist/data/country-capitals.json'
import { parse } from 'zipson'
import type { CountryTimezone } from '@/api/types'
import { PRODUCT_LANGUAGES } from '@/domain/languages'
import type { CountryRow, LanguageRow } from '@/mocks/db/rows'

/** The 16 languages; English is the default and the best fit. */
export function buildLanguages(): LanguageRow[] {
  return PRODUCT_LANGUAGES.map(({ nativeName, locale }, index) => ({
    id: index + 1,
    name: nativeName,
    locale,
    direction: 'ltr',
    is_default: index === 0,
    is_best_fit: index === 0,
  }))
}

interface CapitalEntry {
  name: string
  nameAscii: string
  latitude: number
  longitude: number
  timezone: string
  country: { iso2: string }
}

/** Lower-case letters only, without accents, "St." spelled out and "City of" dropped. */
function normaliseCityName(name: string): string {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/\bst\.\s*/g, 'saint ')
    .replace(/\b(city|of)\b/g, '')
    .replace(/[^a-z]/g, '')
}

/** Same city under two spellings ("Kuwait City" and "Kuwait", "South Tarawa" and "Tarawa"). */
function sameCityName(a: string, b: string): boolean {
  const x = normaliseCityName(a)
  const y = normaliseCityName(b)
  if (x.length < 4 || y.length < 4) return x === y
  return x === y || x.includes(y) || y.includes(x)
}

function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const absolute = Math.abs(minutes)
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0')
  const rest = String(absolute % 60).padStart(2, '0')
  return `UTC${sign}${hours}:${rest}`
}

function buildCountries(): CountryRow[] {
  const capitals = new Map<string, CapitalEntry>()
  for (const capital of parse(capitalsFile.data) as CapitalEntry[]) {
    capitals.set(capital.country.iso2, capital)
  }

  // Every IANA name (current or deprecated) to the zone entry that shows the same time.
  const zonesByName = new Map<string, (typeof rawTimeZones)[number]>()
  const firstZoneOfCountry = new Map<string, string>()
  for (const zone of rawTimeZones) {
    for (const name of zone.group) zonesByName.set(name, zone)
    if (!firstZoneOfCountry.has(zone.countryCode))
      firstZoneOfCountry.set(zone.countryCode, zone.name)
  }

  function timezoneOf(id: string | undefined): CountryTimezone | null {
    const zone = id === undefined ? undefined : zonesByName.get(id)
    if (id === undefined || zone === undefined) return null
    const offset = utcOffsetText(zone.rawOffsetInMinutes)
    return {
      id,
      name: zone.alternativeName,
      // A few zones have no letter abbreviation ("GMT+3"): the UTC offset stands in for it.
      abbr: /^[A-Za-z]+$/.test(zone.abbreviation) ? zone.abbreviation : offset,
      offset_sec: zone.rawOffsetInMinutes * 60,
      label: `(${offset}) ${id}`,
    }
  }

  const list = getCountryDataList()
    .slice()
    .sort((a, b) => (a.iso2 < b.iso2 ? -1 : a.iso2 > b.iso2 ? 1 : 0))

  return list.map((country, index) => {
    const capitalName = country.capital.trim() === '' ? null : country.capital
    const capital = capitals.get(country.iso2)
    // The two packages disagree on a few capitals (La Paz or Sucre…): coordinates are only
    // taken when both name the same city, otherwise they stay unknown (null).
    const sameCity =
      capitalName !== null &&
      capital !== undefined &&
      (sameCityName(capital.name, capitalName) || sameCityName(capital.nameAscii, capitalName))
    const currency = country.currency[0] ?? ''
    const phone = country.phone[0]
    const code = country.iso2
    return {
      id: index + 1,
      code,
      code_iso: country.iso3,
      name: country.name,
      native: country.native,
      phone: phone === undefined ? null : `+${phone}`,
      continent: continents[country.continent],
      capital: capitalName,
      capital_lat: sameCity && capital ? capital.latitude : null,
      capital_lng: sameCity && capital ? capital.longitude : null,
      currency,
      currency_name: currency === '' ? '' : (currencies[currency]?.name ?? currency),
      languages: country.languages.join(','),
      image_1_url: `/flags/4x3/${code.toLowerCase()}.svg`,
      image_2_url: `/flags/1x1/${code.toLowerCase()}.svg`,
      capital_timezone:
        capitalName === null ? null : timezoneOf(capital?.timezone ?? firstZoneOfCountry.get(code)),
    }
  })
}

let countriesCache: CountryRow[] | null = null

/** About 250 countries, sorted by ISO code (ids follow that order); fresh objects per call. */
export function getCountries(): CountryRow[] {
  countriesCache ??= buildCountries()
  return countriesCache.map((country) => ({
    ...country,
    capital_timezone: country.capital_timezone && { ...country.capital_timezone },
  }))
}
