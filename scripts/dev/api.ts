// `npm run api`: the fake API as a standalone HTTP server, with its OpenID Connect provider
// (src/mocks/server/standalone.ts). Options:
//   --port 8787            where it listens, on 127.0.0.1 (--host to change)
//   --origin <url>         an origin the portal is served from (repeatable; CORS and sign-in
//                          redirects); default the dev server's and the preview's
//   --seed default|large   25,000 or 250,000 test records
//   --reset                forget the stored changes and keys: start from the seed
//   --data-dir <dir>       where changes and keys are kept (default .fake-api/)
//   --latency <ms>         delay every answer (default 0)
//   --public-url <origin>  the address clients use (behind a proxy); every URL the server hands
//                          out is built on it, and other Host headers are refused
// The dev controls (/__fake-api) need the secret printed at start; FAKE_API_DEV_SECRET sets it.
import { parseArgs } from 'node:util'
import { JournalUnreadableError } from '@/mocks/db/file-journal'
import { startStandaloneApi } from '@/mocks/server/standalone'
import { SEED_RECORD_COUNTS, type SeedSize } from '@/mocks/seed/sizes'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string', multiple: true },
    seed: { type: 'string', default: 'default' },
    reset: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: '.fake-api' },
    latency: { type: 'string', default: '0' },
    'public-url': { type: 'string' },
  },
})

// No request may end the process (issue 34): a rejection nobody handled is a bug to log, not a
// reason to stop serving everyone else.
process.on('unhandledRejection', (reason) => {
  console.error('An unhandled rejection (the server keeps running):', reason)
})

const size = values.seed as SeedSize
if (!(size in SEED_RECORD_COUNTS)) {
  console.error(`--seed must be one of ${Object.keys(SEED_RECORD_COUNTS).join(', ')}`)
  process.exit(2)
}
const port = Number(values.port)
const latencyMs = Number(values.latency)
if (!Number.isInteger(port) || port < 0 || !Number.isFinite(latencyMs) || latencyMs < 0) {
  console.error('--port must be a port number and --latency a number of milliseconds')
  process.exit(2)
}

const publicUrl = values['public-url']
if (publicUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(publicUrl)) {
  console.error('--public-url must be an origin, such as https://fake-api.example.test')
  process.exit(2)
}

const started = performance.now()
const api = await startStandaloneApi({
  host: values.host,
  port,
  ...(publicUrl ? { publicUrl } : {}),
  dataDir: values['data-dir'],
  reset: values.reset,
  size,
  portalOrigins: values.origin ?? ['http://localhost:5173', 'http://localhost:4173'],
  latencyMs,
  ...(process.env.FAKE_API_DEV_SECRET ? { devSecret: process.env.FAKE_API_DEV_SECRET } : {}),
}).catch((error: unknown) => {
  if (!(error instanceof JournalUnreadableError)) throw error
  console.error(`The fake API did not start. ${error.message}`)
  process.exit(1)
})
const { backend } = api
console.log(
  `Fake API on ${api.url} (${size} seed, ${SEED_RECORD_COUNTS[size].toLocaleString('en')} records; ` +
    `${backend.replayed} stored changes replayed; ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
console.log(`  sign-in service (OpenID Connect): ${api.issuer}`)
console.log(`  changes kept in ${values['data-dir']}/ (--reset to start from the seed)`)
console.log(`  dev controls (/__fake-api): Authorization: Bearer ${api.devSecret}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0))
  })
}
