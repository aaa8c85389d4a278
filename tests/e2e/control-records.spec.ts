/**
 * Control records in the browser (CORE-2.11, CORE-2.12, CORE-7.14, CORE-7.16): nothing is asked
 * before a customer or a site is chosen; then the grouped list, sorted and paged through the URL,
 * with what the server is asked; a group opened and closed from the keyboard without a request; and
 * an accessibility scan of the list with a group open.
 */
import type { Page, Request } from '@playwright/test'
import { apiFetch, chooseMenuItem, expect, expectNoAxeViolations, openAs, test } from './fixtures'

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

/** Opens the list as the customer admin (on their own customer) and a group with records. */
async function openGroup(page: Page) {
  await openAs(page, 'customer.admin', '/control-records')
  const group = table(page)
    .locator('tbody tr th button')
    .filter({ hasText: /\d/ })
    .and(page.getByRole('button', { name: /, [2-9] records$/ }))
    .first()
  const id = (await group.textContent())!.trim()
  await group.click()
  const records = page.getByRole('table', { name: `Records of group ${id}` })
  await expect(records).toBeVisible()
  return { id, records }
}

test('a record in a group is annotated, or deleted after a question, and leaves its group', async ({
  page,
}) => {
  const { id, records } = await openGroup(page)
  const rowIds = await records.getByRole('rowheader').allTextContents()
  const recordId = rowIds[1]!

  // The re-test is annotated (or, if negative, offers no annotation: it can only be deleted).
  const before = await apiFetch(page, 'GET', `/v2/GroupedTestRecords/${id}`)
  const retest = before.body.testRecords[1] as { result: string }
  const actions = records.getByRole('button', { name: `Actions for test record ${recordId}` })
  await actions.click()
  // A record's menu has no details or comment of its own: those are the group's.
  await expect(page.getByRole('menuitem', { name: 'Show details' })).toHaveCount(0)
  if (retest.result === 'Negative') {
    await expect(page.getByRole('menuitem', { name: 'Second confirmation' })).toHaveCount(0)
    await page.keyboard.press('Escape')
  } else {
    await chooseMenuItem(page.getByRole('menuitem', { name: 'Second confirmation' }))
    await expect(page.getByText('The record was annotated.')).toBeVisible()
    await expect(records.getByRole('row').nth(2)).toContainText('Second confirmation')
  }

  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Delete' }))
  const question = page.getByRole('alertdialog', { name: 'Delete the test record?' })
  await expect(question).toContainText(recordId)
  await expectNoAxeViolations(page)
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('The record was deleted.')).toBeVisible()
  await expect(records.getByRole('rowheader', { name: recordId, exact: true })).toHaveCount(0)
  await expect(records.getByRole('rowheader')).toHaveCount(rowIds.length - 1)
  const group = await apiFetch(page, 'GET', `/v2/GroupedTestRecords/${id}`)
  expect(group.body.testRecords.map((record: { id: number }) => String(record.id))).not.toContain(
    recordId,
  )
})

test('a group’s details open as a dialog over the list', async ({ page }) => {
  const { id } = await openGroup(page)
  await table(page)
    .getByRole('button', { name: `Actions for control record ${id}` })
    .click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Show details' }))
  const details = page.getByRole('dialog', { name: `Control record ${id}` })
  await expect(details.getByRole('table', { name: `Records of group ${id}` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/control-records/${id}$`))
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(page).toHaveURL(/\/control-records$/)
})

test('a group’s comment is saved, warns before losing changes, and is kept', async ({ page }) => {
  const { id } = await openGroup(page)
  await table(page)
    .getByRole('button', { name: `Actions for control record ${id}` })
    .click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
  const dialog = page.getByRole('dialog', { name: `Comment on control record ${id}` })
  const field = dialog.getByRole('textbox', { name: 'Comments' })
  await expect(field).toHaveAttribute('rows', '4')
  await field.fill('Control strip from a new batch.')
  await expectNoAxeViolations(page)

  // Closing with changes asks first; keeping on editing keeps the text.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' })
  await warning.getByRole('button', { name: 'Keep editing' }).click()
  await expect(field).toHaveValue('Control strip from a new batch.')

  await dialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText('The comment was saved.')).toBeVisible()
  await expect(dialog).toBeHidden()
  expect((await apiFetch(page, 'GET', `/v2/GroupedTestRecords/${id}`)).body.comments).toBe(
    'Control strip from a new batch.',
  )

  // The details show it after a reload.
  await page.goto(`/control-records/${id}`)
  await expect(
    page
      .getByRole('dialog', { name: `Control record ${id}` })
      // Exactly: the history below shows the same words as the change it made.
      .getByText('Control strip from a new batch.', { exact: true }),
  ).toBeVisible()
})

test('an unknown control record says so', async ({ page }) => {
  await openAs(page, 'customer.admin', '/control-records/99999999')
  await expect(
    page
      .getByRole('dialog')
      .getByText('This control record does not exist, or you may not see it.'),
  ).toBeVisible()
})
