/**
 * The embedded fake API, seen from the browser: it answers the portal's calls through the
 * service worker, keeps changes across reloads, and obeys the dev panel's controls.
 */
import {
  apiFetch,
  expect,
  expectNoAxeViolations,
  mainNav,
  openAs,
  switchTokenTo,
  test,
} from './fixtures'

// A browser's first visit: the fake API's boot itself.
test('the fake API answers the portal in the browser', async ({ freshPage: page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // The design system's CSS reset is in place (the browser's default body margin is 8px).
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
  for (const username of [
    'admin',
    'customer.admin',
    'site.admin',
    'operator',
    'new.operator',
    'free.admin',
    'lost.user',
  ]) {
    await expect(page.getByRole('button', { name: `Sign in as ${username}` })).toBeVisible()
  }
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign in as customer.admin' }).click()
  await expect(page.getByRole('button', { name: 'Account: Mette Kristensen' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Accounts' })).toBeVisible()
})

test('a change survives a reload', async ({ page }) => {
  await openAs(page, 'admin', '/dashboard')
  const before = await apiFetch(page, 'GET', '/v2/Substances/1')
  expect(before.status).toBe(200)
  const renamed = `${before.body.name} (renamed in e2e)`
  expect(
    (await apiFetch(page, 'PATCH', '/v2/Substances/1', { ...before.body, name: renamed })).status,
  ).toBe(200)
  await page.evaluate(() => window.fakeApi!.flush())

  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  expect((await apiFetch(page, 'GET', '/v2/Substances/1')).body.name).toBe(renamed)
  expect(await page.evaluate(async () => (await window.fakeApi!.ready).replayed)).toBe(1)
})

// What every test on the shared page relies on (fixtures.ts).
test('the portal starts over without a page load, as a new browser would meet it', async ({
  page,
}) => {
  await openAs(page, 'admin', '/test-types/substances')
  const before = await apiFetch(page, 'GET', '/v2/Substances/1')
  await apiFetch(page, 'PATCH', '/v2/Substances/1', { ...before.body, name: 'Changed' })
  await page.evaluate(() => {
    localStorage.setItem('selectedLanguage', 'de')
    window.fakeApi!.setLatency(700)
    // Gone if the page loads again.
    Object.assign(window, { sameDocument: true })
  })

  await page.evaluate(() => window.fakeApi!.takeDownPortal())
  await expect(page.locator('#root')).toBeEmpty()
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
  await openAs(page, 'admin', '/test-types/substances')
  await expect(page.getByRole('rowheader', { name: before.body.name })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(await page.evaluate(() => window.fakeApi!.settings().latencyMs)).toBe(0)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the fake API enforces permissions and validation like a server', async ({ page }) => {
  await openAs(page, 'operator', '/dashboard')
  const forbidden = await apiFetch(page, 'GET', '/v2/Substances')
  expect(forbidden.status).toBe(403)
  expect(forbidden.body.message).toMatch(/test-types:substances:read/)
  await switchTokenTo(page, 'admin')
  const invalid = await apiFetch(page, 'POST', '/v2/Substances', { name: '   ' })
  expect(invalid.status).toBe(400)
  expect(invalid.body.errors[0].field).toBe('name')
})

test('the dev panel injects a fault and resets the demo data', async ({ page }) => {
  await openAs(page, 'admin', '/dashboard')
  await page.getByRole('button', { name: 'Fake API' }).click()
  const panel = page.getByRole('dialog', { name: 'Fake API controls' })
  await expect(panel).toBeVisible()
  await expectNoAxeViolations(page)

  await panel.getByLabel('Method').selectOption('GET')
  await panel.getByLabel('Path (use * as a wildcard)').fill('/v2/Terms/latest')
  await panel.getByLabel('Fault').selectOption('server-error')
  await panel.getByLabel('Times').fill('1')
  await panel.getByRole('button', { name: 'Add fault' }).click()
  await expect(
    panel.getByText('GET /v2/Terms/latest: 500 server error (1 more time)'),
  ).toBeVisible()
  expect((await apiFetch(page, 'GET', '/v2/Terms/latest')).status).toBe(500)
  expect((await apiFetch(page, 'GET', '/v2/Terms/latest')).status).toBe(200)
  await expect(panel.getByText('No faults are injected.')).toBeVisible()

  await panel.getByLabel('Latency (ms)').fill('0')
  expect((await apiFetch(page, 'DELETE', '/v2/Subscriptions/1')).status).toBe(204)
  await page.evaluate(() => window.fakeApi!.flush())
  await panel.getByRole('button', { name: 'Reset demo data' }).click()
  await panel.getByRole('button', { name: 'Reset', exact: true }).click()
  await page.waitForLoadState('load')
  await expect(mainNav(page)).toBeVisible()
  expect((await apiFetch(page, 'GET', '/v2/Subscriptions/1')).status).toBe(200)
})

test('the fake API in another tab sees the same changes', async ({ page }) => {
  await openAs(page, 'admin', '/dashboard')
  const second = await page.context().newPage()
  await second.goto('/')
  await second.waitForFunction(() => window.fakeApi !== undefined)
  await switchTokenTo(second, 'admin')
  const { revision } = (await apiFetch(page, 'GET', '/v2/Substances/2')).body
  expect(
    (await apiFetch(page, 'PATCH', '/v2/Substances/2', { name: 'Changed in tab one', revision }))
      .status,
  ).toBe(200)
  await expect
    .poll(async () => (await apiFetch(second, 'GET', '/v2/Substances/2')).body.name)
    .toBe('Changed in tab one')
  await second.close()
})

// The shared page (its route goes with the test): a page of its own would add a cold load.
test('a fake API that cannot start shows a translated way out, never a white page', async ({
  page,
}) => {
  await openAs(page, 'admin', '/dashboard')
  const substance = await apiFetch(page, 'GET', '/v2/Substances/1')
  await apiFetch(page, 'PATCH', '/v2/Substances/1', { ...substance.body, name: 'Kept until reset' })
  await page.evaluate(() => window.fakeApi!.flush())

  // The backend's worker script cannot be loaded. Routed for the whole context: after another
  // tab of this context had run the portal, the page's own route no longer saw the script's
  // request (Chromium 156; the mock service worker is the likely fetcher).
  await page.context().route(/backend\.worker/, (route) => route.abort())
  await page.reload()
  await expect(page.getByRole('heading', { name: 'The demo API could not start' })).toBeVisible()
  await expect(page.getByText(/What the browser reported: .*worker failed/)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.context().unroute(/backend\.worker/)
  await page.getByRole('button', { name: 'Reset demo data and reload' }).click()
  // The session is the browser's, not the demo data's: the user is still signed in.
  await expect(mainNav(page)).toBeVisible()
  // The stored change is gone: the backend started from fresh demo data.
  expect(await page.evaluate(async () => (await window.fakeApi!.ready).replayed)).toBe(0)
})
