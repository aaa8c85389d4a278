/** Result e-mail subscriptions of a site (admin.md §7 "Subscriptions"); there is no update call. */
import { del, get, post, required } from '../http'
import type { ListResponse, PageQuery, Subscription } from '../types'

export interface SubscriptionQuery extends PageQuery {
  customerId?: number
  siteId?: number
}

export type SubscriptionCommand = Pick<Subscription, 'siteId' | 'email'>

export const listSubscriptions = (query: SubscriptionQuery = {}) =>
  get<ListResponse<Subscription>>('/v2/Subscriptions', { ...query })

export const createSubscription = (command: SubscriptionCommand) =>
  post<Subscription>('/v2/Subscriptions', command)

export const getSubscription = async (id: number) =>
  get<Subscription>(`/v2/Subscriptions/${required(id, 'id', 'getSubscription')}`)

export const deleteSubscription = async (id: number) =>
  del(`/v2/Subscriptions/${required(id, 'id', 'deleteSubscription')}`)
