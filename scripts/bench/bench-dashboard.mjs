// `npm run bench:dashboard`: the dashboard's speed in headless Chromium on the production build.
//  1. Cold load: a fresh browser context opens /dashboard?as=customer.admin (default seed); the
//     time from navigation start until every widget shows its answer and the map has drawn its
//     clusters, measured after the next paint. Median of --runs (default 11), after one load that
//     is not counted: the first pages of a newly started browser also pay for the browser's own
//     start (its GPU and font caches), which no visitor's page does.
//  2. Filter change: on the loaded dashboard the period changes (28 days → 3 months → 28 days…);
//     the time from the change until every widget has loaded the new answer and painted. Median
//     of --runs changes, for the default seed and for the large one (?seed=large, 250,000
//     records). Options: --runs N, --seeds default,large
import { cliArgs, DASHBOARD_WIDGETS, measureOnBuild, median, verdict } from './common.mjs'

const args = cliArgs()
const RUNS = Number(args.get('runs')) || 11
const SEEDS = (args.get('seeds') ?? 'default,large').split(',')
const GOALS = { coldLoadMs: 1500, filterChangeMs: { default: 500, large: 1500 } }
const PORT = 4184

/** In the page: resolves with performance.now() after the paint that shows every widget loaded. */
function installReadyProbe(widgets) {
  const loaded = () =>
    widgets.every(
      (name) =>
        document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-state') === 'loaded',
    ) &&
    document.querySelector('[data-widget="map"] [data-cluster], [data-widget="map"] [data-marker]')
  window.__dashboardReady = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!loaded()) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })
}

async function newDashboard(browser, url, seed) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  await context.addCookies([{ name: 'firstLogin', value: 'false', url }])
  await context.addInitScript((seed) => {
    localStorage.setItem(
      'fakeApi.settings',
      JSON.stringify({ latencyMs: 0, slowMs: 8000, faults: [] }),
    )
    localStorage.setItem('fakeApi.seed', seed)
  }, seed)
  await context.addInitScript(installReadyProbe, DASHBOARD_WIDGETS)
  const page = await context.newPage()
  return { context, page }
}

async function coldLoad(browser, base) {
  const { context, page } = await newDashboard(browser, base, 'default')
  await page.goto(`${base}/dashboard?as=customer.admin`)
  const ms = await page.evaluate(() => window.__dashboardReady)
  await context.close()
  return ms
}

/** Changes the period `runs` times; the time of each change until every widget is updated. */
async function filterChanges(browser, base, seed, runs) {
  const { context, page } = await newDashboard(browser, base, seed)
  await page.goto(`${base}/dashboard?as=customer.admin&seed=${seed}`)
  await page.evaluate(() => window.__dashboardReady)
  const times = []
  for (let i = 0; i < runs; i++) {
    const period = i % 2 === 0 ? '3m' : '28d'
    const ms = await page.evaluate(
      ({ period, widgets }) =>
        new Promise((resolve) => {
          // Every widget must go busy for the new query and come back loaded.
          const pending = new Set(widgets)
          const busy = new Set()
          let started = 0
          const observer = new MutationObserver(() => {
            for (const name of widgets) {
              const state = document
                .querySelector(`[data-widget="${name}"]`)
                ?.getAttribute('data-state')
              if (state === 'loading') busy.add(name)
              if (state === 'loaded' && busy.has(name)) pending.delete(name)
            }
            if (pending.size > 0) return
            observer.disconnect()
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0))
          })
          observer.observe(document, { subtree: true, attributes: true, childList: true })
          const select = [...document.querySelectorAll('select')].find((element) =>
            [...element.options].some((option) => option.value === '12m'),
          )
          started = performance.now()
          select.value = period
          select.dispatchEvent(new Event('change', { bubbles: true }))
        }),
      { period, widgets: DASHBOARD_WIDGETS },
    )
    times.push(ms)
  }
  await context.close()
  return times
}

let failed = false
await measureOnBuild(PORT, async (browser, base, executablePath) => {
  const cold = []
  await coldLoad(browser, base)
  for (let i = 0; i < RUNS; i++) cold.push(await coldLoad(browser, base))
  const changes = {}
  for (const seed of SEEDS) changes[seed] = await filterChanges(browser, base, seed, RUNS)

  console.log(`bench:dashboard — production build, headless Chromium (${executablePath})`)
  const coldMs = median(cold)
  failed ||= coldMs > GOALS.coldLoadMs
  console.log(
    `\n  cold load to every widget painted (default seed)  ${coldMs.toFixed(0).padStart(6)} ms  ${verdict(coldMs, GOALS.coldLoadMs)}`,
  )
  console.log(`    runs: ${cold.map((ms) => ms.toFixed(0)).join(', ')}`)
  for (const seed of SEEDS) {
    const ms = median(changes[seed])
    const goal = GOALS.filterChangeMs[seed]
    failed ||= ms > goal
    console.log(
      `  filter change to every widget updated (${seed.padEnd(7)})  ${ms.toFixed(0).padStart(6)} ms  ${verdict(ms, goal)}`,
    )
    console.log(`    runs: ${changes[seed].map((value) => value.toFixed(0)).join(', ')}`)
  }
})
process.exit(failed ? 1 : 0)
