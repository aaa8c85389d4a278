/**
 * Test records in the browser (CORE-2.13, CORE-2.15, CORE-4.5, CORE-4.7): paging and sorting
 * through the URL and what the server is asked, the filters dropping the page, the detail and
 * comment dialogs, the row actions' rules (annotate, delete with confirmation, greyed), and
 * accessibility scans.
 */
import type { Page, Request } from '@playwright/test'
import { apiFetch, chooseMenuItem, expect, expectNoAxeViolations, openAs, test } from './fixtures'

const isListCall = (request: Request) => {
  const url = new URL(request.url())
  return url.pathname.endsWith('/v2/TestRecords') && request.method() === 'GET'
}

/** A result filter's checkbox label: what a user clicks. */
const resultFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Test result' }).getByText(name, { exact: true })

const table = (page: Page) => page.getByRole('table', { name: 'Test records' })
const dataRows = (page: Page) => table(page).locator('tbody tr')

async function openList(page: Page, user = 'site.admin', search = '') {
  const listCall = page.waitForRequest(isListCall)
  await openAs(page, user, `/test-records${search}`)
  const request = await listCall
  await expect(dataRows(page).first()).toBeVisible()
  return new URL(request.url()).searchParams
}

/** The list's first record: its id and its actions button. */
async function firstRecord(page: Page) {
  await openList(page)
  const row = dataRows(page).first()
  const id = (await row.getByRole('link').first().textContent())!.trim()
  return { id, actions: row.getByRole('button', { name: `Actions for test record ${id}` }) }
}

test.describe('test records list', () => {
  test('page and order live in the URL; a page below 1 asks for page 1', async ({ page }) => {
    const asked = await openList(page, 'site.admin', '?page=0')
    expect(asked.get('page')).toBe('1')
    expect(asked.get('order')).toBe('testDate_desc')
    await expect(dataRows(page)).toHaveCount(20)
    await expect(page.getByText('Page 1 of', { exact: false })).toBeVisible()

    const next = page.waitForRequest(isListCall)
    await page.getByRole('button', { name: 'Next' }).click()
    expect(new URL((await next).url()).searchParams.get('page')).toBe('2')
    await expect(page).toHaveURL(/[?&]page=2/)

    const sorted = page.waitForRequest(isListCall)
    await table(page).getByRole('button', { name: 'Test', exact: true }).click()
    expect(new URL((await sorted).url()).searchParams.get('order')).toBe('testType_asc')
    await expect(page).toHaveURL(/orderBy=testType_asc/)
    await expect(page).not.toHaveURL(/page=/)
    await expect(
      table(page).getByRole('columnheader', { name: 'Test', exact: true }),
    ).toHaveAttribute('aria-sort', 'ascending')

    // The browser's back button returns to the previous order and page.
    await page.goBack()
    await expect(page).toHaveURL(/page=2/)
    await expect(page).not.toHaveURL(/orderBy/)
  })

  test('a page past the end shows the last page, never "nothing matches"', async ({ page }) => {
    await openAs(page, 'site.admin', '/test-records?page=999999')
    await expect(page).toHaveURL(/[?&]page=\d{1,3}(&|$)/)
    const last = Number(new URL(page.url()).searchParams.get('page'))
    await expect(page.getByText(`Page ${last} of ${last}`, { exact: false })).toBeVisible()
    await expect(dataRows(page).first()).toBeVisible()
    await expect(page.getByText('No test records match these filters')).toHaveCount(0)
    // The old link's page was replaced, not stacked: Previous goes to the page before the last.
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last - 1}(&|$)`))
  })

  test('a filter change drops the page and narrows what the server is asked', async ({ page }) => {
    await openList(page, 'site.admin', '?page=3')
    const filtered = page.waitForRequest(isListCall)
    await resultFilter(page, 'Negative').click()
    const asked = new URL((await filtered).url()).searchParams
    expect(asked.get('results')).toBe('6')
    expect(asked.get('page')).toBe('1')
    await expect(page).not.toHaveURL(/page=/)
    await expect(table(page).getByText('Negative', { exact: true })).toHaveCount(0)
  })

  test('the detail dialog opens over the list and returns to it', async ({ page }) => {
    await openList(page, 'site.admin', '?page=2')
    const firstLink = dataRows(page).first().getByRole('link').first()
    const id = (await firstLink.textContent())!.trim()
    await firstLink.click()
    const dialog = page.getByRole('dialog', { name: `Test record ${id}` })
    await expect(dialog.getByRole('heading', { name: 'Substances' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/test-records/${id}\\?page=2`))
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/test-records\?page=2$/)
  })

  test('an unknown record says so', async ({ page }) => {
    await openAs(page, 'site.admin', '/test-records/99999999')
    await expect(
      page.getByRole('dialog').getByText('This test record does not exist, or you may not see it.'),
    ).toBeVisible()
    // An id that is no id (hexadecimal, exponent, letters) is not found without a request.
    const asked: string[] = []
    page.on('request', (request) => {
      // A record's own address (not /routes, which the filter bar asks).
      if (/\/v2\/TestRecords\/(-?\d+|0x10|1e3|abc)$/.test(new URL(request.url()).pathname))
        asked.push(request.url())
    })
    for (const id of ['0x10', 'abc']) {
      await page.goto(`/test-records/${id}`)
      await expect(
        page
          .getByRole('dialog')
          .getByText('This test record does not exist, or you may not see it.'),
      ).toBeVisible()
    }
    expect(asked).toEqual([])
  })

  test('the comment dialog saves, and warns before losing changes', async ({ page }) => {
    const { id, actions } = await firstRecord(page)
    await actions.click()
    await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
    const dialog = page.getByRole('dialog', { name: `Comment on test record ${id}` })
    const field = dialog.getByRole('textbox', { name: 'Comments' })
    await expect(field).toHaveAttribute('rows', '4')
    await field.fill('Re-tested at the lab.')
    await expectNoAxeViolations(page)

    // Closing with changes asks first; keeping on editing keeps the text.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' })
    await warning.getByRole('button', { name: 'Keep editing' }).click()
    await expect(field).toHaveValue('Re-tested at the lab.')

    await dialog.getByRole('button', { name: 'Save comment' }).click()
    await expect(page.getByText('The comment was saved.')).toBeVisible()
    expect((await apiFetch(page, 'GET', `/v2/TestRecords/${id}`)).body.comments).toBe(
      'Re-tested at the lab.',
    )
    await expect(dialog).toBeHidden()

    // The details show it, also after a reload.
    await page.goto(`/test-records/${id}`)
    // Exactly: the history below the facts shows the same words as the change it made.
    await expect(
      page.getByRole('dialog').getByText('Re-tested at the lab.', { exact: true }),
    ).toBeVisible()
  })
})

test('a comment saved meanwhile in another tab is shown, and nothing typed is lost', async ({
  page,
}) => {
  const { id, actions } = await firstRecord(page)
  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
  const dialog = page.getByRole('dialog', { name: `Comment on test record ${id}` })
  const field = dialog.getByRole('textbox', { name: 'Comments' })
  await field.fill('Written in this tab.')

  // Another tab saves its comment first (through the API, as that tab's dialog does).
  const { revision } = (await apiFetch(page, 'GET', `/v2/TestRecords/${id}`)).body
  const other = await apiFetch(page, 'PATCH', `/v2/TestRecords/${id}/comment`, {
    id: Number(id),
    comments: 'Saved in the other tab.',
    revision,
  })
  expect(other.status).toBe(200)

  await dialog.getByRole('button', { name: 'Save comment' }).click()
  const conflict = dialog.getByRole('alert').filter({ hasText: 'Someone else saved a comment' })
  await expect(conflict).toContainText('Saved in the other tab.')
  await expect(field).toHaveValue('Written in this tab.')
  expect((await apiFetch(page, 'GET', `/v2/TestRecords/${id}`)).body.comments).toBe(
    'Saved in the other tab.',
  )

  // Having read theirs, saving replaces it.
  await field.fill('Written in this tab, having read the other.')
  await dialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText('The comment was saved.')).toBeVisible()
  expect((await apiFetch(page, 'GET', `/v2/TestRecords/${id}`)).body.comments).toBe(
    'Written in this tab, having read the other.',
  )
})

test('discarding a comment gives focus back to the row it came from', async ({ page }) => {
  const { id, actions } = await firstRecord(page)
  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
  const dialog = page.getByRole('dialog', { name: `Comment on test record ${id}` })
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Not kept')
  await page.keyboard.press('Escape')
  await page
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Discard changes' })
    .click()
  await expect(dialog).toBeHidden()
  await expect(actions).toBeFocused()
})

test.describe('permissions', () => {
  test('an operator has no export and no site column', async ({ page }) => {
    await openList(page, 'operator')
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0)
    await expect(table(page).getByRole('columnheader', { name: 'Site' })).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: 'Show deleted records' })).toHaveCount(0)
  })

  test('support staff may show deleted records, greyed', async ({ page }) => {
    await openList(page, 'admin')
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible()
    const asked = page.waitForRequest(isListCall)
    await page.getByText('Show deleted records', { exact: true }).click()
    expect(new URL((await asked).url()).searchParams.get('includeDeleted')).toBe('true')
  })
})

test.describe('row actions', () => {
  test('a negative record can only be deleted; deleting asks and greys the row', async ({
    page,
  }) => {
    await openList(page)
    const negative = dataRows(page).filter({ hasText: 'Negative' }).first()
    const id = (await negative.getByRole('link').first().textContent())!.trim()
    await negative.getByRole('button', { name: `Actions for test record ${id}` }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
    await expect(menu.getByText('Annotate as')).toHaveCount(0)
    await expect(menu.getByRole('menuitem', { name: 'Rejected' })).toHaveCount(0)
    await chooseMenuItem(menu.getByRole('menuitem', { name: 'Delete' }))

    const confirm = page.getByRole('alertdialog', { name: 'Delete the test record?' })
    await expect(confirm).toBeVisible()
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()

    await negative.getByRole('button', { name: `Actions for test record ${id}` }).click()
    await chooseMenuItem(page.getByRole('menuitem', { name: 'Delete' }))
    const deleted = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().endsWith(`/TestRecords/${id}`),
    )
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await deleted
    await expect(page.getByText('The record was deleted.')).toBeVisible()
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Open test record ${id}` }) })
    await expect(row).toHaveAttribute('data-muted', 'true')

    // Gone after a reload for a user who may not see deleted records.
    await page.reload()
    await expect(dataRows(page).first()).toBeVisible()
    await expect(
      page.getByRole('link', { name: `Open test record ${id}`, exact: true }),
    ).toHaveCount(0)
  })

  test('a positive record is annotated with a record type', async ({ page }) => {
    await openList(page)
    const reloaded = page.waitForResponse((response) => isListCall(response.request()))
    await resultFilter(page, 'Negative').click()
    await reloaded
    await expect(table(page)).toHaveAttribute('aria-busy', 'false')
    const row = dataRows(page).first()
    const id = (await row.getByRole('link').first().textContent())!.trim()
    await row.getByRole('button', { name: `Actions for test record ${id}` }).click()
    await expect(page.getByText('Annotate as')).toBeVisible()
    const annotated = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().endsWith(`/TestRecords/${id}/annotation`),
    )
    await chooseMenuItem(page.getByRole('menuitem', { name: 'Rejected' }))
    expect((await annotated).status()).toBe(200)
    await expect(page.getByText('The record was annotated.')).toBeVisible()
    // What the server keeps (the request body goes through the fake API's service worker).
    expect((await apiFetch(page, 'GET', `/v2/TestRecords/${id}`)).body.annotation).toBe('Rejected')
    await expect(
      table(page)
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Open test record ${id}` }) }),
    ).toContainText('Rejected')
  })

  test('the row menu works from the keyboard and gives focus back', async ({ page }) => {
    const { actions: button } = await firstRecord(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menuitem', { name: 'Show details' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('the list is accessible', async ({ page }) => {
    await openList(page)
    await expectNoAxeViolations(page)
  })
})
