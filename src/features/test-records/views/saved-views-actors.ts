/**
 * The API side of the saved views: the actors the provider gives savedViewsMachine, and the
 * choices the editor offers (routes, users) as pages for a fetched list (useFetchedList).
 */
import { fromPromise } from 'xstate'
import { getUserViews, saveUserViews } from '@/api/endpoints/current-user'
import { listTestRecordRoutes } from '@/api/endpoints/test-records'
import { listFormUsers } from '@/api/endpoints/users'
import type { ListResponse, User, UserViews } from '@/api/types'

export const savedViewsActors = {
  loadViews: fromPromise<UserViews>(() => getUserViews()),
  saveViews: fromPromise<UserViews, UserViews>(({ input }) => saveUserViews(input)),
}

const wholeList = <T>(data: T[]): ListResponse<T> => ({
  data,
  meta: { currentPage: 1, total: data.length, perPage: data.length },
})

/** The route names of the caller's records (GET /v2/TestRecords/routes). */
export const fetchRouteChoices = async (): Promise<ListResponse<string>> =>
  wholeList(await listTestRecordRoutes())

/**
 * The users of the caller's scope, the first 200 by name (GET /v2/Users, CORE-7.19;
 * ADMIN-9.1: a form's user list loads 200).
 */
export const fetchUserChoices = (): Promise<ListResponse<User>> => listFormUsers()
