/**
 * The dashboard in Chromium against the fake API (CORE-2.7 to CORE-2.10, CORE-4.5): the filter
 * cascade, the link grid, a map marker's detail route and back, the per-site chart's site choice,
 * the offline map's clusters, and accessibility.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, mainNav, openAs, test } from './fixtures'
import WIDGET_NAMES from '../../src/features/dashboard/widget-names.json' with { type: 'json' }

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`)

/** Every widget shows its answer (none busy, none failed). */
async function expectWidgetsLoaded(page: Page) {
  for (const name of WIDGET_NAMES) {
    await expect(widget(page, name)).toHaveAttribute('data-state', 'loaded')
  }
}

test('a customer admin sees every widget of their customer, accessible', async ({ page }) => {
  await openAs(page, 'customer.admin', '/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByLabel('Customer')).toHaveValue(/\d+/)
  await expectWidgetsLoaded(page)
  await expect(widget(page, 'keyStatistics').getByText('Total tests')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Test results' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Tests per user and operator' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the widgets are accessible while they load', async ({ page }) => {
  // Answers slower than the whole scan keep the widgets busy and nothing changes under it (an
  // answer arriving mid-scan enables a control during its fade-in); only the dashboard's calls
  // are slowed, not the sign-in's before it.
  await openAs(page, 'customer.admin', '/feedback')
  await page.evaluate(() => window.fakeApi!.setLatency(20_000))
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(widget(page, 'keyStatistics')).toHaveAttribute('data-state', 'loading')
  await expect(
    widget(page, 'keyStatistics').getByRole('status', { name: 'Loading…' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the widgets fill the room they held: nothing on the page moves as answers arrive', async ({
  page,
}) => {
  await openAs(page, 'customer.admin', '/feedback')
  // Every layout shift from here on, whether or not it follows the click (the answers come
  // later than the half second after an input that a shift is excused for).
  await page.evaluate(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift' })
    window.fakeApi!.setLatency(400)
  })
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  await expectWidgetsLoaded(page)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02)
})

test('choosing a customer, then a site, resets what depends on it', async ({ page }) => {
  await openAs(page, 'admin', '/dashboard')
  await expect(page.getByRole('heading', { name: 'Choose a customer' })).toBeVisible()
  const customer = page.getByLabel('Customer')
  await customer.selectOption({ label: 'Nordic Dairy Cooperative' })
  await expectWidgetsLoaded(page)

  // A route narrows the data; a new site clears it.
  const routes = page.getByRole('button', { name: /^Routes / })
  await expect(routes).toHaveText('All routes')
  await routes.click()
  const route = await page.getByRole('menuitemcheckbox').first().textContent()
  await page.getByRole('menuitemcheckbox').first().click()
  await page.keyboard.press('Escape')
  await expect(routes).toHaveText(route!)
  const site = page.getByLabel('Site', { exact: true })
  const firstSite = await site.locator('option').nth(1).textContent()
  await site.selectOption({ label: firstSite! })
  await expect(routes).toHaveText('All routes')
  await expectWidgetsLoaded(page)

  // A new customer clears the site and the routes.
  await routes.click()
  await page.getByRole('menuitemcheckbox').first().click()
  await page.keyboard.press('Escape')
  await customer.selectOption({ index: 2 })
  await expect(site).toHaveValue('')
  await expect(routes).toHaveText('All routes')
  await expectWidgetsLoaded(page)
})

for (const persona of ['operator', 'free.admin']) {
  test(`${persona} sees a grid of links to their areas instead`, async ({ page }) => {
    await openAs(page, persona, '/dashboard')
    const grid = page.getByRole('navigation', { name: 'Your areas' })
    await expect(grid.getByRole('link', { name: 'Test records' })).toBeVisible()
    await expect(page.locator('[data-widget]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await grid.getByRole('link', { name: 'Test records' }).click()
    await expect(page).toHaveURL(/\/test-records$/)
  })
}

/** The offline map of the dashboard, once it shows its clusters or markers. */
async function offlineMap(page: Page) {
  const map = page.getByRole('group', { name: 'Map of the tests (offline map)' })
  await expect(map.locator('[data-cluster], [data-marker]').first()).toBeVisible()
  return map
}

test('the offline map zooms into a cluster, with its buttons and keys, and pans with the arrows', async ({
  page,
}) => {
  await openAs(page, 'site.admin', '/dashboard')
  const map = await offlineMap(page)
  const zoom = async () => Number(await map.getAttribute('data-zoom'))
  const before = await zoom()
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
  expect(await zoom()).toBe(before + 1)
  await map.focus()
  await page.keyboard.press('-')
  expect(await zoom()).toBe(before)
  const first = await map.locator('[data-cluster], [data-marker]').first().boundingBox()
  await page.keyboard.press('ArrowLeft')
  const moved = await map.locator('[data-cluster], [data-marker]').first().boundingBox()
  expect(moved!.x).toBeGreaterThan(first!.x)

  // A cluster zooms in to its tests.
  await map.locator('[data-cluster]').first().click()
  await expect.poll(zoom).toBeGreaterThan(before)

  const fullscreen = page.getByRole('button', { name: 'Show the map full screen' })
  await fullscreen.click()
  const leave = page.getByRole('button', { name: 'Leave full screen' })
  await expect(leave).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true)
  await leave.click()
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false')
})

test('a marker opens its record dialog over the dashboard; Close and Back close it', async ({
  page,
}) => {
  await openAs(page, 'site.admin', '/dashboard')
  const map = await offlineMap(page)
  // Zoom in from the keyboard until single markers show (the cluster click has its own test).
  const markers = map.locator('[data-marker]')
  await map.focus()
  for (let step = 0; step < 12 && (await markers.count()) === 0; step++) {
    await page.keyboard.press('+')
  }
  const marker = markers.first()
  const id = /(\d+)$/.exec((await marker.getAttribute('aria-label')) ?? '')?.[1]
  await marker.click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/testrecord/${id}$`))
  const detail = page.getByRole('dialog', { name: `Test record ${id}` })
  await expect(detail.getByRole('heading', { name: 'Substances' })).toBeVisible()
  await expectNoAxeViolations(page)
  await detail.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(detail).toHaveCount(0)
  await expect(map).toBeVisible()

  // The browser's back button closes it too, and the dashboard under it never went away.
  await marker.click()
  await expect(detail).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(detail).toHaveCount(0)
})

test('with more than three sites, selectors choose the sites of the per-site charts', async ({
  page,
}) => {
  await openAs(page, 'customer.admin', '/dashboard')
  await expectWidgetsLoaded(page)
  const choice = page.getByRole('group', { name: 'Sites shown in the per-site charts' })
  await expect(choice.getByRole('checkbox')).toHaveCount(0)
  const first = choice.getByRole('combobox', { name: 'Site 1 of the per-site charts' })
  const third = choice.getByRole('combobox', { name: 'Site 3 of the per-site charts' })
  await expect(first).not.toHaveValue('')
  await third.selectOption({ index: 4 })
  const chosen = await third.inputValue()
  await expect(page.getByRole('img', { name: 'Tests performed per site' })).toContainText(
    (await third.locator(`option[value="${chosen}"]`).textContent())!,
  )
})

test('a site admin chooses the per-site charts’ sites with checkboxes', async ({ page }) => {
  await openAs(page, 'site.admin', '/dashboard')
  await expectWidgetsLoaded(page)
  const choice = page.getByRole('group', { name: 'Sites shown in the per-site charts' })
  const boxes = choice.getByRole('checkbox')
  await expect(boxes).toHaveCount(1)
  // The only site cannot be unchecked: at least one site stays chosen.
  await expect(boxes.first()).toBeChecked()
  await expect(boxes.first()).toBeDisabled()
})
