import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs'

// E2E_PORT lets several checkouts run their browser tests side by side; the dev server takes the
// port after it.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const DEV_PORT = PORT + 1

/**
 * Browser tests in the Chromium scripts/e2e.mjs found:
 * - `build`: the production build on the fake API (every flow);
 * - `dev-server`: `npm start`'s Vite dev server, as a newcomer meets it: dependency optimisation
 *   from scratch (`--force`) and a short smoke path, since the dev server runs code the build
 *   tree-shakes away (issue 11).
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The HTML report (playwright-report/, not opened) holds the screenshots the layout checks
  // attach at phone and tablet widths. The durations reporter lists the slowest tests by their
  // own time (the worker's warm-up left out) and names any over the 15 s budget.
  reporter: [['list'], ['html', { open: 'never' }], ['./scripts/e2e-durations-reporter.ts']],
  // Playwright's default 30 s, twice the 15 s budget of a test (scripts/e2e-durations-reporter.ts).
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
  ],
  webServer: [
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
  ],
})
