/**
 * A record's change history in the browser (issue 40): a site admin annotates, comments and
 * deletes a record, and its detail dialog lists each change with that admin's name; the
 * administrator sees the deletion; an operator, who may not see deleted records, gets neither the
 * record nor its history. And a control record's dialog names the record of each entry.
 */
import type { Locator, Page } from '@playwright/test'
import { apiFetch, chooseMenuItem, expect, expectNoAxeViolations, openAs, test } from './fixtures'

const table = (page: Page) => page.getByRole('table', { name: 'Test records' })
const dataRows = (page: Page) => table(page).locator('tbody tr')
const historyOf = (page: Page) =>
  page.getByRole('dialog').getByRole('list', { name: 'Changes, newest first' })

/** A positive record of the site admin's list (one that may be annotated), by id. */
async function positiveRecord(page: Page) {
  await openAs(page, 'site.admin', '/test-records')
  await expect(dataRows(page).first()).toBeVisible()
  const reloaded = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname.endsWith('/v2/TestRecords') && response.request().method() === 'GET'
  })
  await page
    .getByRole('group', { name: 'Test result' })
    .getByText('Negative', { exact: true })
    .click()
  await reloaded
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  const row = dataRows(page).first()
  const id = (await row.getByRole('link').first().textContent())!.trim()
  return { id, actions: row.getByRole('button', { name: `Actions for test record ${id}` }) }
}

/** Deletes a record from its row menu, answering the question. */
async function deleteFromItsMenu(page: Page, actions: Locator) {
  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Delete' }))
  await page
    .getByRole('alertdialog', { name: 'Delete the test record?' })
    .getByRole('button', { name: 'Delete' })
    .click()
}

/** The signed-in user's name, as the history shows it. */
async function myName(page: Page) {
  const me = (await apiFetch(page, 'GET', '/v2/Users/me')).body.currentUser
  return `${me.firstName} ${me.lastName}`
}

test('an annotation and a comment are in the record’s history, by who made them', async ({
  page,
}) => {
  const { id, actions } = await positiveRecord(page)
  const siteAdmin = await myName(page)

  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Rejected' }))
  await expect(page.getByText('The record was annotated.')).toBeVisible()

  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
  const commentDialog = page.getByRole('dialog', { name: `Comment on test record ${id}` })
  await commentDialog.getByRole('textbox', { name: 'Comments' }).fill('Re-tested at the lab.')
  await commentDialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText('The comment was saved.')).toBeVisible()
  await expect(commentDialog).toBeHidden()

  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Show details' }))
  const dialog = page.getByRole('dialog', { name: `Test record ${id}` })
  await expect(dialog.getByRole('heading', { name: 'History' })).toBeVisible()
  const entries = historyOf(page).getByRole('listitem')
  await expect(entries.first()).toContainText('Comment changed')
  await expect(entries.first()).toContainText(siteAdmin)
  // The comment's change as a word diff: what was added is marked (the record may have had one).
  await expect(entries.first().locator('ins').first()).toContainText('Re-tested')
  await expect(entries.nth(1)).toContainText('Annotation changed')
  await expect(entries.nth(1)).toContainText(siteAdmin)
  // From the record's type before (an Original, or a control) to the one chosen.
  await expect(entries.nth(1)).toContainText(' → Rejected')
  await expectNoAxeViolations(page)
})

test('a deletion is in the history for those who may see deleted records, and only for them', async ({
  page,
}) => {
  const { id, actions } = await positiveRecord(page)
  const siteAdmin = await myName(page)
  await deleteFromItsMenu(page, actions)
  await expect(page.getByText('The record was deleted.')).toBeVisible()

  // The administrator (who may see deleted records) sees the deletion, by the site admin.
  await openAs(page, 'admin', `/test-records/${id}`)
  const deletion = historyOf(page).getByRole('listitem').first()
  await expect(deletion).toContainText('Deleted')
  await expect(deletion).toContainText(siteAdmin)
  await expect(deletion).toContainText(' → Deleted')

  // An operator of the same site may not see deleted records: neither the record nor its history.
  await openAs(page, 'operator', `/test-records/${id}`)
  await expect(
    page.getByRole('dialog').getByText('This test record does not exist, or you may not see it.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0)
  expect((await apiFetch(page, 'GET', `/v2/TestRecords/${id}/history`)).status).toBe(404)
})

test('support staff restore a deleted record, and its history says who deleted and restored it', async ({
  page,
}) => {
  await openAs(page, 'admin', '/test-records')
  await expect(dataRows(page).first()).toBeVisible()
  const shown = page.waitForResponse((response) => response.url().includes('includeDeleted=true'))
  await page.getByText('Show deleted records', { exact: true }).click()
  await shown
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  // A record not deleted yet (the seed's deleted ones are shown too, greyed).
  const row = table(page).locator('tbody tr:not([data-muted="true"])').first()
  const id = (await row.getByRole('link').first().textContent())!.trim()
  const actions = page.getByRole('button', { name: `Actions for test record ${id}` })
  const rowOf = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Open test record ${id}` }) })

  await deleteFromItsMenu(page, actions)
  await expect(rowOf).toHaveAttribute('data-muted', 'true')

  await actions.click()
  const restored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/TestRecords/${id}/restore`),
  )
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Restore' }))
  expect((await restored).status()).toBe(200)
  await expect(page.getByText('The record was restored.')).toBeVisible()
  await expect(rowOf).not.toHaveAttribute('data-muted', 'true')

  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Show details' }))
  const entries = historyOf(page).getByRole('listitem')
  await expect(entries.first()).toContainText('Restored')
  await expect(entries.first()).toContainText('Deleted → ')
  await expect(entries.nth(1)).toContainText('Deleted')
  const admin = await myName(page)
  await expect(entries.first()).toContainText(admin)
  await expect(entries.nth(1)).toContainText(admin)
})

test('a control record’s history names the record of each entry', async ({ page }) => {
  await openAs(page, 'site.admin', '/control-records')
  const first = (await apiFetch(page, 'GET', '/v2/GroupedTestRecords?pageSize=1')).body.data[0]
  const groupId = String(first.id)
  const saved = await apiFetch(page, 'POST', `/v2/GroupedTestRecords/${groupId}/comment`, {
    id: first.id,
    comments: 'Sample kept cold.',
    revision: first.revision,
  })
  expect(saved.status).toBe(200)

  await page.goto(`/control-records/${groupId}`)
  const entry = historyOf(page).getByRole('listitem').first()
  await expect(entry).toContainText('Comment changed')
  await expect(entry).toContainText(`Sample ${groupId}`)
  await expect(entry.locator('ins')).toContainText('Sample kept cold.')
})
