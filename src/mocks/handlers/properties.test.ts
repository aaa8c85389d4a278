/**
 * Property-based tests of the fake API as a server (issue 20), with fast-check:
 * - whatever a write's body holds (any text, long or short, numbers, nulls, lists, objects, in
 *   the fields the endpoint knows and in others), the answer is 2xx or 4xx with the error body
 *   (a message), never 5xx; and what a 2xx answers back is within the text limits;
 * - the pages of a sorted list, one after the other, are the sorted list.
 * The run counts are below (RUNS_PER_WRITE, PAGING_RUNS); the closing note of issue 20 gives
 * them.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { revisionOf } from '../db/table'

const fake = useFakeApi()
/** An update's revision as a client that has just loaded the row sends it. */
const revisionNow = (table: 'substances' | 'sites', id: number) => ({
  revision: revisionOf(fake.api.backend.db[table].get(id)!),
})

/** Bodies tried per write endpoint. */
const RUNS_PER_WRITE = 60
/** Orders and page sizes tried through the test-record list. */
const PAGING_RUNS = 40

/** Text around the limits as well as plain and empty text. */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', '   ', '=cmd|" /C calc"!A0', '<img src=x onerror=alert(1)>'),
  fc.integer({ min: 90, max: 110 }).map((length) => 'n'.repeat(length)),
  fc.integer({ min: 2990, max: 3010 }).map((length) => 'c'.repeat(length)),
  fc.constant('x'.repeat(10_000)),
)
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
)
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
)

/** A body of the endpoint's own fields (any value) and maybe others. */
const bodyOf = (fields: readonly string[]) =>
  fc.record(Object.fromEntries([...fields, 'unexpected'].map((field) => [field, value])), {
    requiredKeys: [],
  })

interface Write {
  method: string
  path: () => string
  fields: readonly string[]
  /** Random bodies are often valid here: some must be stored, so the limits are really tried. */
  someStored?: boolean
  /** What every body carries under its random fields: an update's current revision. */
  current?: () => Record<string, unknown>
}

const WRITES: Record<string, Write> = {
  'POST /v2/Substances': {
    method: 'POST',
    path: () => '/v2/Substances',
    fields: ['name'],
    someStored: true,
  },
  'PATCH /v2/Substances/{id}': {
    method: 'PATCH',
    path: () => '/v2/Substances/2',
    fields: ['name'],
    someStored: true,
    current: () => revisionNow('substances', 2),
  },
  'POST /v2/TestTypes': {
    method: 'POST',
    path: () => '/v2/TestTypes',
    fields: [
      'name',
      'measurementMethod',
      'category',
      'qrIdString',
      'judgeType',
      'positiveValue',
      'negativeValue',
      'incubationTime',
      'temperature',
      'substances',
      'quantitativeRange',
    ],
  },
  'POST /v2/Customer': {
    method: 'POST',
    path: () => '/v2/Customer',
    fields: ['name', 'soldTo', 'category', 'distributorId', 'contact', 'address'],
  },
  'PATCH /v2/Sites/{id}': {
    method: 'PATCH',
    path: () => '/v2/Sites/1',
    fields: ['name', 'shipTo', 'contact', 'address', 'location', 'availableTestTypes'],
    current: () => revisionNow('sites', 1),
  },
  'POST /v2/Users': {
    method: 'POST',
    path: () => '/v2/Users',
    fields: [
      'type',
      'customerId',
      'siteId',
      'firstName',
      'lastName',
      'phoneNumber',
      'email',
      'username',
      'password',
      'comment',
      'primaryOperatorId',
    ],
  },
  'PUT /v2/Users/me/views': {
    method: 'PUT',
    path: () => '/v2/Users/me/views',
    fields: ['views', 'lastUpdated'],
  },
  'PATCH /v2/TestRecords/{id}/comment': {
    method: 'PATCH',
    path: () => '/v2/TestRecords/1/comment',
    // A random revision is mostly stale (409): few random bodies are stored here.
    fields: ['id', 'comments', 'revision'],
  },
  'POST /v2/GroupedTestRecords': {
    method: 'POST',
    path: () => '/v2/GroupedTestRecords',
    fields: ['testRecords', 'comments'],
  },
  'POST /v2/GroupedTestRecords/anonymous': {
    method: 'POST',
    path: () => '/v2/GroupedTestRecords/anonymous',
    fields: ['testRecords', 'comments'],
  },
  'POST /v2/Subscriptions': {
    method: 'POST',
    path: () => '/v2/Subscriptions',
    fields: ['siteId', 'email'],
  },
  'POST /v2/Terms': { method: 'POST', path: () => '/v2/Terms', fields: ['termsText', 'released'] },
  'POST /v2/Feedback': {
    method: 'POST',
    path: () => '/v2/Feedback',
    fields: ['topic', 'type', 'feedback', 'sender', 'device', 'os', 'version'],
  },
}

/** The longest text each answered field may hold (a field not named: the terms' limit). */
const LIMIT_OF: Record<string, number> = {
  name: TEXT_LIMITS.name,
  firstName: TEXT_LIMITS.name,
  lastName: TEXT_LIMITS.name,
  username: TEXT_LIMITS.username,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  phoneNumber: TEXT_LIMITS.phone,
  comments: TEXT_LIMITS.comment,
  feedback: TEXT_LIMITS.comment,
  soldTo: TEXT_LIMITS.code,
  shipTo: TEXT_LIMITS.code,
}

/** Every text in an answer, with the name of the field that holds it. */
function textsOf(value: unknown, field = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[field, value]]
  if (Array.isArray(value)) return value.flatMap((entry) => textsOf(entry, field))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => textsOf(entry, key))
  }
  return []
}

describe('any body of a write', () => {
  it.each(Object.entries(WRITES))(
    '%s answers 2xx, or 4xx with a message; never 5xx or text past its limit',
    async (_name, write) => {
      let stored = 0
      await fc.assert(
        fc.asyncProperty(bodyOf(write.fields), async (body) => {
          const answer = await fake.call('admin', write.method, write.path(), {
            ...write.current?.(),
            ...body,
          })
          if (answer.status < 300) stored++
          const detail = `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`
          expect(answer.status, detail).toBeLessThan(500)
          if (answer.status >= 400) {
            expect(typeof (answer.body as { message?: unknown }).message, detail).toBe('string')
          } else {
            for (const [field, stored] of textsOf(answer.body)) {
              expect(stored.length, `${field} ${detail}`).toBeLessThanOrEqual(
                LIMIT_OF[field] ?? TEXT_LIMITS.termsText,
              )
            }
          }
        }),
        { numRuns: RUNS_PER_WRITE },
      )
      if (write.someStored) expect(stored).toBeGreaterThan(0)
    },
    60_000,
  )
})

describe('paging', () => {
  it('the pages of a sorted list, one after another, are the sorted list', async () => {
    const orders = ['testDate', 'id', 'testType', 'result', 'batchNumber', 'concentration', 'site']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...orders),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 40 }),
        async (field, direction, pageSize) => {
          const list = (page: number, size: number) =>
            fake.list<{ id: number }>(
              `/v2/TestRecords?order=${field}_${direction}&page=${page}&pageSize=${size}`,
            )
          const pages = await Promise.all([1, 2, 3].map((page) => list(page, pageSize)))
          const whole = await list(1, pageSize * 3)
          expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(
            whole.data.map((row) => row.id),
          )
          expect(new Set(pages.map((page) => page.meta.total)).size).toBe(1)
        },
      ),
      { numRuns: PAGING_RUNS },
    )
  }, 60_000)
})
