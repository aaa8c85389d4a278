import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs'

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)

/** Browser tests: the production build on the fake API, in the Chromium scripts/e2e.mjs found. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
