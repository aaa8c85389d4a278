// `npm run bench:records`: the test-records screen's speed as a user feels it, in headless
// Chromium on the production build and the fake API (no simulated latency): the time from a
// click to the new rows painted (two animation frames after the table settles), for
//  - a page change (the "Next" button), goal ≤ 200 ms median on the 250,000-record seed;
//  - a filter change (the "Negative" result checkbox, off and on), goal ≤ 300 ms.
// Options: --runs N (default 15), --seeds default,large
import { chromium } from 'playwright-core'
import {
  buildApp,
  cliArgs,
  fmt,
  median,
  openFakeApiPage,
  percentile,
  serve,
  verdict,
  waitForServer,
} from './bench/common.mjs'
import { CHROMIUM_FLAGS, requireChromium } from './chromium.mjs'

const args = cliArgs()
const RUNS = Number(args.get('runs') ?? 15)
const SEEDS = (args.get('seeds') ?? 'default,large').split(',')
const PORT = 4183
const ORIGIN = `http://localhost:${PORT}`
const GOALS = { page: { large: 200 }, filter: { large: 300 } }

/** Clicks what `target` names, runs times, and times each click to the new rows painted. */
function measureInPage(page, target, runs) {
  return page.evaluate(
    async ({ target, runs }) => {
      const table = () => document.querySelector('table[aria-busy]')
      const firstId = () => document.querySelector('table tbody tr a')?.textContent ?? ''
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const clickable = () => {
        if (target === 'next') {
          const nav = document.querySelector('nav[aria-label="Pagination"]')
          return [...nav.querySelectorAll('button')].find((b) => b.textContent.includes('Next'))
        }
        const group = [...document.querySelectorAll('fieldset')].find((f) =>
          f.querySelector('legend')?.textContent.includes('Test result'),
        )
        return [...group.querySelectorAll('label')].find((l) => l.textContent === 'Negative')
      }
      const samples = []
      for (let run = 0; run < runs; run++) {
        const before = firstId()
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
          if (idle && (sawBusy || firstId() !== before)) break
        }
        // The rows are in the DOM; one more frame and they are painted.
        await frame()
        samples.push(performance.now() - start)
        observer.disconnect()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return samples
    },
    { target, runs },
  )
}

const executablePath = await requireChromium()
buildApp()
const server = serve('dist', PORT)
let failed = false
try {
  await waitForServer(ORIGIN)
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  console.log(`bench:records — test-records screen in headless Chromium, production build`)
  for (const seed of SEEDS) {
    const { context, page } = await openFakeApiPage(browser, ORIGIN, seed, '/test-records?as=admin')
    await page.waitForSelector('table[aria-busy="false"] tbody tr a', { timeout: 180_000 })
    // One warm-up of each, so the first sort of the fake API's cache is not counted.
    await measureInPage(page, 'next', 1)
    await measureInPage(page, 'filter', 2)
    console.log(`\nSeed "${seed}" (median, p95 of ${RUNS} clicks each)`)
    for (const [target, name] of [
      ['next', 'page change to painted rows'],
      ['filter', 'filter change to painted rows'],
    ]) {
      const samples = await measureInPage(page, target, RUNS)
      const goal = GOALS[target === 'next' ? 'page' : 'filter'][seed]
      const value = median(samples)
      if (goal !== undefined && value > goal) failed = true
      console.log(
        `  ${name.padEnd(32)} median ${fmt(value).padStart(9)}  p95 ${fmt(percentile(samples, 95)).padStart(9)}  ${verdict(value, goal)}`,
      )
    }
    await context.close()
  }
  await browser.close()
} finally {
  process.kill(-server.pid)
}
process.exit(failed ? 1 : 0)
