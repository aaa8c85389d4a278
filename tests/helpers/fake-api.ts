/**
 * Calls the fake API from Node tests as a persona would, with plain fetch (the handlers are
 * tested as a server, without the portal's client in between).
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
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

/**
 * Starts one fake API for the test file (seeding once is the slow part) and listens with
 * `onUnhandledRequest: 'error'`, so a call to a path without a handler fails the test.
 */
export function useFakeApi(options: Partial<BootOptions> = {}) {
  const state = {} as { api: FakeApiServer; call: Caller }
  beforeAll(async () => {
    state.api = await createFakeApiServer(options)
    state.call = callerFor(state.api)
    state.api.server.listen({ onUnhandledRequest: 'error' })
  }, 60_000)
  afterEach(() => state.api.server.resetHandlers())
  afterAll(() => {
    state.api.server.close()
    state.api.backend.close()
  })
  return state
}
