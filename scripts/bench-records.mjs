// `npm run bench:records`: the test-records screen's speed as a user feels it, in headless
// Chromium on the production build and the fake API (no simulated latency): the time from a
// click to the new rows painted (two animation frames after the table settles), for
//  - a page change (the "Next" button), goal ≤ 200 ms median on the 250,000-record seed;
//  - a filter change (the "Negative" result checkbox, off and on), goal ≤ 300 ms.
// Options: --runs N (default 15), --seeds default,large
import {
  cliArgs,
  fmt,
  measureOnBuild,
  median,
  openFakeApiPage,
  percentile,
  timeClicksToRows,
  verdict,
} from './bench/common.mjs'

const args = cliArgs()
const RUNS = Number(args.get('runs') ?? 15)
const SEEDS = (args.get('seeds') ?? 'default,large').split(',')
const PORT = 4183
const GOALS = { page: { large: 200 }, filter: { large: 300 } }

const TARGETS = {
  next: { nav: 'Pagination', button: 'Next' },
  filter: { legend: 'Test result', label: 'Negative' },
}
const measureInPage = (page, target, runs) => timeClicksToRows(page, TARGETS[target], runs)

let failed = false
await measureOnBuild(PORT, async (browser, origin) => {
  console.log(`bench:records — test-records screen in headless Chromium, production build`)
  for (const seed of SEEDS) {
    const { context, page } = await openFakeApiPage(browser, origin, seed, '/test-records?as=admin')
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
})
process.exit(failed ? 1 : 0)
