// The HTTP part of `npm run bench:api` (issue 34): `npm run api` as its own process, loaded with
// autocannon over loopback, beside a floor measured in the same run (a bare Node HTTP server
// answering the same bytes, so the ratio says what the fake API's own work costs on this VM).
//   1. reads:  GET /v2/TestRecords, first page (what every visit asks), signed in as the admin
//   2. writes: POST /v2/TestRecords, a reader's upload: each answered only once it is fsynced
//      (concurrent ones share an fsync: src/mocks/db/write-queue.ts)
// Each for --duration seconds (20) with --connections (10); the server's RSS before and after.
// Options: --duration 20 --connections 10
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startApiProcess } from '@/mocks/server/api-process'
import { sampleUpload } from '@/mocks/server/sample-upload'
import { signInWithCodeFlow } from '@/mocks/server/sign-in-client'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
  },
})
const DURATION = Number(values.duration)
const CONNECTIONS = Number(values.connections)
const LIST = '/v2/TestRecords?page=1&pageSize=20&orderBy=testDate_desc'

const UPLOAD = JSON.stringify(sampleUpload())

/** The server's resident memory, in MB (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

interface Load {
  name: string
  perSecond: number
  p50: number
  p99: number
  errors: number
  total: number
}

async function load(
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: options.method ?? 'GET',
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body ? { body: options.body } : {}),
  })
  return {
    name,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }
}

const line = ({ name, perSecond, p50, p99, errors, total }: Load, floor?: Load) =>
  `  ${name.padEnd(44)} ${perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(5)} ms  errors ${errors} of ${total}` +
  (floor ? `  (${(floor.perSecond / perSecond).toFixed(1)}× fewer than the floor)` : '')

const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-http-'))
const api = await startApiProcess(['--data-dir', dataDir, '--reset'])
try {
  const { accessToken: admin } = await signInWithCodeFlow({
    issuer: `${api.url}/oidc`,
    username: 'admin',
  })
  const { accessToken: operator } = await signInWithCodeFlow({
    issuer: `${api.url}/oidc`,
    username: 'operator',
  })
  const page = await fetch(`${api.url}${LIST}`, { headers: { Authorization: `Bearer ${admin}` } })
  if (!page.ok) throw new Error(`${LIST} answered ${page.status}`)
  const bytes = Buffer.from(await page.arrayBuffer())

  // The floor: the same answer from a bare Node server, no routing, no work.
  const floorServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(bytes)
  })
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve))
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}${LIST}`

  console.log(
    `bench:api over HTTP — npm run api (pid ${api.child.pid}), autocannon, ${CONNECTIONS} connections × ${DURATION} s each`,
  )
  const rssStart = await rssOf(api.child.pid!)
  const floor = await load('floor: bare Node server, same answer', floorUrl)
  floorServer.close()
  console.log(line(floor))
  const reads = await load('GET test records, first page (admin)', `${api.url}${LIST}`, {
    headers: { Authorization: `Bearer ${admin}` },
  })
  console.log(line(reads, floor))
  const rssAfterReads = await rssOf(api.child.pid!)
  const writes = await load('POST a reader’s upload, each fsynced', `${api.url}/v2/TestRecords`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${operator}`, 'Content-Type': 'application/json' },
    body: UPLOAD,
  })
  console.log(line(writes))
  const rssEnd = await rssOf(api.child.pid!)
  console.log(
    `  server RSS: ${rssStart.toFixed(0)} MB at the start, ${rssAfterReads.toFixed(0)} MB after the reads, ${rssEnd.toFixed(0)} MB after ${writes.total} writes`,
  )
  if (reads.errors > 0 || writes.errors > 0) process.exitCode = 1
} finally {
  // Its data directory goes once it has stopped writing there.
  const stopped = once(api.child, 'exit')
  api.child.kill('SIGTERM')
  await stopped
  await rm(dataDir, { recursive: true, force: true })
}
