/**
 * Control records in the browser (core.md §2 "Control records", §7): nothing is asked before a
 * customer or a site is chosen; then the grouped list, sorted and paged through the URL, with
 * what the server is asked; a group opened and closed from the keyboard without a request; and
 * an accessibility scan of the list with a group open.
 */
import type { Page, Request } from '@playwright/test'
import { expect, expectNoAxeViolations, openAs, test } from './fixtures'

const isListCall = (request: Request) =>
  new URL(request.url()).pathname.endsWith('/v2/GroupedTestRecords') && request.method() === 'GET'

const table = (page: Page) => page.getByRole('table', { name: 'Control records' })
const groupButtons = (page: Page) => table(page).locator('tbody tr th button')

test('nothing is listed before a customer is chosen; then the groups, by page and order', async ({
  page,
}) => {
  const asked: URLSearchParams[] = []
  page.on('request', (request) => {
    if (isListCall(request)) asked.push(new URL(request.url()).searchParams)
  })
  await openAs(page, 'admin', '/control-records')
  await expect(
    page.getByText('Choose a customer or a site to see its control records.'),
  ).toBeVisible()
  await expect(table(page)).toHaveCount(0)
  expect(asked).toHaveLength(0)

  const firstCall = page.waitForRequest(isListCall)
  // The customer with the most control groups (docs/personas.md): more than one page of them.
  await page
    .getByRole('combobox', { name: 'Customer' })
    .selectOption({ label: 'Nordic Dairy Cooperative' })
  const first = new URL((await firstCall).url()).searchParams
  expect(first.get('customerId')).toBe('1')
  // Both controls by default, as the record types they stand for.
  expect(first.getAll('annotation')).toEqual(['PositiveControl', 'AnimalControl'])
  expect(first.get('orderBy')).toBe('testDate_desc')
  expect(first.get('page')).toBe('1')
  await expect(groupButtons(page).first()).toBeVisible()

  const sorted = page.waitForRequest(isListCall)
  await table(page).getByRole('button', { name: 'Date/time' }).click()
  expect(new URL((await sorted).url()).searchParams.get('orderBy')).toBe('testDate_asc')
  await expect(page).toHaveURL(/orderBy=testDate_asc/)

  const paged = page.waitForRequest(isListCall)
  await page.getByRole('button', { name: 'Next' }).click()
  expect(new URL((await paged).url()).searchParams.get('page')).toBe('2')
  await expect(page).toHaveURL(/page=2/)

  // Only animal controls: the page starts over.
  const narrowed = page.waitForRequest(isListCall)
  await page.getByRole('group', { name: 'Control result' }).getByText('Positive control').click()
  const animal = new URL((await narrowed).url()).searchParams
  expect(animal.getAll('annotation')).toEqual(['AnimalControl'])
  expect(animal.get('page')).toBe('1')
  await expect(page).not.toHaveURL(/page=/)
  // The last control left cannot be unticked.
  await expect(page.getByRole('checkbox', { name: 'Animal control' })).toBeDisabled()
})

test('a group opens onto its records and closes, from the keyboard, without a request', async ({
  page,
}) => {
  await openAs(page, 'customer.admin', '/control-records')
  // Customer staff start on their own customer: the list is there at once.
  const group = groupButtons(page).first()
  await expect(group).toHaveAttribute('aria-expanded', 'false')
  // Named by its id and how many records it holds.
  await expect(group).toHaveAccessibleName(/^Group \d+, \d+ records?$/)
  const id = (await group.textContent())!.trim()

  let calls = 0
  page.on('request', (request) => {
    if (request.url().includes('/v2/GroupedTestRecords')) calls++
  })
  await group.focus()
  await page.keyboard.press('Enter')
  await expect(group).toHaveAttribute('aria-expanded', 'true')
  const records = page.getByRole('table', { name: `Records of group ${id}` })
  await expect(records).toBeVisible()
  await expect(records.getByRole('rowheader').first()).toHaveText(/^\d+$/)
  const controlled = await group.getAttribute('aria-controls')
  await expect(page.locator(`[id="${controlled}"]`)).toContainText(`Records of group ${id}`)
  await expectNoAxeViolations(page)

  await page.keyboard.press('Space')
  await expect(group).toHaveAttribute('aria-expanded', 'false')
  await expect(records).toHaveCount(0)
  expect(calls).toBe(0)
})
