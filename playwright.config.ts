import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs'

// E2E_PORT lets several checkouts run their browser tests side by side; the dev server takes the
// port after it.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const DEV_PORT = PORT + 1
/**
 * The real-API build, and `npm run api` beside it: on 8801 by default, not the 8787 a developer's
 * own `npm run api` may be holding (a server the tests would otherwise reuse).
 */
const REAL_PORT = PORT + 2
const API_PORT = PORT + 4628
const API = `http://127.0.0.1:${API_PORT}`
/** The dev controls' secret of that server (/__fake-api), known to its tests. */
const API_DEV_SECRET = 'e2e-dev-controls'

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number]
const PATHS_ONLY = Boolean(process.env.PATHS_ONLY)

const WEB_SERVERS: WebServer[] = [
  {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    command: `npx vite --port ${DEV_PORT} --strictPort --force`,
    url: `http://localhost:${DEV_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    command:
      `npx tsx scripts/dev/api.ts --port ${API_PORT} --reset --data-dir .fake-api/e2e ` +
      `--origin http://localhost:${REAL_PORT}`,
    env: { FAKE_API_DEV_SECRET: API_DEV_SECRET },
    url: `${API}/oidc/.well-known/openid-configuration`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    command: `npx vite build --logLevel warn && npx vite preview --port ${REAL_PORT} --strictPort`,
    env: {
      VITE_API_BASE: API,
      VITE_OIDC_AUTHORITY: `${API}/oidc`,
      VITE_OIDC_CLIENT_ID: 'portal',
      VITE_OUT_DIR: 'dist-e2e-real',
    },
    url: `http://localhost:${REAL_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
]

/**
 * Browser tests in the Chromium scripts/checks/e2e.mjs found:
 * - `build`: the production build on the fake API (every flow);
 * - `dev-server`: `npm start`'s Vite dev server, as a newcomer meets it: dependency optimisation
 *   from scratch (`--force`) and a short smoke path, since the dev server runs code the build
 *   tree-shakes away (issue 11);
 * - `real-api`: the production build for a real API (VITE_API_BASE and the OpenID Connect
 *   settings) against `npm run api` over HTTP, signing in through its provider (issue 19). Its
 *   tests change the server's fault rules, so they run one after another.
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The HTML report (playwright-report/, not opened) holds the screenshots the layout checks
  // attach at phone and tablet widths. The durations reporter lists the slowest tests by their
  // own time (the worker's warm-up left out) and names any over the 15 s budget.
  // The paths reporter adds up what the model paths took through the UI (tests/e2e/paths).
  reporter: [
    ['list'],
    ['html', { open: 'never' }],
    ['./scripts/checks/e2e-durations-reporter.ts'],
    ['./tests/e2e/paths/paths-reporter.ts'],
  ],
  // Playwright's default 30 s, twice the 15 s budget of a test (scripts/checks/e2e-durations-reporter.ts).
  timeout: 30_000,
  // This VM has slow phases in which a cold page load alone takes 5–7 s.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    { name: 'build', testDir: 'tests/e2e', use: { baseURL: `http://localhost:${PORT}` } },
    {
      name: 'dev-server',
      testDir: 'tests/e2e-dev',
      use: { baseURL: `http://localhost:${DEV_PORT}` },
    },
    {
      name: 'real-api',
      testDir: 'tests/e2e-real',
      fullyParallel: false,
      use: { baseURL: `http://localhost:${REAL_PORT}` },
      metadata: { api: API, devSecret: API_DEV_SECRET },
    },
  ],
  // `npm run test:paths` runs the build project alone (PATHS_ONLY): no other server starts.
  webServer: PATHS_ONLY ? WEB_SERVERS.slice(0, 1) : WEB_SERVERS,
})
