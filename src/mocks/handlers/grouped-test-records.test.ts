/**
 * Grouped test records (control records) as a server: a reader's upload of a whole group
 * (POST /v2/GroupedTestRecords and /anonymous), and the list's control-result filter, paging,
 * sorting and scope, each list checked against a recount of the groups over the same rows.
 */
import { describe, expect, it } from 'vitest'
import {
  MISSING_REVISION,
  type ApiErrorBody,
  type GroupedTestRecord,
  type ListResponse,
  type TestRecord,
} from '@/api/types'
import type { TestRecordRow } from '@/mocks/db/rows'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { ANONYMOUS_USER_ID } from './test-records'

const fake = useFakeApi()
const db = () => fake.api.backend.db

const PERSONA_SITE = 1
const PERSONA_CUSTOMER = 1
const HOUR = 3_600_000

const list = (as: string | null, query: string) =>
  fake.call<ListResponse<GroupedTestRecord>>(as, 'GET', `/v2/GroupedTestRecords?${query}`)

const post = (as: string | null, path: string, body: unknown) =>
  fake.call<GroupedTestRecord>(as, 'POST', path, body)

const fieldsOf = (body: unknown) =>
  Object.fromEntries(((body as ApiErrorBody).errors ?? []).map((e) => [e.field, e.code]))

/**
 * The groups the list should count for a predicate on their first record: visible to admin,
 * not deleted, and no verifications (the list leaves them out unless asked).
 */
const recountGroups = (predicate: (first: TestRecordRow) => boolean) =>
  db()
    .groupedTestRecords.all()
    .filter((group) => {
      const first = db().testRecords.get(group.testRecordIds[0]!)
      return first && !first.deleted && first.annotation !== 'Verification' && predicate(first)
    }).length

/** One record as a reader at `siteId` uploads it, `hoursAgo` before now. */
function recordAt(siteId: number, hoursAgo: number, annotation = 'Original') {
  const reader = db()
    .deviceVerifications.all()
    .find((row) => row.siteId === siteId)!
  const testType = db()
    .sites.get(siteId)!
    .availableTestTypes.map((entry) => db().testTypes.get(entry.testTypeId)!)
    .find((type) => type.measurementMethod === 'Qualitative')!
  return {
    testDate: new Date(fake.api.backend.now() - hoursAgo * HOUR).toISOString(),
    testType: { id: testType.id },
    result: 'Positive',
    annotation,
    readerType: reader.readerType,
    readerSerialNumber: reader.readerSerialNumber,
    batchNumber: 'BTX-5120',
    route: 'Route 4',
    substances: testType.substances.map((line, index) => ({
      substanceId: line.substanceId,
      level: 0.5,
      result: index === 0 ? 'Positive' : 'Negative',
    })),
  }
}

/** A sample of `siteId`: its original and a confirmation half an hour later. */
const sampleAt = (siteId: number) => ({
  testRecords: [recordAt(siteId, 2), recordAt(siteId, 1.5, 'Confirmation')],
  comments: 'Tanker load held back.',
})

const tableSizes = () => [db().testRecords.size, db().groupedTestRecords.size]

describe('POST /v2/GroupedTestRecords', () => {
  it('stores the group and its records for the signed-in user: 201, readable and listed', async () => {
    const [records, groups] = tableSizes()
    const answer = await post('operator', '/v2/GroupedTestRecords', sampleAt(PERSONA_SITE))
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const group = answer.body
    expect(group).toMatchObject({
      annotation: 'Original',
      result: 'Positive',
      route: 'Route 4',
      comments: 'Tanker load held back.',
      site: { id: PERSONA_SITE },
      customer: { id: PERSONA_CUSTOMER },
      user: { username: 'operator' },
    })
    expect(group.testRecords.map((member) => member.annotation)).toEqual([
      'Original',
      'Confirmation',
    ])
    expect(tableSizes()).toEqual([records! + 2, groups! + 1])
    for (const member of group.testRecords) {
      expect(db().testRecords.get(member.id)?.groupId).toBe(group.id)
    }
    const read = await fake.call<GroupedTestRecord>(
      'site.admin',
      'GET',
      `/v2/GroupedTestRecords/${group.id}`,
    )
    expect(read.body).toEqual(group)
    const confirmation = await fake.call<TestRecord>(
      'site.admin',
      'GET',
      `/v2/TestRecords/${group.testRecords[1]!.id}`,
    )
    expect(confirmation.body).toMatchObject({ annotation: 'Confirmation', groupId: group.id })
    // Newest first by default: the new sample leads its site's list.
    const listed = await list('site.admin', `siteId=${PERSONA_SITE}&pageSize=5`)
    expect(listed.body.data[0]?.id).toBe(group.id)
  })

  it('keeps the members oldest first whatever order they are sent in', async () => {
    const sample = sampleAt(PERSONA_SITE)
    const answer = await post('operator', '/v2/GroupedTestRecords', {
      testRecords: [...sample.testRecords].reverse(),
    })
    expect(answer.status).toBe(201)
    expect(answer.body.annotation).toBe('Original')
    expect(answer.body.comments).toBe('')
    const dates = answer.body.testRecords.map((member) => member.testDate)
    expect([...dates].sort()).toEqual(dates)
  })

  it.each<[string, () => unknown, Record<string, string>]>([
    ['no records', () => ({ testRecords: [] }), { testRecords: 'validation.required' }],
    [
      'a record missing its result and date',
      () => {
        const sample = sampleAt(PERSONA_SITE)
        return {
          testRecords: [
            sample.testRecords[0],
            { ...sample.testRecords[1], result: undefined, testDate: undefined },
          ],
        }
      },
      {
        'testRecords[1].result': 'validation.required',
        'testRecords[1].testDate': 'validation.required',
      },
    ],
    [
      'a record that names another group',
      () => ({ testRecords: [{ ...recordAt(PERSONA_SITE, 1), groupId: 3 }] }),
      { 'testRecords[0].groupId': 'validation.invalid' },
    ],
    [
      'an unregistered reader in the second record (the first is valid)',
      () => ({
        testRecords: [
          recordAt(PERSONA_SITE, 2),
          { ...recordAt(PERSONA_SITE, 1, 'Confirmation'), readerSerialNumber: 'TR-0000' },
        ],
      }),
      { 'testRecords[1].readerSerialNumber': 'validation.oneOf' },
    ],
    [
      'a test type the site does not offer',
      () => {
        const offered = new Set(
          db()
            .sites.get(PERSONA_SITE)!
            .availableTestTypes.map((entry) => entry.testTypeId),
        )
        const other = db()
          .testTypes.all()
          .find((type) => !offered.has(type.id))!
        return {
          testRecords: [
            {
              ...recordAt(PERSONA_SITE, 1),
              testType: { id: other.id },
              substances: other.substances.map((line) => ({
                substanceId: line.substanceId,
                level: 1,
                result: 'Negative',
              })),
              result: 'Negative',
              concentration: 1,
            },
          ],
        }
      },
      { 'testRecords[0].testType.id': 'validation.oneOf' },
    ],
    [
      'records of two sites',
      () => ({ testRecords: [recordAt(PERSONA_SITE, 2), recordAt(2, 1, 'Confirmation')] }),
      { 'testRecords[1].readerSerialNumber': 'validation.oneOf' },
    ],
  ])('refuses %s with 400 and field errors, storing nothing', async (_name, body, expected) => {
    const before = tableSizes()
    const answer = await post('customer.admin', '/v2/GroupedTestRecords', body())
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual(expected)
    expect(tableSizes()).toEqual(before)
  })

  it('refuses a body that is not an object', async () => {
    expect((await post('operator', '/v2/GroupedTestRecords', [sampleAt(1)])).status).toBe(400)
  })

  it('refuses readers outside the caller’s scope, and callers without the permission', async () => {
    const before = tableSizes()
    expect((await post('operator', '/v2/GroupedTestRecords', sampleAt(5))).status).toBe(403)
    expect((await post('free.admin', '/v2/GroupedTestRecords', sampleAt(1))).status).toBe(403)
    expect((await post(null, '/v2/GroupedTestRecords', sampleAt(1))).status).toBe(401)
    expect((await post('lost.user', '/v2/GroupedTestRecords', sampleAt(1))).status).toBe(403)
    expect((await post('catalogue.viewer', '/v2/GroupedTestRecords', sampleAt(1))).status).toBe(403)
    expect(tableSizes()).toEqual(before)
    expect((await post('customer.admin', '/v2/GroupedTestRecords', sampleAt(5))).status).toBe(201)
  })
})

describe('POST /v2/GroupedTestRecords/anonymous', () => {
  it('stores a control without a user, at the reader’s site', async () => {
    const answer = await post(null, '/v2/GroupedTestRecords/anonymous', {
      testRecords: [recordAt(7, 1, 'PositiveControl')],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({
      annotation: 'PositiveControl',
      site: { id: 7 },
      user: { id: ANONYMOUS_USER_ID, username: '' },
    })
    const listed = await list('admin', 'siteId=7&annotation=PositiveControl&pageSize=1')
    expect(listed.body.data[0]?.id).toBe(answer.body.id)
  })

  it('validates like the signed-in upload, storing nothing', async () => {
    const before = tableSizes()
    const answer = await post(null, '/v2/GroupedTestRecords/anonymous', {
      testRecords: [{ ...recordAt(7, 1), substances: [] }],
    })
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual({ 'testRecords[0].substances': 'validation.required' })
    expect(tableSizes()).toEqual(before)
  })
})

describe('GET /v2/GroupedTestRecords', () => {
  describe('filters, each checked against a recount of the groups', () => {
    const cases: Array<[string, string, (first: TestRecordRow) => boolean]> = [
      [
        'annotation: positive controls',
        'annotation=PositiveControl',
        (first) => first.annotation === 'PositiveControl',
      ],
      [
        'annotation: animal controls',
        'annotation=AnimalControl',
        (first) => first.annotation === 'AnimalControl',
      ],
      [
        'annotation: both controls, repeated',
        'annotation=PositiveControl&annotation=AnimalControl',
        (first) => first.annotation === 'PositiveControl' || first.annotation === 'AnimalControl',
      ],
      [
        'annotation: both controls, comma list, at one site',
        `annotation=PositiveControl,AnimalControl&siteId=${PERSONA_SITE}`,
        (first) =>
          first.siteId === PERSONA_SITE &&
          (first.annotation === 'PositiveControl' || first.annotation === 'AnimalControl'),
      ],
      ['recordType', 'recordType=Original', (first) => first.annotation === 'Original'],
      [
        'readerType as a list',
        'readerType=TruckReader&readerType=PortableReaderConnect',
        (first) => first.readerType !== 'DesktopReader',
      ],
      [
        'readerType as a comma list, with a control kind',
        'readerType=DesktopReader,PortableReaderConnect&annotation=AnimalControl',
        (first) => first.readerType !== 'TruckReader' && first.annotation === 'AnimalControl',
      ],
    ]

    it.each(cases)('%s', async (_name, query, predicate) => {
      const expected = recountGroups(predicate)
      expect(expected).toBeGreaterThan(0)
      const answer = await list('admin', `${query}&pageSize=50`)
      expect(answer.status).toBe(200)
      expect(answer.body.meta.total).toBe(expected)
    })
  })

  it('lists only groups whose first record has a listed annotation', async () => {
    const answer = await list('admin', 'annotation=AnimalControl&pageSize=100')
    expect(answer.body.data.length).toBeGreaterThan(0)
    for (const group of answer.body.data) {
      expect(group.annotation).toBe('AnimalControl')
      expect(group.testRecords[0]?.annotation).toBe('AnimalControl')
    }
  })

  it('finds both control kinds at every site', async () => {
    for (const site of db().sites.all()) {
      for (const kind of ['PositiveControl', 'AnimalControl']) {
        const answer = await list('admin', `siteId=${site.id}&annotation=${kind}&pageSize=1`)
        expect(answer.body.meta.total, `site ${site.id} ${kind}`).toBeGreaterThan(0)
      }
    }
  })

  it.each(['annotation', 'recordType'])('refuses an unknown record type in %s', async (name) => {
    const answer = await list('admin', `${name}=PositiveControl,Sample`)
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual({ [name]: 'validation.oneOf' })
  })

  it('counts a page below 1 as page 1', async () => {
    const query = 'annotation=PositiveControl,AnimalControl&pageSize=7'
    const [zero, one] = await Promise.all([list('admin', `${query}&page=0`), list('admin', query)])
    expect(zero.body).toEqual(one.body)
  })

  it.each(['testDate_asc', 'testDate_desc', 'site_desc', 'result_asc', 'readerType_desc'])(
    'page 3 sorted by %s (orderBy) is the whole sorted list cut at page 3',
    async (order) => {
      const filter = `customerId=${PERSONA_CUSTOMER}&annotation=PositiveControl,AnimalControl`
      const whole = await list('admin', `${filter}&order=${order}&pageSize=100000`)
      const page = await list('admin', `${filter}&orderBy=${order}&page=3&pageSize=7`)
      expect(page.status).toBe(200)
      expect(page.body.data.map((group) => group.id)).toEqual(
        whole.body.data.slice(14, 21).map((group) => group.id),
      )
      expect(page.body.meta).toEqual({ currentPage: 3, total: whole.body.meta.total, perPage: 7 })
    },
  )

  it('sorts by the first record’s date, newest first by default', async () => {
    const answer = await list('admin', `siteId=${PERSONA_SITE}&pageSize=30`)
    const dates = answer.body.data.map((group) => group.testDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const ascending = await list('admin', `siteId=${PERSONA_SITE}&orderBy=testDate_asc&pageSize=30`)
    const upward = ascending.body.data.map((group) => group.testDate)
    expect([...upward].sort()).toEqual(upward)
  })

  it('refuses an unknown sort field with a 400 on order', async () => {
    const answer = await list('admin', 'orderBy=colour_asc')
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual({ order: 'invalidOrder' })
  })

  it('limits a customer admin to their customer, and refuses another customer', async () => {
    const answer = await list(
      'customer.admin',
      'annotation=PositiveControl,AnimalControl&pageSize=500',
    )
    expect(answer.body.meta.total).toBe(
      recountGroups(
        (first) =>
          first.customerId === PERSONA_CUSTOMER &&
          (first.annotation === 'PositiveControl' || first.annotation === 'AnimalControl'),
      ),
    )
    expect(answer.body.data.length).toBeGreaterThan(0)
    for (const group of answer.body.data) expect(group.customer.id).toBe(PERSONA_CUSTOMER)
    expect((await list('customer.admin', 'customerId=2')).status).toBe(403)
    const other = db()
      .groupedTestRecords.all()
      .find((group) => db().testRecords.get(group.testRecordIds[0]!)?.customerId === 2)!
    const hidden = await fake.call('customer.admin', 'GET', `/v2/GroupedTestRecords/${other.id}`)
    expect(hidden.status).toBe(404)
  })

  it('limits a site admin to their site', async () => {
    const answer = await list('site.admin', 'pageSize=1')
    expect(answer.body.meta.total).toBe(recountGroups((first) => first.siteId === PERSONA_SITE))
    expect((await list('site.admin', 'siteId=2')).status).toBe(403)
  })

  it('needs a signed-in user and the test-records permission', async () => {
    expect((await list(null, '')).status).toBe(401)
    expect((await list('lost.user', '')).status).toBe(403)
    expect((await list('catalogue.viewer', '')).status).toBe(403)
  })
})

describe('one control record: GET /v2/GroupedTestRecords/{id} and its comment', () => {
  /** A listed group (its control not deleted) with at least one record after its control. */
  const groupWithRecords = () =>
    db()
      .groupedTestRecords.all()
      .find(
        (group) =>
          group.testRecordIds.length >= 2 &&
          group.testRecordIds.every((id) => !db().testRecords.get(id)!.deleted),
      )!

  const one = (as: string, id: number) =>
    fake.call<GroupedTestRecord>(as, 'GET', `/v2/GroupedTestRecords/${id}`)

  it('leaves a deleted record out of its group, and a group whose control is deleted is gone', async () => {
    const group = groupWithRecords()
    const [controlId, recordId] = group.testRecordIds as [number, number]
    expect((await fake.call('admin', 'DELETE', `/v2/TestRecords/${recordId}`)).status).toBe(204)
    const after = await one('admin', group.id)
    expect(after.status).toBe(200)
    expect(after.body.testRecords.map((record) => record.id)).not.toContain(recordId)
    expect(after.body.testRecords[0]!.id).toBe(controlId)

    expect((await fake.call('admin', 'DELETE', `/v2/TestRecords/${controlId}`)).status).toBe(204)
    expect((await one('admin', group.id)).status).toBe(404)
    const listed = await list('admin', `customerId=${PERSONA_CUSTOMER}&pageSize=500`)
    expect(listed.body.data.map((entry) => entry.id)).not.toContain(group.id)
    const comment = await post('admin', `/v2/GroupedTestRecords/${group.id}/comment`, {
      comments: 'Too late',
    })
    expect(comment.status).toBe(404)
  })

  it('saves a comment with the revision it was written on, and refuses a stale one (409) or none (428)', async () => {
    const group = groupWithRecords()
    const before = await one('admin', group.id)
    const path = `/v2/GroupedTestRecords/${group.id}/comment`
    const first = await post('admin', path, {
      id: group.id,
      comments: 'Checked the reader',
      revision: before.body.revision,
    })
    expect(first.status).toBe(200)
    expect(first.body.comments).toBe('Checked the reader')
    expect(first.body.revision).toBe(before.body.revision! + 1)
    expect((await one('admin', group.id)).body.comments).toBe('Checked the reader')

    const stale = await post('admin', path, {
      comments: 'Written on the old one',
      revision: before.body.revision,
    })
    expect(stale.status).toBe(409)
    expect(fieldsOf(stale.body)).toEqual({ revision: 'conflict.staleRevision' })
    expect((await one('admin', group.id)).body.comments).toBe('Checked the reader')

    const missing = await post('admin', path, { comments: 'Written on no revision' })
    expect(missing.status).toBe(428)
    expect(fieldsOf(missing.body)).toEqual({ revision: MISSING_REVISION })
    expect((await one('admin', group.id)).body.comments).toBe('Checked the reader')
  })

  it('refuses a comment that is not text, or too long, and a group out of scope', async () => {
    const group = groupWithRecords()
    const path = `/v2/GroupedTestRecords/${group.id}/comment`
    expect(fieldsOf((await post('admin', path, { comments: 5 })).body)).toEqual({
      comments: 'validation.required',
    })
    expect(fieldsOf((await post('admin', path, { comments: 'x'.repeat(100_000) })).body)).toEqual({
      comments: 'validation.maxLength',
    })
    const elsewhere = db()
      .groupedTestRecords.all()
      .find((entry) => db().testRecords.get(entry.testRecordIds[0]!)!.siteId !== PERSONA_SITE)!
    expect((await one('site.admin', elsewhere.id)).status).toBe(404)
    expect((await fake.call('admin', 'GET', '/v2/GroupedTestRecords/999999')).status).toBe(404)
  })
})
