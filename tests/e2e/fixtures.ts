/**
 * Playwright fixtures. A cold load of the portal (its code compiled, the fake API's seed built,
 * React and the design system started) is most of a short test's time, so a worker's tests
 * share one page: before each test the fake API takes the portal down and gives the page what a
 * new browser has (fresh demo data, empty storage, no cookies but `firstLogin`), and `openAs` or
 * `signInAs` starts it again at the test's URL without a page load (FakeApiHandle.startPortal).
 * A failed test ends its worker, and with it the page. A test's routes and listeners go with it.
 * A test that needs a page of its own (init scripts, a context of its own, the very first boot of
 * a browser) asks for `freshPage`.
 * Every test runs with the fake API's latency at 0.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { FakeApiSettings } from '@/mocks/controls'

/** The fake API's settings in every test: no latency (the demo's 150 ms would only slow tests). */
const TEST_SETTINGS: FakeApiSettings = { latencyMs: 0, slowMs: 8000, faults: [] }
/** Playwright's default viewport, restored before each test on the shared page. */
const VIEWPORT = { width: 1280, height: 720 }
/** Page events a test may listen to; their listeners go with the test. */
const TEST_EVENTS = ['request', 'response', 'requestfinished', 'console', 'dialog', 'download']

/** Runs in the page before the portal: a test that changed the settings keeps them on reload. */
function keepOrSetSettings(settings: string) {
  if (!localStorage.getItem('fakeApi.settings')) localStorage.setItem('fakeApi.settings', settings)
}

async function prepareContext(context: BrowserContext, firstLogin: boolean, baseURL: string) {
  await context.clearCookies()
  if (!firstLogin) {
    await context.addCookies([{ name: 'firstLogin', value: 'false', url: baseURL }])
  }
}

/**
 * A browser context as the tests' pages have: the test settings, and a browser that has signed in
 * before (no tour). For pages that outlive a test (the worker's, a serial group's).
 */
export async function newTestContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  await context.addInitScript(keepOrSetSettings, JSON.stringify(TEST_SETTINGS))
  await prepareContext(context, false, baseURL)
  return context
}

export const test = base.extend<{ firstLogin: boolean; freshPage: Page }, { workerPage: Page }>({
  /** Whether the browser has never signed in before (no firstLogin cookie): the tour starts. */
  firstLogin: [false, { option: true }],

  /**
   * The worker's page, made and loaded (signed out) once, then parked between tests. A worker
   * fixture of its own, so the warm-up (a cold load of the portal) is timed as the worker's setup
   * (its own timeout, the report's "worker setup" step), not as part of its first test.
   */
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await newTestContext(browser, workerInfo.project.use.baseURL!)
      const page = await context.newPage()
      await page.goto('/')
      await page.waitForFunction(() => window.fakeApi?.ready)
      await use(page)
      await context.close()
    },
    { scope: 'worker', title: 'the worker page (a cold load of the portal)' },
  ],

  /** The worker's shared page, with the portal taken down and the page as new (see above). */
  page: async ({ workerPage: page, firstLogin, baseURL }, use) => {
    const context = page.context()
    // The warm-up, or a test that loaded the page itself (a reload), left a portal running.
    await page.waitForFunction(() => window.fakeApi?.ready)
    await page.evaluate(() => window.fakeApi!.takeDownPortal())
    await prepareContext(context, firstLogin, baseURL!)
    await page.setViewportSize(VIEWPORT)
    await use(page)
    for (const other of context.pages()) if (other !== page) await other.close()
    for (const event of TEST_EVENTS) page.removeAllListeners(event)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  },

  /** A page in a browser context of its own, as every test had before pages were shared. */
  freshPage: async ({ context, firstLogin, baseURL }, use) => {
    await prepareContext(context, firstLogin, baseURL!)
    await context.addInitScript(keepOrSetSettings, JSON.stringify(TEST_SETTINGS))
    await use(await context.newPage())
  },
})

export { expect }

/** How a test wants the portal to start. */
export interface PortalStart {
  /** The fake API's settings from the first request on (the others as in every test). */
  settings?: Partial<FakeApiSettings>
  /** localStorage entries the portal finds when it starts (a language chosen earlier). */
  storage?: Record<string, string>
}

/** Starts the portal at `path`: on the shared page without a page load, on a fresh page with one. */
export async function openPortal(page: Page, path: string, start: PortalStart = {}) {
  const parked = await page.evaluate(() => window.fakeApi?.portalDown === true).catch(() => false)
  if (!parked) {
    if (start.settings || start.storage) {
      throw new Error('A start with settings or storage needs the shared page.')
    }
    await page.goto(path)
    return
  }
  await page.evaluate(
    async ({ path, settings, storage }) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
      await window.fakeApi!.startPortal(path, settings)
    },
    { path, settings: { ...TEST_SETTINGS, ...start.settings }, storage: start.storage ?? {} },
  )
}

export async function signInAs(page: Page, username: string) {
  await openPortal(page, '/')
  await page.getByRole('button', { name: `Sign in as ${username}`, exact: true }).click()
}

/**
 * Opens `path` signed in as `username` in one page load: the fake sign-in's `?as=` (what the
 * persona buttons do, without the sign-in screen and a second load of the portal). Tests of the
 * sign-in screen itself use `signInAs`.
 */
export async function openAs(page: Page, username: string, path: string, start: PortalStart = {}) {
  const url = new URL(path, 'http://portal')
  url.searchParams.set('as', username)
  await openPortal(page, `${url.pathname}${url.search}${url.hash}`, start)
  // The user menu, not the navigation: on a phone the navigation is hidden until opened. Or a
  // modal the URL opens: the page behind it is then hidden from the accessibility tree. A cold
  // start (the fake API's boot and seed, the sign-in, the portal's chunks) took over 10 s once
  // while both workers were busy; 20 s, as the model paths' cold start allows.
  await expect(
    page
      .getByRole('button', { name: /^Account: / })
      .or(page.locator(MODAL))
      .first(),
  ).toBeVisible({ timeout: 20_000 })
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

/**
 * Clicks a menu's item once the menu has finished opening: a click during the opening animation
 * can miss under load (a row menu's "Rejected" once sent nothing in CI).
 */
export async function chooseMenuItem(item: Locator) {
  await expect(item).toBeVisible()
  await waitForTransitions(item.page())
  await item.click()
}

/** An open modal dialog: while it is open, the page behind is inert. */
const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]'

/**
 * WCAG 2.2 AA scan of what the page shows now; with a modal dialog open, of the dialog (the page
 * behind it is inert, and is scanned by the test of its own screen). Axe runs in the page itself
 * (legacy mode): the portal has no frames, and the default mode's extra page for combining the
 * frames' results doubled every scan's time (~5 s → ~2.4 s on the dashboard here). Axe's
 * `resultTypes: ['violations']` would halve it again, but rules that compare nodes (heading-order,
 * target-size) then report false violations: it is not used.
 */
export async function expectNoAxeViolations(page: Page) {
  await waitForTransitions(page)
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
  if ((await page.locator(MODAL).count()) > 0) builder.include(MODAL)
  const results = await builder.analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  )
  expect(found).toEqual([])
}

/** The forbidden result (CORE-8.1) with the server's message, scanned for accessibility. */
export async function expectForbiddenResult(page: Page, message: string) {
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
  await expect(page.getByText(message)).toBeVisible()
  await expectNoAxeViolations(page)
}

/** The widths every screen must fit (CORE-2.3's thresholds, from a small phone to desktop). */
export const SCREEN_WIDTHS = [360, 400, 576, 768, 992, 1200] as const
/** The widths whose screenshots go into the report: a phone and a tablet. */
const SCREENSHOT_WIDTHS: readonly number[] = [400, 768]

/**
 * The screen as it is now fits each of SCREEN_WIDTHS (issue 21): the document is never wider
 * than the viewport (a table scrolls in its own box), an open modal dialog fits with its buttons
 * on the screen, and no control is smaller than 24 × 24 px (WCAG 2.5.8, axe's target-size rule,
 * at the phone width). Screenshots at 400 and 768 px go into the report. The viewport is set
 * back afterwards. Each screen's test calls it once: a new area gets the check with one line.
 */
export async function expectFitsEveryWidth(page: Page, testInfo: TestInfo, screen: string) {
  const original = page.viewportSize()
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${screen} at ${width} px: the page is wider than the screen`,
      })
      .toBeLessThanOrEqual(width)
    const modal = page.locator(MODAL)
    if ((await modal.count()) > 0) {
      // Not while it slides or zooms in: its box is only where it lands at the end.
      await waitForTransitions(page)
      const box = await modal.first().boundingBox()
      expect(box, `${screen} at ${width} px: the dialog fits`).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1)
      // In one evaluation, not two calls per button: a long form has dozens of them.
      const offScreen = await modal.first().evaluate((dialog, right) => {
        const buttons = dialog.querySelectorAll<HTMLElement>(
          'button, [role="button"], input[type="button"], input[type="submit"]',
        )
        return [...buttons]
          .filter((button) => {
            const box = button.getBoundingClientRect()
            const shown = box.width > 0 && box.height > 0 && button.checkVisibility()
            return shown && box.right > right
          })
          .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '')
      }, width + 1)
      expect(offScreen, `${screen} at ${width} px: buttons off the screen`).toEqual([])
    }
    if (width === 400) {
      await waitForTransitions(page)
      const targets = await new AxeBuilder({ page })
        .withRules(['target-size'])
        .setLegacyMode(true)
        .analyze()
      expect(
        targets.violations.flatMap((v) => v.nodes.map((node) => node.target.join(' '))),
        `${screen}: targets under 24 × 24 px`,
      ).toEqual([])
    }
    if (SCREENSHOT_WIDTHS.includes(width)) {
      await testInfo.attach(`${screen} at ${width} px`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      })
    }
  }
  if (original) await page.setViewportSize(original)
}

/** The sites of customer 1, Nordic Dairy Cooperative (customer.admin's), by name. */
export const CUSTOMER_ADMIN_SITES = [
  'Esbjerg Dairy',
  'Falkenberg Dairy',
  'Hobro Cheese Dairy',
  'Holstebro Milk Reception',
  'Videbæk Dairy',
] as const

/**
 * The text of one column of every row a table shows, once it shows rows: `column` counts the
 * data cells after the row header, from 0.
 */
export async function columnTexts(table: Locator, column: number): Promise<string[]> {
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader') })
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''),
      column,
    )
}

/**
 * Cancel on a touched form asks first (default.warningUnsavedChanges): "Keep editing" leaves the
 * form as typed (`kept` still holds), a second Cancel with "Discard changes" closes the modal
 * route back to `listUrl`.
 */
export async function expectCancelWarnsThenDiscards(
  page: Page,
  form: Locator,
  kept: () => Promise<void>,
  listUrl: RegExp,
) {
  await form.getByRole('button', { name: 'Cancel' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' })
  await warning.getByRole('button', { name: 'Keep editing' }).click()
  await kept()
  await form.getByRole('button', { name: 'Cancel' }).click()
  await warning.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).toHaveURL(listUrl)
  await expect(form).toHaveCount(0)
}
