/**
 * The exports with their change history (issue 40, `history=true`) as a server: the CSV's second
 * table after one empty line and the workbook's "Change history" sheet hold the exported records'
 * entries by record in the file's order, each oldest first, with times in the file's zone and
 * readable actions; a control-records file lists each sample's own entries and its records';
 * formula-like text is neutralised; a deleted record's entries need test-records:read-deleted;
 * anything but a boolean is a 400; and without the flag the files are what they were.
 */
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { HISTORY_SHARE } from '../seed/record-history'
import type { RecordHistoryRow, TestRecordRow } from '../db/rows'
import { revisionOf } from '../db/table'
import { displayName } from '../record-history'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import {
  downloadFrom,
  parseCsv,
  parseCsvTables,
  parseXlsx,
  xlsxSheetNames,
} from '../../../tests/helpers/file-answers'

const fake = useFakeApi()
const db = () => fake.api.backend.db
const download = (as: string | null, path: string) => downloadFrom(fake.api, as, path)

const PERSONA_SITE = 1
const ZONE = 'Europe/Copenhagen'
const FORMULA = '=HYPERLINK("http://x","y")'
const HISTORY_HEADER = [
  'Record kind',
  'Record',
  'Time',
  'User',
  'Action',
  'Field',
  'Before',
  'After',
]
const CONTROLS = 'annotation=PositiveControl&annotation=AnimalControl'

const time = (entry: RecordHistoryRow) =>
  DateTime.fromMillis(entry.time, { zone: ZONE }).toFormat('dd.MM.yyyy HH:mm')
const nameOf = (username: string) =>
  displayName(
    db()
      .users.all()
      .find((user) => user.username === username)!,
  )
const entriesOf = (recordId: number) =>
  db()
    .recordHistory.all()
    .filter((entry) => entry.recordKind === 'testRecord' && entry.recordId === recordId)

/** A record of the persona site without seeded history, not used by another test here. */
const used = new Set<number>()
function freshRecord(where: (row: TestRecordRow) => boolean): TestRecordRow {
  const row = db()
    .testRecords.all()
    .find(
      (candidate) =>
        candidate.siteId === PERSONA_SITE &&
        !candidate.deleted &&
        candidate.id % HISTORY_SHARE !== 0 &&
        !used.has(candidate.id) &&
        where(candidate),
    )!
  used.add(row.id)
  return row
}

const annotate = (as: string, id: number, annotation: string) =>
  fake.call(as, 'PATCH', `/v2/TestRecords/${id}/annotation`, annotation)
const comment = (as: string, id: number, comments: string) =>
  fake.call(as, 'PATCH', `/v2/TestRecords/${id}/comment`, {
    id,
    comments,
    revision: revisionOf(db().testRecords.get(id)!),
  })

describe('GET /v2/TestRecords/csv and /excel with history=true', () => {
  it('adds the records’ entries after one empty line: by record in the file’s order, each oldest first', async () => {
    const record = freshRecord((row) => row.result !== 'Negative' && row.annotation === 'Original')
    expect((await annotate('site.admin', record.id, 'Rejected')).status).toBe(200)
    expect((await comment('site.admin', record.id, FORMULA)).status).toBe(200)
    expect((await comment('site.admin', record.id, 'Checked twice.')).status).toBe(200)

    const query = `siteId=${PERSONA_SITE}&columns=&timeZone=${encodeURIComponent(ZONE)}`
    const [plain, answer] = await Promise.all([
      download('site.admin', `/v2/TestRecords/csv?${query}`),
      download('site.admin', `/v2/TestRecords/csv?${query}&history=true`),
    ])
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="test-records-with-history.csv"',
    )
    // The records' table is the file without the history, then one empty line.
    expect(answer.text.startsWith(`${plain.text}\r\n\r\nRecord kind,`)).toBe(true)
    const [records, history] = parseCsvTables(answer) as [string[][], string[][]]
    expect(records).toEqual(parseCsv(plain))

    const [header, ...rows] = history
    expect(header).toEqual(HISTORY_HEADER)
    const recordIds = records.slice(1).map((row) => Number(row[0]))
    const expected = recordIds.flatMap((id) =>
      entriesOf(id).sort((a, b) => a.time - b.time || a.id - b.id),
    )
    expect(rows.map((row) => [row[0], Number(row[1]), row[2]])).toEqual(
      expected.map((entry) => ['Test record', entry.recordId, time(entry)]),
    )

    const admin = nameOf('site.admin')
    const own = rows.filter((row) => Number(row[1]) === record.id)
    const [annotated, commented, recommented] = entriesOf(record.id) as [
      RecordHistoryRow,
      RecordHistoryRow,
      RecordHistoryRow,
    ]
    expect(own).toEqual([
      [
        'Test record',
        String(record.id),
        time(annotated),
        admin,
        'Annotation changed',
        'Annotations',
        'Original',
        'Rejected',
      ],
      // Formula-like text is neutralised here too.
      [
        'Test record',
        String(record.id),
        time(commented),
        admin,
        'Comment changed',
        'Comments',
        '',
        `'${FORMULA}`,
      ],
      [
        'Test record',
        String(record.id),
        time(recommented),
        admin,
        'Comment changed',
        'Comments',
        `'${FORMULA}`,
        'Checked twice.',
      ],
    ])
    // A seeded upload: no field, no values.
    const upload = rows.find((row) => row[4] === 'Created')
    expect(upload?.slice(5)).toEqual(['', '', ''])
  })

  it('puts the same history on a second sheet, “Change history”; the record id stays a number', async () => {
    const record = freshRecord(() => true)
    await comment('site.admin', record.id, `@SUM(A1) ${FORMULA}`)
    const query = `siteId=${PERSONA_SITE}&columns=rawQR&timeZone=${encodeURIComponent(ZONE)}&history=true`
    const [xlsx, csv] = await Promise.all([
      download('site.admin', `/v2/TestRecords/excel?${query}`),
      download('site.admin', `/v2/TestRecords/csv?${query}`),
    ])
    expect(xlsx.headers.get('Content-Disposition')).toBe(
      'attachment; filename="test-records-with-history.xlsx"',
    )
    expect(await xlsxSheetNames(xlsx)).toEqual(['Test records', 'Change history'])
    const [records, history] = parseCsvTables(csv)
    const asText = (rows: Array<Array<string | number | null>>) =>
      rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))
    expect(asText(await parseXlsx(xlsx, 'Test records'))).toEqual(records)
    const sheet = await parseXlsx(xlsx, 'Change history')
    expect(asText(sheet)).toEqual(history)
    for (const row of sheet.slice(1)) expect(typeof row[1]).toBe('number')
    expect(sheet.find((row) => row[1] === record.id)?.[7]).toBe(`'@SUM(A1) ${FORMULA}`)
  })

  it('leaves the files as they were without it, or with history=false', async () => {
    const query = `siteId=${PERSONA_SITE}&columns=route`
    const [plain, off] = await Promise.all([
      download('site.admin', `/v2/TestRecords/csv?${query}`),
      download('site.admin', `/v2/TestRecords/csv?${query}&history=false`),
    ])
    expect(off.bytes.equals(plain.bytes)).toBe(true)
    expect(plain.text).not.toContain('Record kind')
    const xlsx = await download('site.admin', `/v2/TestRecords/excel?${query}&history=false`)
    expect(xlsx.headers.get('Content-Disposition')).toBe('attachment; filename="test-records.xlsx"')
    expect(await xlsxSheetNames(xlsx)).toEqual(['Test records'])
  })

  it('has a deleted record’s entries, its deletion last, for a caller who may see deleted records', async () => {
    const record = freshRecord(() => true)
    await comment('site.admin', record.id, 'Before the deletion.')
    expect((await fake.call('site.admin', 'DELETE', `/v2/TestRecords/${record.id}`)).status).toBe(
      204,
    )
    const [, history] = parseCsvTables(
      await download(
        'admin',
        `/v2/TestRecords/csv?siteId=${PERSONA_SITE}&includeDeleted=true&history=true&columns=`,
      ),
    )
    expect(history!.filter((row) => Number(row[1]) === record.id).map((row) => row[4])).toEqual([
      'Comment changed',
      'Deleted',
    ])
    // Without test-records:read-deleted the deleted records are not exported, nor their entries.
    const [, shown] = parseCsvTables(
      await download('site.admin', `/v2/TestRecords/csv?siteId=${PERSONA_SITE}&history=true`),
    )
    expect(shown!.some((row) => Number(row[1]) === record.id)).toBe(false)
  })

  it('refuses anything but a boolean with a field error on history', async () => {
    for (const path of [
      '/v2/TestRecords/csv',
      '/v2/TestRecords/excel',
      '/v2/GroupedTestRecords/csv',
      '/v2/GroupedTestRecords/excel',
    ]) {
      const answer = await fake.call('admin', 'GET', `${path}?${CONTROLS}&history=maybe`)
      expect(answer.status, path).toBe(400)
      expect(answer.body).toMatchObject({
        errors: [{ field: 'history', code: 'validation.oneOf' }],
      })
    }
    const upper = await download('site.admin', `/v2/TestRecords/csv?columns=&history=TRUE`)
    expect(upper.status).toBe(200)
    expect(parseCsvTables(upper)).toHaveLength(2)
  })
})

describe('GET /v2/GroupedTestRecords/csv and /excel with history=true', () => {
  /** A listed sample of the persona site: a control first, two records or more, no history yet. */
  function freshSample() {
    const group = db()
      .groupedTestRecords.all()
      .find((candidate) => {
        const members = candidate.testRecordIds.map((id) => db().testRecords.get(id)!)
        return (
          members.length >= 2 &&
          ['PositiveControl', 'AnimalControl'].includes(members[0]!.annotation) &&
          members.every(
            (row) =>
              row.siteId === PERSONA_SITE &&
              !row.deleted &&
              row.id % HISTORY_SHARE !== 0 &&
              !used.has(row.id),
          )
        )
      })!
    for (const id of group.testRecordIds) used.add(id)
    return group
  }

  it('lists each sample’s own entries, then its records’, led by the sample’s id; deleted records’ only with read-deleted', async () => {
    const group = freshSample()
    const [controlId, otherId] = group.testRecordIds as [number, number]
    const commented = await fake.call(
      'site.admin',
      'POST',
      `/v2/GroupedTestRecords/${group.id}/comment`,
      {
        comments: FORMULA,
        revision: revisionOf(db().groupedTestRecords.get(group.id)!),
      },
    )
    expect(commented.status).toBe(200)
    await comment('site.admin', otherId, 'Re-tested.')
    await comment('site.admin', controlId, 'Control read twice.')

    const query = `siteId=${PERSONA_SITE}&${CONTROLS}&columns=&history=true&timeZone=${encodeURIComponent(ZONE)}`
    const answer = await download('site.admin', `/v2/GroupedTestRecords/csv?${query}`)
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="control-records-with-history.csv"',
    )
    const [records, history] = parseCsvTables(answer) as [string[][], string[][]]
    expect(history[0]).toEqual(['Group', ...HISTORY_HEADER])
    // Samples in the file's order.
    const groupOrder = records.slice(1).map((row) => row[0])
    const shownOrder = [...new Set(history.slice(1).map((row) => row[0]))]
    expect(shownOrder).toEqual(groupOrder.filter((id) => shownOrder.includes(id)))

    const admin = nameOf('site.admin')
    const [sampleEntry] = db()
      .recordHistory.all()
      .filter((entry) => entry.recordKind === 'groupedTestRecord' && entry.recordId === group.id)
    const [controlEntry] = entriesOf(controlId)
    const [otherEntry] = entriesOf(otherId)
    const ofSample = () => history.filter((row) => row[0] === String(group.id))
    expect(ofSample()).toEqual([
      [
        String(group.id),
        'Group',
        String(group.id),
        time(sampleEntry!),
        admin,
        'Comment changed',
        'Comments',
        group.comments,
        `'${FORMULA}`,
      ],
      [
        String(group.id),
        'Test record',
        String(controlId),
        time(controlEntry!),
        admin,
        'Comment changed',
        'Comments',
        '',
        'Control read twice.',
      ],
      [
        String(group.id),
        'Test record',
        String(otherId),
        time(otherEntry!),
        admin,
        'Comment changed',
        'Comments',
        '',
        'Re-tested.',
      ],
    ])

    // The second record deleted: the sample is still listed; its entries are gone for the site
    // admin (no test-records:read-deleted) and there, with the deletion, for the administrator.
    expect((await fake.call('site.admin', 'DELETE', `/v2/TestRecords/${otherId}`)).status).toBe(204)
    const [, siteAdminView] = parseCsvTables(
      await download('site.admin', `/v2/GroupedTestRecords/csv?${query}`),
    )
    expect(
      siteAdminView!.filter((row) => row[0] === String(group.id)).map((row) => row[2]),
    ).toEqual([String(group.id), String(controlId)])
    const xlsx = await download('admin', `/v2/GroupedTestRecords/excel?${query}`)
    expect(xlsx.headers.get('Content-Disposition')).toBe(
      'attachment; filename="control-records-with-history.xlsx"',
    )
    const sheet = await parseXlsx(xlsx, 'Change history')
    expect(sheet[0]).toEqual(['Group', ...HISTORY_HEADER])
    expect(
      sheet.filter((row) => row[0] === group.id).map((row) => [row[2], row[5], row[8]]),
    ).toEqual([
      [group.id, 'Comment changed', `'${FORMULA}`],
      [controlId, 'Comment changed', 'Control read twice.'],
      [otherId, 'Comment changed', 'Re-tested.'],
      [otherId, 'Deleted', 'Deleted'],
    ])
  })
})
