/**
 * Calls the fake API from Node tests as a persona would, with plain fetch (the handlers are
 * tested as a server, without the portal's client in between).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { ApiErrorBody, ListResponse } from '@/api/types'
import { createFakeApiServer, type FakeApiServer } from '@/mocks/node'
import type { BootOptions } from '@/mocks/backend'

export interface ApiAnswer<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export type Caller = <T = any>(
  username: string | null,
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiAnswer<T>>

export function callerFor(api: FakeApiServer): Caller {
  return async (username, method, path, body) => {
    const headers: Record<string, string> = {}
    if (username) headers.Authorization = `Bearer ${api.tokenFor(username)}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${api.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON (a file download): keep the text
    }
    return { status: response.status, body: parsed as never, headers: response.headers }
  }
}

/** The code of the field error on `field` of a 400 answer. */
export function codeOn(body: ApiErrorBody, field: string): string | undefined {
  return body.errors?.find((error) => error.field === field)?.code
}

/** Text order as the fake API sorts: natural and case-insensitive. */
export const byText = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })

/**
 * Starts one fake API for the test file (seeding once is the slow part) and listens with
 * `onUnhandledRequest: 'error'`, so a call to a path without a handler fails the test.
 */
export function useFakeApi(options: Partial<BootOptions> = {}) {
  const state = {} as {
    api: FakeApiServer
    call: Caller
    /** A list call that must succeed; answers its body. */
    list: <T>(path: string, as?: string) => Promise<ListResponse<T>>
  }
  beforeAll(async () => {
    state.api = await createFakeApiServer(options)
    state.call = callerFor(state.api)
    state.list = async <T>(path: string, as = 'admin') => {
      const answer = await state.call<ListResponse<T>>(as, 'GET', path)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body
    }
    state.api.server.listen({ onUnhandledRequest: 'error' })
  }, 60_000)
  afterEach(() => state.api.server.resetHandlers())
  afterAll(() => {
    state.api.server.close()
    state.api.backend.close()
  })
  return state
}
