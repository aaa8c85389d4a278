/**
 * The fake API in Node: the same handlers and database as the browser, behind msw/node for Vitest
 * (latency 0, nothing persisted unless a test asks for it) and behind an HTTP server for
 * `npm run api` (src/mocks/server/standalone.ts).
 */
import { http, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { bootBackend, type Backend, type BootOptions } from './backend'
import { Controls } from './controls'
import { issueToken } from './http/auth'
import { controlsMiddleware } from './http/middleware'
import { routeRequest } from './http/router'
import { createRoutes, type RouteTableOptions } from './handlers'
import { createContractChecker, type ContractChecker } from './openapi/contract'
import { loadApiDocument } from './openapi/document'
import { reportContractCheck } from './openapi/violations'

/** Tests pin the seed's anchor so dates in assertions never drift. */
export const TEST_ANCHOR = Date.UTC(2026, 10, 1)
export const TEST_API_BASE = 'http://localhost/api'

export interface FakeApiServer {
  server: ReturnType<typeof setupServer>
  backend: Backend
  controls: Controls
  base: string
  /** A bearer token for a seeded user or persona, as the fake sign-in would issue it. */
  tokenFor: (username: string) => string
}

/** Looks at each answer of the route table (a copy of it), beside the one handed back. */
export type AnswerCheck = (request: Request, response: Response) => void

/**
 * The whole fake API in one thread: the controls middleware first (latency and injected faults),
 * then the route table as one msw handler (the browser runs the table in its worker instead).
 */
export function createHandlers(
  base: string,
  getBackend: () => Backend,
  controls: Controls,
  routes: RouteTableOptions = {},
  checkAnswer?: AnswerCheck,
): HttpHandler[] {
  const answer = routeRequest(base, createRoutes(getBackend, routes))
  return [
    controlsMiddleware(base, controls),
    http.all(`${base}/*`, async ({ request }) => {
      const response = await answer(request)
      checkAnswer?.(request, response.clone())
      return response
    }),
  ]
}

let checker: ContractChecker | undefined

/**
 * Holds every answer to the contract (src/api/openapi.yaml): what breaks it is reported, and the
 * tests' setup fails the test that caused it (openapi/violations.ts). The in-process server uses
 * it, and the standalone server's tests hand it to the server they start, for its HTTP answers.
 */
export function contractCheck(base: string): AnswerCheck {
  // Built with the server, not on its first answer: compiling the schemas takes a moment.
  checker ??= createContractChecker(loadApiDocument())
  const check = checker
  const basePath = new URL(base, 'http://base.invalid').pathname.replace(/\/$/, '')
  return (request, response) => {
    const path = new URL(request.url).pathname.slice(basePath.length)
    reportContractCheck(() => check.check(request.method, path, response))
  }
}

export async function createFakeApiServer(
  options: Partial<BootOptions> & { base?: string } = {},
): Promise<FakeApiServer> {
  const base = options.base ?? TEST_API_BASE
  const backend = await bootBackend({
    size: 'default',
    persist: false,
    anchor: TEST_ANCHOR,
    ...options,
  })
  const controls = new Controls(null, { latencyMs: 0 })
  const server = setupServer(
    ...createHandlers(base, () => backend, controls, {}, contractCheck(base)),
  )
  return { server, backend, controls, base, tokenFor: (username) => issueToken(username, 0) }
}
