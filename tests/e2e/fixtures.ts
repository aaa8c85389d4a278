/**
 * Playwright fixtures: every test starts in a fresh browser context (so a fresh fake database)
 * with the fake API's latency at 0, and can sign in through the fake sign-in screen.
 */
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const test = base.extend<{ firstLogin: boolean }>({
  /** Whether the browser has never signed in before (no firstLogin cookie): the tour starts. */
  firstLogin: [false, { option: true }],
  page: async ({ page, firstLogin, baseURL }, use) => {
    if (!firstLogin) {
      await page.context().addCookies([{ name: 'firstLogin', value: 'false', url: baseURL! }])
    }
    // Only when nothing is stored yet: a test that changes the settings keeps them on reload.
    await page.addInitScript(() => {
      if (!localStorage.getItem('fakeApi.settings')) {
        localStorage.setItem(
          'fakeApi.settings',
          JSON.stringify({ latencyMs: 0, slowMs: 8000, faults: [] }),
        )
      }
    })
    await use(page)
  },
})

export { expect }

export async function signInAs(page: Page, username: string) {
  await page.goto('/')
  await page.getByRole('button', { name: `Sign in as ${username}`, exact: true }).click()
}

/** The portal's main navigation landmark. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

/** Signs out through the user menu. */
export async function signOut(page: Page, displayName: RegExp | string) {
  await page
    .getByRole('button', {
      name: typeof displayName === 'string' ? `Account: ${displayName}` : displayName,
    })
    .click()
  await page.getByRole('button', { name: 'Sign out' }).click()
}

/** Swaps the stored token for another persona's, as a second sign-in would. */
export async function switchTokenTo(page: Page, username: string) {
  await page.evaluate(async (username) => {
    const response = await fetch('/api/fake-auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username }),
    })
    const answer = await response.json()
    sessionStorage.setItem(
      'milk-safety.session-token',
      JSON.stringify({ accessToken: answer.access_token, idToken: answer.id_token }),
    )
  }, username)
}

/** The sessionStorage token, to call the fake API from the page as the signed-in user does. */
export async function apiFetch(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(sessionStorage.getItem('milk-safety.session-token') ?? 'null')
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          ...(stored ? { Authorization: `Bearer ${stored.accessToken}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : null }
    },
    { method, path, body },
  )
}

/**
 * Waits until no transition runs (endless animations, such as a spinner's, are not waited for):
 * a dialog fading in has, for a moment, text of too little contrast and a box not yet its size.
 */
export async function waitForTransitions(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  )
}

/** WCAG 2.2 AA scan of what the page shows now. */
export async function expectNoAxeViolations(page: Page) {
  await waitForTransitions(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  )
  expect(found).toEqual([])
}
