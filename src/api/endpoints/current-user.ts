/**
 * The signed-in user's own calls (CORE-7.2, CORE-7.3, CORE-7.4, CORE-7.5): who they are and what
 * they may do, their saved views, the guided tour flag and the password calls.
 */
import { publishing } from '../changes'
import { get, patch, post, put } from '../http'
import type { components } from '../generated/openapi'
import type { CurrentUserResponse, UserViews } from '../types'

/**
 * Field names of the password calls are not in the spec; these are the portal's choice, as the
 * API document has them.
 */
export type PasswordChangeCommand = components['schemas']['PasswordChangeCommand']

/**
 * `login` is the account's username or e-mail address: the answer is the same whether or not it
 * exists.
 */
export type PasswordResetCommand = components['schemas']['PasswordResetCommand']

export type PasswordResetRedeemCommand = components['schemas']['PasswordResetRedeemCommand']

export const getCurrentUser = () => get<CurrentUserResponse>('/v2/Users/me')

export const getUserViews = () => get<UserViews>('/v2/Users/me/views')

/** The whole list of views is sent on every change (CORE-4.8). */
export const saveUserViews = (views: UserViews) =>
  publishing(put<UserViews>('/v2/Users/me/views', views), () => ({
    resource: 'savedViews',
    id: null,
    kind: 'updated',
  }))

export const completeTourGuide = () => post('/v2/Users/tourguide')

export const changePassword = (command: PasswordChangeCommand) =>
  patch('/v2/Users/password', command)

export const requestPasswordReset = (command: PasswordResetCommand) =>
  post('/v2/Users/password/reset', command)

export const redeemPasswordReset = (command: PasswordResetRedeemCommand) =>
  post('/v2/Users/password/reset/redeem', command)
