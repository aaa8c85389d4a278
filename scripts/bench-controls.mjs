// `npm run bench:controls`: the control-records screen's speed as a user feels it (issue 14 §4),
// in headless Chromium on the production build and the fake API (no simulated latency), with
// the personas' customer chosen:
//  - a page change (the "Next" button) to painted rows, goal ≤ 200 ms median on the
//    250,000-record seed;
//  - opening a group to its records painted, goal ≤ 100 ms;
//  - a filter change (the "Positive control" checkbox, off and on) to painted rows, ≤ 300 ms.
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
const PORT = 4184
const GOALS = { next: 200, open: 100, filter: 300 }
const TARGETS = {
  next: { nav: 'Pagination', button: 'Next' },
  filter: { legend: 'Control result', label: 'Positive control' },
}

/** Opens the first group `runs` times, timing the click to its records painted, and closes it. */
function timeOpening(page, runs) {
  return page.evaluate(async (runs) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const records = () => document.querySelector('tr[id^="control-group-"][id$="-records"]')
    const samples = []
    for (let run = 0; run < runs; run++) {
      const button = document.querySelector('table tbody tr th button')
      const start = performance.now()
      button.click()
      while (!records()) await frame()
      await frame()
      samples.push(performance.now() - start)
      button.click()
      while (records()) await frame()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return samples
  }, runs)
}

const measure = (page, what, runs) =>
  what === 'open' ? timeOpening(page, runs) : timeClicksToRows(page, TARGETS[what], runs)

let failed = false
await measureOnBuild(PORT, async (browser, origin) => {
  console.log(`bench:controls — control-records screen in headless Chromium, production build`)
  for (const seed of SEEDS) {
    const { context, page } = await openFakeApiPage(
      browser,
      origin,
      seed,
      '/control-records?as=admin',
    )
    await page
      .getByRole('combobox', { name: 'Customer' })
      .selectOption({ label: 'Nordic Dairy Cooperative' })
    // A year of controls: several pages of them on either seed.
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 12 months' })
    await page.waitForSelector('table[aria-busy="false"] tbody tr th button', { timeout: 180_000 })
    // One warm-up of each, so the fake API's first sort is not counted.
    for (const what of ['next', 'open', 'filter'])
      await measure(page, what, what === 'filter' ? 2 : 1)
    console.log(`\nSeed "${seed}" (median, p95 of ${RUNS} clicks each)`)
    for (const [what, name] of [
      ['next', 'page change to painted rows'],
      ['open', 'group opened to painted records'],
      ['filter', 'filter change to painted rows'],
    ]) {
      const samples = await measure(page, what, RUNS)
      const goal = seed === 'large' ? GOALS[what] : undefined
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
