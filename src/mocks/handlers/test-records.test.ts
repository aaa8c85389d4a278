/**
 * The test-record endpoints as a server: filters against a brute-force recount over the same
 * rows, paging and sorting invariants, scope and permissions per persona, and the mutations.
 */
import { describe, expect, it } from 'vitest'
import {
  MISSING_REVISION,
  type ApiErrorBody,
  type GroupedTestRecord,
  type ListResponse,
  type TestRecord,
  type UploadUrl,
} from '@/api/types'
import type { TestRecordRow } from '@/mocks/db/rows'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { revisionOf } from '../db/table'
import { resultsForFlags } from './test-records'

const fake = useFakeApi()
const db = () => fake.api.backend.db
const list = (as: string, query: string) =>
  fake.call<ListResponse<TestRecord>>(as, 'GET', `/v2/TestRecords?${query}`)

const DAY = 86_400_000
const PERSONA_SITE = 1
const PERSONA_CUSTOMER = 1

/** What the API should count for a predicate: every row, visible to admin, not deleted. */
const recount = (predicate: (row: TestRecordRow) => boolean) =>
  db()
    .testRecords.all()
    .filter((row) => !row.deleted && predicate(row)).length

describe('GET /v2/TestRecords', () => {
  it('answers a page as {data, meta}, newest first by default', async () => {
    const answer = await list('admin', 'pageSize=5')
    expect(answer.status).toBe(200)
    expect(answer.body.meta).toEqual({ currentPage: 1, total: recount(() => true), perPage: 5 })
    const dates = answer.body.data.map((record) => record.testDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const first = answer.body.data[0]!
    expect(first.site.name).not.toBe('')
    expect(first.testType.name).not.toBe('')
    expect(first.substances[0]?.substance.name).not.toBe('')
    expect(answer.headers.get('Server-Timing')).toMatch(/^handler;dur=\d+(\.\d+)?$/)
  })

  it('counts a page below 1 as page 1', async () => {
    const [zero, one] = await Promise.all([
      list('admin', 'page=0&pageSize=7'),
      list('admin', 'page=1&pageSize=7'),
    ])
    expect(zero.body).toEqual(one.body)
  })

  it.each([
    'testDate_asc',
    'site_desc',
    'testType_asc',
    'result_desc',
    'route_asc',
    'concentration_desc',
  ])('page 4 sorted by %s is the whole sorted list cut at page 4', async (order) => {
    const filter = `customerId=${PERSONA_CUSTOMER}&results=4`
    const whole = await list('admin', `${filter}&order=${order}&pageSize=100000`)
    const page = await list('admin', `${filter}&orderBy=${order}&page=4&pageSize=9`)
    expect(page.body.data.map((record) => record.id)).toEqual(
      whole.body.data.slice(27, 36).map((record) => record.id),
    )
    expect(page.body.meta.total).toBe(whole.body.meta.total)
  })

  it('refuses an unknown sort field with a 400 on order', async () => {
    const answer = await list('admin', 'order=colour_asc')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: [{ field: 'order', code: 'invalidOrder' }] })
  })

  describe('filters, each checked against a recount of the rows', () => {
    const anchor = () => fake.api.backend.anchor
    const rowOf = (index: number) => db().testRecords.all()[index]!
    const cases: Array<[string, () => string, () => (row: TestRecordRow) => boolean]> = [
      ['customerId', () => 'customerId=2', () => (row) => row.customerId === 2],
      ['siteId', () => 'siteId=3', () => (row) => row.siteId === 3],
      [
        'userIds (repeated)',
        () => `userIds=${rowOf(10).userId}&userIds=${rowOf(20).userId}`,
        () => (row) => row.userId === rowOf(10).userId || row.userId === rowOf(20).userId,
      ],
      [
        'userIds (comma list)',
        () => `userIds=${rowOf(10).userId},${rowOf(20).userId}`,
        () => (row) => [rowOf(10).userId, rowOf(20).userId].includes(row.userId),
      ],
      [
        'operatorId',
        () => `operatorId=${rowOf(30).operatorId}`,
        () => (row) => row.operatorId === rowOf(30).operatorId,
      ],
      [
        'routes',
        () => `routes=${encodeURIComponent(rowOf(40).route)}`,
        () => (row) => row.route === rowOf(40).route,
      ],
      [
        'readerSerialNumber',
        () => `readerSerialNumber=${rowOf(50).readerSerialNumber}`,
        () => (row) => row.readerSerialNumber === rowOf(50).readerSerialNumber,
      ],
      [
        'minTestDate and maxTestDate',
        () =>
          `minTestDate=${new Date(anchor() - 28 * DAY).toISOString()}&maxTestDate=${new Date(anchor() - 7 * DAY).toISOString()}`,
        () => (row) => row.testDate >= anchor() - 28 * DAY && row.testDate <= anchor() - 7 * DAY,
      ],
      [
        'bounding box',
        () => 'topLat=57&topLon=8&bottomLat=55&bottomLon=11',
        () => (row) =>
          row.latitude >= 55 && row.latitude <= 57 && row.longitude >= 8 && row.longitude <= 11,
      ],
      [
        'annotation',
        () => 'annotation=Confirmation',
        () => (row) => row.annotation === 'Confirmation',
      ],
      ['results=1 (negative)', () => 'results=1', () => (row) => row.result === 'Negative'],
      ['results=4 (positive)', () => 'results=4', () => (row) => row.result !== 'Negative'],
      ['results=5', () => 'results=5', () => () => true],
      [
        'readerType (repeated)',
        () => 'readerType=TruckReader&readerType=DesktopReader',
        () => (row) => row.readerType === 'TruckReader' || row.readerType === 'DesktopReader',
      ],
      [
        'measurementMethod',
        () => 'measurementMethod=Quantitative',
        () => (row) => db().testTypes.get(row.testTypeId)?.measurementMethod === 'Quantitative',
      ],
      [
        'readerType and measurementMethod together',
        () => 'readerType=PortableReaderConnect&measurementMethod=Qualitative',
        () => (row) =>
          row.readerType === 'PortableReaderConnect' &&
          db().testTypes.get(row.testTypeId)?.measurementMethod === 'Qualitative',
      ],
    ]

    it.each(cases)('%s', async (_name, query, predicate) => {
      const answer = await list('admin', `${query()}&pageSize=1`)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const expected = recount(predicate())
      expect(expected).toBeGreaterThan(0)
      expect(answer.body.meta.total).toBe(expected)
    })
  })

  it('maps result bits: a WeakPositive is inconclusive and positive', () => {
    expect([...resultsForFlags(1)]).toEqual(['Negative'])
    expect([...resultsForFlags(2)]).toEqual(['WeakPositive'])
    expect([...resultsForFlags(4)].sort()).toEqual(['Positive', 'WeakPositive'])
    expect([...resultsForFlags(7)].sort()).toEqual(['Negative', 'Positive', 'WeakPositive'])
  })

  it('limits a site admin to their site, and refuses another customer', async () => {
    const own = await list('site.admin', 'pageSize=1')
    expect(own.body.meta.total).toBe(recount((row) => row.siteId === PERSONA_SITE))
    const other = await list('site.admin', 'customerId=2')
    expect(other.status).toBe(403)
    expect((other.body as unknown as { message: string }).message).toMatch(/customer 2/)
  })

  it('limits a customer admin to their customer', async () => {
    const answer = await list('customer.admin', 'pageSize=1')
    expect(answer.body.meta.total).toBe(recount((row) => row.customerId === PERSONA_CUSTOMER))
  })

  it('shows deleted records only to holders of test-records:read-deleted', async () => {
    const deleted = db()
      .testRecords.all()
      .filter((row) => row.deleted).length
    expect(deleted).toBeGreaterThan(0)
    const withDeleted = await list('admin', 'includeDeleted=true&pageSize=1')
    expect(withDeleted.body.meta.total).toBe(recount(() => true) + deleted)
    const refused = await list('customer.admin', 'includeDeleted=true')
    expect(refused.status).toBe(403)
  })

  it('needs a signed-in user and the test-records permission', async () => {
    expect((await list(null as never, '')).status).toBe(401)
    expect((await list('lost.user', '')).status).toBe(403)
  })
})

describe('one test record', () => {
  const visibleTo = (siteId: number) =>
    db()
      .testRecords.all()
      .find((row) => !row.deleted && row.siteId === siteId && row.result !== 'Negative')!

  it('reads one record the caller may see, 404 otherwise', async () => {
    const row = visibleTo(PERSONA_SITE)
    const own = await fake.call<TestRecord>('operator', 'GET', `/v2/TestRecords/${row.id}`)
    expect(own.status).toBe(200)
    expect(own.body.id).toBe(row.id)
    const elsewhere = visibleTo(5)
    expect((await fake.call('operator', 'GET', `/v2/TestRecords/${elsewhere.id}`)).status).toBe(404)
    expect((await fake.call('operator', 'GET', '/v2/TestRecords/99999999')).status).toBe(404)
    expect((await fake.call('operator', 'GET', '/v2/TestRecords/abc')).status).toBe(404)
  })

  it('annotates a positive record, and refuses to annotate a negative one', async () => {
    const positive = visibleTo(PERSONA_SITE)
    const annotated = await fake.call<TestRecord>(
      'site.admin',
      'PATCH',
      `/v2/TestRecords/${positive.id}/annotation`,
      'Confirmation',
    )
    expect(annotated.status).toBe(200)
    expect(annotated.body.annotation).toBe('Confirmation')
    const negative = db()
      .testRecords.all()
      .find((row) => row.result === 'Negative' && !row.deleted)!
    const refused = await fake.call(
      'admin',
      'PATCH',
      `/v2/TestRecords/${negative.id}/annotation`,
      'Confirmation',
    )
    expect(refused.status).toBe(409)
    const unknown = await fake.call(
      'admin',
      'PATCH',
      `/v2/TestRecords/${positive.id}/annotation`,
      'Purple',
    )
    expect(unknown.status).toBe(400)
  })

  it('comments a record', async () => {
    const row = visibleTo(PERSONA_SITE)
    const answer = await fake.call<TestRecord>(
      'operator',
      'PATCH',
      `/v2/TestRecords/${row.id}/comment`,
      {
        id: row.id,
        comments: 'Checked with the driver.',
        revision: revisionOf(row),
      },
    )
    expect(answer.body.comments).toBe('Checked with the driver.')
    expect(db().testRecords.get(row.id)?.comments).toBe('Checked with the driver.')
  })

  it('refuses a comment written on an older revision of the record (409), keeping the newer', async () => {
    const row = visibleTo(PERSONA_SITE)
    const path = `/v2/TestRecords/${row.id}/comment`
    const opened = (await fake.call<TestRecord>('operator', 'GET', `/v2/TestRecords/${row.id}`))
      .body.revision
    const first = await fake.call<TestRecord>('site.admin', 'PATCH', path, {
      id: row.id,
      comments: 'Saved first, in tab A.',
      revision: opened,
    })
    expect(first.status).toBe(200)
    expect(first.body.revision).toBe(opened! + 1)
    const stale = await fake.call<ApiErrorBody>('operator', 'PATCH', path, {
      id: row.id,
      comments: 'Written in tab B on the old revision.',
      revision: opened,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
    expect(db().testRecords.get(row.id)?.comments).toBe('Saved first, in tab A.')
    const again = await fake.call<TestRecord>('operator', 'PATCH', path, {
      id: row.id,
      comments: 'Tab B, having read A.',
      revision: first.body.revision,
    })
    expect(again.status).toBe(200)
  })

  it('refuses a comment that names no revision (428), keeping the stored one', async () => {
    const row = visibleTo(PERSONA_SITE)
    const before = db().testRecords.get(row.id)!.comments
    const missing = await fake.call<ApiErrorBody>(
      'operator',
      'PATCH',
      `/v2/TestRecords/${row.id}/comment`,
      { id: row.id, comments: 'Saved without saying on what.' },
    )
    expect(missing.status).toBe(428)
    expect(missing.body.errors).toEqual([
      { field: 'revision', code: MISSING_REVISION, message: expect.any(String) },
    ])
    expect(db().testRecords.get(row.id)?.comments).toBe(before)
  })

  it('deletes a record: it leaves the list and stays readable for read-deleted holders', async () => {
    const row = visibleTo(PERSONA_SITE)
    expect((await fake.call('site.admin', 'DELETE', `/v2/TestRecords/${row.id}`)).status).toBe(204)
    expect((await fake.call('site.admin', 'GET', `/v2/TestRecords/${row.id}`)).status).toBe(404)
    const asAdmin = await fake.call<TestRecord>('admin', 'GET', `/v2/TestRecords/${row.id}`)
    expect(asAdmin.body.annotation).toBe('Deleted')
  })

  it('lists the routes of a site, sorted', async () => {
    const answer = await fake.call<string[]>(
      'site.admin',
      'GET',
      `/v2/TestRecords/routes?siteId=${PERSONA_SITE}`,
    )
    const expected = [
      ...new Set(
        db()
          .testRecords.all()
          .filter((row) => row.siteId === PERSONA_SITE)
          .map((row) => row.route),
      ),
    ]
    expect([...answer.body].sort()).toEqual(expected.sort())
    expect(answer.body).toEqual(
      [...answer.body].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    )
  })

  it('gives a signed upload URL for an attachment, and the record lists the file stored there', async () => {
    const row = visibleTo(PERSONA_SITE)
    const before = row.attachments.length
    const answer = await fake.call<UploadUrl>(
      'operator',
      'GET',
      `/v2/TestRecords/${row.id}/RequestUploadUrl`,
    )
    expect(answer.body.method).toBe('PUT')
    expect(answer.body.url).toMatch(
      new RegExp(`/fake-storage/attachments/${row.id}/\\d+\\?se=\\d+&sig=[\\w-]{43}$`),
    )
    const upload = (url: string, headers: Record<string, string> = answer.body.headers) =>
      fetch(url, { method: 'PUT', headers, body: new Uint8Array([0xff, 0xd8, 0xff, 1, 2]) })
    // Unsigned, or without the handed-out header: refused, nothing listed.
    expect((await upload(answer.body.url.slice(0, answer.body.url.indexOf('?')))).status).toBe(403)
    expect((await upload(answer.body.url, {})).status).toBe(400)
    const stored = await upload(answer.body.url, {
      ...answer.body.headers,
      'Content-Type': 'image/jpeg',
      'x-ms-meta-filename': 'strip.jpg',
    })
    expect(stored.status).toBe(201)
    const record = await fake.call<TestRecord>('operator', 'GET', `/v2/TestRecords/${row.id}`)
    expect(record.body.attachments).toHaveLength(before + 1)
    expect(record.body.attachments.at(-1)).toEqual({
      url: answer.body.url.slice(0, answer.body.url.indexOf('?')),
      name: 'strip.jpg',
    })
    // The same URL again replaces the file rather than listing it twice.
    expect((await upload(answer.body.url)).status).toBe(201)
    const again = await fake.call<TestRecord>('operator', 'GET', `/v2/TestRecords/${row.id}`)
    expect(again.body.attachments).toHaveLength(before + 1)
  })
})

describe('GET /v2/GroupedTestRecords', () => {
  it('lists groups by their first record, with the members, hiding deleted groups', async () => {
    const answer = await fake.call<ListResponse<GroupedTestRecord>>(
      'customer.admin',
      'GET',
      `/v2/GroupedTestRecords?customerId=${PERSONA_CUSTOMER}&pageSize=50`,
    )
    expect(answer.status).toBe(200)
    for (const group of answer.body.data) {
      expect(group.testRecords.length).toBeGreaterThan(0)
      expect(group.annotation).not.toBe('Deleted')
      expect(group.testRecords[0]?.testDate).toBe(group.testDate)
    }
  })

  it('filters by reader type and measurement method', async () => {
    const answer = await fake.call<ListResponse<GroupedTestRecord>>(
      'admin',
      'GET',
      '/v2/GroupedTestRecords?readerType=TruckReader&measurementMethod=Quantitative&pageSize=100',
    )
    expect(answer.body.meta.total).toBeGreaterThan(0)
    for (const group of answer.body.data) {
      expect(group.readerType).toBe('TruckReader')
      expect(group.measurementMethod).toBe('Quantitative')
    }
  })

  it('stores a comment on a group', async () => {
    const group = db().groupedTestRecords.all()[3]!
    const answer = await fake.call<GroupedTestRecord>(
      'admin',
      'POST',
      `/v2/GroupedTestRecords/${group.id}/comment`,
      {
        id: group.id,
        comments: 'Sample re-tested.',
        revision: revisionOf(group),
      },
    )
    expect(answer.body.comments).toBe('Sample re-tested.')
  })
})
