/** Terms and conditions (ADMIN-7.8): the versions, a new version, and the latest one. */
import { publishing } from '../changes'
import { get, post } from '../http'
import { required } from '../errors'
import type { BodyOf, ListResponse, QueryOf, Terms } from '../types'

export type TermsQuery = QueryOf<'listTerms'>

export type TermsCommand = BodyOf<'createTerms'>

export const listTerms = (query: TermsQuery = {}) =>
  get<ListResponse<Terms>>('/v2/Terms', { ...query })

export const createTerms = (command: TermsCommand) =>
  publishing(post<Terms>('/v2/Terms', command), (terms) => ({
    resource: 'terms',
    id: terms.id,
    kind: 'created',
  }))

export const getTerms = async (id: number) =>
  get<Terms>(`/v2/Terms/${required(id, 'id', 'getTerms')}`)

/** The terms the users must have accepted (the terms gate, CORE-4.2). */
export const getLatestTerms = () => get<Terms>('/v2/Terms/latest')
