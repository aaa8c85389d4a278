/** Result e-mail subscriptions of a site (ADMIN-7.7); there is no update call. */
import { publishing } from '../changes'
import { del, get, post } from '../http'
import { required } from '../errors'
import type { BodyOf, ListResponse, QueryOf, Subscription } from '../types'

export type SubscriptionQuery = QueryOf<'listSubscriptions'>

export type SubscriptionCommand = BodyOf<'createSubscription'>

export const listSubscriptions = (query: SubscriptionQuery = {}) =>
  get<ListResponse<Subscription>>('/v2/Subscriptions', { ...query })

export const createSubscription = (command: SubscriptionCommand) =>
  publishing(post<Subscription>('/v2/Subscriptions', command), (subscription) => ({
    resource: 'subscriptions',
    id: subscription.id,
    kind: 'created',
  }))

export const getSubscription = async (id: number) =>
  get<Subscription>(`/v2/Subscriptions/${required(id, 'id', 'getSubscription')}`)

export const deleteSubscription = async (id: number) =>
  publishing(del(`/v2/Subscriptions/${required(id, 'id', 'deleteSubscription')}`), () => ({
    resource: 'subscriptions',
    id,
    kind: 'deleted',
  }))
