/**
 * The test-record exports in the browser (CORE-2.14, CORE-7.11, CORE-9.9): the export menu
 * downloads test-records.csv and test-records.xlsx built by the fake API in the page; both files
 * are parsed here and hold exactly the list's records for the screen's filters and order, the
 * Default view's columns, dates as the table shows them, and the seeded formula-like QR code
 * neutralised. "CSV with change history" adds the records' history after an empty line
 * (issue 40), a formula-like comment neutralised there too.
 */
import { readFile } from 'node:fs/promises'
import type { Page, Request } from '@playwright/test'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { COLUMN_NAMES, defaultViewColumns, shownColumns } from '@/domain/test-record-columns'
import { FORMULA_LIKE_QR } from '@/mocks/seed/test-records'
import { apiFetch, expect, openAs, test } from './fixtures'

const isListCall = (request: Request) =>
  new URL(request.url()).pathname.endsWith('/v2/TestRecords') && request.method() === 'GET'

const table = (page: Page) => page.getByRole('table', { name: 'Test records' })

/** Opens the list as `user` and answers the query the screen asked the list with. */
async function openList(page: Page, user: string): Promise<URLSearchParams> {
  const listCall = page.waitForRequest(isListCall)
  await openAs(page, user, '/test-records')
  const asked = new URL((await listCall).url()).searchParams
  await expect(table(page).locator('tbody tr').first()).toBeVisible()
  return asked
}

type ExportItem = 'CSV (.csv)' | 'Excel (.xlsx)' | 'CSV with change history'

/** Chooses a format in the export menu; answers the export request and the saved file. */
async function exportAs(page: Page, item: ExportItem) {
  const request = page.waitForRequest((r) => /\/v2\/TestRecords\/(csv|excel)\?/.test(r.url()))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: item }).click()
  const saved = await download
  const path = await saved.path()
  return {
    query: new URL((await request).url()).searchParams,
    fileName: saved.suggestedFilename(),
    bytes: await readFile(path),
  }
}

/** The ids of every record the list holds for the screen's query, in its order. */
async function listedIds(page: Page, asked: URLSearchParams): Promise<number[]> {
  const query = new URLSearchParams(asked)
  query.delete('page')
  query.set('pageSize', '100000')
  const answer = await apiFetch(page, 'GET', `/v2/TestRecords?${query}`)
  expect(answer.status).toBe(200)
  return (answer.body as { data: Array<{ id: number }> }).data.map((record) => record.id)
}

const DEFAULT_HEADER = shownColumns(null).map((id) => COLUMN_NAMES[id])
const QR_COLUMN = DEFAULT_HEADER.indexOf('QR code')

test.describe('test record exports', () => {
  test('CSV: the list’s records and columns, the QR formula neutralised', async ({ page }) => {
    const asked = await openList(page, 'site.admin')
    const file = await exportAs(page, 'CSV (.csv)')
    expect(file.fileName).toBe('test-records.csv')
    // The export asks with the list's filters and order, the browser's zone, no paging.
    for (const [key, value] of asked) {
      if (key !== 'page' && key !== 'pageSize') expect(file.query.getAll(key)).toContain(value)
    }
    expect(file.query.get('timeZone')).toBeTruthy()
    expect(file.query.has('page')).toBe(false)

    const text = file.bytes.toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
    expect(header).toEqual(DEFAULT_HEADER)
    expect(rows.map((row) => Number(row[0]))).toEqual(await listedIds(page, asked))

    const planted = rows.filter((row) => row[QR_COLUMN]?.includes('HYPERLINK'))
    expect(planted).toHaveLength(1)
    expect(planted[0]![QR_COLUMN]).toBe(`'${FORMULA_LIKE_QR}`)
    // Dates read as the table shows them.
    const firstRowDate = table(page).locator('tbody tr').first().getByRole('cell').first()
    await expect(firstRowDate).toHaveText(rows[0]![1]!)
  })

  test('Excel: a real workbook with the same records; the flow id is a number', async ({
    page,
  }) => {
    const asked = await openList(page, 'site.admin')
    const file = await exportAs(page, 'Excel (.xlsx)')
    expect(file.fileName).toBe('test-records.xlsx')
    const [header, ...rows] = (await readSheet(file.bytes)) as Array<Array<string | number | null>>
    expect(header).toEqual(DEFAULT_HEADER)
    expect(rows.map((row) => row[0])).toEqual(await listedIds(page, asked))
    expect(rows.find((row) => String(row[QR_COLUMN]).includes('HYPERLINK'))?.[QR_COLUMN]).toBe(
      `'${FORMULA_LIKE_QR}`,
    )
  })
})

test('CSV with change history: the records, then their history after one empty line', async ({
  page,
}) => {
  const asked = await openList(page, 'site.admin')
  const ids = await listedIds(page, asked)
  // A comment that looks like a formula on the first record: its entry is the record's newest.
  const first = ids[0]!
  const { revision } = (await apiFetch(page, 'GET', `/v2/TestRecords/${first}`)).body
  const formula = '=HYPERLINK("http://x","y")'
  const commented = await apiFetch(page, 'PATCH', `/v2/TestRecords/${first}/comment`, {
    id: first,
    comments: formula,
    revision,
  })
  expect(commented.status).toBe(200)

  const file = await exportAs(page, 'CSV with change history')
  expect(file.fileName).toBe('test-records-with-history.csv')
  expect(file.query.get('history')).toBe('true')
  const lines = Papa.parse<string[]>(file.bytes.toString('utf8').slice(1)).data
  const gap = lines.findIndex((line) => line.length === 1 && line[0] === '')
  const [header, ...rows] = lines.slice(0, gap)
  expect(header).toEqual(DEFAULT_HEADER)
  expect(rows.map((row) => Number(row[0]))).toEqual(ids)

  const [historyHeader, ...entries] = lines.slice(gap + 1).filter((line) => line.join('') !== '')
  expect(historyHeader).toEqual([
    'Record kind',
    'Record',
    'Time',
    'User',
    'Action',
    'Field',
    'Before',
    'After',
  ])
  // Every entry is of an exported record, listed in the records' order.
  const order = new Map(ids.map((id, index) => [id, index]))
  const positions = entries.map((entry) => order.get(Number(entry[1])))
  expect(positions.every((position) => position !== undefined)).toBe(true)
  expect(positions).toEqual([...positions].sort((a, b) => a! - b!))
  const newest = entries.filter((entry) => Number(entry[1]) === first).at(-1)
  expect(newest?.slice(4)).toEqual([
    'Comment changed',
    'Comments',
    expect.any(String),
    `'${formula}`,
  ])
})

test('a saved view’s export has the view’s columns, in its order', async ({ page }) => {
  await openAs(page, 'site.admin', '/test-records')
  // A view without the site and user columns, and the route moved first.
  const columns = defaultViewColumns()
    .filter((column) => column.id !== 'site' && column.id !== 'user')
    .map((column, order) => ({ ...column, order: column.id === 'route' ? -1 : order }))
  // Based on the list as stored (a list based on another one is refused).
  const { lastUpdated } = (await apiFetch(page, 'GET', '/v2/Users/me/views')).body
  const saved = await apiFetch(page, 'PUT', '/v2/Users/me/views', {
    views: [{ id: 4242, name: 'Routes first', filters: {}, columns }],
    lastUpdated,
  })
  expect(saved.status).toBe(200)
  await page.goto('/test-records?viewId=4242')
  await expect(table(page).locator('tbody tr').first()).toBeVisible()

  const file = await exportAs(page, 'CSV (.csv)')
  const [header] = Papa.parse<string[]>(file.bytes.toString('utf8').slice(1), {
    skipEmptyLines: true,
  }).data
  const expected = shownColumns(columns).map((id) => COLUMN_NAMES[id])
  expect(header).toEqual(expected)
  expect(header!.slice(0, 5)).toEqual(['Flow ID', 'Date/time', 'Test', 'Test result', 'Route'])
  expect(header).not.toContain('Site')
  // The table shows the same columns, in the same order.
  const shownHeaders = await table(page).getByRole('columnheader').allInnerTexts()
  expect(shownHeaders.slice(0, expected.length).map((text) => text.trim())).toEqual(expected)
})
