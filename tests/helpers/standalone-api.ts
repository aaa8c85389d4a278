/**
 * What the tests of the standalone server (`npm run api`, src/mocks/server) share: its options
 * for a test (a free port, the pinned seed anchor), a plain HTTP call that reads JSON or text,
 * and temporary data directories removed after the file's tests. `npm run api` as a process of
 * its own is src/mocks/server/api-process.ts (the benchmarks start it too).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { contractCheck, TEST_ANCHOR } from '@/mocks/node'
import type { StandaloneOptions } from '@/mocks/server/standalone'

export const PORTAL_ORIGIN = 'http://localhost:4173'

/**
 * A server for a test: on a free port, the seed pinned, the portal at PORTAL_ORIGIN, and each of
 * its API answers held to the API document (the test that got one breaking it fails).
 */
export const optionsFor = (
  dataDir: string | null,
  more: Partial<StandaloneOptions> = {},
): StandaloneOptions => ({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  reset: false,
  size: 'default',
  anchor: TEST_ANCHOR,
  portalOrigins: [PORTAL_ORIGIN],
  latencyMs: 0,
  checkAnswer: contractCheck(''),
  ...more,
})

export interface Answer<T = any> {
  status: number
  headers: Headers
  body: T
}

export interface CallInit {
  method?: string
  token?: string
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is, as JSON unless a Content-Type says otherwise. */
  raw?: string
  headers?: Record<string, string>
}

/** One request; the answer's body as JSON when it is, else as text. */
export async function call<T = any>(url: string, init: CallInit = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  if (body !== undefined) headers['Content-Type'] ??= 'application/json'
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body }),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // HTML or text: kept as it is
  }
  return { status: response.status, headers: response.headers, body: parsed as T }
}

/** Temporary directories, each removed after the test file's tests. */
export function temporaryDirs(prefix: string): () => Promise<string> {
  const made: string[] = []
  afterAll(async () => {
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })))
  })
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}
