/**
 * The entry's door to fake-mode code: starts the fake backend's worker (its seed, database and
 * routes; src/mocks/worker) before the portal's own code is even loaded. A worker's thread only
 * starts once the page's main thread is free, so starting it from the small entry, before the
 * portal's modules are evaluated (~200 ms of Chakra and React), lets the seed be built while they
 * are. In a real-API build the condition is false at compile time and none of this is bundled
 * (scripts/checks/check-real-build.mjs).
 */
import { startFakeBackend } from '@/mocks/start-backend'
import { apiBase } from './config'

export function startFakeBackendIfEnabled(): void {
  if (__FAKE_API__) startFakeBackend(apiBase())
}
