/**
 * E-mail report subscriptions in the browser (ADMIN-2.8, ADMIN-2.20, ADMIN-5.12, ADMIN-6.7): the
 * rows each persona may see, narrowed by the place filter; a subscription created (surviving a
 * reload) and deleted; the same address twice for a site refused on its field with the input kept;
 * the unsaved-changes warning; the forbidden result; accessibility scans of the list and the
 * dialog.
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
} from './fixtures'

const list = (page: Page) => page.getByRole('table', { name: 'E-mail report subscriptions' })
const placeFilter = (page: Page) => page.getByRole('search', { name: 'Customer and site' })

/** The site of every row of the first page. */
const shownSites = (page: Page) => columnTexts(list(page), 0)

test('the subscription form: a valid e-mail, and not twice for one site', async ({ page }) => {
  await openAs(page, 'admin', '/subscriptions')
  await placeFilter(page).getByLabel('Customer').selectOption({ label: 'Nordic Dairy Cooperative' })
  await placeFilter(page).getByLabel('Site').selectOption({ label: 'Videbæk Dairy' })
  // The list asks again for the chosen place.
  await expect.poll(async () => new Set(await shownSites(page))).toEqual(new Set(['Videbæk Dairy']))
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'New subscription' }).click()
  const form = page.getByRole('dialog', { name: 'New subscription' })
  // The chosen site is where a new subscription goes.
  await expect(form.getByLabel('Site').locator('option:checked')).toHaveText('Videbæk Dairy')
  await form.getByLabel('E-mail').fill('not an address')
  await form.getByLabel('E-mail').press('Enter')
  await expect(form.getByLabel('E-mail')).toHaveAccessibleErrorMessage(
    'Enter a valid e-mail address.',
  )
  // The site's laboratory receives its reports already.
  await form.getByLabel('E-mail').fill('lab.videbaek@nordicdairy.dk')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The subscription could not be saved.')).toBeVisible()
  await expect(form.getByLabel('E-mail')).toHaveAccessibleErrorMessage(
    'This value is already in use.',
  )
  await expect(form.getByLabel('E-mail')).toHaveValue('lab.videbaek@nordicdairy.dk')
  await expectNoAxeViolations(page)
})

test('a subscription is created, survives a reload and is deleted', async ({ page }) => {
  await openAs(page, 'site.admin', '/subscriptions/create')
  const form = page.getByRole('dialog', { name: 'New subscription' })
  // The site admin's one site is chosen already.
  await expect(form.getByLabel('Site').locator('option:checked')).toHaveText('Videbæk Dairy')
  await form.getByLabel('E-mail').fill('quality@nordicdairy.dk')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The subscription was saved.')).toBeVisible()
  const row = list(page).getByRole('row', { name: /quality@nordicdairy\.dk/ })
  await expect(row).toContainText('Videbæk Dairy')
  await page.reload()
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: 'Delete quality@nordicdairy.dk (Videbæk Dairy)' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete quality@nordicdairy.dk (Videbæk Dairy)?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('The subscription was deleted.')).toBeVisible()
  await expect(row).toHaveCount(0)
  const left = await apiFetch(page, 'GET', '/v2/Subscriptions?siteId=1&pageSize=100')
  expect(left.body.data.map((subscription: { email: string }) => subscription.email)).not.toContain(
    'quality@nordicdairy.dk',
  )
})

test('each persona sees the subscriptions of their own place', async ({ page }) => {
  await openAs(page, 'customer.admin', '/subscriptions')
  const customerSites = new Set<string>(CUSTOMER_ADMIN_SITES)
  for (const site of await shownSites(page)) expect(customerSites).toContain(site)
  await expect(list(page).getByRole('columnheader', { name: 'Site' })).toBeVisible()
})

test("a site admin sees their site's subscriptions; an operator may not", async ({ page }) => {
  await openAs(page, 'site.admin', '/subscriptions')
  expect(new Set(await shownSites(page))).toEqual(new Set(['Videbæk Dairy']))
  await expect(page.getByRole('link', { name: 'New subscription' })).toBeVisible()

  await openAs(page, 'operator', '/subscriptions')
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()
  await expect(list(page)).toHaveCount(0)
})

test('closing a touched subscription form warns of unsaved changes', async ({ page }) => {
  await openAs(page, 'site.admin', '/subscriptions')
  await page.getByRole('link', { name: 'New subscription' }).click()
  const form = page.getByRole('dialog', { name: 'New subscription' })
  await form.getByLabel('E-mail').fill('half@typed')
  await expectCancelWarnsThenDiscards(
    page,
    form,
    () => expect(form.getByLabel('E-mail')).toHaveValue('half@typed'),
    /\/subscriptions$/,
  )
})

test('the subscriptions list and its form fit every width', async ({ page }, testInfo) => {
  await openAs(page, 'customer.admin', '/subscriptions')
  await expect(list(page).getByRole('rowheader').first()).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'subscriptions')
  await page.getByRole('link', { name: 'New subscription' }).click()
  await expect(
    page.getByRole('dialog', { name: 'New subscription' }).getByLabel('E-mail'),
  ).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'subscription form')
})
