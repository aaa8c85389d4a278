/**
 * A modal route over a list, against the fake API in this thread, for component tests of the
 * administration forms: the modal at `/list/modal` over `/list`, the toaster beside it, and the
 * JSON bodies of every write the fake API receives (what the server is sent, not what a form
 * meant to send).
 */
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { createMemoryRouter } from 'react-router-dom'
import { configureHttp } from '@/api/http'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { toaster } from '@/ui/toaster'
import { renderRouter } from './render-router'

export interface ReceivedWrite {
  method: string
  path: string
  body: unknown
}

/** Starts the fake API signed in as `username`; `writes` collects what it receives. */
export async function startFakeApi(username: string) {
  const api: FakeApiServer = await createFakeApiServer()
  const writes: ReceivedWrite[] = []
  api.server.listen({ onUnhandledRequest: 'error' })
  api.server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return
    const path = request.url.slice(TEST_API_BASE.length)
    void request
      .clone()
      .text()
      .then((text) => writes.push({ method: request.method, path, body: text && JSON.parse(text) }))
  })
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => api.tokenFor(username) })
  return {
    api,
    writes,
    stop() {
      api.server.close()
      api.backend.close()
    },
  }
}

/**
 * One fake API for the test file, signed in as `username`: started before the tests, each test
 * ending with the page cleaned up, no toast left and the writes forgotten, stopped after them.
 */
export function fakeApiSignedInAs(username: string) {
  let fake: Awaited<ReturnType<typeof startFakeApi>> | undefined
  beforeAll(async () => {
    fake = await startFakeApi(username)
  }, 60_000)
  afterEach(() => {
    cleanup()
    toaster.remove()
    if (fake) fake.writes.length = 0
  })
  afterAll(() => fake?.stop())
  return {
    get api() {
      return fake!.api
    },
    get writes() {
      return fake!.writes
    },
  }
}

/** Renders `modal` as the modal route /list/modal over /list. */
export function renderModalRoute(modal: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>List</h1> },
      { path: '/list/modal', element: modal },
    ],
    { initialEntries: ['/list', '/list/modal'], initialIndex: 1 },
  )
  return renderRouter(router)
}
