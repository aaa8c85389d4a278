// What every `npm run bench:*` script shares: statistics, the production build, a preview
// server for it, and a Chromium page on the fake API with no simulated latency.
import { spawn, spawnSync } from 'node:child_process'

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`

/** "✓ goal ≤ 200 ms" or "✗ goal ≤ 200 ms"; empty without a goal. */
export const verdict = (value, goal, unit = ' ms') =>
  goal === null || goal === undefined ? '' : `${value <= goal ? '✓' : '✗'} goal ≤ ${goal}${unit}`

/** `--name value` arguments as a Map. */
export const cliArgs = () =>
  new Map(
    process.argv
      .slice(2)
      .flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1]]] : [])),
  )

/** Runs a command to completion; exits the script when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** The production build of the code as it is now. */
export const buildApp = () => run('npx', ['vite', 'build', '--logLevel', 'warn'])

/** `vite preview` of a build directory; stop it with `process.kill(-server.pid)`. */
export function serve(outDir, port) {
  return spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  )
}

export async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No server at ${url}`)
}

/**
 * A fresh browser context on the fake API with no simulated latency (the app's own cost is
 * measured, not the fake network's), at `path` with the given seed.
 */
export async function openFakeApiPage(browser, origin, seed, path = '/') {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    localStorage.setItem(
      'fakeApi.settings',
      JSON.stringify({ latencyMs: 0, slowMs: 8000, faults: [] }),
    )
  })
  const page = await context.newPage()
  const separator = path.includes('?') ? '&' : '?'
  await page.goto(`${origin}${path}${separator}seed=${seed}`)
  await page.waitForFunction(() => window.fakeApi !== undefined, null, { timeout: 180_000 })
  return { context, page }
}
