/**
 * Starts the fake API in the browser: starts the backend's worker (seed, stored changes and every
 * route, off the main thread: src/mocks/worker), registers the msw service worker that hands it
 * the page's API requests, and exposes `window.fakeApi` so that product people (console, dev
 * panel) and Playwright can switch seed, set latency, inject faults and reset the demo data.
 * Loaded lazily by src/app/fake-api.ts, and only in fake mode.
 */
import { http, HttpResponse } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { Controls, type FakeApiSettings, type FaultRule } from './controls'
import { controlsMiddleware } from './http/middleware'
import { PERSONAS, type Persona } from './personas'
import { SEED_STORAGE_KEY, startFakeBackend } from './start-backend'
import type { SentMail } from './dev-panel/outbox'
import type { ReceivedFeedback } from './dev-panel/received-feedback'
import type { SeedSize } from './seed/sizes'
import type { BackendInfo } from './worker/protocol'

export interface FakeApiHandle {
  base: string
  seed: SeedSize
  /**
   * Resolves when the backend's database is ready. Requests made before wait for it, so the page
   * need not: the app starts while the seed is built.
   */
  ready: Promise<BackendInfo>
  /** Milliseconds from start until the database was ready (what bench:api reports); 0 before. */
  readonly bootMs: number
  /** Stored changes replayed at boot; 0 before the backend is ready. */
  readonly replayedChanges: number
  /** Test records in the database; 0 before the backend is ready. */
  readonly recordCount: number
  personas: readonly Persona[]
  settings: () => FakeApiSettings
  setLatency: (ms: number) => void
  addFault: (rule: Omit<FaultRule, 'id' | 'remaining' | 'method'> & Partial<FaultRule>) => FaultRule
  removeFault: (id: string) => void
  clearFaults: () => void
  subscribe: (listener: (settings: FakeApiSettings) => void) => () => void
  /** Switches to another seed (each keeps its own stored changes) and reloads. */
  useSeed: (seed: SeedSize) => void
  /** Resolves when every change so far is stored (tests wait on it before reloading). */
  flush: () => Promise<void>
  /** Forgets every change (in every tab) and reloads with fresh demo data. */
  resetDemoData: () => Promise<void>
  /**
   * The feedback the fake API stored (POST /v2/Feedback), newest first: the dev panel's
   * "Feedback received", and what a test reads back of what the portal sent.
   */
  receivedFeedback: () => Promise<ReceivedFeedback>
  /**
   * The mail the fake API sent (a password reset's link), newest first, at most 50 and how many
   * in all: the dev panel's "Outbox", and where a test finds the link a user would have received.
   */
  outbox: () => Promise<SentMail>
  /** Every reset link that still works expires now: the expired link's page, without waiting. */
  expireResetLinks: () => Promise<void>
  /**
   * Takes the portal down (once it has started) and gives this tab what a new browser has: fresh demo data (the other
   * tabs reload), empty local and session storage, default settings. The page and its code stay
   * loaded, so `startPortal` starts the portal again in a fraction of a cold load's time:
   * Playwright runs the tests of a worker in one page this way (tests/e2e/fixtures.ts).
   */
  takeDownPortal: () => Promise<void>
  /** Starts the portal taken down at `url`, with these settings (the others at their defaults). */
  startPortal: (url: string, settings?: Partial<FakeApiSettings>) => Promise<void>
  /** Whether the portal is taken down (between `takeDownPortal` and `startPortal`). */
  readonly portalDown: boolean
  /** The portal's boot tells the fake API how to stop and start it (src/app/boot.tsx). */
  attachPortal: (portal: PortalLifecycle) => void
}

/** How the portal is stopped and started again without loading the page. */
export interface PortalLifecycle {
  /** Unmounts the portal and forgets what it keeps in the page's memory. */
  stop: () => void
  /** Mounts the portal anew at the current URL, as a page load would. */
  start: () => Promise<void>
}

declare global {
  interface Window {
    fakeApi?: FakeApiHandle
  }
}

const READY_PATH = '/__fake-api/ready'

/**
 * Starts the worker and checks that it answers this page. A reload can race msw's service
 * worker: the closing page's "last client gone" unregisters the worker just as the new page
 * starts it, and the new page's calls then go past it to the web server (where the session's
 * first call fails). So a start is confirmed with a request only the worker answers, and
 * repeated (a few times) until one is.
 */
async function startInterceptingWorker(worker: SetupWorker, base: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    })
    const answer = await fetch(`${base}${READY_PATH}`, { cache: 'no-store' }).catch(() => null)
    if (answer?.status === 204 || attempt === 3) return
    worker.stop()
  }
}

export async function startFakeApi(base: string): Promise<FakeApiHandle> {
  const controls = new Controls(localStorage)
  const { seed, backend } = startFakeBackend(base)
  let info: BackendInfo = { bootMs: 0, replayed: 0, recordCount: 0 }
  const ready = backend.ready.then((booted) => {
    performance.mark('fake-api:database-ready')
    info = booted
    return booted
  })
  const worker = setupWorker(
    // Answered only by the worker: proves requests of this page reach the fake API.
    http.get(`${base}${READY_PATH}`, () => new HttpResponse(null, { status: 204 })),
    controlsMiddleware(base, controls),
    http.all(`${base}/*`, ({ request }) => backend.fetch(request)),
  )
  await startInterceptingWorker(worker, base)

  performance.mark('fake-api:worker-started')
  let attach!: (lifecycle: PortalLifecycle) => void
  const portal = new Promise<PortalLifecycle>((resolve) => (attach = resolve))
  let portalDown = false
  const handle: FakeApiHandle = {
    base,
    seed,
    ready,
    get bootMs() {
      return info.bootMs
    },
    get replayedChanges() {
      return info.replayed
    },
    get recordCount() {
      return info.recordCount
    },
    personas: PERSONAS,
    settings: () => controls.settings,
    setLatency: (ms) => controls.setLatency(ms),
    addFault: (rule) => controls.addFault(rule),
    removeFault: (id) => controls.removeFault(id),
    clearFaults: () => controls.clearFaults(),
    subscribe: (listener) => controls.subscribe(listener),
    useSeed(next) {
      localStorage.setItem(SEED_STORAGE_KEY, next)
      const url = new URL(window.location.href)
      url.searchParams.delete('seed')
      window.location.assign(url)
    },
    flush: () => backend.flush(),
    receivedFeedback: () => backend.receivedFeedback(),
    outbox: () => backend.outbox(),
    expireResetLinks: () => backend.expireResetLinks(),
    async resetDemoData() {
      await backend.resetDemoData()
      window.location.reload()
    },
    get portalDown() {
      return portalDown
    },
    attachPortal: (lifecycle) => attach(lifecycle),
    async takeDownPortal() {
      // A page just loaded: once the portal has started.
      const lifecycle = await portal
      if (!portalDown) lifecycle.stop()
      portalDown = true
      await backend.resetDemoData()
      controls.resetSettings()
      localStorage.clear()
      sessionStorage.clear()
    },
    async startPortal(url, settings = {}) {
      if (!portalDown) throw new Error('Take the portal down before starting it.')
      controls.resetSettings(settings)
      window.history.replaceState(null, '', url)
      window.scrollTo(0, 0)
      portalDown = false
      await (await portal).start()
    },
  }
  window.fakeApi = handle
  return handle
}
