/**
 * Passwords in the browser (CORE-7.5, issue 36): changing one's password from the user menu,
 * asking for a reset link on the sign-in screen, and the mailed link (read from the fake API's
 * outbox) setting a new password once, and an expired link (the outbox's dev action lets the
 * links expire: the fake API's clock is in its worker, which a browser test cannot move).
 */
import { apiFetch, expect, expectNoAxeViolations, openAs, openPortal, test } from './fixtures'
import type { Page } from '@playwright/test'

const DEMO_PASSWORD = 'fresh-milk-demo'
/** The new password's field, not its confirmation's ("New password again"). */
const NEW_PASSWORD = /^New password(?! again)/

const changeForm = (page: Page) => page.getByRole('dialog', { name: 'Change password' })

test('a user changes their password from the user menu', async ({ page }) => {
  await openAs(page, 'operator', '/dashboard')
  await page.getByRole('button', { name: /^Account: / }).click()
  await page.getByRole('link', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/account\/password$/)
  const form = changeForm(page)
  // The dialog's first field has the focus (not the user menu's trigger the popover returns to).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
    .toBe('currentPassword')
  await expectNoAxeViolations(page)

  // The confirmation is the form's own check: nothing is sent.
  let sent = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/Users/password')) sent++
  })
  await form.getByLabel('Current password').fill('not-my-password')
  await form.getByLabel(NEW_PASSWORD).fill('rain on the milk churn')
  await form.getByLabel('New password again').fill('rain on the milk chrun')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByLabel('New password again')).toHaveAccessibleErrorMessage(
    'The two passwords are not the same.',
  )
  expect(sent).toBe(0)

  await form.getByLabel('New password again').fill('rain on the milk churn')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByLabel('Current password')).toHaveAccessibleErrorMessage(
    'The current password is not correct.',
  )
  await expect(form.getByLabel(NEW_PASSWORD)).toHaveValue('rain on the milk churn')
  await form.getByLabel('Current password').fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password was changed.')).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await expectNoAxeViolations(page)
})

/** The newest mail of the fake API's outbox to `username`, its link on this origin. */
async function newestLink(page: Page, username: string): Promise<string> {
  const { mails } = await page.evaluate(() => window.fakeApi!.outbox())
  const mail = mails.find((entry) => entry.username === username)
  expect(mail, `a mail to ${username}`).toBeDefined()
  const link = new URL(mail!.link)
  return `${link.pathname}${link.search}`
}

test('a forgotten password: the link from the sign-in screen sets a new one, once', async ({
  page,
}) => {
  await openPortal(page, '/')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await expectNoAxeViolations(page)

  // An unknown account gets the very same answer, and no mail.
  await page.getByLabel('Username or e-mail address').fill('nobody.here')
  await page.getByRole('button', { name: 'Send the link' }).click()
  const answer = page.getByText(/^If an account matches, a link to choose a new password/)
  await expect(answer).toBeVisible()
  expect((await page.evaluate(() => window.fakeApi!.outbox())).total).toBe(0)

  await page.goto('/forgot-password')
  await page.getByLabel('Username or e-mail address').fill('site.admin')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(answer).toBeVisible()
  const link = await newestLink(page, 'site.admin')
  expect(link).toMatch(/^\/reset-password\?token=/)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(NEW_PASSWORD).fill('password123')
  await page.getByLabel('New password again').fill('password123')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByLabel(NEW_PASSWORD)).toHaveAccessibleErrorMessage(
    'This password is too common. Choose one that is harder to guess.',
  )
  await page.getByLabel(NEW_PASSWORD).fill('cows graze at dawn')
  await page.getByLabel('New password again').fill('cows graze at dawn')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(
    page.getByText('Your password was changed. Sign in with your new password.'),
  ).toBeVisible()

  // The same link again: used, with the way to ask for a new one.
  await page.goto(link)
  await page.getByLabel(NEW_PASSWORD).fill('another fresh phrase')
  await page.getByLabel('New password again').fill('another fresh phrase')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'This link was already used, or a newer link was sent.',
  )
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('an expired link says so and leads to asking again', async ({ page }) => {
  await openPortal(page, '/')
  expect(
    (await apiFetch(page, 'POST', '/v2/Users/password/reset', { login: 'operator' })).status,
  ).toBe(204)
  const link = await newestLink(page, 'operator')
  await page.evaluate(() => window.fakeApi!.expireResetLinks())
  await page.goto(link)
  await page.getByLabel(NEW_PASSWORD).fill('cows graze at dawn')
  await page.getByLabel('New password again').fill('cows graze at dawn')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'This link has expired: a link works for one hour.',
  )
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
})
