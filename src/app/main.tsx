/**
 * The entry, kept small on purpose: in fake mode it first starts the fake backend's worker, then
 * starts fetching the translations (locale-loading.ts), loads the portal (boot.tsx, preloaded from
 * index.html) and boots it. See fake-backend.ts for why the order matters.
 */
import { startFakeBackendIfEnabled } from './fake-backend'
import { fetchStoredLocaleEarly } from './locale-loading'

startFakeBackendIfEnabled()
fetchStoredLocaleEarly()
void import('./boot').then(({ bootstrap }) => bootstrap())
