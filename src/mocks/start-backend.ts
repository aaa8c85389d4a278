/**
 * Starts the fake backend's worker once per page, with the seed the user chose. The entry calls
 * it before the portal's own code runs (src/app/start-fake-backend.ts), so the seed is built
 * while the page loads and renders; src/mocks/browser.ts then takes the same worker. Kept apart
 * from browser.ts so that the entry carries only this and the worker's client, not msw.
 */
import { SEED_RECORD_COUNTS, type SeedSize } from './seed/sizes'
import { startBackendWorker, type BackendClient } from './worker/backend-client'

export const SEED_STORAGE_KEY = 'fakeApi.seed'

/** `?seed=` switches the seed and is remembered; otherwise the remembered one, or the default. */
function chosenSeed(): SeedSize {
  const fromUrl = new URLSearchParams(window.location.search).get('seed')
  if (fromUrl && fromUrl in SEED_RECORD_COUNTS) {
    localStorage.setItem(SEED_STORAGE_KEY, fromUrl)
    return fromUrl as SeedSize
  }
  const stored = localStorage.getItem(SEED_STORAGE_KEY)
  return stored && stored in SEED_RECORD_COUNTS ? (stored as SeedSize) : 'default'
}

let started: { seed: SeedSize; backend: BackendClient } | null = null

export function startFakeBackend(base: string): { seed: SeedSize; backend: BackendClient } {
  if (!started) {
    const seed = chosenSeed()
    started = { seed, backend: startBackendWorker(base, seed, () => window.location.reload()) }
  }
  return started
}

/** Stops the started worker, if any, so that its database can be deleted (recover.ts). */
export function stopFakeBackend(): void {
  started?.backend.terminate()
  started = null
}
