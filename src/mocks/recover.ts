/**
 * Recovery when the fake API cannot start (the portal's failure screen, src/app/FakeApiFailure):
 * forgets everything the fake API keeps in this browser, without needing the fake API itself,
 * which is what failed. The worker is stopped first because it holds its database open, and a
 * database still open in this page is not deleted until the page is gone.
 */
import { SETTINGS_STORAGE_KEY } from './controls'
import { SEED_STORAGE_KEY, stopFakeBackend } from './start-backend'
import { journalName, SEED_RECORD_COUNTS, type SeedSize } from './seed/sizes'

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    // Blocked means another tab still has it open: it is deleted once that tab lets go.
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

/** Stored changes of every seed, the chosen seed, latency and faults, and msw's service worker. */
export async function forgetDemoData(): Promise<void> {
  stopFakeBackend()
  const sizes = Object.keys(SEED_RECORD_COUNTS) as SeedSize[]
  await Promise.all(sizes.map((size) => deleteDatabase(journalName(size))))
  for (const key of [SETTINGS_STORAGE_KEY, SEED_STORAGE_KEY]) localStorage.removeItem(key)
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? []
  await Promise.all(registrations.map((registration) => registration.unregister()))
}
