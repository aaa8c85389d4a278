/**
 * The client against the real fake API in Node: the fake sign-in's token reaches the API through
 * getToken, the current user comes back with permissions, and a forbidden call both rejects with
 * a 403 ApiError and reaches the onForbidden subscriber with the server's message (CORE-8.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, PERMISSIONS } from '@/domain/permissions'
import { shownColumns } from '@/domain/test-record-columns'
import { createFakeApiServer, type FakeApiServer } from '@/mocks/node'
import { configureHttp, onForbidden } from '../http'
import { ApiError } from '../errors'
import { getCurrentUser } from './current-user'
import { fakeSignIn } from './fake-auth'
import { listSubstances } from './substances'
import { exportTestRecordsCsv, exportTestRecordsExcel } from './test-records'

const BASE = 'http://localhost/api'

let api: FakeApiServer
let token: string | null = null

async function signInAs(username: string): Promise<void> {
  token = null
  const answer = await fakeSignIn(username)
  token = answer.access_token
}

beforeAll(async () => {
  api = await createFakeApiServer({ base: BASE })
  api.server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: BASE, getToken: () => token })
}, 60_000)

afterAll(() => {
  api.server.close()
  api.backend.close()
})

describe('the client against the fake API', () => {
  it('signs in as admin and reads the current user with every permission', async () => {
    await signInAs('admin')
    expect(token).toBeTruthy()
    const { currentUser, permissions } = await getCurrentUser()
    expect(currentUser.username).toBe('admin')
    expect(currentUser.type).toBe('Root')
    expect(currentUser).not.toHaveProperty('password')
    expect([...permissions].sort()).toEqual([...ALL_PERMISSIONS].sort())
  })

  it('lists substances as admin', async () => {
    await signInAs('admin')
    const page = await listSubstances({ page: 1, pageSize: 5, order: 'name_asc' })
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.meta).toMatchObject({ currentPage: 1, perPage: 5 })
  })

  it('rejects a forbidden call with a 403 ApiError and tells the subscriber the server message', async () => {
    await signInAs('operator')
    const { permissions } = await getCurrentUser()
    expect(permissions).not.toContain(PERMISSIONS.SUBSTANCES_READ)

    const heard: Array<string | null> = []
    const stop = onForbidden((message) => heard.push(message))
    try {
      const error = await listSubstances().then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(ApiError)
      const apiError = error as ApiError
      expect(apiError.status).toBe(403)
      expect(apiError.kind).toBe('http')
      expect(apiError.message).toMatch(/permission/i)
      expect(heard).toEqual([apiError.message])
    } finally {
      stop()
    }
  })

  it('downloads an export as a Blob with the view’s columns and the user’s zone', async () => {
    await signInAs('site.admin')
    const blob = await exportTestRecordsCsv({
      siteId: 1,
      results: 4,
      columns: shownColumns([
        { id: 'route', name: 'Route', label: '', enabled: true, order: 1 },
        { id: 'site', name: 'Site', label: '', enabled: true, order: 0 },
        { id: 'user', name: 'User', label: '', enabled: false, order: 2 },
      ]),
      timeZone: 'Europe/Copenhagen',
    })
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toMatch(/^text\/csv; ?charset=utf-8$/)
    const [header] = (await blob.text()).replace('\uFEFF', '').split('\r\n')
    expect(header).toBe('Flow ID,Date/time,Test,Test result,Site,Route')
    const excel = await exportTestRecordsExcel({ siteId: 1, timeZone: 'Europe/Copenhagen' })
    expect(excel.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(excel.size).toBeGreaterThan(1000)
  })
})
