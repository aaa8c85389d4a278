/**
 * Foundation II in the browser: every persona signs in and sees the navigation its permissions
 * allow; routing (redirect, not found, forbidden); the session's failure paths; the language
 * choice; the terms gate; the guided tour; and an accessibility scan of each screen.
 */
import {
  apiFetch,
  expect,
  expectForbiddenResult,
  expectNoAxeViolations,
  mainNav,
  openAs,
  signInAs,
  signOut,
  test,
} from './fixtures'

const RESULTS = ['Dashboard', 'Test records', 'Control records']
const CUSTOMER_STAFF = [
  ...RESULTS,
  'Accounts',
  'App users',
  'Subscriptions',
  'Device health',
  'Feedback',
]

const NAVIGATION: Record<string, string[]> = {
  admin: [
    ...RESULTS,
    'Test types',
    'Accounts',
    'App users',
    'Subscriptions',
    'Terms admin',
    'Device health',
    'Reader firmware',
    'Feedback',
  ],
  'customer.admin': CUSTOMER_STAFF,
  'site.admin': CUSTOMER_STAFF,
  'free.admin': CUSTOMER_STAFF,
  operator: [...RESULTS, 'Feedback'],
}

for (const [username, links] of Object.entries(NAVIGATION)) {
  test(`${username} signs in and sees the navigation of its permissions`, async ({ page }) => {
    await signInAs(page, username)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // Every navigation link but the logo's, in order.
    await expect(mainNav(page).getByRole('listitem').getByRole('link')).toHaveText(links)
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page).toHaveTitle('Dashboard · MilkGuard Portal')
  })
}

test('the shell follows the path, and signing out returns to the sign-in screen', async ({
  page,
}) => {
  await openAs(page, 'admin', '/dashboard')
  await mainNav(page).getByRole('link', { name: 'Reader firmware' }).click()
  await expect(page).toHaveURL(/\/reader-firmware\/desktop-reader$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reader firmware' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Reader firmware' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: /^Account: / }).click()
  await expect(page.getByText('admin', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('milk-safety.user'))).toBeNull()
})

test('an unknown path shows the not-found result', async ({ page }) => {
  await openAs(page, 'operator', '/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a made-up terms version says it does not exist and leads to the latest', async ({ page }) => {
  await openAs(page, 'operator', '/terms/999999')
  await expect(page.getByText('This version of the terms of use does not exist.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Show the latest terms of use' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByText(/^Version \d+, published \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible()
})

test('a route the user may not use shows the forbidden result', async ({ page }) => {
  await openAs(page, 'operator', '/users')
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'App users' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.goto('/reader-firmware/truck-reader/create?as=admin')
  await expect(page.getByRole('dialog', { name: 'Upload Truck reader firmware' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0)
})

test('a 403 on any call shows the forbidden result with the server message', async ({ page }) => {
  await openAs(page, 'operator', '/dashboard')
  await page.evaluate(() =>
    window.fakeApi!.addFault({
      path: '/v2/Users/me',
      kind: 'forbidden',
      message: 'Your access was withdrawn.',
    }),
  )
  await page.reload()
  await expectForbiddenResult(page, 'Your access was withdrawn.')
  await page.evaluate(() => window.fakeApi!.clearFaults())
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test("lost.user signs in but the portal can't find the account", async ({ page }) => {
  await signInAs(page, 'lost.user')
  await expectForbiddenResult(page, "We can't seem to find your account.")
})

test('the language choice survives a reload', async ({ page }) => {
  await openAs(page, 'admin', '/dashboard')
  await page.getByRole('button', { name: 'Language: English' }).click()
  const items = page.getByRole('menuitem')
  await expect(items).toHaveCount(15)
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('button', { name: /Deutsch/ })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('de')
})

test('the terms gate stops new.operator until the latest terms are accepted', async ({ page }) => {
  await signInAs(page, 'new.operator')
  const gate = page.getByRole('dialog', { name: 'Updated terms of use' })
  await expect(gate).toBeVisible()
  await expectNoAxeViolations(page)
  await gate.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(gate).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('button', { name: 'You have accepted these terms' })).toBeDisabled()

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(gate).toHaveCount(0)
  await page.evaluate(() => window.fakeApi!.flush())
  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  await expect(gate).toHaveCount(0)
  const me = await apiFetch(page, 'GET', '/v2/Users/me')
  const latest = await apiFetch(page, 'GET', '/v2/Terms/latest')
  expect(
    me.body.currentUser.acceptedTerms.map((entry: { termsId: number }) => entry.termsId),
  ).toContain(latest.body.id)
})

test('cancelling the terms gate signs the user out', async ({ page }) => {
  await signInAs(page, 'new.operator')
  await page
    .getByRole('dialog', { name: 'Updated terms of use' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test('the terms screen strips unsafe HTML and offers no accept button to terms writers', async ({
  page,
}) => {
  await openAs(page, 'admin', '/terms/1')
  await expect(page.getByRole('heading', { name: 'Terms of Use', exact: true })).toBeVisible()
  expect(await page.locator('main script').count()).toBe(0)
  expect(await page.locator('main [onerror]').count()).toBe(0)
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
})

test.describe('the guided tour', () => {
  test.use({ firstLogin: true })

  test('starts on the first sign-in and not on the second', async ({ page }) => {
    await signInAs(page, 'customer.admin')
    const step = page.getByRole('alertdialog', { name: 'Tell us what you think' })
    await expect(step).toBeVisible()
    await expectNoAxeViolations(page)
    await step.getByRole('button', { name: 'Finish' }).click()
    await expect(step).toHaveCount(0)
    // The portal asks for year 9999 (first-login-cookie.test.ts); Chromium caps any cookie's
    // life at 400 days, so here it is only seen to outlive a year.
    const cookies = await page.context().cookies()
    const firstLogin = cookies.find((cookie) => cookie.name === 'firstLogin')
    expect(firstLogin!.expires * 1000).toBeGreaterThan(Date.now() + 365 * 86_400_000)

    await signOut(page, /^Account: /)
    await page.getByRole('button', { name: 'Sign in as customer.admin' }).click()
    await expect(mainNav(page)).toBeVisible()
    await expect(step).toHaveCount(0)

    // The user can always run it again from the user menu.
    await page.getByRole('button', { name: /^Account: / }).click()
    await page.getByRole('button', { name: 'Restart the tour' }).click()
    await expect(step).toBeVisible()
    await step.getByRole('button', { name: 'Close the tour' }).click()
    await expect(step).toHaveCount(0)
  })

  test('on a phone waits for the menu to open, rather than ending unseen', async ({ page }) => {
    const finished: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v2/Users/tourguide')) {
        finished.push(request.url())
      }
    })
    await page.setViewportSize({ width: 400, height: 800 })
    await signInAs(page, 'customer.admin')
    const step = page.getByRole('alertdialog', { name: 'Tell us what you think' })
    const expand = page.getByRole('button', { name: 'Expand navigation' })
    await expect(expand).toBeVisible()
    // The Feedback item is hidden in the closed menu: no step, and the tour is not over.
    await page.waitForTimeout(1500)
    await expect(step).toHaveCount(0)
    expect(finished).toEqual([])

    await expand.click()
    await expect(step).toBeVisible()
    await step.getByRole('button', { name: 'Finish' }).click()
    await expect(step).toHaveCount(0)
    await expect.poll(() => finished.length).toBe(1)
  })
})
