/**
 * The CSV and Excel exports of control records as a server: one line per group the list shows
 * for the same filters and order (the control's values, the group's id first), the view's
 * columns, neutralised formula-like text, and only for holders of test-records:export.
 */
import { describe, expect, it } from 'vitest'
import type { GroupedTestRecord, ListResponse } from '@/api/types'
import { COLUMN_NAMES, GROUP_COLUMN_NAME } from '@/domain/test-record-columns'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { downloadFrom, parseCsv, parseXlsx } from '../../../tests/helpers/file-answers'

const fake = useFakeApi()
const download = (as: string | null, path: string) => downloadFrom(fake.api, as, path)

const FILTER = 'customerId=1&annotation=PositiveControl&annotation=AnimalControl&orderBy=site_asc'

/** Every group of the list for a query, all pages concatenated. */
async function listAll(query: string): Promise<GroupedTestRecord[]> {
  const groups: GroupedTestRecord[] = []
  for (let page = 1; ; page++) {
    const answer = await fake.call<ListResponse<GroupedTestRecord>>(
      'admin',
      'GET',
      `/v2/GroupedTestRecords?${query}&page=${page}&pageSize=250`,
    )
    groups.push(...answer.body.data)
    if (groups.length >= answer.body.meta.total) return groups
  }
}

describe('GET /v2/GroupedTestRecords/csv and /excel', () => {
  it('holds one line per listed group, in the list’s order, with the view’s columns', async () => {
    const columns = 'route,site,annotation'
    const [answer, groups] = await Promise.all([
      download('admin', `/v2/GroupedTestRecords/csv?${FILTER}&columns=${columns}`),
      listAll(FILTER),
    ])
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="control-records.csv"',
    )
    const [header, ...rows] = parseCsv(answer)
    expect(header).toEqual([
      GROUP_COLUMN_NAME,
      COLUMN_NAMES.testDate,
      COLUMN_NAMES.testType,
      COLUMN_NAMES.result,
      COLUMN_NAMES.route,
      COLUMN_NAMES.site,
      COLUMN_NAMES.annotation,
    ])
    expect(groups.length).toBeGreaterThan(0)
    expect(rows.map((row) => [row[0], row[4], row[5], row[6]])).toEqual(
      groups.map((group) => [String(group.id), group.route, group.site.name, group.annotation]),
    )
  })

  it('is a real .xlsx with the CSV’s rows', async () => {
    const query = `${FILTER}&columns=user,readerType`
    const [xlsx, csv] = await Promise.all([
      download('admin', `/v2/GroupedTestRecords/excel?${query}`),
      download('admin', `/v2/GroupedTestRecords/csv?${query}`),
    ])
    expect(xlsx.headers.get('Content-Disposition')).toBe(
      'attachment; filename="control-records.xlsx"',
    )
    const sheet = await parseXlsx(xlsx)
    expect(sheet.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual(
      parseCsv(csv),
    )
  })

  it('neutralises formula-like text', async () => {
    const group = (await listAll(FILTER))[0]!
    const control = fake.api.backend.db.groupedTestRecords.get(group.id)!.testRecordIds[0]!
    await fake.api.backend.db.testRecords.update(control, (draft) => {
      draft.route = '=HYPERLINK("http://evil.example")'
    })
    const rows = parseCsv(
      await download('admin', `/v2/GroupedTestRecords/csv?${FILTER}&columns=route`),
    )
    expect(rows.find((row) => row[0] === String(group.id))![4]).toBe(
      `'=HYPERLINK("http://evil.example")`,
    )
  })

  it('needs test-records:export, and keeps the list’s own refusals', async () => {
    for (const path of ['/v2/GroupedTestRecords/csv', '/v2/GroupedTestRecords/excel']) {
      expect((await fake.call('operator', 'GET', path)).status).toBe(403)
      expect((await fake.call(null, 'GET', path)).status).toBe(401)
      expect((await fake.call('customer.admin', 'GET', `${path}?customerId=2`)).status).toBe(403)
      expect((await fake.call('admin', 'GET', `${path}?columns=nope`)).status).toBe(400)
    }
  })
})
