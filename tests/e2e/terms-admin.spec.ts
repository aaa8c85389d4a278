/**
 * Terms admin in the browser (ADMIN-2.11 /termsadmin, ADMIN-4.3 "Creating a terms version always
 * sends it as released", ADMIN-6.8 terms:write, ADMIN-8.8 termsAdmin.saveError): a version written
 * with the editor's toolbar, previewed, published first in the list and shown with its formatting
 * on the terms screen; a `<script>` and an `onerror` payload, pasted into the editor or stored
 * through the API, never run and never reach the page; no text refused, the text kept on a server
 * fault, the unsaved-changes warning; an operator meeting the terms gate for the new version, and
 * the screen forbidden to them; accessibility scans of the list and the dialog (edit and preview)
 * and the list at every width.
 */
import type { Locator, Page } from '@playwright/test'
import {
  apiFetch,
  expect,
  expectCancelWarnsThenDiscards,
  expectFitsEveryWidth,
  expectNoAxeViolations,
  openAs,
  test,
} from './fixtures'

const list = (page: Page) => page.getByRole('table', { name: 'Terms of use versions' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'New terms of use version' })
const editorOf = (form: Locator) => form.getByRole('textbox', { name: 'Text of the terms' })
const tool = (form: Locator, name: string) =>
  form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true })

/** The version the list shows first (it waits for the list to load or refresh). */
const firstVersion = (page: Page) => list(page).getByRole('rowheader').first()

/** The flag the payloads below would set if any of them ran. */
const PAYLOAD_RAN = () =>
  (window as unknown as { termsPayloadRan?: number }).termsPayloadRan !== undefined

const UNSAFE_HTML = [
  '<h2>Stored unsafe terms</h2>',
  '<p>Text that must stay.</p>',
  '<img src="x" onerror="window.termsPayloadRan = 1">',
  '<script>window.termsPayloadRan = 2</script>',
  '<p><a href="javascript:window.termsPayloadRan = 3">A link that must not run</a></p>',
].join('')

/** What the unsafe HTML must not leave anywhere on the page. */
async function expectNothingUnsafe(page: Page) {
  const left = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script')].filter((script) =>
      script.textContent?.includes('termsPayloadRan'),
    ).length,
    handlers: document.querySelectorAll('[onerror]').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }))
  expect(left).toEqual({ scripts: 0, handlers: 0, javascriptLinks: 0 })
  expect(await page.evaluate(PAYLOAD_RAN)).toBe(false)
}

test('a version written with formatting is previewed, published first and shown on the terms screen', async ({
  page,
}) => {
  await openAs(page, 'admin', '/termsadmin')
  await expect(firstVersion(page)).toHaveText('3')
  await page.getByRole('link', { name: 'New version' }).click()
  const form = dialog(page)
  const editor = editorOf(form)
  await editor.click()
  await tool(form, 'Heading').click()
  await page.keyboard.insertText('Use of the Service')
  await expect(tool(form, 'Heading')).toHaveAttribute('aria-pressed', 'true')
  await editor.press('Enter')
  await expect(tool(form, 'Heading')).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.insertText('Please read ')
  await tool(form, 'Bold').click()
  await page.keyboard.insertText('carefully')
  await tool(form, 'Bold').click()
  await page.keyboard.insertText('.')
  await editor.press('Enter')
  await tool(form, 'Bulleted list').click()
  await page.keyboard.insertText('Keep your password secret.')
  await editor.press('Enter')
  await page.keyboard.insertText('Report misuse.')
  await editor.press('Enter')
  await editor.press('Enter')
  await page.keyboard.insertText('See the privacy notice')
  // Selects the last two words, "privacy notice".
  await editor.press('Control+Shift+ArrowLeft')
  await editor.press('Control+Shift+ArrowLeft')

  await tool(form, 'Link').click()
  const address = form.getByRole('textbox', { name: 'Link address' })
  await address.fill('javascript:alert(1)')
  await address.press('Enter')
  await expect(address).toHaveAccessibleErrorMessage(
    'Enter an address that starts with https://, http:// or mailto:.',
  )
  await address.fill('https://www.rapidtest-service.eu/privacy')
  await address.press('Enter')
  await expect(address).toHaveCount(0)
  await expect(editor).toBeFocused()
  await expect(tool(form, 'Remove link')).toBeEnabled()

  await form.getByRole('tab', { name: 'Preview' }).click()
  const preview = form.getByRole('tabpanel', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 2, name: 'Use of the Service' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('carefully')
  await expect(preview.getByRole('listitem')).toHaveText([
    'Keep your password secret.',
    'Report misuse.',
  ])
  await expect(preview.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    'https://www.rapidtest-service.eu/privacy',
  )

  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Version 4 was published.')).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(firstVersion(page)).toHaveText('4')
  const saved = await apiFetch(page, 'GET', '/v2/Terms/4')
  expect(saved.body.released).toBe(true)

  await list(page).getByRole('link', { name: 'View version 4' }).click()
  await expect(page).toHaveURL(/\/terms\/4$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Use of the Service' })).toBeVisible()
  await expect(main.locator('[data-content="authored"] strong')).toHaveText('carefully')
  await expect(main.locator('[data-content="authored"] ul > li')).toHaveCount(2)
  await expect(main.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    'https://www.rapidtest-service.eu/privacy',
  )
})

test('a script or onerror payload, pasted or stored through the API, never runs or reaches the page', async ({
  page,
}) => {
  await openAs(page, 'admin', '/termsadmin')
  const stored = await apiFetch(page, 'POST', '/v2/Terms', {
    termsText: UNSAFE_HTML,
    released: true,
  })
  expect(stored.status).toBe(201)

  await page.getByRole('link', { name: 'New version' }).click()
  const form = dialog(page)
  const editor = editorOf(form)
  await editor.click()
  await editor.evaluate((element, html) => {
    const data = new DataTransfer()
    data.setData('text/html', html)
    data.setData('text/plain', 'Text that must stay.')
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, UNSAFE_HTML)
  await expect(editor.getByRole('heading', { name: 'Stored unsafe terms' })).toBeVisible()
  await expect(editor).toContainText('Text that must stay.')
  await form.getByRole('tab', { name: 'Preview' }).click()
  await expect(form.getByRole('tabpanel', { name: 'Preview' })).toContainText(
    'Text that must stay.',
  )
  await expectNothingUnsafe(page)
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText(`Version ${stored.body.id + 1} was published.`)).toBeVisible()
  const pasted = await apiFetch(page, 'GET', `/v2/Terms/${stored.body.id + 1}`)
  // The editor keeps what its toolbar offers: the payload never left the browser.
  expect(pasted.body.termsText).not.toMatch(/script|onerror|img|javascript:/i)

  // The version stored as given, followed from the list's link.
  await list(page)
    .getByRole('link', { name: `View version ${stored.body.id}` })
    .click()
  await expect(page.getByRole('main')).toContainText('Text that must stay.')
  // The javascript: address is gone: the text stays, as no link.
  await expect(page.getByRole('main').getByText('A link that must not run')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'A link that must not run' }),
  ).toHaveCount(0)
  await expectNothingUnsafe(page)
})

test('no text is refused, the text stays on a server fault, and leaving asks first', async ({
  page,
}) => {
  await openAs(page, 'admin', '/termsadmin/create')
  const form = dialog(page)
  const editor = editorOf(form)
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(editor).toHaveAccessibleErrorMessage('Enter the text of the terms.')
  await expect(editor).toBeFocused()

  await editor.pressSequentially('Kept through a fault.')
  await page.evaluate(() =>
    window.fakeApi!.addFault({
      kind: 'server-error',
      remaining: 1,
      method: 'POST',
      path: '/v2/Terms',
    }),
  )
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('The terms version could not be saved.')).toBeVisible()
  await expect(editor).toHaveText('Kept through a fault.')
  await expect(form).toBeVisible()

  await expectCancelWarnsThenDiscards(
    page,
    form,
    () => expect(editor).toHaveText('Kept through a fault.'),
    /\/termsadmin$/,
  )
  await expect(firstVersion(page)).toHaveText('3')
})

test('an operator meets the terms gate for a new version and may not administer terms', async ({
  page,
}) => {
  await openAs(page, 'admin', '/termsadmin')
  const created = await apiFetch(page, 'POST', '/v2/Terms', {
    termsText: '<h2>Version four</h2><p>New rules for readers.</p>',
    released: true,
  })
  await page.evaluate(() => window.fakeApi!.flush())

  // `operator` accepted the latest terms before this one.
  await openAs(page, 'operator', '/')
  const gate = page.getByRole('dialog', { name: 'Updated terms of use' })
  await expect(gate).toBeVisible()
  await gate.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText(new RegExp(`^Version ${created.body.id}, published `))).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Version four' })).toBeVisible()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('button', { name: 'You have accepted these terms' })).toBeDisabled()

  await page.evaluate(() => {
    window.history.pushState({}, '', '/termsadmin')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()
  await expect(list(page)).toHaveCount(0)
})

test('the terms admin list is accessible and fits every width', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/termsadmin')
  await expect(firstVersion(page)).toBeVisible()
  await expectNoAxeViolations(page)
  await expectFitsEveryWidth(page, testInfo, 'terms admin')
})

test('the new version dialog is accessible, editing and previewing, at every width', async ({
  page,
}, testInfo) => {
  await openAs(page, 'admin', '/termsadmin/create')
  const form = dialog(page)
  await editorOf(form).pressSequentially('Draft')
  await expectNoAxeViolations(page)
  await form.getByRole('tab', { name: 'Preview' }).click()
  await expect(form.getByRole('tabpanel', { name: 'Preview' })).toContainText('Draft')
  await expectNoAxeViolations(page)
  await form.getByRole('tab', { name: 'Edit' }).click()
  await expectFitsEveryWidth(page, testInfo, 'terms version form')
})
