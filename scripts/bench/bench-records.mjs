// `npm run bench:records`: the test-records screen's speed as a user feels it, in headless
// Chromium on the production build and the fake API (no simulated latency): the time from a
// click to the new rows painted (two animation frames after the table settles), for
//  - a page change (the "Next" button), goal ≤ 100 ms median on the 250,000-record seed, and no
//    task over 50 ms while it is answered;
//  - a filter change (the "Negative" result checkbox, off and on), goal ≤ 150 ms.
// Options: --runs N (default 15), --seeds default,large
import { benchScreen, clicksToRows } from './common.mjs'

await benchScreen({
  title: 'bench:records — test-records screen',
  port: 4183,
  path: '/test-records?as=admin',
  prepare: (page) =>
    page.waitForSelector('table[aria-busy="false"] tbody tr a', { timeout: 180_000 }),
  measures: [
    {
      label: 'page change to painted rows',
      goal: 100,
      longTaskFree: true,
      measure: clicksToRows({ nav: 'Pagination', button: 'Next' }),
    },
    {
      label: 'filter change to painted rows',
      goal: 150,
      warmUp: 2,
      measure: clicksToRows({ legend: 'Test result', label: 'Negative' }),
    },
  ],
})
