/**
 * The fake API's msw handlers: the controls middleware first (latency and injected faults), then
 * the route table of every endpoint, each group mirroring one area of the API, tried in order.
 */
import type { HttpHandler } from 'msw'
import type { Backend } from '../backend'
import type { Controls } from '../controls'
import { controlsMiddleware } from '../http/middleware'
import { createRouter, routesHandler, type Route } from '../http/router'
import { accountsHandlers } from './accounts'
import { authHandlers } from './auth'
import { catalogueHandlers } from './catalogue'
import { contentHandlers } from './content'
import { dashboardHandlers, recordsByDate } from './dashboard'
import { devicesHandlers } from './devices'
import { referenceHandlers } from './reference'
import { testRecordsHandlers } from './test-records'
import { usersHandlers } from './users'

export interface HandlerOptions {
  /** The API base the real API would have, e.g. `http://localhost:5173/api`. */
  base: string
  getBackend: () => Backend
  controls: Controls
}

/** Every endpoint of the fake API, in the order they are tried. */
export function createRoutes(getBackend: () => Backend): Route[] {
  const route = createRouter(getBackend)
  return [
    ...authHandlers(route),
    ...usersHandlers(route),
    ...accountsHandlers(route),
    ...catalogueHandlers(route),
    ...contentHandlers(route),
    ...dashboardHandlers(route),
    ...devicesHandlers(route),
    ...referenceHandlers(route),
    ...testRecordsHandlers(route),
  ]
}

/**
 * Builds, ahead of the first request, the caches the first requests of a session need: the
 * records in date order, which every dashboard call reads (~25 ms on the default seed).
 */
export function warmUp(backend: Backend): void {
  recordsByDate(backend.db)
}

/** The whole fake API in one thread (Vitest in Node). The browser runs the routes in a worker. */
export function createHandlers({ base, getBackend, controls }: HandlerOptions): HttpHandler[] {
  return [controlsMiddleware(base, controls), routesHandler(base, createRoutes(getBackend))]
}
