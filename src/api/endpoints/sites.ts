/** Sites (ADMIN-7.5, CORE-7.18), including the transfer to another customer. */
import type { CustomerType } from '@/domain/enums'
import type { components } from '../generated/openapi'
import { publishing, savedKind } from '../changes'
import { del, get, post, save } from '../http'
import { required } from '../errors'
import type { BodyOf, ListResponse, QueryOf, Site, User } from '../types'

export type SiteQuery = QueryOf<'listSites'>

export type SiteListQuery = QueryOf<'listAllSites'>

export type SiteAdminQuery = QueryOf<'listSiteAdmins'>

/**
 * The update also saves the site's available test types (by id, without the joined test type);
 * an update without them keeps them. The type changes only with `changeSiteType`; a new site
 * without a position is placed once its address is geocoded.
 */
export type SiteCommand = BodyOf<'createSite'> & { id?: number }

/** An update of some fields only (the test types, the position), with the revision. */
export type SitePatch = Partial<SiteCommand> & { id: number }

export type SiteListItem = components['schemas']['SiteListItem']

export const listSites = (query: SiteQuery = {}) =>
  get<ListResponse<Site>>('/v2/Sites', { ...query })

export const listAllSites = (query: SiteListQuery = {}) =>
  get<SiteListItem[]>('/v2/Sites/list', { ...query })

/** ADMIN-9.1: a form's site list loads 200 (the place filter's picker loads up to 10000). */
export const FORM_SITES_SIZE = 200

/** The sites a form offers (role, app-user, subscription): the first 200 by name. */
export async function listFormSites(query: SiteListQuery = {}): Promise<SiteListItem[]> {
  const page = await listSites({ ...query, page: 1, pageSize: FORM_SITES_SIZE, order: 'name_asc' })
  return page.data.map(({ id, name, customerId }) => ({ id, name, customerId }))
}

/**
 * A form's sites with an edited user's own site added when it is not among the first 200, so
 * an edit always shows the site the user has.
 */
export function withUserSite(
  sites: SiteListItem[],
  user: Pick<User, 'site' | 'customerId'> | null,
): SiteListItem[] {
  const own = user?.site
  if (!own || user.customerId === null || sites.some((site) => site.id === own.id)) return sites
  return [...sites, { id: own.id, name: own.name, customerId: user.customerId }]
}

/** A saved site says its customer: the place filter chooses it (filters.machine.ts). */
export const saveSite = (command: SiteCommand) =>
  publishing(save<Site, SiteCommand>('/v2/Sites', command), (site) => ({
    resource: 'sites',
    id: site.id,
    kind: savedKind(command),
    customerId: site.customerId,
  }))

/** Part of a site (its test types, its location): the lists reload, the place filter stays. */
export const patchSite = (command: SitePatch) =>
  publishing(save<Site, SitePatch>('/v2/Sites', command), (site) => ({
    resource: 'sites',
    id: site.id,
    kind: 'updated',
  }))

export const getSite = async (id: number) => get<Site>(`/v2/Sites/${required(id, 'id', 'getSite')}`)

export const deleteSite = async (id: number) =>
  publishing(del(`/v2/Sites/${required(id, 'id', 'deleteSite')}`), () => ({
    resource: 'sites',
    id,
    kind: 'deleted',
  }))

export const moveSite = async (id: number, customerId: number) =>
  publishing(
    post<Site>(
      `/v2/Sites/${required(id, 'id', 'moveSite')}/move/${required(customerId, 'customerId', 'moveSite')}`,
    ),
    () => ({ resource: 'sites', id, kind: 'moved', customerId }),
  )

export const listSiteAdmins = async (id: number, query: SiteAdminQuery = {}) =>
  get<ListResponse<User>>(`/v2/Sites/${required(id, 'id', 'listSiteAdmins')}/siteadmins`, {
    ...query,
  })

export const changeSiteType = async (id: number, type: CustomerType) =>
  publishing(
    post<Site>(`/v2/Sites/${required(id, 'id', 'changeSiteType')}/type`, { type }),
    () => ({
      resource: 'sites',
      id,
      kind: 'updated',
    }),
  )
