/**
 * The standalone server answers as the in-browser fake does (the "every response is what
 * the in-browser fake would answer for the same request"): one scripted sequence of requests,
 * reads and writes, runs against both the in-process fake (msw/node, the in-browser fake's route
 * table and fake tokens) and the HTTP server (express and api-adapter.ts, tokens from its
 * OpenID Connect provider), each on a fresh seed with the same anchor, and every answer (status,
 * media type, JSON body) must be equal.
 *
 * Only what must differ is normalised: the server time a write stamps (the two servers run the
 * write a few milliseconds apart), and the API base, which is part of the address the client
 * called (`http://localhost/api` in process, the server's root over HTTP) and is echoed by the
 * unknown-path 404. The tokens differ too (a fake token against a signed JWT), but no answer
 * echoes a token, so nothing of them needs normalising. Each answer is also checked for what it
 * should say, so two equally broken targets cannot pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CurrentUserResponse,
  GroupedTestRecord,
  KeyStatistics,
  ListResponse,
  TestRecord,
} from '@/api/types'
import type { Database } from '../db/database'
import { revisionOf } from '../db/table'
import { optionsFor } from '../../../tests/helpers/standalone-api'
import { createFakeApiServer, TEST_ANCHOR, type FakeApiServer } from '../node'
import { signInWithCodeFlow } from './sign-in-client'
import { startStandaloneApi, type StandaloneApi } from './standalone'

const SIGNED_IN = ['admin', 'operator', 'customer.admin', 'lost.user'] as const
type SignedIn = (typeof SIGNED_IN)[number]

interface Answer {
  status: number
  /** The media type of the answer, without parameters; null without a body. */
  type: string | null
  body: unknown
}

type Answers = ReadonlyMap<string, Answer>

interface Step {
  name: string
  as: SignedIn | null
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path, or how it follows from earlier answers of the same target (a new record's id). */
  path: string | ((earlier: Answers) => string)
  body?: unknown
  /** Fields the server stamps with its clock: checked, then replaced before comparing. */
  stamped?: readonly string[]
}

interface Target {
  /** The API base as the client addresses it. */
  base: string
  token: (as: SignedIn) => string
}

const DAY = 86_400_000
const HOUR = 3_600_000
const PERIOD =
  `start=${new Date(TEST_ANCHOR - 28 * DAY).toISOString()}` +
  `&end=${new Date(TEST_ANCHOR - 1).toISOString()}`
const OPERATOR_SITE = 1
const COMMENT = 'Parity: checked by the standalone server’s test.'

/** One record as a reader at `siteId` uploads it `hoursAgo` before now (grouped test's builder). */
function uploadAt(db: Database, siteId: number, hoursAgo: number, annotation = 'Original') {
  const reader = db.deviceVerifications.all().find((row) => row.siteId === siteId)!
  const testType = db.sites
    .get(siteId)!
    .availableTestTypes.map((entry) => db.testTypes.get(entry.testTypeId)!)
    .find((type) => type.measurementMethod === 'Qualitative')!
  return {
    testDate: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    testType: { id: testType.id },
    result: 'Positive',
    annotation,
    readerType: reader.readerType,
    readerSerialNumber: reader.readerSerialNumber,
    batchNumber: 'BTX-7781',
    route: 'Route 9',
    substances: testType.substances.map((line, index) => ({
      substanceId: line.substanceId,
      level: 0.25,
      result: index === 0 ? 'Positive' : 'Negative',
    })),
  }
}

/** The script, built once from the seed both targets start from, so both get the same bodies. */
function scriptFor(db: Database, commentedId: number): Step[] {
  const single = uploadAt(db, OPERATOR_SITE, 3)
  const anonymous = uploadAt(db, OPERATOR_SITE, 2.5)
  const group = {
    testRecords: [uploadAt(db, OPERATOR_SITE, 2), uploadAt(db, OPERATOR_SITE, 1.5, 'Confirmation')],
    comments: 'Held back for a second test.',
  }
  const newest = '/v2/TestRecords?order=id_desc&pageSize=4&siteId=1'
  return [
    ...SIGNED_IN.map((as): Step => ({ name: `me:${as}`, as, method: 'GET', path: '/v2/Users/me' })),
    { name: 'me:anonymous', as: null, method: 'GET', path: '/v2/Users/me' },
    {
      name: 'list:sorted page',
      as: 'customer.admin',
      method: 'GET',
      path: '/v2/TestRecords?page=3&pageSize=7&order=site_asc&results=4',
    },
    { name: 'list:newest before', as: 'admin', method: 'GET', path: newest },
    {
      name: 'dashboard:key statistics',
      as: 'admin',
      method: 'GET',
      path: `/v2/Dashboard/keystatistics?${PERIOD}`,
    },
    {
      name: 'dashboard:operator refused',
      as: 'operator',
      method: 'GET',
      path: `/v2/Dashboard/keystatistics?${PERIOD}`,
    },
    {
      name: 'write:operator may not add a site',
      as: 'operator',
      method: 'POST',
      path: '/v2/Sites',
      body: { name: 'Not allowed', customerId: 1 },
    },
    {
      name: 'write:upload without fields',
      as: 'operator',
      method: 'POST',
      path: '/v2/TestRecords',
      body: { result: 'Maybe' },
    },
    {
      name: 'write:comment not text',
      as: 'admin',
      method: 'PATCH',
      path: `/v2/TestRecords/${commentedId}/comment`,
      body: { id: commentedId, comments: 42 },
    },
    { name: 'unknown path', as: 'admin', method: 'GET', path: '/v2/NoSuchThing' },
    { name: 'unknown id', as: 'admin', method: 'GET', path: '/v2/TestRecords/987654321' },
    {
      name: 'write:comment',
      as: 'admin',
      method: 'PATCH',
      path: `/v2/TestRecords/${commentedId}/comment`,
      body: { id: commentedId, comments: COMMENT, revision: 1 },
    },
    {
      name: 'write:stale comment',
      as: 'admin',
      method: 'PATCH',
      path: `/v2/TestRecords/${commentedId}/comment`,
      body: { id: commentedId, comments: 'Written on the old revision.', revision: 1 },
    },
    { name: 'read:commented', as: 'admin', method: 'GET', path: `/v2/TestRecords/${commentedId}` },
    { name: 'write:upload', as: 'operator', method: 'POST', path: '/v2/TestRecords', body: single },
    {
      name: 'write:anonymous upload',
      as: null,
      method: 'POST',
      path: '/v2/TestRecords/anonymous',
      body: anonymous,
    },
    {
      name: 'write:group upload',
      as: 'operator',
      method: 'POST',
      path: '/v2/GroupedTestRecords',
      body: group,
    },
    {
      name: 'read:uploaded',
      as: 'operator',
      method: 'GET',
      path: (earlier) => `/v2/TestRecords/${idOf(earlier, 'write:upload')}`,
    },
    {
      name: 'read:group',
      as: 'customer.admin',
      method: 'GET',
      path: (earlier) => `/v2/GroupedTestRecords/${idOf(earlier, 'write:group upload')}`,
    },
    { name: 'list:newest after', as: 'admin', method: 'GET', path: newest },
    {
      name: 'write:views',
      as: 'operator',
      method: 'PUT',
      path: '/v2/Users/me/views',
      body: {
        views: [
          {
            id: 31,
            name: 'Positives on route 9',
            filters: { period: '7d', routes: ['Route 9'], testResult: 4 },
            columns: [{ id: 'route', name: 'route', label: 'Route', enabled: true, order: 0 }],
          },
        ],
        lastUpdated: null,
      },
      stamped: ['lastUpdated'],
    },
    {
      name: 'read:views',
      as: 'operator',
      method: 'GET',
      path: '/v2/Users/me/views',
      stamped: ['lastUpdated'],
    },
  ]
}

function idOf(earlier: Answers, name: string): number {
  const id = (earlier.get(name)?.body as { id?: unknown } | undefined)?.id
  if (typeof id !== 'number') throw new Error(`${name} answered no id`)
  return id
}

async function run(target: Target, script: readonly Step[]): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>()
  for (const step of script) {
    const path = typeof step.path === 'string' ? step.path : step.path(answers)
    const headers: Record<string, string> = {}
    if (step.as) headers.Authorization = `Bearer ${target.token(step.as)}`
    if (step.body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${target.base}${path}`, {
      method: step.method,
      headers,
      ...(step.body === undefined ? {} : { body: JSON.stringify(step.body) }),
    })
    const text = await response.text()
    answers.set(step.name, {
      status: response.status,
      type: text ? (response.headers.get('Content-Type')?.split(';')[0] ?? null) : null,
      body: text ? (JSON.parse(text) as unknown) : null,
    })
  }
  return answers
}

/** The answers with what must differ between the targets replaced (see the file's comment). */
function normalised(
  answers: Map<string, Answer>,
  target: Target,
  script: readonly Step[],
  window: { from: number; to: number },
): Map<string, Answer> {
  const basePath = new URL(target.base).pathname.replace(/\/$/, '')
  const text = (value: string) =>
    value.replaceAll(target.base, '<base>').replaceAll(` ${basePath}/v2/`, ' <base>/v2/')
  const strings = (value: unknown): unknown =>
    typeof value === 'string'
      ? text(value)
      : Array.isArray(value)
        ? value.map(strings)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strings(item)]))
          : value
  const result = new Map<string, Answer>()
  for (const step of script) {
    const answer = answers.get(step.name)!
    const body = strings(answer.body) as Record<string, unknown> | null
    // Only a successful write stamps; any other answer is compared as it is.
    for (const field of answer.status === 200 ? (step.stamped ?? []) : []) {
      const stamp = body?.[field]
      // The stamp is the server's time of the write, as an ISO date: checked before it goes.
      expect(typeof stamp, `${step.name}: ${field}`).toBe('string')
      expect(new Date(Date.parse(stamp as string)).toISOString()).toBe(stamp)
      expect(Date.parse(stamp as string)).toBeGreaterThanOrEqual(window.from)
      expect(Date.parse(stamp as string)).toBeLessThanOrEqual(window.to)
      body![field] = '<server time>'
    }
    result.set(step.name, { ...answer, body })
  }
  return result
}

let inProcess: FakeApiServer
let standalone: StandaloneApi
let script: Step[]

beforeAll(async () => {
  ;[inProcess, standalone] = await Promise.all([
    createFakeApiServer(),
    startStandaloneApi(optionsFor(null)),
  ])
  // Requests to the standalone server pass through msw/node's interception untouched.
  inProcess.server.listen({ onUnhandledRequest: 'bypass' })
  const db = inProcess.backend.db
  // A positive record of the operator's site, not yet commented or changed.
  const commented = db.testRecords
    .all()
    .find(
      (row) =>
        row.siteId === OPERATOR_SITE &&
        !row.deleted &&
        row.result === 'Positive' &&
        row.comments === '' &&
        revisionOf(row) === 1,
    )!
  script = scriptFor(db, commented.id)
}, 60_000)

afterAll(async () => {
  inProcess?.server.close()
  inProcess?.backend.close()
  await standalone?.close()
})

describe('the standalone server and the in-browser fake', () => {
  it('answer one scripted sequence of reads and writes alike', async () => {
    const tokens = new Map<SignedIn, string>()
    await Promise.all(
      SIGNED_IN.map(async (username) => {
        const issued = await signInWithCodeFlow({ issuer: standalone.issuer, username })
        tokens.set(username, issued.accessToken)
      }),
    )
    const targets: Record<'in process' | 'over HTTP', Target> = {
      'in process': { base: inProcess.base, token: (as) => inProcess.tokenFor(as) },
      'over HTTP': { base: standalone.url, token: (as) => tokens.get(as)! },
    }
    const from = Date.now()
    const local = await run(targets['in process'], script)
    const remote = await run(targets['over HTTP'], script)
    const window = { from, to: Date.now() }
    const expected = normalised(local, targets['in process'], script, window)
    const actual = normalised(remote, targets['over HTTP'], script, window)

    for (const step of script) {
      expect(actual.get(step.name), step.name).toEqual(expected.get(step.name))
    }
    expect([...actual.keys()]).toEqual([...expected.keys()])

    // What the answers say, so that two targets broken alike cannot pass.
    const answer = (name: string) => expected.get(name)!
    const me = (as: SignedIn) => answer(`me:${as}`).body as CurrentUserResponse
    expect(me('admin').currentUser.username).toBe('admin')
    expect(me('admin').permissions).toEqual(expect.arrayContaining(['customers:premium']))
    expect(me('operator').currentUser.username).toBe('operator')
    expect(me('operator').permissions).not.toContain('customers:premium')
    expect(me('customer.admin').currentUser.username).toBe('customer.admin')
    expect(answer('me:lost.user')).toEqual({
      status: 404,
      type: 'application/json',
      body: { message: 'No account was found for “lost.user”.' },
    })
    expect(answer('me:anonymous')).toMatchObject({
      status: 401,
      body: { message: 'Sign in to use the API.' },
    })

    const page = answer('list:sorted page').body as ListResponse<TestRecord>
    expect(answer('list:sorted page').status).toBe(200)
    expect(page.meta).toMatchObject({ currentPage: 3, perPage: 7 })
    expect(page.meta.total).toBeGreaterThan(21)
    expect(page.data).toHaveLength(7)
    const sites = page.data.map((record) => record.site.name)
    expect(sites).toEqual([...sites].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    expect(page.data.every((record) => record.result !== 'Negative')).toBe(true)

    const statistics = answer('dashboard:key statistics')
    expect(statistics.status).toBe(200)
    expect((statistics.body as KeyStatistics).total.amount).toBeGreaterThan(100)
    expect(answer('dashboard:operator refused').status).toBe(403)
    expect(answer('write:operator may not add a site').status).toBe(403)

    const invalid = answer('write:upload without fields')
    expect(invalid.status).toBe(400)
    const fields = (invalid.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['testDate', 'result']))
    expect(answer('write:comment not text')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'comments', code: 'validation.required' }] },
    })
    expect(answer('unknown path')).toEqual({
      status: 404,
      type: 'application/json',
      body: { message: 'There is no GET <base>/v2/NoSuchThing in this API.' },
    })
    expect(answer('unknown id')).toMatchObject({
      status: 404,
      body: { message: 'Test record 987654321 does not exist.' },
    })

    expect(answer('write:comment')).toMatchObject({
      status: 200,
      body: { comments: COMMENT, revision: 2 },
    })
    expect(answer('write:stale comment').status).toBe(409)
    expect(answer('read:commented').body).toMatchObject({ comments: COMMENT, revision: 2 })

    const uploaded = answer('write:upload')
    expect(uploaded.status).toBe(201)
    expect(uploaded.body).toMatchObject({
      user: { username: 'operator' },
      site: { id: OPERATOR_SITE },
      batchNumber: 'BTX-7781',
    })
    expect(answer('read:uploaded').body).toEqual(uploaded.body)
    expect(answer('write:anonymous upload')).toMatchObject({
      status: 201,
      body: { user: { id: 0 } },
    })
    const group = answer('write:group upload')
    expect(group.status).toBe(201)
    expect(answer('read:group').body).toEqual(group.body)
    expect((group.body as GroupedTestRecord).comments).toBe('Held back for a second test.')

    // The newest records of the site were the seed's before the uploads, and are the four
    // uploaded ones after: the single, the anonymous one and the group's two.
    const before = answer('list:newest before').body as ListResponse<TestRecord>
    const after = answer('list:newest after').body as ListResponse<TestRecord>
    expect(after.meta.total).toBe(before.meta.total + 4)
    const newIds = after.data.map((record) => record.id)
    expect(Math.min(...newIds)).toBeGreaterThan(Math.max(...before.data.map((r) => r.id)))
    expect(newIds).toContain((uploaded.body as TestRecord).id)

    expect(answer('write:views').status).toBe(200)
    expect(answer('read:views').body).toEqual(answer('write:views').body)
  })
})
