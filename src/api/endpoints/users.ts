/** Users (ADMIN-7.6, CORE-7.19). */
import { publishing, savedKind } from '../changes'
import { del, get, save } from '../http'
import { required } from '../errors'
import type { ListResponse, QueryOf, User, UserCommand } from '../types'

export type UserQuery = QueryOf<'listUsers'>

export const listUsers = (query: UserQuery = {}) =>
  get<ListResponse<User>>('/v2/Users', { ...query })

/** ADMIN-9.1: a form's user list loads 200. */
export const FORM_USERS_SIZE = 200

/** The users a form offers (the saved-view editor's user choice): the first 200 by name. */
export const listFormUsers = () =>
  listUsers({ page: 1, pageSize: FORM_USERS_SIZE, order: 'name_asc' })

/** createUserCommand without an id, updateUserCommand (with acceptedTerms, username, type) with one. */
export const saveUser = (command: UserCommand) =>
  publishing(save<User, UserCommand>('/v2/Users', command), (user) => ({
    resource: 'users',
    id: user.id,
    kind: savedKind(command),
    customerId: user.customerId,
  }))

/**
 * An edit's updateUserCommand: the form's fields, the loaded user's id and the revision the edit
 * was made on, and the user's acceptedTerms (ADMIN-7.6: the update also carries acceptedTerms,
 * username and type), so that an API that replaces what a body names never drops the terms a
 * user accepted and sends them back through the terms gate. The revision guards them.
 */
export const userUpdate = (
  loaded: Pick<User, 'id' | 'acceptedTerms'>,
  fields: UserCommand,
  revision: number | null,
): UserCommand => ({
  ...fields,
  id: loaded.id,
  revision: revision ?? undefined,
  acceptedTerms: loaded.acceptedTerms,
})

/** Also read by the terms gate for the user's acceptedTerms (CORE-7.6). */
export const getUser = async (id: number) => get<User>(`/v2/Users/${required(id, 'id', 'getUser')}`)

export const deleteUser = async (id: number) =>
  publishing(del(`/v2/Users/${required(id, 'id', 'deleteUser')}`), () => ({
    resource: 'users',
    id,
    kind: 'deleted',
  }))
