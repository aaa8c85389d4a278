/**
 * The audit trail of test records and their groups (issue 40) as a server: what each change
 * appends, who and when, the two history calls' scope and permissions, the restore, that no
 * route changes an entry, and that entries survive a reload and start over with a reset.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { GroupedTestRecord, ListResponse, RecordHistoryEntry, TestRecord } from '@/api/types'
import { bootBackend } from '../backend'
import type { TestRecordRow } from '../db/rows'
import { revisionOf } from '../db/table'
import { createRoutes } from '.'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { HISTORY_SHARE } from '../seed/record-history'

const fake = useFakeApi({ persist: true })
afterAll(() => fake.api.backend.flush())
const db = () => fake.api.backend.db

const PERSONA_SITE = 1

const history = (as: string, id: number, query = '') =>
  fake.call<ListResponse<RecordHistoryEntry>>(as, 'GET', `/v2/TestRecords/${id}/history${query}`)
const groupHistory = (as: string, id: number) =>
  fake.call<ListResponse<RecordHistoryEntry>>(as, 'GET', `/v2/GroupedTestRecords/${id}/history`)

/** A record of the persona site that may be annotated, without seeded history, unused so far. */
const used = new Set<number>()
function freshRecord(where: (row: TestRecordRow) => boolean = () => true): TestRecordRow {
  const row = db()
    .testRecords.all()
    .find(
      (candidate) =>
        candidate.siteId === PERSONA_SITE &&
        !candidate.deleted &&
        candidate.result !== 'Negative' &&
        candidate.annotation === 'Original' &&
        candidate.id % HISTORY_SHARE !== 0 &&
        !used.has(candidate.id) &&
        where(candidate),
    )!
  used.add(row.id)
  return row
}

const annotate = (as: string, id: number, annotation: string) =>
  fake.call<TestRecord>(as, 'PATCH', `/v2/TestRecords/${id}/annotation`, annotation)
const comment = (as: string, id: number, comments: string) =>
  fake.call<TestRecord>(as, 'PATCH', `/v2/TestRecords/${id}/comment`, {
    id,
    comments,
    revision: revisionOf(db().testRecords.get(id)!),
  })

describe('the seeded history', () => {
  it('gives a share of the records their upload, and the changes their values show', () => {
    const entries = db().recordHistory.all()
    const records = new Set(entries.map((entry) => entry.recordId))
    expect(records.size).toBeGreaterThan(db().testRecords.size / (HISTORY_SHARE * 2))
    for (const entry of entries.filter((item) => item.recordKind === 'testRecord')) {
      const record = db().testRecords.get(entry.recordId)!
      expect(entry.time).toBeLessThan(fake.api.backend.now())
      if (entry.action === 'annotationChanged') expect(entry.after).toBe(record.annotation)
      if (entry.action === 'commentChanged') expect(entry.after).toBe(record.comments)
      if (entry.action === 'deleted') expect(record.deleted).toBe(true)
    }
    const rejections = entries.filter((entry) => entry.action === 'annotationChanged')
    expect(rejections.length).toBeGreaterThan(0)
    // Annotations by the site's admins, uploads by the record's account or its reader.
    for (const entry of rejections) {
      expect(db().users.get(entry.userId!)?.type).toBe('SiteAdmin')
    }
  })
})

describe('GET /v2/TestRecords/{id}/history', () => {
  it('records an annotation, a comment and a deletion with who, when, before and after, newest first', async () => {
    const record = freshRecord()
    const admin = db()
      .users.all()
      .find((user) => user.username === 'site.admin')!
    const before = fake.api.backend.now()
    expect((await annotate('site.admin', record.id, 'Rejected')).status).toBe(200)
    expect((await comment('site.admin', record.id, 'Checked twice.')).status).toBe(200)
    expect((await comment('site.admin', record.id, 'Checked three times.')).status).toBe(200)
    // Saving what is already there changes nothing, so it records nothing.
    expect((await comment('site.admin', record.id, 'Checked three times.')).status).toBe(200)

    const answer = await history('site.admin', record.id)
    expect(answer.status).toBe(200)
    expect(answer.body.meta.total).toBe(3)
    const [latest, first, annotated] = answer.body.data
    expect(annotated).toMatchObject({
      recordKind: 'testRecord',
      recordId: record.id,
      action: 'annotationChanged',
      field: 'annotation',
      before: 'Original',
      after: 'Rejected',
      user: { id: admin.id, name: `${admin.firstName} ${admin.lastName}` },
    })
    expect(Date.parse(annotated!.time)).toBeGreaterThanOrEqual(before - 1000)
    expect(annotated!.time).toMatch(/Z$/)
    expect(first).toMatchObject({ action: 'commentChanged', before: '', after: 'Checked twice.' })
    expect(latest).toMatchObject({
      action: 'commentChanged',
      field: 'comments',
      before: 'Checked twice.',
      after: 'Checked three times.',
    })

    // Deleted: the site admin (no test-records:read-deleted) no longer sees the record nor its
    // history; the administrator sees the deletion as the newest entry.
    expect((await fake.call('site.admin', 'DELETE', `/v2/TestRecords/${record.id}`)).status).toBe(
      204,
    )
    expect((await history('site.admin', record.id)).status).toBe(404)
    const seen = await history('admin', record.id)
    expect(seen.status).toBe(200)
    expect(seen.body.data[0]).toMatchObject({
      action: 'deleted',
      before: 'Rejected',
      after: 'Deleted',
      user: { id: admin.id },
    })
  })

  it('pages', async () => {
    const record = freshRecord()
    for (const text of ['a', 'b', 'c']) await comment('admin', record.id, text)
    const page = await history('admin', record.id, '?page=2&pageSize=1')
    expect(page.body.meta).toEqual({ currentPage: 2, total: 3, perPage: 1 })
    expect(page.body.data[0]).toMatchObject({ before: 'a', after: 'b' })
  })

  it('answers 404 outside the caller’s scope and for an unknown id, 403 without test-records', async () => {
    const elsewhere = db()
      .testRecords.all()
      .find((row) => row.customerId !== 1 && !row.deleted)!
    expect((await history('site.admin', elsewhere.id)).status).toBe(404)
    expect((await history('admin', 99_999_999)).status).toBe(404)
    const record = freshRecord()
    expect((await history('catalogue.viewer', record.id)).status).toBe(403)
  })

  it('records an upload by the account that sent it, and an anonymous one by its reader', async () => {
    const reader = db()
      .deviceVerifications.all()
      .find((row) => row.siteId === PERSONA_SITE)!
    const site = db().sites.get(PERSONA_SITE)!
    const testType = site.availableTestTypes
      .map((entry) => db().testTypes.get(entry.testTypeId)!)
      .find((type) => type.measurementMethod === 'Qualitative')!
    const upload = {
      testDate: new Date(fake.api.backend.now() - 3_600_000).toISOString(),
      testType: { id: testType.id },
      result: 'Negative',
      readerType: reader.readerType,
      readerSerialNumber: reader.readerSerialNumber,
      substances: testType.substances.map((line) => ({
        substanceId: line.substanceId,
        level: 0,
        result: 'Negative',
      })),
    }
    const signed = await fake.call<TestRecord>('operator', 'POST', '/v2/TestRecords', upload)
    expect(signed.status).toBe(201)
    const operator = db()
      .users.all()
      .find((user) => user.username === 'operator')!
    expect((await history('operator', signed.body.id)).body.data).toEqual([
      expect.objectContaining({
        action: 'created',
        field: null,
        user: { id: operator.id, name: `${operator.firstName} ${operator.lastName}` },
      }),
    ])
    const anonymous = await fake.call<TestRecord>(null, 'POST', '/v2/TestRecords/anonymous', upload)
    expect((await history('admin', anonymous.body.id)).body.data).toEqual([
      expect.objectContaining({
        action: 'created',
        user: { id: null, name: reader.readerSerialNumber },
      }),
    ])
  })

  it('offers no way to change or remove an entry', async () => {
    const record = freshRecord()
    await comment('admin', record.id, 'Kept.')
    const entries = db().recordHistory.size
    for (const method of ['PUT', 'PATCH', 'POST', 'DELETE']) {
      const answer = await fake.call('admin', method, `/v2/TestRecords/${record.id}/history`, [])
      expect(answer.status, method).toBe(405)
    }
    expect(db().recordHistory.size).toBe(entries)
    // Nor does any other route: every route under a history path only reads.
    const routes = createRoutes(() => fake.api.backend)
    const historyRoutes = routes.filter((route) => /history/i.test(route.path))
    expect(historyRoutes.length).toBeGreaterThan(0)
    for (const route of historyRoutes) expect(route.method).toBe('GET')
  })
})

describe('POST /v2/TestRecords/{id}/restore', () => {
  it('gives a deleted record back its annotation and records the restore; it takes read-deleted', async () => {
    const record = freshRecord()
    await annotate('admin', record.id, 'Confirmation')
    await fake.call('admin', 'DELETE', `/v2/TestRecords/${record.id}`)
    expect(
      (await fake.call('site.admin', 'POST', `/v2/TestRecords/${record.id}/restore`)).status,
    ).toBe(403)
    const restored = await fake.call<TestRecord>(
      'admin',
      'POST',
      `/v2/TestRecords/${record.id}/restore`,
    )
    expect(restored.status).toBe(200)
    expect(restored.body.annotation).toBe('Confirmation')
    expect(db().testRecords.get(record.id)!.deleted).toBe(false)
    const newest = (await history('site.admin', record.id)).body.data[0]
    expect(newest).toMatchObject({ action: 'restored', before: 'Deleted', after: 'Confirmation' })
    // Not deleted (any more): nothing to restore.
    expect((await fake.call('admin', 'POST', `/v2/TestRecords/${record.id}/restore`)).status).toBe(
      409,
    )
  })
})

describe('GET /v2/GroupedTestRecords/{id}/history', () => {
  it('has the sample’s comment changes and its records’ entries, without deleted records’ for those who may not see them', async () => {
    const group = db()
      .groupedTestRecords.all()
      .find((candidate) => {
        if (candidate.testRecordIds.length < 2) return false
        const members = candidate.testRecordIds.map((id) => db().testRecords.get(id)!)
        return (
          members.every(
            (row) => row.siteId === PERSONA_SITE && !row.deleted && row.result !== 'Negative',
          ) && members.every((row) => row.id % HISTORY_SHARE !== 0 && !used.has(row.id))
        )
      })!
    const [firstId, secondId] = group.testRecordIds as [number, number]
    used.add(firstId).add(secondId)
    const revision = revisionOf(db().groupedTestRecords.get(group.id)!)
    const commented = await fake.call<GroupedTestRecord>(
      'site.admin',
      'POST',
      `/v2/GroupedTestRecords/${group.id}/comment`,
      { id: group.id, comments: 'Sample re-tested.', revision },
    )
    expect(commented.status).toBe(200)
    await annotate('site.admin', secondId, 'Rejected')

    const answer = await groupHistory('site.admin', group.id)
    expect(answer.status).toBe(200)
    expect(
      answer.body.data.map((entry) => [entry.recordKind, entry.recordId, entry.action]),
    ).toEqual([
      ['testRecord', secondId, 'annotationChanged'],
      ['groupedTestRecord', group.id, 'commentChanged'],
    ])

    await fake.call('site.admin', 'DELETE', `/v2/TestRecords/${secondId}`)
    const withoutDeleted = await groupHistory('site.admin', group.id)
    expect(withoutDeleted.body.data.map((entry) => entry.recordKind)).toEqual(['groupedTestRecord'])
    const all = await groupHistory('admin', group.id)
    expect(all.body.data.map((entry) => entry.action)).toEqual([
      'deleted',
      'annotationChanged',
      'commentChanged',
    ])
  })
})

describe('the history across a reload and a reset', () => {
  it('is replayed from the journal, and a reset of the demo data starts it over from the seed', async () => {
    const record = freshRecord()
    await comment('admin', record.id, 'Before the reload.')
    await fake.api.backend.flush()
    const reloaded = await bootBackend({
      size: 'default',
      persist: true,
      anchor: fake.api.backend.anchor,
    })
    try {
      const entries = reloaded.db.recordHistory
        .all()
        .filter((entry) => entry.recordId === record.id)
      expect(entries).toEqual([
        expect.objectContaining({ action: 'commentChanged', after: 'Before the reload.' }),
      ])
      // A reset seeds again for today: the same entries, their times moved with the anchor.
      const seeded = () =>
        reloaded.db.recordHistory
          .all()
          .filter((entry) => entry.id <= 5)
          .map(({ time: _time, ...entry }) => entry)
      const before = seeded()
      await reloaded.resetDemoData()
      expect(reloaded.db.recordHistory.all().some((entry) => entry.recordId === record.id)).toBe(
        false,
      )
      expect(seeded()).toEqual(before)
    } finally {
      reloaded.close()
    }
  })
})
