/**
 * Device health in the browser (ADMIN-2.13, ADMIN-2.14, ADMIN-4.11, ADMIN-4.12, ADMIN-9.2): the
 * failed, outstanding and completed lists with their counts, narrowed by reader type (in the URL)
 * and place; the completed list paged and sorted through the URL; every status icon state; a
 * verification's details against the API and its 24-point timeline beside the whole history table;
 * 1900 timestamps shown empty; a made-up id; the forbidden result; accessibility scans of the
 * screen and both tabs. The expected rows are read from the fake API as the admin, so the tests
 * follow the seed.
 */
import type { Page } from '@playwright/test'
import type { DeviceHealthRow, DeviceVerification, PreviousVerification } from '@/api/types'
import {
  apiFetch,
  columnTexts,
  expect,
  expectFitsEveryWidth,
  expectNoAxeViolations,
  openAs,
  test,
} from './fixtures'

type List = 'failed' | 'outstanding' | 'completed'
const LISTS: readonly List[] = ['failed', 'outstanding', 'completed']
const TITLES: Record<List, string> = {
  failed: 'Failed verifications',
  outstanding: 'Outstanding verifications',
  completed: 'Completed verifications',
}

const table = (page: Page, list: List) => page.getByRole('table', { name: TITLES[list] })
const heading = (page: Page, list: List) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${TITLES[list]}`) })
const filters = (page: Page) => page.getByRole('search', { name: 'Customer, site and reader type' })
const modal = (page: Page) => page.getByRole('dialog')

/** A list as the API answers it, whole (or one page of it with `query`). */
async function rowsOf(page: Page, list: List, query = 'page=1&pageSize=99999') {
  const answer = await apiFetch(page, 'GET', `/v2/DeviceHealth/${list}?${query}`)
  expect(answer.status).toBe(200)
  return answer.body as { data: DeviceHealthRow[]; meta: { total: number } }
}

/** A table row by its reader serial number (the row header). */
const rowOf = (page: Page, list: List, serial: string) =>
  table(page, list)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: serial, exact: true }) })

/**
 * A reader of any list whose history passes `test`, with its list and history. Histories are
 * read a few readers at a time until one passes (reading all 42 took ~2 s of a test), the
 * completed list first: its readers have verified the longest.
 */
async function findReader(page: Page, test: (history: PreviousVerification[]) => boolean) {
  const lists = await Promise.all(
    [...LISTS]
      .reverse()
      .map(async (list) => (await rowsOf(page, list)).data.map((row) => ({ list, row }))),
  )
  const readers = lists.flat()
  for (let start = 0; start < readers.length; start += 16) {
    const batch = readers.slice(start, start + 16)
    const histories = await Promise.all(
      batch.map(
        async ({ row }) =>
          (await apiFetch(page, 'GET', `/v2/DeviceHealth/${row.id}/history`))
            .body as PreviousVerification[],
      ),
    )
    const index = histories.findIndex(test)
    if (index >= 0) return { ...batch[index]!, history: histories[index]! }
  }
  throw new Error('no such reader in the seed')
}

test('the three lists with their counts, by reader type and place', async ({ page }) => {
  await openAs(page, 'admin', '/device-health')
  for (const list of LISTS) {
    const { meta } = await rowsOf(page, list)
    await expect(heading(page, list)).toHaveText(`${TITLES[list]} (${meta.total})`)
  }
  await expect(table(page, 'failed').getByRole('rowheader').first()).toBeVisible()
  await expectNoAxeViolations(page)

  await filters(page).getByLabel('Reader type').selectOption({ label: 'Truck reader' })
  await expect(page).toHaveURL(/[?&]readerType=TruckReader/)
  for (const list of LISTS) {
    const { meta } = await rowsOf(page, list, 'page=1&pageSize=99999&readerType=TruckReader')
    await expect(heading(page, list)).toHaveText(`${TITLES[list]} (${meta.total})`)
  }

  await filters(page).getByLabel('Reader type').selectOption({ label: 'All reader types' })
  await expect(page).not.toHaveURL(/readerType/)
  const { meta } = await rowsOf(page, 'failed')
  await expect(heading(page, 'failed')).toHaveText(`${TITLES.failed} (${meta.total})`)
  await filters(page).getByLabel('Customer').selectOption({ label: 'Nordic Dairy Cooperative' })
  await filters(page).getByLabel('Site').selectOption({ label: 'Videbæk Dairy' })
  const { data } = await rowsOf(page, 'failed', 'page=1&pageSize=99999&siteId=1')
  await expect(heading(page, 'failed')).toHaveText(`${TITLES.failed} (${data.length})`)
  if (data.length > 0) {
    expect(new Set(await columnTexts(table(page, 'failed'), 1))).toEqual(new Set(['Videbæk Dairy']))
  }
})

test('the completed list is paged and sorted through the URL', async ({ page }) => {
  await openAs(page, 'admin', '/device-health')
  const completed = table(page, 'completed')
  const serials = async () => completed.getByRole('rowheader').allTextContents()
  const expected = async (query: string) =>
    (await rowsOf(page, 'completed', query)).data.map((row) => row.readerSerialNumber)

  await expect.poll(serials).toEqual(await expected('page=1&pageSize=10'))
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Next' })
    .click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect.poll(serials).toEqual(await expected('page=2&pageSize=10'))

  await completed.getByRole('button', { name: 'Reader serial number' }).click()
  await expect(page).toHaveURL(/[?&]orderBy=readerSerialNumber_asc/)
  await expect(page).not.toHaveURL(/[?&]page=/)
  await expect
    .poll(serials)
    .toEqual(await expected('page=1&pageSize=10&order=readerSerialNumber_asc'))
  await expect(
    completed.getByRole('columnheader', { name: 'Reader serial number' }),
  ).toHaveAttribute('aria-sort', 'ascending')

  // The address alone gives the same page: a shared link.
  await openAs(page, 'admin', '/device-health?orderBy=siteName_desc&page=2')
  await expect.poll(serials).toEqual(await expected('page=2&pageSize=10&order=siteName_desc'))
})

test('every status icon state, told apart by its name', async ({ page }) => {
  await openAs(page, 'admin', '/device-health')
  const { data } = await rowsOf(page, 'failed')
  const checks = [
    ['temperatureFailed', 'Temperature'],
    ['calibrationFailed', 'Calibration'],
    ['lightIntensityFailed', 'Light intensity'],
  ] as const
  const states = [
    [true, 'failed'],
    [false, 'passed'],
    [null, 'no value'],
  ] as const
  for (const [flag, check] of checks) {
    for (const [value, state] of states) {
      const row = data.find((candidate) => candidate[flag] === value)
      expect(row, `${check}: ${state} in the failed list`).toBeDefined()
      await expect(
        rowOf(page, 'failed', row!.readerSerialNumber).getByRole('img', {
          name: `${check}: ${state}`,
          exact: true,
        }),
      ).toBeVisible()
    }
  }
  // The serial number opens the verification over the lists, and closing returns to them.
  const first = data[0]!
  await rowOf(page, 'failed', first.readerSerialNumber)
    .getByRole('link', { name: first.readerSerialNumber })
    .click()
  await expect(page).toHaveURL(new RegExp(`/device-health/details/failed/${first.id}$`))
  await expect(modal(page)).toHaveAccessibleName(`Reader ${first.readerSerialNumber}`)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/device-health$/)
  await expect(modal(page)).toHaveCount(0)
})

test("a verification's details and its 24-point timeline", async ({ page }) => {
  await openAs(page, 'admin', '/device-health')
  const { list, row, history } = await findReader(page, (entries) => entries.length > 24)
  const verification = (await apiFetch(page, 'GET', `/v2/DeviceHealth/${row.id}`))
    .body as DeviceVerification

  await openAs(page, 'admin', `/device-health/details/${list}/${row.id}`)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName(`Reader ${verification.readerSerialNumber}`)
  await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const fact = (label: string) =>
    dialog
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(fact('Software version')).toHaveText(verification.softwareVersion)
  await expect(fact('Site')).toHaveText(verification.site.name)
  await expect(fact('Tests in lifetime')).toHaveText(
    verification.testsInLifetime.toLocaleString('en'),
  )
  await expect(fact('Expected')).toHaveText(`${verification.temperature.expected.toFixed(1)} °C`)
  const lines = dialog.getByRole('table', { name: 'Substance lines' })
  for (const [index, line] of verification.substances.entries()) {
    const shown = lines.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `Line ${index + 1}`, exact: true }),
    })
    const mark = (passed: boolean | null) =>
      passed === null ? 'no value' : passed ? 'passed' : 'failed'
    if (line.ratioMeasuredPassed !== null) {
      await expect(shown).toContainText(line.ratioMeasured.toFixed(2))
    }
    if (line.lineIntensityPassed !== null) {
      await expect(shown).toContainText(line.lineIntensity.toLocaleString('en'))
    }
    await expect(
      shown.getByRole('img', { name: `Ratio measured: ${mark(line.ratioMeasuredPassed)}` }),
    ).toBeVisible()
    await expect(
      shown.getByRole('img', { name: `Line intensity: ${mark(line.lineIntensityPassed)}` }),
    ).toBeVisible()
  }
  await expectNoAxeViolations(page)

  await dialog.getByRole('tab', { name: 'Details' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(new RegExp(`/device-health/history/${list}/${row.id}$`))
  const chart = dialog.locator('[data-chart="device-health-timeline"] svg').first()
  await expect(chart).toHaveAccessibleName('Timeline of the last verifications')
  const points = dialog.locator('[data-chart="device-health-timeline"] path[data-check]')
  await expect(points.and(page.locator('[data-check="calibrated"]'))).toHaveCount(24)
  await expect(points).toHaveCount(72)
  // The table, the chart's text alternative, lists every entry.
  await expect(
    dialog.getByRole('table', { name: 'Previous verifications' }).getByRole('rowheader'),
  ).toHaveCount(history.length)
  await expectNoAxeViolations(page)
})

test('1900 timestamps are empty; a made-up id is not found', async ({ page }) => {
  await openAs(page, 'admin', '/device-health')
  const never = (await rowsOf(page, 'outstanding')).data.find((row) =>
    row.testDate.startsWith('1900'),
  )!
  const neverRow = rowOf(page, 'outstanding', never.readerSerialNumber)
  await expect(neverRow.locator('td').first()).toHaveText('')
  await expect(neverRow.getByRole('img', { name: 'Temperature: no value' })).toBeVisible()

  const { list, row, history } = await findReader(page, (entries) =>
    entries.some((entry) => entry.date.startsWith('1900')),
  )
  await openAs(page, 'admin', `/device-health/history/${list}/${row.id}`)
  const entries = modal(page)
    .getByRole('table', { name: 'Previous verifications' })
    .getByRole('rowheader')
  await expect(entries).toHaveCount(history.length)
  const undated = history.findIndex((entry) => entry.date.startsWith('1900'))
  await expect(entries.nth(undated)).toHaveText('')
  await expect(entries.nth(0)).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)

  await openAs(page, 'admin', '/device-health/details/failed/987654')
  await expect(
    modal(page).getByText(
      'This verification does not exist, or you do not have permission to see it.',
    ),
  ).toBeVisible()
})

test('a site admin sees their site; an operator may not', async ({ page }) => {
  await openAs(page, 'site.admin', '/device-health')
  for (const list of ['failed', 'outstanding'] as const) {
    const { data } = await rowsOf(page, list)
    await expect(heading(page, list)).toHaveText(`${TITLES[list]} (${data.length})`)
    for (const row of data) expect(row.siteName).toBe('Videbæk Dairy')
  }

  await openAs(page, 'operator', '/device-health')
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()
  await expect(table(page, 'failed')).toHaveCount(0)
})

test('the device-health lists and a history fit every width', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/device-health')
  const { list, row } = await findReader(page, (entries) => entries.length > 24)
  // The modal over the lists: the document's width is the lists' too.
  await openAs(page, 'admin', `/device-health/history/${list}/${row.id}`)
  // Behind the modal the lists are hidden from the accessibility tree, but laid out.
  await expect(page.locator('[data-list="failed"] th[scope="row"]').first()).toBeAttached()
  await expect(
    modal(page).locator('[data-chart="device-health-timeline"] svg').first(),
  ).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'device health history over the lists')
})
