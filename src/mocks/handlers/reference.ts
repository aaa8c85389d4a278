/**
 * Reference data (CORE-3.22, CORE-3.23): the portal's languages and the country list of the address
 * and phone pickers. Read-only, for any signed-in user. The flag images the countries name
 * (`/flags/...`) are not served by the fake API.
 */
import type { CountryRow, LanguageRow } from '../db/rows'
import { allRows, listRows, readOrder, readPaging, type SortFields } from '../http/list'
import type { Route, Router } from '../http/router'

const SIGNED_IN = {}

/** A country picker shows every country on one page. */
const COUNTRIES_PAGE_SIZE = 300

const LANGUAGE_ORDER = readOrder<LanguageRow>(
  new URLSearchParams(),
  { id: (row) => row.id },
  'id_asc',
)

const COUNTRY_SORT: SortFields<CountryRow> = {
  name: (row) => row.name,
  code: (row) => row.code,
  id: (row) => row.id,
}

/** Lower case without accents: "cote" finds "Côte d'Ivoire". */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

export function referenceHandlers(route: Router): Route[] {
  return [
    // The same { data, meta } as every list, unpaged: there are 16.
    route.get('/v2/Languages', SIGNED_IN, ({ backend }) =>
      allRows(backend.db.languages, { order: LANGUAGE_ORDER, map: (row) => ({ ...row }) }),
    ),

    route.get('/v2/Countries', SIGNED_IN, ({ query, backend }) => {
      const name = searchable(query.get('name')?.trim() ?? '')
      return listRows(backend.db.countries, {
        where: name ? (row) => searchable(row.name).includes(name) : undefined,
        order: readOrder(query, COUNTRY_SORT, 'name_asc'),
        paging: readPaging(query, COUNTRIES_PAGE_SIZE),
        map: (row) => ({
          ...row,
          capital_timezone: row.capital_timezone && { ...row.capital_timezone },
        }),
      })
    }),
  ]
}
