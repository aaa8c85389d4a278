// `npm run bench:api`: the fake API's own speed, measured in headless Chromium on the production
// build. Prints (1) the time from start to a ready database (seed + load + replay of stored
// changes) for the default and the large seed, in fresh browser contexts, and (2) the handler time
// of list calls over the test records and the control groups (filtered, sorted, paged), read from
// the Server-Timing header the fake API sets on every answer, then (3) `npm run api` over HTTP
// under load (scripts/bench/api-http.ts: autocannon, reads and fsynced writes, beside a bare-server
// floor, with the server's RSS). Options: --runs N, --seeds default,large, --http-only,
// --skip-http, --duration S and --connections N (the HTTP load)
import { spawnSync } from 'node:child_process'
import { chromium } from 'playwright-core'
import {
  buildApp,
  cliArgs,
  fmt,
  median,
  openFakeApiPage,
  percentile,
  serve,
  stopServer,
  verdict,
  waitForServer,
} from './common.mjs'
import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs'

const args = cliArgs()
const RUNS = Number(args.get('runs') ?? 5)
const SEEDS = (args.get('seeds') ?? 'default,large').split(',')
const PORT = 4179
const ORIGIN = `http://localhost:${PORT}`
const GOALS = {
  boot: { default: 1500, large: null },
  list: { default: 30, large: 150 },
}

const verdictLine = (value, goal) => (goal === null ? '' : `  ${verdict(value, goal)}`)

/** The list calls measured: what the test-records screen and its filters ask for. */
function listCalls(anchor) {
  const day = 86_400_000
  const since = (days) => new Date(anchor - days * day).toISOString()
  return [
    ['first page, newest first', '/v2/TestRecords?page=1&pageSize=20&order=testDate_desc'],
    [
      'positives of 6 months, page 3',
      `/v2/TestRecords?results=4&minTestDate=${since(182)}&order=testDate_desc&page=3&pageSize=50`,
    ],
    [
      'one customer, 28 days, by site name',
      `/v2/TestRecords?customerId=1&minTestDate=${since(28)}&order=site_asc&page=2&pageSize=20`,
    ],
    [
      'negatives, by test type, deep page',
      '/v2/TestRecords?results=1&order=testType_desc&page=200&pageSize=20',
    ],
    [
      'control groups of a customer, a year, page 2',
      `/v2/GroupedTestRecords?customerId=1&minTestDate=${since(365)}&annotation=PositiveControl&annotation=AnimalControl&orderBy=testDate_desc&page=2&pageSize=20`,
    ],
    [
      'bounding box, oldest first',
      '/v2/TestRecords?topLat=58&topLon=8&bottomLat=54&bottomLon=13&order=testDate_asc&page=1&pageSize=20',
    ],
  ]
}

const openFreshPage = (browser, seed) => openFakeApiPage(browser, ORIGIN, seed)

/** Start to ready database, each run in a fresh context (nothing stored, nothing cached). */
async function measureBoot(browser, seed, runs) {
  const boots = []
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openFreshPage(browser, seed)
    boots.push(await page.evaluate(async () => (await window.fakeApi.ready).bootMs))
    await context.close()
  }
  return boots
}

/** Each list call 16 times as admin: the first apart (it sorts and caches), then 15 warm ones. */
async function measureLists(browser, seed) {
  const { context, page } = await openFreshPage(browser, seed)
  const calls = listCalls(await page.evaluate(() => Date.now()))
  const results = await page.evaluate(async (calls) => {
    const signIn = await fetch('/api/fake-auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin' }),
    })
    const { access_token: token } = await signIn.json()
    const timing = (response) =>
      Number(/dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1])
    const results = []
    for (const [name, path] of calls) {
      const samples = []
      let first = 0
      let total = 0
      for (let i = 0; i < 16; i++) {
        const response = await fetch(`/api${path}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
        total = (await response.json()).meta.total
        if (i === 0) first = timing(response)
        else samples.push(timing(response))
      }
      results.push({ name, first, samples, total })
    }
    return results
  }, calls)
  await context.close()
  return results
}

/** The HTTP load against `npm run api` (scripts/bench/api-http.ts); false when it failed. */
function measureHttp() {
  const passed = ['duration', 'connections'].flatMap((name) =>
    args.get(name) ? [`--${name}`, args.get(name)] : [],
  )
  console.log('')
  const result = spawnSync('npx', ['tsx', 'scripts/bench/api-http.ts', ...passed], {
    stdio: 'inherit',
  })
  return result.status === 0
}

if (args.has('http-only')) process.exit(measureHttp() ? 0 : 1)

const executablePath = await requireChromium()
// Always measure the code as it is now.
buildApp()
const server = serve('dist', PORT)
let failed = false
try {
  await waitForServer(ORIGIN)
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  console.log(`bench:api — fake API in headless Chromium (${executablePath}), production build`)
  for (const seed of SEEDS) {
    const boots = await measureBoot(browser, seed, seed === 'large' ? Math.min(RUNS, 2) : RUNS)
    const lists = await measureLists(browser, seed)
    const boot = median(boots)
    console.log(`\nSeed "${seed}"`)
    console.log(
      `  start to ready database (median of ${boots.length}): ${fmt(boot)}${verdictLine(boot, GOALS.boot[seed] ?? null)}`,
    )
    if (GOALS.boot[seed] && boot > GOALS.boot[seed]) failed = true
    console.log(
      '  list handler time (GET /v2/TestRecords; 15 warm calls and the first, which sorts; the goal is judged on the slower of the first and the p95):',
    )
    for (const { name, first, samples, total } of lists) {
      // The goal holds for every call: the first (which sorts and caches) and the slowest warm one.
      const worst = Math.max(first, percentile(samples, 95))
      const goal = GOALS.list[seed] ?? null
      if (goal !== null && worst > goal) failed = true
      console.log(
        `    ${name.padEnd(38)} median ${fmt(median(samples)).padStart(9)}  p95 ${fmt(percentile(samples, 95)).padStart(9)}  first ${fmt(first).padStart(9)}  (${total} matches)${verdictLine(worst, goal)}`,
      )
    }
  }
  await browser.close()
} finally {
  stopServer(server)
}
if (!args.has('skip-http') && !measureHttp()) failed = true
process.exit(failed ? 1 : 0)
