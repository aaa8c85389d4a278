/** Users (admin.md §7 "Users", core.md §7 "Pickers"). */
import type { UserType } from '@/domain/enums'
import { del, get, required, save } from '../http'
import type { ListResponse, PageQuery, User, UserCommand } from '../types'

export interface UserQuery extends PageQuery {
  customerId?: number
  siteId?: number
  userTypes?: UserType[]
  username?: string
  ignorePagination?: boolean
}

export const listUsers = (query: UserQuery = {}) =>
  get<ListResponse<User>>('/v2/Users', { ...query })

/** createUserCommand without an id, updateUserCommand (with acceptedTerms, username, type) with one. */
export const saveUser = (command: UserCommand) => save<User, UserCommand>('/v2/Users', command)

/** Also read by the terms gate for the user's acceptedTerms (core.md §7). */
export const getUser = async (id: number) => get<User>(`/v2/Users/${required(id, 'id', 'getUser')}`)

export const deleteUser = async (id: number) => del(`/v2/Users/${required(id, 'id', 'deleteUser')}`)
