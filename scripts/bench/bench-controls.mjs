// `npm run bench:controls`: the control-records screen's speed as a user feels it (issue 14 §4),
// in headless Chromium on the production build and the fake API (no simulated latency), with
// the personas' customer chosen:
//  - a page change (the "Next" button) to painted rows, goal ≤ 100 ms median on the
//    250,000-record seed, and no task over 50 ms while it is answered (issue 35);
//  - opening a group to its records painted, goal ≤ 100 ms;
//  - a filter change (the "Positive control" checkbox, off and on) to painted rows, ≤ 150 ms.
// Options: --runs N (default 15), --seeds default,large
import { benchScreen, clicksToRows } from './common.mjs'

/**
 * Opens the first group `runs` times, timing the click to its records painted (with the tasks
 * over 50 ms meanwhile), and closes it.
 */
function timeOpening(page, runs) {
  return page.evaluate(async (runs) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const records = () => document.querySelector('tr[id^="control-group-"][id$="-records"]')
    const longTasks = []
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()))
    observer.observe({ type: 'longtask' })
    const samples = []
    for (let run = 0; run < runs; run++) {
      const button = document.querySelector('table tbody tr th button')
      const start = performance.now()
      button.click()
      while (!records()) await frame()
      await frame()
      const end = performance.now()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const mine = [...observer.takeRecords(), ...longTasks.splice(0)].filter(
        (task) => task.startTime >= start && task.startTime < end,
      )
      samples.push({
        ms: end - start,
        longTasks: mine.length,
        longest: Math.max(0, ...mine.map((task) => task.duration)),
      })
      button.click()
      while (records()) await frame()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    observer.disconnect()
    return samples
  }, runs)
}

await benchScreen({
  title: 'bench:controls — control-records screen',
  port: 4184,
  path: '/control-records?as=admin',
  prepare: async (page) => {
    await page
      .getByRole('combobox', { name: 'Customer' })
      .selectOption({ label: 'Nordic Dairy Cooperative' })
    // A year of controls: several pages of them on either seed.
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 12 months' })
    await page.waitForSelector('table[aria-busy="false"] tbody tr th button', { timeout: 180_000 })
  },
  measures: [
    {
      label: 'page change to painted rows',
      goal: 100,
      longTaskFree: true,
      measure: clicksToRows({ nav: 'Pagination', button: 'Next' }),
    },
    { label: 'group opened to painted records', goal: 100, measure: timeOpening },
    {
      label: 'filter change to painted rows',
      goal: 150,
      warmUp: 2,
      measure: clicksToRows({ legend: 'Control result', label: 'Positive control' }),
    },
  ],
})
