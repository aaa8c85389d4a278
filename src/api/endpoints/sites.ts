/** Sites (admin.md §7 "Sites", core.md §7 "Pickers"), including the transfer to another customer. */
import type { CustomerType } from '@/domain/enums'
import { del, get, post, required, save } from '../http'
import type { AvailableTestType, ListResponse, PageQuery, Site, User } from '../types'

export interface SiteQuery extends PageQuery {
  customerId?: number
}

export interface SiteListQuery {
  customerId?: number
}

export type SiteAdminQuery = PageQuery

/**
 * The update also saves the site's available test types (by id, without the joined test type);
 * an update without them keeps them. The type changes only with `changeSiteType`; a new site
 * without a position is placed once its address is geocoded.
 */
export type SiteCommand = Omit<
  Site,
  'id' | 'customer' | 'availableTestTypes' | 'type' | 'location'
> & {
  id?: number
  location?: Site['location']
  availableTestTypes?: Array<Omit<AvailableTestType, 'testType'>>
}

/** An update of some fields only (the test types, the position), with the revision. */
export type SitePatch = Partial<SiteCommand> & { id: number }

export type SiteListItem = Pick<Site, 'id' | 'name' | 'customerId'>

export const listSites = (query: SiteQuery = {}) =>
  get<ListResponse<Site>>('/v2/Sites', { ...query })

export const listAllSites = (query: SiteListQuery = {}) =>
  get<SiteListItem[]>('/v2/Sites/list', { ...query })

export const saveSite = (command: SiteCommand) => save<Site, SiteCommand>('/v2/Sites', command)

export const patchSite = (command: SitePatch) => save<Site, SitePatch>('/v2/Sites', command)

export const getSite = async (id: number) => get<Site>(`/v2/Sites/${required(id, 'id', 'getSite')}`)

export const deleteSite = async (id: number) => del(`/v2/Sites/${required(id, 'id', 'deleteSite')}`)

export const moveSite = async (id: number, customerId: number) =>
  post<Site>(
    `/v2/Sites/${required(id, 'id', 'moveSite')}/move/${required(customerId, 'customerId', 'moveSite')}`,
  )

export const listSiteAdmins = async (id: number, query: SiteAdminQuery = {}) =>
  get<ListResponse<User>>(`/v2/Sites/${required(id, 'id', 'listSiteAdmins')}/siteadmins`, {
    ...query,
  })

export const changeSiteType = async (id: number, type: CustomerType) =>
  post<Site>(`/v2/Sites/${required(id, 'id', 'changeSiteType')}/type`, { type })
