// `npm run api:fuzz -- --runs N --seed S`: fuzzes the standalone server (`npm run api`, started
// here in-process on a free port, the seed in memory) from the API document: N requests drawn
// from the operations' parameter and body schemas (src/mocks/openapi/fuzz.ts), as admin, operator
// and no one; each must be answered below 500 as the document says. Without --seed a random one
// is drawn and printed, so a failure can be replayed. --no-shrink stops at the first failure.
// Prints the answers' statuses per operation; exits 1 on a failure.
import { parseArgs } from 'node:util'
import { TEST_ANCHOR } from '@/mocks/node'
import { loadApiDocument } from '@/mocks/openapi/document'
import { fuzzServer, type Caller } from '@/mocks/openapi/fuzz'
import { signInWithCodeFlow } from '@/mocks/server/sign-in-client'
import { startStandaloneApi } from '@/mocks/server/standalone'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    'no-shrink': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run api:fuzz -- [--runs N] [--seed S] [--no-shrink] [--quiet]')
  process.exit(2)
}

const api = await startStandaloneApi({
  host: '127.0.0.1',
  port: 0,
  dataDir: null,
  reset: false,
  size: 'default',
  anchor: TEST_ANCHOR,
  portalOrigins: ['http://localhost:4173'],
  latencyMs: 0,
})
const signedIn = async (username: string) =>
  (await signInWithCodeFlow({ issuer: api.issuer, username })).accessToken
const callers: Caller[] = [
  { name: 'admin', token: await signedIn('admin'), weight: 3 },
  { name: 'operator', token: await signedIn('operator') },
  { name: 'nobody', token: null },
]

console.log(`Fuzzing ${api.url}: ${runs} runs, seed ${seed}`)
const report = await fuzzServer(
  loadApiDocument(),
  { url: api.url, callers },
  { runs, seed, shrink: !values['no-shrink'] },
)
await api.close()

if (!values.quiet) {
  for (const [operation, counts] of [...report.statuses].sort(([a], [b]) => a.localeCompare(b))) {
    const shown = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    console.log(`  ${operation.padEnd(58)} ${shown}`)
  }
}
const answered = [...report.statuses.values()].reduce(
  (sum, counts) => sum + [...counts.values()].reduce((a, b) => a + b, 0),
  0,
)
console.log(
  `${report.operations} operations (${report.statuses.size} drawn), ${report.runs} runs ` +
    `(${answered} requests with shrinking), seed ${report.seed}, ${(report.ms / 1000).toFixed(1)} s`,
)
if (report.failure) {
  console.error(`\n${report.failure}`)
  console.error(`\nReplay: npm run api:fuzz -- --runs ${runs} --seed ${seed}`)
  process.exit(1)
}
console.log('No answer at or above 500, none outside the contract.')
