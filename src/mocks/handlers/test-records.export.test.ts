/**
 * The CSV and Excel exports of test records as a server: the files hold exactly the list's rows
 * for the same filters and order, the view's columns with English headers, what the screen shows
 * in each cell (dates in the user's zone), neutralised formula-like text, and only for holders
 * of test-records:export.
 */
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import type { ListResponse, TestRecord } from '@/api/types'
import { COLUMN_NAMES, shownColumns, type TestRecordColumnId } from '@/domain/test-record-columns'
import { measuredConcentration, measuredText, shownResult } from '@/domain/test-record-display'
import { FORMULA_LIKE_QR } from '@/mocks/seed/test-records'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { downloadFrom, neutralised, parseCsv, parseXlsx } from '../../../tests/helpers/file-answers'

const fake = useFakeApi()
const db = () => fake.api.backend.db

const download = (as: string | null, path: string) => downloadFrom(fake.api, as, path)

/** Every record of the list for a query, all pages concatenated. */
async function listAll(as: string, query: string): Promise<TestRecord[]> {
  const records: TestRecord[] = []
  for (let page = 1; ; page++) {
    const answer = await fake.call<ListResponse<TestRecord>>(
      as,
      'GET',
      `/v2/TestRecords?${query}&page=${page}&pageSize=250`,
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    records.push(...answer.body.data)
    if (records.length >= answer.body.meta.total) return records
  }
}

/** What the screen shows in a column, as a file cell (text, the id as a number). */
function expectedCell(record: TestRecord, column: TestRecordColumnId, zone: string) {
  switch (column) {
    case 'id':
      return record.id
    case 'testDate':
      return DateTime.fromISO(record.testDate, { zone }).toFormat('dd.MM.yyyy HH:mm')
    case 'testType':
      return record.testType.name
    case 'result':
      return shownResult(record)
    case 'measurementMethod':
      return record.testType.measurementMethod
    case 'annotation':
      return record.annotation
    case 'rawQR':
      return record.rawQR
    case 'batchNumber':
      return record.batchNumber
    case 'concentration':
      return measuredText(measuredConcentration(record))
    case 'route':
      return record.route
    case 'readerType':
      return record.readerType
    case 'site':
      return record.site.name
    case 'user':
      return record.user.username
    case 'operatorId':
      return record.operatorId ?? ''
    case 'attachments':
      return record.attachments.map((attachment) => attachment.name).join(', ')
  }
}

const ALL_COLUMNS = shownColumns(null)
const FILTER = 'customerId=1&results=6&order=site_asc'

describe('GET /v2/TestRecords/csv', () => {
  it('holds the list’s rows for the same filters and order, as the screen shows them', async () => {
    const zone = 'Europe/Copenhagen'
    const [answer, records] = await Promise.all([
      download('admin', `/v2/TestRecords/csv?${FILTER}&timeZone=${encodeURIComponent(zone)}`),
      listAll('admin', FILTER),
    ])
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="test-records.csv"',
    )
    const [header, ...rows] = parseCsv(answer)
    expect(header).toEqual(ALL_COLUMNS.map((id) => COLUMN_NAMES[id]))
    expect(records.length).toBeGreaterThan(250)
    expect(rows).toEqual(
      records.map((record) =>
        ALL_COLUMNS.map((column) => String(neutralised(expectedCell(record, column, zone)))),
      ),
    )
  })

  it('follows the view’s columns and their order, given as a list or repeated', async () => {
    const picked = ['site', 'rawQR', 'operatorId']
    const expected = [
      'Flow ID',
      'Date/time',
      'Test',
      'Test result',
      'Site',
      'QR code',
      'Operator ID',
    ]
    for (const query of [
      `columns=${picked.join(',')}`,
      picked.map((id) => `columns=${id}`).join('&'),
    ]) {
      const [header, first] = parseCsv(await download('admin', `/v2/TestRecords/csv?${query}`))
      expect(header).toEqual(expected)
      expect(first).toHaveLength(expected.length)
    }
    const [onlyFixed] = parseCsv(await download('admin', '/v2/TestRecords/csv?columns='))
    expect(onlyFixed).toEqual(['Flow ID', 'Date/time', 'Test', 'Test result'])
    // The fixed columns always lead; naming them or a column twice changes nothing.
    const [lenient] = parseCsv(
      await download('admin', '/v2/TestRecords/csv?columns=id,route,testDate,route'),
    )
    expect(lenient).toEqual(['Flow ID', 'Date/time', 'Test', 'Test result', 'Route'])
  })

  it('refuses an unknown column and an unknown time zone with field errors', async () => {
    const column = await fake.call('admin', 'GET', '/v2/TestRecords/csv?columns=site,colour')
    expect(column.status).toBe(400)
    expect(column.body).toMatchObject({ errors: [{ field: 'columns', code: 'validation.oneOf' }] })
    const zone = await fake.call('admin', 'GET', '/v2/TestRecords/excel?timeZone=Mars/Base')
    expect(zone.status).toBe(400)
    expect(zone.body).toMatchObject({ errors: [{ field: 'timeZone', code: 'validation.oneOf' }] })
  })

  it('writes dates in the requested zone, UTC by default', async () => {
    const record = (await listAll('admin', 'siteId=1&results=4'))[0]!
    const query = `/v2/TestRecords/csv?siteId=1&results=4&columns=`
    const [, utc] = parseCsv(await download('admin', query))
    const [, helsinki] = parseCsv(await download('admin', `${query}&timeZone=Europe/Helsinki`))
    expect(utc![1]).toBe(
      DateTime.fromISO(record.testDate, { zone: 'UTC' }).toFormat('dd.MM.yyyy HH:mm'),
    )
    expect(helsinki![1]).toBe(
      DateTime.fromISO(record.testDate, { zone: 'Europe/Helsinki' }).toFormat('dd.MM.yyyy HH:mm'),
    )
    expect(helsinki![1]).not.toBe(utc![1])
  })

  it('neutralises formula-like text (the seeded QR code and typed-in values)', async () => {
    const planted = db()
      .testRecords.all()
      .find((row) => row.rawQR === FORMULA_LIKE_QR)!
    expect(planted.siteId).toBe(1)
    const other = db()
      .testRecords.all()
      .find((row) => row.siteId === 1 && row.id !== planted.id && !row.deleted)!
    await db().testRecords.update(other.id, (draft) => {
      draft.route = '-5'
      draft.batchNumber = '@SUM(A1)'
      draft.operatorId = '+1'
    })
    const byId = new Map(
      parseCsv(
        await download(
          'site.admin',
          '/v2/TestRecords/csv?columns=rawQR,route,batchNumber,operatorId',
        ),
      )
        .slice(1)
        .map((row) => [row[0], row]),
    )
    expect(byId.get(String(planted.id))?.[4]).toBe(`'${FORMULA_LIKE_QR}`)
    expect(byId.get(String(other.id))?.slice(5)).toEqual(["'-5", "'@SUM(A1)", "'+1"])
  })

  it('honours the scope and the reader type and measurement method filters', async () => {
    const [header, ...rows] = parseCsv(
      await download(
        'customer.admin',
        '/v2/TestRecords/csv?readerType=TruckReader&measurementMethod=Quantitative&columns=site,readerType,measurementMethod',
      ),
    )
    expect(header!.slice(4)).toEqual(['Site', 'Device type', 'Measurement method'])
    expect(rows.length).toBeGreaterThan(0)
    const ownSites = new Set(
      db()
        .sites.all()
        .filter((site) => site.customerId === 1)
        .map((site) => site.name),
    )
    for (const row of rows) {
      expect(ownSites.has(row[4]!)).toBe(true)
      expect(row.slice(5)).toEqual(['TruckReader', 'Quantitative'])
    }
  })

  it('needs test-records:export, and keeps the list’s own refusals', async () => {
    for (const path of ['/v2/TestRecords/csv', '/v2/TestRecords/excel']) {
      const operator = await fake.call<{ message: string }>('operator', 'GET', path)
      expect(operator.status).toBe(403)
      expect(operator.body.message).toContain('test-records:export')
      expect((await fake.call(null, 'GET', path)).status).toBe(401)
      expect((await fake.call('customer.admin', 'GET', `${path}?customerId=2`)).status).toBe(403)
      expect((await fake.call('customer.admin', 'GET', `${path}?includeDeleted=true`)).status).toBe(
        403,
      )
    }
  })
})

describe('GET /v2/TestRecords/excel', () => {
  it('is a real .xlsx with the CSV’s rows; the flow id stays a number', async () => {
    const query = `siteId=2&results=4&order=testType_asc&columns=concentration,user,attachments&timeZone=America/New_York`
    const [xlsx, csv] = await Promise.all([
      download('admin', `/v2/TestRecords/excel?${query}`),
      download('admin', `/v2/TestRecords/csv?${query}`),
    ])
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(xlsx.headers.get('Content-Disposition')).toBe('attachment; filename="test-records.xlsx"')
    // A zip archive, as every .xlsx is.
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    const sheet = await parseXlsx(xlsx)
    const csvRows = parseCsv(csv)
    expect(sheet.length).toBe(csvRows.length)
    expect(sheet.length).toBeGreaterThan(1)
    for (const row of sheet.slice(1)) expect(typeof row[0]).toBe('number')
    expect(sheet.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual(
      csvRows,
    )
  })

  it('neutralises the seeded formula-like QR code in the workbook too', async () => {
    const planted = db()
      .testRecords.all()
      .find((row) => row.rawQR === FORMULA_LIKE_QR)!
    const sheet = await parseXlsx(
      await download('site.admin', `/v2/TestRecords/excel?columns=rawQR`),
    )
    const row = sheet.find((cells) => cells[0] === planted.id)
    expect(row?.[4]).toBe(`'${FORMULA_LIKE_QR}`)
  })
})
