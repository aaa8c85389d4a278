/**
 * The real-API build end to end (issue 19): the portal built with VITE_API_BASE and the OpenID
 * Connect settings, against `npm run api` over HTTP (playwright.config.ts starts both). Every
 * sign-in goes through the provider's own page (authorization code with PKCE); every call is a
 * cross-origin request with a JWT the API verifies. Faults are set on the server through its
 * control routes (/__fake-api), so these tests run one after another.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Request,
} from '@playwright/test'
import type { SentMail } from '@/mocks/dev-panel/outbox'
import { FAKE_PASSWORD } from '@/mocks/personas'
import { chooseMenuItem, expectForbiddenResult, expectNoAxeViolations } from '../e2e/fixtures'

const test = base.extend<{ api: string; devControls: Record<string, string> }>({
  // The API's origin, from the project's metadata (playwright.config.ts).
  api: async ({ baseURL: _ }, use, testInfo) => use(String(testInfo.project.metadata.api)),
  // What authorises a call of the server's dev controls (its dev secret).
  devControls: async ({ baseURL: _ }, use, testInfo) =>
    use({ Authorization: `Bearer ${String(testInfo.project.metadata.devSecret)}` }),
})

/** The key the portal keeps its tokens under, in sessionStorage (src/api/session-token.ts). */
const SESSION_TOKEN_KEY = 'milk-safety.session-token'

test.beforeEach(async ({ api, devControls, context, baseURL, request }) => {
  const cleared = await request.delete(`${api}/__fake-api/faults`, { headers: devControls })
  expect(cleared.status()).toBe(204)
  // A browser that has signed in before: no guided tour.
  await context.addCookies([{ name: 'firstLogin', value: 'false', url: baseURL! }])
})

const providerPage = (page: Page, api: string) =>
  expect(page).toHaveURL(new RegExp(`^${api.replace(/\./g, '\\.')}/oidc/interaction/`))

/** From the portal's sign-in screen through the provider's page, back signed in. */
async function signInThroughProvider(page: Page, api: string, username: string) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  await page.getByRole('button', { name: new RegExp(`^${username.replace('.', '\\.')} `) }).click()
  // Signed in: the user menu is there, though a modal route's dialog (an edit form opened by the
  // address) may already hide it from the accessibility tree.
  await expect(page.getByRole('button', { name: /^Account: /, includeHidden: true })).toBeVisible()
}

async function openSignedIn(page: Page, api: string, username: string, path: string) {
  await page.goto(path)
  await signInThroughProvider(page, api, username)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
}

async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_TOKEN_KEY)
  return (JSON.parse(stored!) as { accessToken: string }).accessToken
}

/** What the server holds, asked as the signed-in user. */
async function serverGet(page: Page, api: string, path: string) {
  const response = await page.request.get(`${api}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  })
  expect(response.status()).toBe(200)
  return response.json()
}

async function addFault(
  page: Page,
  api: string,
  devControls: Record<string, string>,
  rule: { method: string; path: string; kind: string; message?: string },
) {
  const response = await page.request.post(`${api}/__fake-api/faults`, {
    headers: devControls,
    data: { remaining: 1, ...rule },
  })
  expect(response.status()).toBe(201)
}

/** Opens the comment dialog of the list's first record, from its row menu. */
async function openFirstRecordComment(page: Page) {
  const row = page.getByRole('table', { name: 'Test records' }).locator('tbody tr').first()
  const id = (await row.getByRole('link').first().textContent())!.trim()
  await row.getByRole('button', { name: `Actions for test record ${id}` }).click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
  return { id, dialog: page.getByRole('dialog', { name: `Comment on test record ${id}` }) }
}

/** The provider's username and password form, filled in and sent. */
async function submitPassword(page: Page, username: string, password: string) {
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The newest mail of the server's dev outbox to `username`. */
async function newestMail(
  request: APIRequestContext,
  api: string,
  devControls: Record<string, string>,
  username: string,
) {
  const outbox = await request.get(`${api}/__fake-api/outbox`, { headers: devControls })
  expect(outbox.status()).toBe(200)
  const { mails } = (await outbox.json()) as SentMail
  const mail = mails.find((entry) => entry.username === username)
  expect(mail, `a mail to ${username}`).toBeDefined()
  return mail!
}

/**
 * Sets a user's password through the API's reset link, whatever it was: the server outlives a
 * run (a reused server, a retry), and a test that changes a password must start from a known one.
 */
async function setPassword(
  request: APIRequestContext,
  api: string,
  devControls: Record<string, string>,
  username: string,
  password: string,
) {
  const asked = await request.post(`${api}/v2/Users/password/reset`, { data: { login: username } })
  expect(asked.status()).toBe(204)
  const token = new URL(
    (await newestMail(request, api, devControls, username)).link,
  ).searchParams.get('token')
  const redeemed = await request.post(`${api}/v2/Users/password/reset/redeem`, {
    data: { token, newPassword: password },
  })
  expect(redeemed.status()).toBe(204)
}

const isListCall = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/v2/TestRecords'

test('signs in through the provider and keeps no token in localStorage', async ({ page, api }) => {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  await expect(
    page.getByRole('heading', { name: 'Sign in to the milk-safety portal' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /^site\.admin / }).click()

  // Back where the sign-in started, with the code and state gone from the address bar.
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible()

  // The tokens live in this tab's sessionStorage only: nothing of them in localStorage.
  const token = await accessToken(page)
  expect(token.split('.')).toHaveLength(3)
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))
    return (JSON.parse(sessionStorage.getItem(key!)!) as { refresh_token?: string }).refresh_token
  })
  expect(refreshToken).toBeTruthy()
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(local).not.toContain(token)
  expect(local).not.toContain(refreshToken)
  expect(local).not.toContain('eyJ')
})

test('signs in with a username and password on the provider’s page', async ({
  page,
  api,
  devControls,
  request,
}) => {
  await setPassword(request, api, devControls, 'customer.admin', FAKE_PASSWORD)
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  // Fields a browser's password manager recognises.
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
    'autocomplete',
    'username',
  )
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  )

  // A wrong password: one error, the username kept, the sign-in still under way.
  await submitPassword(page, 'customer.admin', 'not the password')
  await providerPage(page, api)
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.')
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('customer.admin')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await expectNoAxeViolations(page)

  await submitPassword(page, 'customer.admin', FAKE_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect((await serverGet(page, api, '/v2/Users/me')).currentUser.username).toBe('customer.admin')
})

test('a password changed in the portal is the one the provider takes, the old one no more', async ({
  page,
  api,
  devControls,
  request,
}) => {
  const newPassword = 'cream rises slowly'
  await setPassword(request, api, devControls, 'free.admin', FAKE_PASSWORD)
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  await submitPassword(page, 'free.admin', FAKE_PASSWORD)
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible()

  // "Change password" in the user menu: PATCH /v2/Users/password with the user's token.
  await page.getByRole('button', { name: /^Account: / }).click()
  await page.getByRole('link', { name: 'Change password' }).click()
  const form = page.getByRole('dialog', { name: 'Change password' })
  await form.getByLabel('Current password').fill(FAKE_PASSWORD)
  await form.getByLabel(/^New password(?! again)/).fill(newPassword)
  await form.getByLabel('New password again').fill(newPassword)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password was changed.')).toBeVisible()

  // Signed out of the portal and the provider, the provider's page asks again.
  await page.getByRole('button', { name: /^Account: / }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  await submitPassword(page, 'free.admin', FAKE_PASSWORD)
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.')
  await submitPassword(page, 'free.admin', newPassword)
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible()
  expect((await serverGet(page, api, '/v2/Users/me')).currentUser.username).toBe('free.admin')
})

test('“Forgot password?” on the provider’s page mails a link to the portal’s reset page', async ({
  page,
  api,
  devControls,
  request,
  baseURL,
}) => {
  const newPassword = 'butter churns at noon'
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  const signInAddress = page.url()
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Username or e-mail address').fill('site.admin')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(
    page.getByText(
      'If an account matches, a link to reset its password has been sent to its e-mail address.',
    ),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to signing in' }).click()
  await expect(page).toHaveURL(signInAddress)

  // The mail's link opens the portal's reset page.
  const { link } = await newestMail(request, api, devControls, 'site.admin')
  expect(link.startsWith(`${new URL(baseURL!).origin}/reset-password?token=`)).toBe(true)
  await page.goto(link)
  await page.getByLabel(/^New password(?! again)/).fill(newPassword)
  await page.getByLabel('New password again').fill(newPassword)
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(
    page.getByText('Your password was changed. Sign in with your new password.'),
  ).toBeVisible()

  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  await submitPassword(page, 'site.admin', newPassword)
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible()
  expect((await serverGet(page, api, '/v2/Users/me')).currentUser.username).toBe('site.admin')
})

test('pages the test records and saves a comment over HTTP', async ({ page, api }) => {
  await openSignedIn(page, api, 'site.admin', '/dashboard')
  const token = await accessToken(page)

  // Test records, paged: the server is asked for page 2 with the token.
  const firstPage = page.waitForRequest(isListCall)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Test records' })
    .click()
  expect((await firstPage).headers().authorization).toBe(`Bearer ${token}`)
  const rows = page.getByRole('table', { name: 'Test records' }).locator('tbody tr')
  const firstId = rows.first().getByRole('link').first()
  await expect(firstId).toBeVisible()
  const newestId = (await firstId.textContent())!.trim()
  const secondPage = page.waitForRequest(isListCall)
  await page.getByRole('button', { name: 'Next' }).click()
  expect(new URL((await secondPage).url()).searchParams.get('page')).toBe('2')
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible()
  await expect(firstId).not.toHaveText(newestId)

  // A comment, saved over HTTP and held by the server.
  const { id, dialog } = await openFirstRecordComment(page)
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Checked against the real API.')
  await dialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText('The comment was saved.')).toBeVisible()
  expect((await serverGet(page, api, `/v2/TestRecords/${id}`)).comments).toBe(
    'Checked against the real API.',
  )
})

test('renews the access token with the refresh token before it expires', async ({ page, api }) => {
  await openSignedIn(page, api, 'site.admin', '/dashboard')
  const firstToken = await accessToken(page)

  // The portal reopened with a token about to expire: oidc-client-ts renews a minute before
  // expiry, so 61 s left starts the renewal at once. The server's token itself is unchanged; the
  // renewal is the provider's real refresh-token grant.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!
    const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number }
    user.expires_at = Math.floor(Date.now() / 1000) + 61
    sessionStorage.setItem(key, JSON.stringify(user))
  })
  const renewal = page.waitForResponse(
    (response) =>
      response.url() === `${api}/oidc/token` &&
      /(^|&)grant_type=refresh_token(&|$)/.test(response.request().postData() ?? ''),
  )
  await page.reload()
  const renewed = (await (await renewal).json()) as { access_token: string }
  expect(renewed.access_token).not.toBe(firstToken)
  await expect.poll(() => accessToken(page)).toBe(renewed.access_token)

  // The API client sends the renewed token from then on, and the server accepts it.
  const list = page.waitForResponse((response) => isListCall(response.request()))
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Test records' })
    .click()
  const answer = await list
  expect(answer.request().headers().authorization).toBe(`Bearer ${renewed.access_token}`)
  expect(answer.status()).toBe(200)
  await expect(
    page.getByRole('table', { name: 'Test records' }).locator('tbody tr').first(),
  ).toBeVisible()
})

test('signing out ends the provider session too', async ({ page, api }) => {
  await openSignedIn(page, api, 'site.admin', '/dashboard')
  // Signing in again asks who to sign in as: the provider's session is over.
  await page.getByRole('button', { name: /^Account: / }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_TOKEN_KEY)).toBeNull()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await providerPage(page, api)
  await expect(page.getByRole('button', { name: /^site\.admin / })).toBeVisible()
})

test('a 401 from the API signs out; signing in again returns to the form as typed', async ({
  page,
  api,
  devControls,
}) => {
  await openSignedIn(page, api, 'admin', '/test-types/substances/edit/3')
  const edit = page.getByRole('dialog', { name: 'Edit substance' })
  const name = edit.getByLabel('Name')
  await expect(name).not.toHaveValue('')
  await name.fill('Typed before the token was refused')

  await addFault(page, api, devControls, {
    method: 'PATCH',
    path: '/v2/Substances/3',
    kind: 'unauthorized',
  })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Failed to fetch auth token')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  // The provider's session outlived the refused token: no persona to choose, straight back.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/test-types\/substances\/edit\/3$/)
  await expect(edit.getByText('What you typed before you were signed out is back.')).toBeVisible()
  await expect(name).toHaveValue('Typed before the token was refused')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The substance was saved.')).toBeVisible()
  expect((await serverGet(page, api, '/v2/Substances/3')).name).toBe(
    'Typed before the token was refused',
  )
})

test('a 403 from the API shows the forbidden result', async ({ page, api, devControls }) => {
  await openSignedIn(page, api, 'operator', '/dashboard')
  await addFault(page, api, devControls, {
    method: 'GET',
    path: '/v2/Users/me',
    kind: 'forbidden',
    message: 'Your access was withdrawn.',
  })
  await page.reload()
  await expectForbiddenResult(page, 'Your access was withdrawn.')
})

test('a network failure says so and keeps what was typed', async ({ page, api }) => {
  await openSignedIn(page, api, 'site.admin', '/test-records')
  const { id, dialog } = await openFirstRecordComment(page)
  const field = dialog.getByRole('textbox', { name: 'Comments' })
  await field.fill('Typed while the network was down.')

  // The connection to the API fails (the browser's own network error, no answer at all).
  await page.route(`${api}/v2/TestRecords/${id}/comment`, (route) =>
    route.abort('internetdisconnected'),
  )
  await dialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The comment could not be saved.' }),
  ).toContainText('The server could not be reached')
  await expect(field).toHaveValue('Typed while the network was down.')
  await expectNoAxeViolations(page)

  await page.unroute(`${api}/v2/TestRecords/${id}/comment`)
  await dialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText('The comment was saved.')).toBeVisible()
  expect((await serverGet(page, api, `/v2/TestRecords/${id}`)).comments).toBe(
    'Typed while the network was down.',
  )
})
