/**
 * App users in the browser (ADMIN-2.7, ADMIN-2.19, ADMIN-5.11, ADMIN-6.6): the rows each persona
 * may see, narrowed by the place filter and a username search in the URL; an app user created (the
 * shared-user rule, a taken username refused on its field with the input kept), edited (username
 * read-only), surviving a reload, and deleted; the forbidden result; the unsaved-changes warning;
 * accessibility scans of the list and the dialog.
 */
import type { Page } from '@playwright/test'
import {
  apiFetch,
  columnTexts,
  CUSTOMER_ADMIN_SITES,
  expect,
  expectCancelWarnsThenDiscards,
  expectFitsEveryWidth,
  expectNoAxeViolations,
  openAs,
  test,
  waitForTransitions,
} from './fixtures'

const list = (page: Page) => page.getByRole('table', { name: 'App users' })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** The site of every row of the first page. */
const shownSites = (page: Page) => columnTexts(list(page), 1)

test('admin creates a shared app user; a taken username is refused on its field', async ({
  page,
}) => {
  await openAs(page, 'admin', '/users/create')
  const form = dialog(page, 'New app user')
  await form.getByLabel('Username').fill('operator')
  await form.getByLabel('Password').fill('a long passphrase')
  await form.getByLabel('Site').selectOption({ label: 'Hobro Cheese Dairy' })
  await form.getByLabel('First name').fill('Emil')
  await form.getByLabel('Last name').fill('Storm')
  await form.getByLabel('E-mail').fill('emil')
  await form.getByLabel('Primary operator ID').fill('OP-77')
  // A shared user has no primary operator: the field is blanked and locked.
  await form.getByRole('checkbox', { name: /^Shared user/ }).check({ force: true })
  await expect(form.getByLabel('Primary operator ID')).toBeDisabled()
  await expect(form.getByLabel('Primary operator ID')).toHaveValue('')
  await form.getByLabel('First name').press('Enter')
  await expect(form.getByLabel('E-mail')).toHaveAccessibleErrorMessage(
    'Enter a valid e-mail address.',
  )
  await form.getByLabel('E-mail').fill('emil.storm@nordicdairy.dk')
  await form.getByRole('button', { name: 'Save' }).click()
  // The username is taken: said on its field, everything typed kept.
  await expect(form.getByLabel('Username')).toHaveAccessibleErrorMessage(
    'This value is already in use.',
  )
  await expect(form.getByLabel('Last name')).toHaveValue('Storm')
  await expectNoAxeViolations(page)
  await form.getByLabel('Username').fill('emil.storm')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The app user was saved.')).toBeVisible()
  expect(await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event))).toContain(
    'app_user_added',
  )
  const row = list(page).getByRole('row', { name: /Emil Storm/ })
  await expect(row).toContainText('Shared')
  await expect(row).toContainText('Hobro Cheese Dairy')
})

/**
 * Opens the list, adds Emil Storm through the API and searches for him: the search fetches the
 * list anew, so the portal starts once.
 */
async function openWithEmil(page: Page) {
  await openAs(page, 'admin', '/users')
  await apiFetch(page, 'POST', '/v2/Users', {
    type: 'Operator',
    siteId: 2,
    username: 'emil.storm',
    password: 'a long passphrase',
    firstName: 'Emil',
    lastName: 'Storm',
    sharedUser: true,
  })
  const search = page.getByRole('search', { name: 'Search app users' })
  await search.getByLabel('Username').fill('emil')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/users\?username=emil$/)
  // The address changes before the list renders it, and Emil may already be on the unsearched
  // list: only the narrowed list's links carry the search into the dialog's address.
  await expect(list(page).getByRole('row')).toHaveCount(2)
  return list(page).getByRole('row', { name: /Emil Storm/ })
}

test('an app user is edited (username read-only), the change surviving a reload', async ({
  page,
}) => {
  const row = await openWithEmil(page)
  await row.getByRole('link', { name: 'Edit Emil Storm' }).click()
  const edit = dialog(page, 'Edit app user')
  await expect(edit.getByLabel('Username')).toHaveAttribute('readonly', '')
  await expect(edit.getByLabel('Password')).toHaveCount(0)
  // The dialog slides in: under load its hidden checkbox input was once still outside the
  // viewport when clicked.
  const shared = edit.getByRole('checkbox', { name: /^Shared user/ })
  await expect(shared).toBeChecked()
  await waitForTransitions(page)
  await shared.uncheck({ force: true })
  await edit.getByLabel('Primary operator ID').fill('OP-78')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toHaveCount(0)
  // The list's search was kept under the modal and after it.
  await expect(page).toHaveURL(/\/users\?username=emil$/)
  await page.reload()
  await expect(row).not.toContainText('Shared')
  const saved = await apiFetch(page, 'GET', '/v2/Users?username=emil.storm&pageSize=5')
  expect(saved.body.data[0]).toMatchObject({ sharedUser: false, primaryOperatorId: 'OP-78' })
})

test('an app user is deleted after a question', async ({ page }) => {
  const row = await openWithEmil(page)
  await row.getByRole('button', { name: 'Delete Emil Storm' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete Emil Storm?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('The app user was deleted.')).toBeVisible()
  await expect(row).toHaveCount(0)
  expect((await apiFetch(page, 'GET', '/v2/Users?username=emil.storm')).body.data).toEqual([])
})

test('the username search is kept in the URL and narrows the list', async ({ page }) => {
  await openAs(page, 'admin', '/users')
  const search = page.getByRole('search', { name: 'Search app users' })
  await search.getByLabel('Username').fill('new.op')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/username=new\.op/)
  await expect(
    list(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') }),
  ).toHaveCount(1)
  await expect(list(page)).toContainText('new.operator')
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(search.getByLabel('Username')).toHaveValue('new.op')
  await expect(list(page)).toContainText('new.operator')
})

test('each persona sees the app users of their own place', async ({ page }) => {
  await openAs(page, 'customer.admin', '/users')
  const customerSites = new Set<string>(CUSTOMER_ADMIN_SITES)
  for (const site of await shownSites(page)) expect(customerSites).toContain(site)
  await expect(
    list(page)
      .getByRole('button', { name: /^Delete / })
      .first(),
  ).toBeVisible()

  await openAs(page, 'site.admin', '/users')
  expect(new Set(await shownSites(page))).toEqual(new Set(['Videbæk Dairy']))
  // Site admins edit app users but may not delete them.
  await expect(
    list(page)
      .getByRole('link', { name: /^Edit / })
      .first(),
  ).toBeVisible()
  await expect(list(page).getByRole('button', { name: /^Delete / })).toHaveCount(0)

  await openAs(page, 'operator', '/users')
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()
})

test('closing a touched app-user form warns of unsaved changes', async ({ page }) => {
  await openAs(page, 'site.admin', '/users')
  await page.getByRole('link', { name: 'New app user' }).click()
  const form = dialog(page, 'New app user')
  await form.getByLabel('Username').fill('half.typed')
  await expectCancelWarnsThenDiscards(
    page,
    form,
    () => expect(form.getByLabel('Username')).toHaveValue('half.typed'),
    /\/users$/,
  )
})

test('the app users list and its form fit every width', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/users')
  await expect(list(page).getByRole('rowheader').first()).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'app users')
  await page.getByRole('link', { name: 'New app user' }).click()
  await expect(dialog(page, 'New app user').getByLabel('Username')).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'app user form')
})
