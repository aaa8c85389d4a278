/**
 * The fake API's route table: every endpoint, each group mirroring one area of the API, tried in
 * order. It runs in the backend's worker (no msw here: docs/architecture.md); msw's handlers that
 * put it behind the page's service worker or msw/node are in browser.ts and node.ts.
 */
import type { Backend } from '../backend'
import { createRouter, type Route, type RouterOptions } from '../http/router'
import { accountsHandlers } from './accounts'
import { authHandlers } from './auth'
import { catalogueHandlers } from './catalogue'
import { contentHandlers } from './content'
import { dashboardHandlers, recordsByDate } from './dashboard'
import { devicesHandlers } from './devices'
import { referenceHandlers } from './reference'
import { testRecordsHandlers } from './test-records'
import { usersHandlers } from './users'

export interface RouteTableOptions extends RouterOptions {
  /**
   * The fake sign-in's endpoints (/fake-auth/*), the in-browser stand-in for a sign-in service.
   * The standalone server leaves them out: it has a real OpenID Connect provider instead.
   */
  fakeSignIn?: boolean
}

/** Every endpoint of the fake API, in the order they are tried. */
export function createRoutes(
  getBackend: () => Backend,
  { fakeSignIn = true, ...router }: RouteTableOptions = {},
): Route[] {
  const route = createRouter(getBackend, router)
  return [
    ...(fakeSignIn ? authHandlers(route) : []),
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
