/**
 * Saved views and exports of the control records in the browser (CORE-2.12, CORE-4.8, CORE-6.6,
 * CORE-9.9; issue 14): a view belongs to the list it was made on (the seeded "Animal controls" view
 * and a new one are offered on the control records, never on the test records); a view's filters
 * and columns drive the list and both exports, whose files are parsed here; a user without
 * test-records:export sees no export menu; the "report exported" analytics event is logged.
 */
import { readFile } from 'node:fs/promises'
import type { Page, Request } from '@playwright/test'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { COLUMN_NAMES, GROUP_COLUMN_NAME, shownColumns } from '@/domain/test-record-columns'
import { apiFetch, expect, expectNoAxeViolations, openAs, test } from './fixtures'

const isListCall = (request: Request) =>
  new URL(request.url()).pathname.endsWith('/v2/GroupedTestRecords') && request.method() === 'GET'

const bar = (page: Page) => page.getByRole('navigation', { name: 'Saved views' })
const table = (page: Page) => page.getByRole('table', { name: 'Control records' })

interface StoredView {
  id: number
  name: string
  list?: string
  columns: Array<{ id: string; name: string; label: string; enabled: boolean; order: number }>
}

async function storedViews(page: Page): Promise<StoredView[]> {
  return (await apiFetch(page, 'GET', '/v2/Users/me/views')).body.views
}

/** Opens the control records on the seeded "Animal controls" view; answers the list call. */
async function openAnimalControls(page: Page) {
  await openAs(page, 'customer.admin', '/control-records')
  // The Default view's list first, so that the call waited for below is the view's.
  await expect(table(page).locator('tbody tr').first()).toBeVisible()
  const view = (await storedViews(page)).find((entry) => entry.name === 'Animal controls')!
  const asked = page.waitForRequest(
    (request) => isListCall(request) && new URL(request.url()).searchParams.has('annotation'),
  )
  await bar(page).getByRole('link', { name: 'Animal controls', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`viewId=${view.id}`))
  await expect(table(page).locator('tbody tr').first()).toBeVisible()
  return { view, asked: new URL((await asked).url()).searchParams }
}

/** Opens the view editor for a new view over the control records. */
async function openNewViewEditor(page: Page) {
  await openAs(page, 'customer.admin', '/control-records/my-views')
  const editor = page.getByRole('dialog', { name: 'New view' })
  const controls = editor.getByRole('group', { name: 'Control result' })
  await expect(controls).toBeVisible()
  return { editor, controls }
}

test('the control records offer their views, and their editor their result filter', async ({
  page,
}) => {
  await openAs(page, 'customer.admin', '/control-records')
  // Only this list's views: the seeded control view, not the test-records views.
  await expect(bar(page).getByRole('link', { name: 'Animal controls', exact: true })).toBeVisible()
  await expect(
    bar(page).getByRole('link', { name: 'Positives – last 3 months', exact: true }),
  ).toHaveCount(0)
  await bar(page).getByRole('link', { name: 'New View' }).click()
  const editor = page.getByRole('dialog', { name: 'New view' })
  // The control records' result filter, not the test results'.
  await expect(editor.getByRole('group', { name: 'Control result' })).toBeVisible()
  await expect(editor.getByRole('group', { name: 'Test result' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a view made on the control records belongs to them', async ({ page }) => {
  const { editor, controls } = await openNewViewEditor(page)
  await editor.getByRole('textbox', { name: 'View name' }).fill('Positive controls')
  await controls.getByRole('checkbox', { name: 'Animal control' }).uncheck({ force: true })
  await expect(controls.getByRole('checkbox', { name: 'Positive control' })).toBeDisabled()
  const listed = page.waitForRequest(isListCall)
  await editor.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText('The view was saved.')).toBeVisible()
  await expect(page).toHaveURL(/\/control-records\?viewId=\d+$/)
  expect(new URL((await listed).url()).searchParams.getAll('annotation')).toEqual([
    'PositiveControl',
  ])
  const made = (await storedViews(page)).find((entry) => entry.name === 'Positive controls')!
  expect(made.list).toBe('controlRecords')
})

test('the test records offer no control-records view, and its address finds none', async ({
  page,
}) => {
  await openAs(page, 'customer.admin', '/test-records')
  const made = (await storedViews(page)).find((entry) => entry.name === 'Animal controls')!
  await expect(
    bar(page).getByRole('link', { name: 'Positives – last 3 months', exact: true }),
  ).toBeVisible()
  await expect(bar(page).getByRole('link', { name: 'Positive controls', exact: true })).toHaveCount(
    0,
  )
  await expect(bar(page).getByRole('link', { name: 'Animal controls', exact: true })).toHaveCount(0)
  await page.goto(`/test-records?viewId=${made.id}`)
  await expect(page.getByText('The view in this address does not exist.')).toBeVisible()
})

/** Chooses a format in the export menu; answers the export request and the saved file. */
async function exportAs(page: Page, item: 'CSV (.csv)' | 'Excel (.xlsx)') {
  const request = page.waitForRequest((r) =>
    /\/v2\/GroupedTestRecords\/(csv|excel)\?/.test(r.url()),
  )
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: item }).click()
  const saved = await download
  return {
    query: new URL((await request).url()).searchParams,
    fileName: saved.suggestedFilename(),
    bytes: await readFile(await saved.path()),
  }
}

test('a view’s filters and columns drive the list and both exports; the export is logged', async ({
  page,
}) => {
  const { view, asked } = await openAnimalControls(page)
  // The view's control result and columns: animal controls only, no QR code or batch.
  expect(asked.getAll('annotation')).toEqual(['AnimalControl'])
  await expect(page.getByRole('checkbox', { name: 'Animal control' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Positive control' })).not.toBeChecked()
  await expect(table(page).getByRole('columnheader', { name: 'QR code' })).toHaveCount(0)
  await expect(table(page).getByRole('columnheader', { name: 'Route' })).toHaveCount(1)
  const header = [
    GROUP_COLUMN_NAME,
    ...shownColumns(view.columns)
      .slice(1)
      .map((id) => COLUMN_NAMES[id]),
  ]
  // The groups the list holds for the same query, every page.
  const query = new URLSearchParams(asked)
  query.delete('page')
  query.set('pageSize', '1000')
  const listed = await apiFetch(page, 'GET', `/v2/GroupedTestRecords?${query}`)
  const ids = (listed.body.data as Array<{ id: number }>).map((group) => String(group.id))
  expect(ids.length).toBeGreaterThan(20)

  const csv = await exportAs(page, 'CSV (.csv)')
  expect(csv.fileName).toBe('control-records.csv')
  expect(csv.query.getAll('annotation')).toEqual(['AnimalControl'])
  expect(csv.query.has('page')).toBe(false)
  const text = csv.bytes.toString('utf8')
  const [csvHeader, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
  expect(csvHeader).toEqual(header)
  expect(rows.map((row) => row[0])).toEqual(ids)

  const xlsx = await exportAs(page, 'Excel (.xlsx)')
  expect(xlsx.fileName).toBe('control-records.xlsx')
  const [sheetHeader, ...sheetRows] = (await readSheet(xlsx.bytes)) as Array<Array<unknown>>
  expect(sheetHeader).toEqual(header)
  expect(sheetRows.map((row) => String(row[0]))).toEqual(ids)

  const logged = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'report_exported'),
  )
  expect(logged).toEqual([
    expect.objectContaining({ report: 'control-records', format: 'csv' }),
    expect.objectContaining({ report: 'control-records', format: 'excel' }),
  ])
})

test('without test-records:export there is no export menu', async ({ page }) => {
  await openAs(page, 'operator', '/control-records')
  await expect(table(page).locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0)
  expect((await apiFetch(page, 'GET', '/v2/GroupedTestRecords/csv')).status).toBe(403)
})
