// `npm run bench:load`: what the production build sends before the portal can show itself, and
// how long a cold load to the signed-in shell takes in headless Chromium.
//  1. JavaScript, gzipped, from the build manifest: the initial load (the entry, the portal's boot
//     it imports at once, and their static imports), the signed-in portal chunk (router and shell, fetched at boot in parallel with
//     the session check), and the fake API's chunks (reported apart: a real-API build has none).
//  2. Cold load: a fresh browser context opens /dashboard?as=customer.admin; the time from
//     navigation start until the shell's navigation is in the page. Median of --runs (default 7).
//  3. The floor: a bare React page that starts an msw worker and makes one call, loaded the
//     same way, and the ratio of the two.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { median, run, serve, stopServer, verdict, waitForServer } from './bench/common.mjs'
import { CHROMIUM_FLAGS, requireChromium } from './chromium.mjs'

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7
const GOALS = { initialKb: 200, coldLoadMs: 1000 }
const PORTAL_PORT = 4181
const BARE_PORT = 4182

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzipped sizes of the entry's static graph and of other entries' chunks beyond it. */
function bundleSizes(dir) {
  const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'))
  const graph = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen
    seen.add(key)
    for (const child of manifest[key].imports ?? []) graph(child, seen)
    return seen
  }
  const gz = (keys) =>
    [...keys].reduce(
      (sum, key) =>
        sum + gzipSync(readFileSync(`${dir}/${manifest[key].file}`), { level: 9 }).length,
      0,
    )
  // The entry only starts the fake backend (fake mode) and imports the portal's boot at once:
  // both are what a visitor downloads before anything shows.
  const initial = graph('src/app/boot.tsx', graph('index.html'))
  const beyond = (entry) => new Set([...graph(entry)].filter((key) => !initial.has(key)))
  const fakeEntries = Object.keys(manifest).filter(
    (key) => key.startsWith('src/mocks/') || key.includes('/fake-'),
  )
  const fake = new Set(fakeEntries.flatMap((entry) => [...beyond(entry)]))
  const portal = beyond('src/app/SignedInPortal.tsx')
  return { initial: gz(initial), portal: gz(portal), fake: gz(fake) }
}

/** Milliseconds from navigation start until `selector` is in the page, in a fresh context. */
async function coldLoad(browser, url, selector) {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'firstLogin', value: 'false', url }])
  await context.addInitScript((selector) => {
    localStorage.setItem(
      'fakeApi.settings',
      JSON.stringify({ latencyMs: 0, slowMs: 8000, faults: [] }),
    )
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        window.__readyAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  }, selector)
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 30_000 })
  const ms = await page.evaluate(() => window.__readyAt)
  await context.close()
  return ms
}

const executablePath = await requireChromium()
// Always measure the code as it is now.
run('npx', ['vite', 'build', '--logLevel', 'warn'])
run('npx', ['vite', 'build', '--logLevel', 'warn'], {
  VITE_API_BASE: 'https://api.example.invalid',
  VITE_OIDC_AUTHORITY: 'https://sign-in.example.invalid',
  VITE_OIDC_CLIENT_ID: 'portal',
  VITE_OUT_DIR: 'dist-real',
})
run('npx', ['vite', 'build', '--config', 'scripts/bench/bare-page/vite.config.ts'])

const fakeMode = bundleSizes('dist')
const realMode = bundleSizes('dist-real')
const servers = [serve('dist', PORTAL_PORT), serve('dist-bench-bare', BARE_PORT)]
let failed
try {
  await Promise.all([
    waitForServer(`http://localhost:${PORTAL_PORT}`),
    waitForServer(`http://localhost:${BARE_PORT}`),
  ])
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  const shell = []
  const bare = []
  for (let i = 0; i < RUNS; i++) {
    shell.push(
      await coldLoad(
        browser,
        `http://localhost:${PORTAL_PORT}/dashboard?as=customer.admin`,
        'nav[aria-label="Main navigation"] a[aria-current="page"]',
      ),
    )
    bare.push(await coldLoad(browser, `http://localhost:${BARE_PORT}/`, '#ready'))
  }
  await browser.close()

  const initialKb = fakeMode.initial / 1024
  const shellMs = median(shell)
  const bareMs = median(bare)
  failed = initialKb > GOALS.initialKb || shellMs > GOALS.coldLoadMs
  console.log(`bench:load — production build, headless Chromium (${executablePath})`)
  console.log('\nJavaScript, gzipped')
  console.log(
    `  initial (entry + boot + static imports) ${kb(fakeMode.initial).padStart(9)}  ${verdict(initialKb, GOALS.initialKb, ' KB')}`,
  )
  console.log(`  signed-in portal chunk (in parallel)    ${kb(fakeMode.portal).padStart(9)}`)
  console.log(
    `  initial + portal (to the signed-in shell) ${kb(fakeMode.initial + fakeMode.portal).padStart(7)}`,
  )
  console.log(`  fake API chunks (fake mode only)        ${kb(fakeMode.fake).padStart(9)}`)
  console.log(
    `  real-API build: initial ${kb(realMode.initial)}, portal ${kb(realMode.portal)}, fake ${kb(realMode.fake)}`,
  )
  console.log(`\nCold load, median of ${RUNS} fresh contexts`)
  console.log(
    `  to the signed-in shell (/dashboard?as=customer.admin)  ${shellMs.toFixed(0).padStart(5)} ms  ${verdict(shellMs, GOALS.coldLoadMs)}`,
  )
  console.log(
    `  bare React page + msw worker + one call (the floor)    ${bareMs.toFixed(0).padStart(5)} ms`,
  )
  console.log(
    `  ratio shell / floor                                    ${(shellMs / bareMs).toFixed(2).padStart(5)}`,
  )
  console.log(
    `  all runs: shell ${shell.map((ms) => ms.toFixed(0)).join(', ')}; floor ${bare.map((ms) => ms.toFixed(0)).join(', ')}`,
  )
} finally {
  for (const server of servers) stopServer(server)
}
process.exit(failed ? 1 : 0)
