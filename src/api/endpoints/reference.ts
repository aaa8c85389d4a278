/**
 * Reference data: languages and countries. The spec lists no calls for them (CORE-3.22 and
 * CORE-3.23 only describe the data); the portal reads them from these two paths, as lists like any
 * other.
 */
import { get } from '../http'
import type { Country, Language, ListResponse, QueryOf } from '../types'

export type CountryQuery = QueryOf<'listCountries'>

export const listLanguages = () => get<ListResponse<Language>>('/v2/Languages')

export const listCountries = (query: CountryQuery = {}) =>
  get<ListResponse<Country>>('/v2/Countries', { ...query })
