/**
 * The test catalogue in the browser (ADMIN-2.2, ADMIN-2.17, ADMIN-5.1 to ADMIN-5.7, ADMIN-8.2,
 * ADMIN-8.3): create, edit and delete on both tabs; sorting in the URL; a server field error on its
 * field; a delete the server refuses; the unsaved-changes warning; a form kept through a session
 * that ends mid-save; the read-only persona (no create, edit or delete controls, and the create URL
 * is forbidden); accessibility scans of the lists and modals.
 */
import type { Page } from '@playwright/test'
import { apiFetch, expect, expectNoAxeViolations, openAs, test } from './fixtures'

const table = (page: Page, name: string) => page.getByRole('table', { name })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

const openTab = openAs

/** The admin's edit form of substance 3, loaded. */
async function openSubstanceEdit(page: Page) {
  await openTab(page, 'admin', '/test-types/substances/edit/3')
  const edit = dialog(page, 'Edit substance')
  const name = edit.getByLabel('Name')
  await expect(name).not.toHaveValue('')
  return { edit, name }
}

test.describe('test items', () => {
  test('admin creates, edits and deletes a test item', async ({ page }) => {
    await openTab(page, 'admin', '/test-types/test-items')
    const list = table(page, 'Test items')
    await expect(list.getByRole('rowheader', { name: 'Tetracycline Strip' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Test items', selected: true })).toBeVisible()

    await page.getByRole('link', { name: 'Create test item' }).click()
    await expect(page).toHaveURL(/\/test-types\/test-items\/create$/)
    const create = dialog(page, 'Create test item')
    await expect(create.getByLabel('Name')).toBeVisible()
    await create.getByLabel('Name').fill('Neomycin Strip')
    await create.getByLabel('Measurement method').selectOption('Qualitative')
    await create.getByLabel('Category').selectOption('Strip')
    await create.getByLabel('Judge type').selectOption('Height')
    await create.getByLabel('Judging direction').selectOption('ReverseJudgement')
    await create.getByRole('spinbutton', { name: 'Positive value', exact: true }).fill('0.9')
    await create.getByRole('spinbutton', { name: 'Negative value', exact: true }).fill('1.1')
    await create.getByLabel('Incubation time (mm:ss)').fill('03:00')
    await create.getByRole('checkbox', { name: 'Amoxicillin' }).check({ force: true })
    await create.getByLabel('Reader index of Amoxicillin').fill('1')
    // The form is scanned with its errors showing in the next test, the list in the sorting one.
    await create.getByRole('button', { name: 'Save' }).click()

    await expect(page.getByText('The test item was saved.')).toBeVisible()
    await expect(page).toHaveURL(/\/test-types\/test-items$/)
    const row = list.getByRole('row', { name: /Neomycin Strip/ })
    await expect(row).toContainText('Amoxicillin')

    await row.getByRole('link', { name: 'Edit Neomycin Strip' }).click()
    const edit = dialog(page, 'Edit test item')
    await expect(edit.getByLabel('Incubation time (mm:ss)')).toHaveValue('03:00')
    await edit.getByLabel('Name').fill('Neomycin Strip 2')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(list.getByRole('rowheader', { name: 'Neomycin Strip 2' })).toBeVisible()

    await list
      .getByRole('row', { name: /Neomycin Strip 2/ })
      .getByRole('button', { name: 'Delete Neomycin Strip 2' })
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Neomycin Strip 2?' })
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The test item was deleted.')).toBeVisible()
    await expect(list.getByRole('rowheader', { name: 'Neomycin Strip 2' })).toHaveCount(0)
  })

  test('the form shows its rules on the fields and keeps the negative range locked', async ({
    page,
  }) => {
    await openTab(page, 'admin', '/test-types/test-items/create')
    const create = dialog(page, 'Create test item')
    await create.getByLabel('Measurement method').selectOption('Quantitative')
    await expect(create.getByLabel('Negative range minimum')).toBeDisabled()
    await create.getByLabel('Measurable range minimum').fill('5')
    await create.getByLabel('Measurable range maximum').fill('100')
    await expect(create.getByLabel('Negative range minimum')).toBeEnabled()
    await create.getByLabel('Negative range minimum').fill('1')
    await create.getByRole('button', { name: 'Save' }).click()
    await expect(create.getByText('Enter a name.')).toBeVisible()
    await expect(
      create.getByText('The negative range must lie within the measurable range.'),
    ).toBeVisible()
    await expect(create.getByLabel('Negative range minimum')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoAxeViolations(page)
  })

  test('sorting is kept in the URL', async ({ page }) => {
    await openTab(page, 'admin', '/test-types/test-items')
    const list = table(page, 'Test items')
    await expect(list.getByRole('rowheader').first()).toHaveText('Aflatoxin M1 Cassette')
    await list.getByRole('button', { name: 'Name' }).click()
    await expect(page).toHaveURL(/orderBy=name_desc/)
    await expect(list.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(list.getByRole('rowheader').first()).toHaveText('Tetracycline Strip')
    await expectNoAxeViolations(page)
    await page.reload()
    await expect(list.getByRole('rowheader').first()).toHaveText('Tetracycline Strip')
  })
})

test.describe('substances', () => {
  test('admin creates, edits and deletes a substance', async ({ page }) => {
    await openTab(page, 'admin', '/test-types/test-items')
    await page.getByRole('tab', { name: 'Substances' }).click()
    await expect(page).toHaveURL(/\/test-types\/substances$/)
    const list = table(page, 'Substances')
    await expect(list.getByRole('rowheader', { name: 'Penicillin G' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Create substance' }).click()
    const create = dialog(page, 'Create substance')
    await create.getByLabel('Name').fill('Neomycin')
    await expectNoAxeViolations(page)
    await create.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The substance was saved.')).toBeVisible()
    await expect(list.getByRole('rowheader', { name: 'Neomycin' })).toBeVisible()

    await list.getByRole('link', { name: 'Edit Neomycin' }).click()
    const edit = dialog(page, 'Edit substance')
    await expect(edit.getByLabel('Name')).toHaveValue('Neomycin')
    await edit.getByLabel('Name').fill('Neomycin B')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(list.getByRole('rowheader', { name: 'Neomycin B' })).toBeVisible()

    await list.getByRole('button', { name: 'Delete Neomycin B' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete Neomycin B?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('The substance was deleted.')).toBeVisible()
    await expect(list.getByRole('rowheader', { name: 'Neomycin B' })).toHaveCount(0)
  })

  test('a duplicate name comes back from the server on the name field', async ({ page }) => {
    await openTab(page, 'admin', '/test-types/substances/create')
    const create = dialog(page, 'Create substance')
    await create.getByLabel('Name').fill('penicillin g')
    await create.getByRole('button', { name: 'Save' }).click()
    await expect(create.getByText('This value is already in use.')).toBeVisible()
    await expect(create.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(create.getByLabel('Name')).toHaveValue('penicillin g')
    await expect(page.getByText('The substance could not be saved.')).toBeVisible()
    await expect(page).toHaveURL(/\/test-types\/substances\/create$/)
  })

  test('an edit someone saved meanwhile is shown; what was typed stays and then wins', async ({
    page,
  }) => {
    const { edit, name } = await openSubstanceEdit(page)
    // Another administrator saves the substance first (through the API, as their form does).
    const { revision } = (await apiFetch(page, 'GET', '/v2/Substances/3')).body
    const theirs = await apiFetch(page, 'PATCH', '/v2/Substances/3', {
      name: 'Renamed by a colleague',
      revision,
    })
    expect(theirs.status).toBe(200)

    await name.fill('Renamed here')
    await edit.getByRole('button', { name: 'Save' }).click()
    const conflict = edit.getByRole('alert').filter({ hasText: 'Someone else saved this item' })
    await expect(conflict).toContainText('Name: Renamed by a colleague')
    await expect(name).toHaveValue('Renamed here')
    await expectNoAxeViolations(page)

    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The substance was saved.')).toBeVisible()
    expect((await apiFetch(page, 'GET', '/v2/Substances/3')).body.name).toBe('Renamed here')
  })

  test('deleting a substance a test type uses is refused with the reason', async ({ page }) => {
    await openTab(page, 'admin', '/test-types/substances')
    const list = table(page, 'Substances')
    await list.getByRole('button', { name: 'Delete Penicillin G' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete Penicillin G?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('The substance could not be deleted.')).toBeVisible()
    await expect(page.getByText(/This substance is used by the test types .+/)).toBeVisible()
    await expect(list.getByRole('rowheader', { name: 'Penicillin G' })).toBeVisible()
  })
})

test('closing a touched form warns of unsaved changes', async ({ page }) => {
  await openTab(page, 'admin', '/test-types/substances')
  await page.getByRole('link', { name: 'Create substance' }).click()
  const create = dialog(page, 'Create substance')
  await create.getByLabel('Name').fill('Half typed')
  await create.getByRole('button', { name: 'Cancel' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' })
  await expect(warning).toContainText(
    'You have unsaved changes. If you leave now, they will be lost.',
  )
  await expectNoAxeViolations(page)
  await warning.getByRole('button', { name: 'Keep editing' }).click()
  await expect(create.getByLabel('Name')).toHaveValue('Half typed')

  // Browser back is held back the same way.
  await page.goBack()
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).toHaveURL(/\/test-types\/substances$/)
  await expect(create).toHaveCount(0)
})

test('a session that ends during a save gives the form back as typed after signing in', async ({
  page,
}) => {
  const { edit, name } = await openSubstanceEdit(page)
  await name.fill('Typed before the session ended')
  // The API refuses the token of the save, as when it expires.
  await page.evaluate(() =>
    window.fakeApi!.addFault({
      method: 'PATCH',
      path: '/v2/Substances/3',
      kind: 'unauthorized',
      remaining: 1,
    }),
  )
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Failed to fetch auth token')).toBeVisible()
  await expect(page).toHaveURL(/\/test-types\/substances\/edit\/3$/)

  await page.getByRole('button', { name: 'Sign in as admin', exact: true }).click()
  await expect(edit.getByText('What you typed before you were signed out is back.')).toBeVisible()
  await expect(name).toHaveValue('Typed before the session ended')
  await expectNoAxeViolations(page)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The substance was saved.')).toBeVisible()
  expect((await apiFetch(page, 'GET', '/v2/Substances/3')).body.name).toBe(
    'Typed before the session ended',
  )
  // Saved, so nothing is kept any more.
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.includes('draft')),
  )
  expect(drafts).toEqual([])
})

test('catalogue.viewer reads the lists without create, edit or delete', async ({ page }) => {
  await openTab(page, 'catalogue.viewer', '/test-types/test-items')
  const items = table(page, 'Test items')
  await expect(items.getByRole('rowheader', { name: 'Tetracycline Strip' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create test item' })).toHaveCount(0)
  await expect(items.getByRole('link', { name: /^Edit / })).toHaveCount(0)
  await expect(items.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await expect(items.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0)

  await page.getByRole('tab', { name: 'Substances' }).click()
  const substances = table(page, 'Substances')
  await expect(substances.getByRole('rowheader', { name: 'Penicillin G' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create substance' })).toHaveCount(0)

  for (const path of ['/test-types/substances/create', '/test-types/test-items/edit/1']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
})

test('Back right after Cancel, while the dialog is still closing, opens the form again', async ({
  page,
}) => {
  await openAs(page, 'admin', '/test-types/substances')
  await page.getByRole('link', { name: 'Create substance' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create substance' })
  await expect(dialog.getByLabel('Name')).toBeVisible()
  // No wait between the two: Back lands on the form's address before the list was drawn.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.goBack()
  await expect(page).toHaveURL(/\/test-types\/substances\/create$/)
  await expect(dialog.getByLabel('Name')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue('')
})
