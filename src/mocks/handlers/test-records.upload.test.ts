/**
 * Reader uploads (POST /v2/TestRecords and /anonymous) as a server: the shared upload rules,
 * the checks only the server can make (a registered reader of the given type, a test type its
 * site offers, the caller's scope, the sample group), the created record in the lists and the
 * journal.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody, GroupedTestRecord, TestRecord } from '@/api/types'
import { bootBackend } from '@/mocks/backend'
import { TEST_ANCHOR } from '@/mocks/node'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { ANONYMOUS_USER_ID } from './test-records'

// Persisted, so that a created record is shown to survive a reload through the journal.
const fake = useFakeApi({ persist: true })
// Every write on disk before the fake API closes its journal (hooks after run last-in first).
afterAll(() => fake.api.backend.flush())
const db = () => fake.api.backend.db

/** A registered reader of `siteId` and a qualitative test type that site offers. */
function uploadAt(siteId: number) {
  const reader = db()
    .deviceVerifications.all()
    .find((row) => row.siteId === siteId)!
  const site = db().sites.get(siteId)!
  const testType = site.availableTestTypes
    .map((entry) => db().testTypes.get(entry.testTypeId)!)
    .find((type) => type.measurementMethod === 'Qualitative')!
  return {
    testDate: new Date(fake.api.backend.now() - 3_600_000).toISOString(),
    testType: { id: testType.id },
    result: 'Positive',
    readerType: reader.readerType,
    readerSerialNumber: reader.readerSerialNumber,
    rawQR: 'BTX;BTX-5120;260101;270101',
    batchNumber: 'BTX-5120',
    route: 'Route 4',
    operatorId: 'OP-1042',
    location: { latitude: 55.9, longitude: 12.3 },
    substances: testType.substances.map((line, index) => ({
      substanceId: line.substanceId,
      level: 0.5,
      result: index === 0 ? 'Positive' : 'Negative',
    })),
  }
}

const post = <T = TestRecord>(as: string | null, path: string, body: unknown) =>
  fake.call<T>(as, 'POST', path, body)

const fieldsOf = (body: unknown) =>
  Object.fromEntries(((body as ApiErrorBody).errors ?? []).map((e) => [e.field, e.code]))

describe('POST /v2/TestRecords', () => {
  it('creates the record for the signed-in user at the reader’s site: 201, listed, journaled', async () => {
    const before = db().testRecords.size
    const answer = await post('operator', '/v2/TestRecords', uploadAt(1))
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const record = answer.body
    expect(record).toMatchObject({
      result: 'Positive',
      annotation: 'Original',
      site: { id: 1 },
      customer: { id: 1 },
      user: { username: 'operator' },
      rawQR: 'BTX;BTX-5120;260101;270101',
      location: { latitude: 55.9, longitude: 12.3 },
      concentration: null,
      attachments: [],
    })
    expect(record.id).toBe(before + 1)
    expect(db().testRecords.get(record.id)?.userId).toBe(
      db()
        .users.all()
        .find((user) => user.username === 'operator')?.id,
    )
    const read = await fake.call<TestRecord>('site.admin', 'GET', `/v2/TestRecords/${record.id}`)
    expect(read.body).toEqual(record)
    const listed = await fake.list<TestRecord>('/v2/TestRecords?siteId=1&pageSize=5', 'site.admin')
    expect(listed.data.map((row) => row.id)).toContain(record.id)
    const group = await fake.call<GroupedTestRecord>(
      'site.admin',
      'GET',
      `/v2/GroupedTestRecords/${record.groupId}`,
    )
    expect(group.body.testRecords.map((member) => member.id)).toEqual([record.id])
    // Written like every change: the journal stores it and a reload replays it.
    await fake.api.backend.flush()
    const reloaded = await bootBackend({ size: 'default', persist: true, anchor: TEST_ANCHOR })
    try {
      expect(reloaded.db.testRecords.get(record.id)?.rawQR).toBe(record.rawQR)
      expect(reloaded.db.groupedTestRecords.get(record.groupId)?.testRecordIds).toEqual([record.id])
    } finally {
      reloaded.close()
    }
  })

  it('lets a confirmation join the sample group of an earlier record at the same site', async () => {
    const original = (await post('operator', '/v2/TestRecords', uploadAt(1))).body
    const confirmation = await post('operator', '/v2/TestRecords', {
      ...uploadAt(1),
      testDate: new Date(fake.api.backend.now() - 1_800_000).toISOString(),
      annotation: 'Confirmation',
      groupId: original.groupId,
    })
    expect(confirmation.status).toBe(201)
    expect(confirmation.body.groupId).toBe(original.groupId)
    const group = await fake.call<GroupedTestRecord>(
      'operator',
      'GET',
      `/v2/GroupedTestRecords/${original.groupId}`,
    )
    expect(group.body.testRecords.map((member) => member.id)).toEqual([
      original.id,
      confirmation.body.id,
    ])
    const elsewhere = db()
      .groupedTestRecords.all()
      .find((row) => db().testRecords.get(row.testRecordIds[0]!)?.siteId === 5)!
    const refused = await post('operator', '/v2/TestRecords', {
      ...uploadAt(1),
      groupId: elsewhere.id,
    })
    expect(refused.status).toBe(400)
    expect(fieldsOf(refused.body)).toEqual({ groupId: 'validation.oneOf' })
  })

  it.each<[string, (body: ReturnType<typeof uploadAt>) => unknown, Record<string, string>]>([
    [
      'an unregistered reader',
      (body) => ({ ...body, readerSerialNumber: 'TR-0000' }),
      {
        readerSerialNumber: 'validation.oneOf',
      },
    ],
    [
      'a reader type that is not the reader’s',
      (body) => ({
        ...body,
        readerType: body.readerType === 'TruckReader' ? 'DesktopReader' : 'TruckReader',
      }),
      { readerType: 'validation.oneOf' },
    ],
    [
      'a test type the site does not offer',
      (body) => {
        const offered = new Set(
          db()
            .sites.get(1)!
            .availableTestTypes.map((e) => e.testTypeId),
        )
        const other = db()
          .testTypes.all()
          .find((type) => !offered.has(type.id))!
        return {
          ...body,
          testType: { id: other.id },
          substances: other.substances.map((line) => ({
            substanceId: line.substanceId,
            level: 1,
            result: 'Negative',
          })),
          concentration: 1,
        }
      },
      { 'testType.id': 'validation.oneOf' },
    ],
    [
      'a missing result and date',
      (body) => ({ ...body, result: undefined, testDate: undefined }),
      {
        result: 'validation.required',
        testDate: 'validation.required',
      },
    ],
    [
      'an unknown test type',
      (body) => ({ ...body, testType: { id: 9999 } }),
      {
        'testType.id': 'validation.oneOf',
      },
    ],
  ])('answers 400 with field errors for %s', async (_name, change, expected) => {
    const before = db().testRecords.size
    const answer = await post('operator', '/v2/TestRecords', change(uploadAt(1)))
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual(expected)
    expect(db().testRecords.size).toBe(before)
  })

  it('refuses a body that is not an object', async () => {
    expect((await post('operator', '/v2/TestRecords', ['x'])).status).toBe(400)
  })

  it('refuses a reader of a site outside the caller’s scope, and callers without the permission', async () => {
    const foreign = await post('operator', '/v2/TestRecords', uploadAt(5))
    expect(foreign.status).toBe(403)
    expect((await post('customer.admin', '/v2/TestRecords', uploadAt(2))).status).toBe(201)
    expect((await post(null, '/v2/TestRecords', uploadAt(1))).status).toBe(401)
    expect((await post('lost.user', '/v2/TestRecords', uploadAt(1))).status).toBe(403)
  })
})

describe('POST /v2/TestRecords/anonymous', () => {
  it('creates a record without a user, at the reader’s site, and gives it an upload URL', async () => {
    const answer = await post(null, '/v2/TestRecords/anonymous', uploadAt(7))
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body.site.id).toBe(7)
    expect(answer.body.user).toEqual({ id: ANONYMOUS_USER_ID, username: '' })
    const url = await fake.call<{ url: string }>(
      null,
      'GET',
      `/v2/TestRecords/anonymous/${answer.body.id}/RequestUploadUrl`,
    )
    expect(url.status).toBe(200)
    expect(url.body.url).toContain(`/fake-storage/attachments/${answer.body.id}/`)
    expect(
      (await fake.call(null, 'GET', '/v2/TestRecords/anonymous/99999999/RequestUploadUrl')).status,
    ).toBe(404)
  })

  it('validates like the signed-in upload', async () => {
    const answer = await post(null, '/v2/TestRecords/anonymous', {
      ...uploadAt(7),
      substances: [],
    })
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual({ substances: 'validation.required' })
  })
})
