/**
 * Phones and tablets (issue 21, CORE-2.2, CORE-2.3): every screen fits 360 to 1200 px wide with its
 * dialogs, and on a phone the navigation opens over the page from the header. Screenshots of each
 * screen at 400 and 768 px are in the report. A new screen adds one `expectFitsEveryWidth` call
 * here or in its own spec.
 */
import type { Page } from '@playwright/test'
import {
  chooseMenuItem,
  expect,
  expectFitsEveryWidth,
  mainNav,
  openAs,
  openPortal,
  test,
} from './fixtures'

const table = (page: Page, name: string) => page.getByRole('table', { name })

// Each area's own spec checks its screens at every width.
test('the sign-in screen and a missing page fit', async ({ page }, testInfo) => {
  await openPortal(page, '/')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'sign-in')
  await openAs(page, 'operator', '/no/such/page')
  await expect(page.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'not found')
})

test('the terms screen fits', async ({ page }, testInfo) => {
  await openAs(page, 'customer.admin', '/terms')
  // The terms' own text, not only the page title.
  await expect(page.getByRole('heading', { name: 'Terms of Use', exact: true })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'terms')
})

test('the dashboard fits, widgets in one column on a phone', async ({ page }, testInfo) => {
  await openAs(page, 'customer.admin', '/dashboard')
  await expect(page.locator('[data-widget="users"]')).toHaveAttribute('data-state', 'loaded')
  await expectFitsEveryWidth(page, testInfo, 'dashboard')
  await page.setViewportSize({ width: 400, height: 800 })
  const boxes = await page
    .locator('[data-widget]')
    .evaluateAll((widgets) =>
      widgets.map((widget) => Math.round(widget.getBoundingClientRect().left)),
    )
  expect(new Set(boxes).size).toBe(1)
})

test('test records, the views bar and a record fit; the table scrolls in its box', async ({
  page,
}, testInfo) => {
  await openAs(page, 'customer.admin', '/test-records')
  const records = table(page, 'Test records')
  await expect(records.locator('tbody tr').first()).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'test records')
  await records.getByRole('link').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'a test record')
})

test('control records with a group open fit; the table scrolls in its box', async ({
  page,
}, testInfo) => {
  await openAs(page, 'customer.admin', '/control-records')
  const group = table(page, 'Control records').locator('tbody tr th button').first()
  await group.click()
  await expect(group).toHaveAttribute('aria-expanded', 'true')
  await expectFitsEveryWidth(page, testInfo, 'control records')
})

test('a control record’s details fit', async ({ page }, testInfo) => {
  await openAs(page, 'customer.admin', '/control-records')
  const group = table(page, 'Control records').locator('tbody tr th button').first()
  const id = (await group.textContent())!.trim()
  await table(page, 'Control records')
    .getByRole('button', { name: `Actions for control record ${id}` })
    .click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Show details' }))
  await expect(page.getByRole('dialog', { name: `Control record ${id}` })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'a control record')
})

test('the view editor fits', async ({ page }, testInfo) => {
  await openAs(page, 'customer.admin', '/test-records')
  await page
    .getByRole('navigation', { name: 'Saved views' })
    .getByRole('link', { name: 'New View' })
    .click()
  await expect(page.getByRole('dialog', { name: 'New view' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'view editor')
})

test('the test catalogue and its form fit', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/test-types/test-items')
  await expect(table(page, 'Test items').getByRole('rowheader').first()).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'test items')
  await page.getByRole('link', { name: 'Create test item' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Create test item' }).getByLabel('Name'),
  ).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'test item form')
})

test('the comment dialog fits', async ({ page }, testInfo) => {
  await openAs(page, 'site.admin', '/test-records')
  const href = await table(page, 'Test records').getByRole('link').first().getAttribute('href')
  await page.goto(`${href!.split('?')[0]}/comments`)
  const dialog = page.getByRole('dialog', { name: /^Comment on test record/ })
  await expect(dialog.getByRole('textbox', { name: 'Comments' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'comment dialog')
})

test('the substances tab, its form and a delete confirmation fit', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/test-types/substances')
  const substances = table(page, 'Substances')
  await expect(substances.getByRole('rowheader').first()).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'substances')
  await substances
    .getByRole('button', { name: /^Delete / })
    .first()
    .click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'delete confirmation')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('link', { name: 'Create substance' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Create substance' }).getByLabel('Name'),
  ).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'substance form')
})

test('the link grid and a forbidden page fit', async ({ page }, testInfo) => {
  await openAs(page, 'operator', '/dashboard')
  await expect(page.getByRole('navigation', { name: 'Your areas' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'link grid')
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'forbidden')
})

test('the terms gate and the fake API panel fit', async ({ page }, testInfo) => {
  await openAs(page, 'new.operator', '/dashboard')
  await expect(page.getByRole('dialog', { name: 'Updated terms of use' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'terms gate')
  await openAs(page, 'admin', '/dashboard')
  await page.getByRole('button', { name: 'Fake API' }).click()
  await expect(page.getByRole('dialog', { name: 'Fake API controls' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'fake API panel')
})

test('on a phone the navigation opens over the page from the header', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await openAs(page, 'customer.admin', '/test-records')
  // Collapsed, the navigation is not on a phone's screen at all.
  await expect(mainNav(page)).toBeHidden()
  const open = page.getByRole('button', { name: 'Expand navigation' })
  await open.click()
  await expect(mainNav(page)).toBeVisible()
  const box = await mainNav(page).boundingBox()
  expect(box!.x).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  // Following a link closes it.
  await expect(mainNav(page)).toBeHidden()
  await open.click()
  await expect(mainNav(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(mainNav(page)).toBeHidden()
})
