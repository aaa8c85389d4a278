// `npm run bench:export`: how long the fake API takes to answer an export of 25,000 test records
// in headless Chromium on the production build, as the portal's export button would ask for it:
// every record of the default seed (deleted ones included, as an admin may: exactly 25,000), all
// columns, dates in Europe/Copenhagen. Measured in the page from the request to the whole file
// received (fetch → blob), plus the handler's own time from the Server-Timing header. Median of
// 5 runs per format after one warm-up (the first call also sorts and caches the order), also
// with the change history (`history=true`).
// Options: --runs N (default 5), --port N (default 4175). Goal: the .xlsx within 3 s.
import { availableParallelism, loadavg } from 'node:os'
import { cliArgs, median, measureOnBuild, openFakeApiPage, verdict } from './common.mjs'

const args = cliArgs()
const RUNS = Number(args.get('runs') ?? 5)
const PORT = Number(args.get('port') ?? 4175)
const ROWS = 25_000
const QUERY = `includeDeleted=true&order=testDate_desc&timeZone=${encodeURIComponent('Europe/Copenhagen')}`
const FORMATS = [
  { name: 'Excel (.xlsx)', path: `/v2/TestRecords/excel?${QUERY}`, goalMs: 3000 },
  { name: 'CSV', path: `/v2/TestRecords/csv?${QUERY}`, goalMs: null },
  // With the change history (issue 40): the same records, plus the trail's sheet or table.
  { name: 'Excel + history', path: `/v2/TestRecords/excel?${QUERY}&history=true`, goalMs: 3000 },
  { name: 'CSV + history', path: `/v2/TestRecords/csv?${QUERY}&history=true`, goalMs: null },
]

const fmt = (ms) => `${Math.round(ms)} ms`.padStart(8)

async function measure(browser, origin) {
  const { context, page } = await openFakeApiPage(browser, origin, 'default')
  const results = await page.evaluate(
    async ({ formats, runs, query }) => {
      const signIn = await fetch('/api/fake-auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin' }),
      })
      const { access_token: token } = await signIn.json()
      const headers = { Authorization: `Bearer ${token}` }
      const count = await fetch(`/api/v2/TestRecords?${query}&pageSize=1`, { headers })
      const total = (await count.json()).meta.total
      const results = []
      for (const format of formats) {
        const samples = []
        let bytes = 0
        for (let run = 0; run <= runs; run++) {
          const started = performance.now()
          const response = await fetch(`/api${format.path}`, { headers })
          if (!response.ok) throw new Error(`${format.path} answered ${response.status}`)
          const blob = await response.blob()
          const total = performance.now() - started
          const handler = Number(
            /dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1],
          )
          bytes = blob.size
          // The first run warms up (the sort order is computed and cached then).
          if (run > 0) samples.push({ total, handler })
        }
        results.push({ ...format, samples, bytes })
      }
      return { total, results }
    },
    { formats: FORMATS, runs: RUNS, query: QUERY },
  )
  await context.close()
  return results
}

let failed = false
await measureOnBuild(PORT, async (browser, origin, executablePath) => {
  const { total, results } = await measure(browser, origin)
  if (total !== ROWS) throw new Error(`The export query matches ${total} records, not ${ROWS}.`)
  console.log(
    `bench:export — ${ROWS} test records, all 15 columns, headless Chromium (${executablePath})`,
  )
  // Timings on a shared machine depend on what else runs: the load is printed with them.
  const load = loadavg().map((value) => value.toFixed(1))
  console.log(
    `median of ${RUNS} runs after a warm-up; request to the whole file received; ` +
      `${availableParallelism()} cores, load average ${load.join(' ')}\n`,
  )
  console.log(
    `  ${'format'.padEnd(16)} ${'answer'.padStart(8)} ${'handler'.padStart(8)} ${'size'.padStart(9)}  goal`,
  )
  for (const { name, samples, bytes, goalMs } of results) {
    const answer = median(samples.map((sample) => sample.total))
    const handler = median(samples.map((sample) => sample.handler))
    if (goalMs !== null && answer > goalMs) failed = true
    const size = `${(bytes / 1_048_576).toFixed(2)} MB`.padStart(9)
    console.log(
      `  ${name.padEnd(16)} ${fmt(answer)} ${fmt(handler)} ${size}  ${verdict(answer, goalMs)}`,
    )
  }
})
process.exit(failed ? 1 : 0)
