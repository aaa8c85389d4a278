// What every `npm run bench:*` script shares: statistics, the production build, a preview
// server for it, and a Chromium page on the fake API with no simulated latency.
import { readFileSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs'

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

/**
 * Builds the app, serves the build on `port` and runs `measure(browser, origin, executablePath)`
 * in headless Chromium; the browser and the server stop afterwards, whatever happens.
 */
export async function measureOnBuild(port, measure) {
  const executablePath = await requireChromium()
  buildApp()
  const server = serve('dist', port)
  const origin = `http://localhost:${port}`
  try {
    await waitForServer(origin)
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
    try {
      return await measure(browser, origin, executablePath)
    } finally {
      await browser.close()
    }
  } finally {
    stopServer(server)
  }
}

/**
 * `npm run api` (scripts/dev/api.ts) on 127.0.0.1:`port`, from the seed (--reset), keeping its
 * journal and keys in `dataDir` and allowing the portal at `origin` (CORS, sign-in redirects).
 * Returns the process (stop it with stopServer) and a promise of its readiness.
 */
export function startApi({ port, dataDir, origin, timeoutMs = 60_000 }) {
  const args = ['--port', String(port), '--reset', '--data-dir', dataDir, '--origin', origin]
  const server = spawn('npx', ['tsx', 'scripts/dev/api.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run api not ready:\n${output}`)),
      timeoutMs,
    )
    const read = (chunk) => {
      output += chunk
      if (output.includes('Fake API on ')) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${port}`)
      }
    }
    server.stdout.on('data', read)
    server.stderr.on('data', read)
    server.once('error', reject)
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`npm run api ended (${code}) before it was ready:\n${output}`))
    })
  })
  return { server, ready }
}

/** Stops a preview server and its children; one that already ended is left alone. */
export function stopServer(server) {
  try {
    process.kill(-server.pid)
  } catch (error) {
    if (error.code !== 'ESRCH') throw error
  }
}

/** Stops a server (stopServer) and resolves once nothing answers at `url` any more. */
export async function stopServerAndWait(server, url, timeoutMs = 30_000) {
  stopServer(server)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Still a server at ${url}`)
}

/**
 * In the page: clicks what `target` names `runs` times and times each click to the list's new
 * rows painted: the table busy and idle again (or its first row changed), then one more frame.
 * `target` is a button of a navigation landmark ({ nav, button }) or a checkbox label of a
 * fieldset ({ legend, label }), found by their visible text.
 */
export function timeClicksToRows(page, target, runs) {
  return page.evaluate(
    async ({ target, runs }) => {
      const table = () => document.querySelector('table[aria-busy]')
      const firstRow = () => document.querySelector('table tbody tr th')?.textContent ?? ''
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const clickable = () => {
        if (target.nav) {
          const nav = document.querySelector(`nav[aria-label="${target.nav}"]`)
          return [...nav.querySelectorAll('button')].find((b) =>
            b.textContent.includes(target.button),
          )
        }
        const group = [...document.querySelectorAll('fieldset')].find((f) =>
          f.querySelector('legend')?.textContent.includes(target.legend),
        )
        return [...group.querySelectorAll('label')].find((l) => l.textContent === target.label)
      }
      // Tasks over 50 ms while a click is answered: what makes a page change feel stuck.
      const longTasks = []
      const longTaskObserver = new PerformanceObserver((list) =>
        longTasks.push(...list.getEntries()),
      )
      longTaskObserver.observe({ type: 'longtask' })
      const samples = []
      for (let run = 0; run < runs; run++) {
        const before = firstRow()
        let sawBusy = false
        const observer = new MutationObserver(() => {
          if (table()?.getAttribute('aria-busy') === 'true') sawBusy = true
        })
        observer.observe(table(), { attributes: true, attributeFilter: ['aria-busy'] })
        const start = performance.now()
        clickable().click()
        for (;;) {
          await frame()
          const idle = table()?.getAttribute('aria-busy') === 'false'
          if (idle && (sawBusy || firstRow() !== before)) break
        }
        // The rows are in the DOM; one more frame and they are painted.
        await frame()
        const end = performance.now()
        // Long tasks are reported after they end: let this click's arrive.
        await new Promise((resolve) => setTimeout(resolve, 50))
        const mine = [...longTaskObserver.takeRecords(), ...longTasks.splice(0)].filter(
          (task) => task.startTime >= start && task.startTime < end,
        )
        samples.push({
          ms: end - start,
          longTasks: mine.length,
          longest: Math.max(0, ...mine.map((task) => task.duration)),
        })
        observer.disconnect()
      }
      longTaskObserver.disconnect()
      return samples
    },
    { target, runs },
  )
}

/**
 * A screen's benchmark (`bench:records`, `bench:controls`): on the production build, per seed
 * (`--seeds`, default both), opens `path` on a fresh page, lets `prepare(page)` bring the screen
 * to its rows, warms each measure up once (the fake API's first sort is not counted), then
 * prints each measure's median and p95 over `--runs` clicks (default 15) against its goal on the
 * large seed. Exits 1 when a goal is missed.
 * Each measure also counts the tasks over 50 ms during its clicks; `longTaskFree` makes any of
 * them on the large seed a missed goal.
 * `measures`: [{ label, goal, longTaskFree, warmUp = 1, measure(page, runs) → samples }], a
 * sample being `{ ms, longTasks, longest }`.
 */
export async function benchScreen({ title, port, path, prepare, measures }) {
  const args = cliArgs()
  const runs = Number(args.get('runs') ?? 15)
  const seeds = (args.get('seeds') ?? 'default,large').split(',')
  let failed = false
  await measureOnBuild(port, async (browser, origin) => {
    console.log(`${title} in headless Chromium, production build`)
    for (const seed of seeds) {
      const { context, page } = await openFakeApiPage(browser, origin, seed, path)
      await prepare(page)
      for (const { measure, warmUp = 1 } of measures) await measure(page, warmUp)
      console.log(`\nSeed "${seed}" (median, p95 of ${runs} clicks each)`)
      for (const { label, goal, longTaskFree, measure } of measures) {
        const results = await measure(page, runs)
        const samples = results.map((result) => result.ms)
        const value = median(samples)
        const longTasks = results.reduce((sum, result) => sum + result.longTasks, 0)
        const longest = Math.max(...results.map((result) => result.longest))
        const judged = seed === 'large' ? goal : undefined
        if (judged !== undefined && value > judged) failed = true
        if (seed === 'large' && longTaskFree && longTasks > 0) failed = true
        console.log(
          `  ${label.padEnd(32)} median ${fmt(value).padStart(9)}  p95 ${fmt(percentile(samples, 95)).padStart(9)}  ${verdict(value, judged)}`,
        )
        console.log(
          `  ${''.padEnd(32)} tasks over 50 ms: ${longTasks} in ${runs} clicks` +
            (longTasks > 0 ? ` (the longest ${fmt(longest)})` : '') +
            (seed === 'large' && longTaskFree ? `  ${longTasks === 0 ? '✓' : '✗'} goal: none` : ''),
        )
      }
      await context.close()
    }
  })
  process.exit(failed ? 1 : 0)
}

/** A benchScreen measure: clicks on `target` timed to painted rows (timeClicksToRows). */
export const clicksToRows = (target) => (page, runs) => timeClicksToRows(page, target, runs)

/** The dashboard's widgets (their `data-widget` names): "painted" is every one of them loaded. */
export const DASHBOARD_WIDGETS = JSON.parse(
  readFileSync(new URL('../../src/features/dashboard/widget-names.json', import.meta.url), 'utf8'),
)
