/**
 * Feedback in the browser (ADMIN-2.12, ADMIN-3.8, ADMIN-5.13, ADMIN-9.5, ADMIN-9.6): each of the
 * three types sent from its modal route and stored by the fake API with the payload the spec names
 * (read back from the fake API, and shown in the dev panel's "Feedback received"); the required
 * fields; the live counter and the 3000-character limit, with a longer paste cut at the limit and
 * said so; a server fault that keeps the text, and the unsaved-changes warning; accessibility scans
 * of the screen and the form; every width. No persona lacks `dashboard` (docs/personas.md), so
 * there is no forbidden case to show.
 */
import type { Page } from '@playwright/test'
import type { FeedbackRow } from '@/mocks/db/rows'
import {
  apiFetch,
  expect,
  expectCancelWarnsThenDiscards,
  expectFitsEveryWidth,
  expectNoAxeViolations,
  openAs,
  test,
} from './fixtures'

/** What the fake API stored, newest first (window.fakeApi.receivedFeedback). */
const storedFeedback = (page: Page): Promise<FeedbackRow[]> =>
  page.evaluate(async () => (await window.fakeApi!.receivedFeedback()).rows)

const SENT = [
  { type: 'error', title: 'Report an error', category: 'Reader', topic: 'reader' },
  { type: 'improvement', title: 'Suggest an improvement', category: 'Cloud', topic: 'cloud' },
  { type: 'question', title: 'Ask a question', category: 'Test strip', topic: 'testStrip' },
] as const

test('each type of feedback is sent with the payload the spec names', async ({ page }) => {
  await openAs(page, 'operator', '/feedback')
  const types = page.getByRole('list', { name: /Tell us what went wrong/ })
  await expect(types.getByRole('link')).toHaveCount(3)
  await expect(types.getByRole('link', { name: 'Report an error' })).toHaveAccessibleDescription(
    'Something does not work as it should.',
  )
  await expectNoAxeViolations(page)

  for (const { type, title, category } of SENT) {
    await types.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/feedback/${type}$`))
    const form = page.getByRole('dialog', { name: title })
    await form.getByLabel('Category').selectOption({ label: category })
    await form.getByLabel('Your feedback').fill(`A ${type} from the browser test.`)
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you: your feedback was sent.').last()).toBeVisible()
    await expect(form).toHaveCount(0)
    await expect(page).toHaveURL(/\/feedback$/)
  }

  const me = (await apiFetch(page, 'GET', '/v2/Users/me')).body.currentUser
  const newest = (await storedFeedback(page)).slice(0, 3).reverse()
  expect(newest.map(({ type, topic, feedback }) => ({ type, topic, feedback }))).toEqual(
    SENT.map(({ type, topic }) => ({ type, topic, feedback: `A ${type} from the browser test.` })),
  )
  for (const row of newest) {
    expect(row).toMatchObject({
      sender: me.email,
      userId: me.id,
      platform: 'web',
      version: '1.8.6',
    })
    // The test's browser: Chromium on Linux.
    expect(row.os).toBe('Linux')
    expect(row.device).toMatch(/Chrom\w* \d+ \(desktop\)$/)
  }

  // Product people see it in the dev panel, newest first.
  await page.getByRole('button', { name: 'Fake API' }).click()
  const received = page
    .getByRole('dialog', { name: 'Fake API controls' })
    .getByRole('region', { name: 'Feedback received' })
  const first = received.getByRole('listitem').first()
  await expect(first).toContainText('A question from the browser test.')
  await expect(first).toContainText('Question')
  await expect(first).toContainText('Test strip')
  await expect(first).toContainText(me.email)
})

test('the text counts down, stops at 3000 characters and says what a paste lost', async ({
  page,
}) => {
  await openAs(page, 'customer.admin', '/feedback/question')
  const form = page.getByRole('dialog', { name: 'Ask a question' })
  const text = form.getByLabel('Your feedback')
  await expect(text).toHaveAccessibleDescription('3,000 characters left')
  await expectNoAxeViolations(page)

  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByLabel('Category')).toHaveAccessibleErrorMessage('This field is required.')
  await expect(text).toHaveAccessibleErrorMessage('This field is required.')

  await text.fill('Can the strip be read after 8 minutes?')
  await expect(text).toHaveAccessibleDescription('2,962 characters left')
  const rowsTall = await text.evaluate((area) => area.clientHeight)

  // A paste of 3,100 characters: the browser keeps 3,000, and the form says what it left out.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  try {
    await text.evaluate((area: HTMLTextAreaElement) => area.select())
    await page.evaluate((long) => navigator.clipboard.writeText(long), `${'milk '.repeat(620)}`)
    await text.press('ControlOrMeta+V')
  } finally {
    await page.context().clearPermissions()
  }
  await expect(
    form.getByText(/^The pasted text was too long: its last 100 characters/),
  ).toBeVisible()
  expect(await text.evaluate((area: HTMLTextAreaElement) => area.value.length)).toBe(3000)
  await expect(text).toHaveAccessibleDescription('0 characters left')
  // It grew from 4 rows to at most 10, then scrolls.
  const grown = await text.evaluate((area) => ({
    height: area.clientHeight,
    scrolls: area.scrollHeight > area.clientHeight,
    line: parseFloat(getComputedStyle(area).lineHeight),
  }))
  expect(grown.height).toBeGreaterThan(rowsTall * 2)
  expect(grown.height).toBeLessThanOrEqual(grown.line * 10 + 24)
  expect(grown.scrolls).toBe(true)
  await text.press('End')
  await text.pressSequentially('more')
  expect(await text.evaluate((area: HTMLTextAreaElement) => area.value.length)).toBe(3000)

  await form.getByLabel('Category').selectOption({ label: 'Other' })
  await form.getByRole('button', { name: 'Send' }).click()
  const sent = page.getByRole('status').filter({ hasText: 'Thank you: your feedback was sent.' })
  await expect(sent).toBeVisible()
  // Closed, so that it does not cover the dev panel's close button.
  await sent.getByRole('button', { name: 'Close' }).click()
  const [stored] = await storedFeedback(page)
  expect(stored!.feedback).toBe('milk '.repeat(600).trim())

  // The dev panel shortens it, and opens the full text.
  await page.getByRole('button', { name: 'Fake API' }).click()
  const first = page
    .getByRole('region', { name: 'Feedback received' })
    .getByRole('listitem')
    .first()
  await expect(first.getByText(/^milk milk .*…$/)).toBeVisible()
  await first.getByText('Full text (2,999 characters)').click()
  await expect(first.getByText(stored!.feedback, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a refused send keeps the text, and closing it warns of unsaved changes', async ({ page }) => {
  await openAs(page, 'site.admin', '/feedback/error', {
    settings: {
      faults: [
        {
          id: 'feedback',
          method: 'POST',
          path: '/v2/Feedback',
          kind: 'server-error',
          remaining: 1,
        },
      ],
    },
  })
  const form = page.getByRole('dialog', { name: 'Report an error' })
  await form.getByLabel('Category').selectOption({ label: 'App' })
  await form.getByLabel('Your feedback').fill('The app logs me out.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Your feedback could not be sent. Please try again.')).toBeVisible()
  await expect(form.getByLabel('Your feedback')).toHaveValue('The app logs me out.')

  await expectCancelWarnsThenDiscards(
    page,
    form,
    () => expect(form.getByLabel('Your feedback')).toHaveValue('The app logs me out.'),
    /\/feedback$/,
  )
  expect((await storedFeedback(page)).map((row) => row.feedback)).not.toContain(
    'The app logs me out.',
  )
})

test('the feedback screen and its form fit every width', async ({ page }, testInfo) => {
  await openAs(page, 'operator', '/feedback')
  await expect(page.getByRole('link', { name: 'Ask a question' })).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'feedback')
  await page.getByRole('link', { name: 'Report an error' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Report an error' }).getByLabel('Your feedback'),
  ).toBeVisible()
  await expectFitsEveryWidth(page, testInfo, 'feedback form')
})
