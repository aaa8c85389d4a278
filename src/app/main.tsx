/**
 * The entry, kept small on purpose: in fake mode it first starts the fake backend's worker, then
 * loads the portal (boot.tsx, preloaded from index.html) and boots it. See fake-backend.ts for
 * why the order matters.
 */
import { startFakeBackendIfEnabled } from './fake-backend'

startFakeBackendIfEnabled()
void import('./boot').then(({ bootstrap }) => bootstrap())
