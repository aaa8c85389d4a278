/**
 * Every screen that exists, in German, Greek and Finnish (long words, another script): no text is
 * cut off or overflows its box (buttons, tabs, menu items, navigation entries, table headers), no
 * English interface text remains (names, codes and data are not interface text: only the texts
 * of the English translation files are looked for), and the page's `lang` follows the language.
 */
import type { Page } from '@playwright/test'
import { flattenKeys, mergedLocale } from '../../scripts/build/locales.mjs'
import { apiFetch, expect, openPortal, test, waitForTransitions } from './fixtures'

type Texts = Record<string, unknown>
const LANGUAGES = ['de', 'el', 'fi'] as const
/** A first load boots the fake API and signs in: on a busy machine that takes more than 7 s. */
const COLD_LOAD = { timeout: 15_000 }

const textOf = (object: Texts, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value as Texts | undefined)?.[part], object)

/** The English interface texts a page in `language` must not show, as whole-text patterns. */
function englishLeftovers(language: string): RegExp[] {
  const english = mergedLocale('en') as Texts
  const translated = mergedLocale(language) as Texts
  const translatedTexts = new Set(flattenKeys(translated).map((key) => textOf(translated, key)))
  return (
    flattenKeys(english)
      .map((key) => String(textOf(english, key)))
      // A text that is only variables and punctuation says nothing about the language.
      .filter((text) => /\p{L}{2}/u.test(text.replace(/\{\{[^}]+\}\}/g, '')))
      .filter((text) => !translatedTexts.has(text))
      .map((text) => {
        const pattern = text
          .split(/\{\{[^}]+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+?')
        return new RegExp(`^${pattern}$`)
      })
  )
}

/** Visible texts and accessible names on the page: text nodes, labels, titles, placeholders. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown: string[] = [document.title]
    const visible = (element: Element | null) =>
      !!element && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    // Authored content (terms) is in its author's language, not the interface's.
    const authored = (element: Element | null) => !!element?.closest('[data-content="authored"]')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      if (text && visible(node.parentElement) && !authored(node.parentElement)) shown.push(text)
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(element) && element.getAttribute('aria-hidden') !== 'true') continue
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim()
        if (value) shown.push(value)
      }
    }
    return shown
  })
}

/** Controls whose text is wider than their box (cut off or spilling out). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      'nav a',
      'th',
      '[role="columnheader"]',
    ].join(', ')
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility() && element.clientWidth > 0)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}[${element.getAttribute('role') ?? ''}] “${(
            element.textContent ?? ''
          ).trim()}” ${element.scrollWidth} > ${element.clientWidth}`,
      )
  })
}

/**
 * Goes to `path` inside the running portal, as a link would: no reload, so no new boot of the
 * fake API (the router follows the history's popstate).
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** Checks what the page shows now. */
async function expectTranslatedAndFitting(page: Page, language: string, screen: string) {
  await waitForTransitions(page)
  const patterns = englishLeftovers(language)
  const english = [...new Set(await shownTexts(page))].filter((text) =>
    patterns.some((pattern) => pattern.test(text)),
  )
  expect.soft(english, `English text on ${screen} in ${language}`).toEqual([])
  expect.soft(await overflowing(page), `overflowing text on ${screen} in ${language}`).toEqual([])
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** Lists (a table with rows) and forms (a dialog with fields) at these paths, each checked. */
async function expectListsAndForms(
  page: Page,
  language: string,
  lists: readonly string[],
  forms: readonly string[],
) {
  for (const path of lists) {
    await navigateInApp(page, path)
    await expect(page.locator('main table tbody tr').first()).toBeVisible()
    await expectTranslatedAndFitting(page, language, path)
  }
  for (const path of forms) {
    await navigateInApp(page, path)
    await expect(page.getByRole('dialog').locator('select, input').first()).toBeVisible()
    await expectTranslatedAndFitting(page, language, path)
  }
}

/** The portal starts with this language chosen earlier (kept in localStorage). */
const startIn = (language: string) => ({ storage: { selectedLanguage: language } })

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    const inLanguage = startIn(language)

    test('sign-in, shell, menus and the dashboard', async ({ page }) => {
      await openPortal(page, '/', inLanguage)
      await expect(page.getByRole('button').first()).toBeVisible()
      // The check finds a cut-off label (so it can fail).
      await page.evaluate(() => {
        const probe = Object.assign(document.createElement('button'), {
          textContent: 'Testdatensatzverwaltungsansicht',
        })
        probe.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap'
        document.body.append(probe)
      })
      expect(await overflowing(page)).toEqual([
        expect.stringContaining('“Testdatensatzverwaltungsansicht”'),
      ])
      await page.evaluate(() => document.body.lastElementChild?.remove())
      await expectTranslatedAndFitting(page, language, 'sign-in')

      await page.goto('/dashboard?as=customer.admin')
      await expect(page.getByRole('navigation').first()).toBeVisible()
      await expect(page.locator('main svg').first()).toBeVisible(COLD_LOAD)
      await expectTranslatedAndFitting(page, language, 'dashboard')

      // The header's menus: the language menu and the user menu.
      await page.locator('header button[aria-haspopup="menu"]').first().click()
      await expect(page.getByRole('menuitem').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, 'language menu')
      await page.keyboard.press('Escape')
    })

    test('test records, a record, its comment and the view editor', async ({ page }) => {
      await openPortal(page, '/test-records?as=customer.admin', inLanguage)
      await expect(page.locator('main table tbody tr').first()).toBeVisible(COLD_LOAD)
      await expectTranslatedAndFitting(page, language, 'test records')
      const list = await apiFetch(page, 'GET', '/v2/TestRecords?page=1&pageSize=1')
      const id = (list.body as { data: Array<{ id: number }> }).data[0]!.id
      for (const path of [`/test-records/${id}`, `/test-records/${id}/comments`]) {
        await navigateInApp(page, path)
        await expect(page.getByRole('dialog')).toBeVisible()
        await expect(page.getByRole('dialog').locator('button').first()).toBeVisible()
        await expectTranslatedAndFitting(page, language, path)
      }
      await navigateInApp(page, '/test-records/my-views')
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, 'view editor')
    })

    test('control records, an open group, its details, its comment and a view', async ({
      page,
    }) => {
      await openPortal(page, '/control-records?as=customer.admin', inLanguage)
      const group = page.locator('main table tbody tr th button').first()
      await expect(group).toBeVisible(COLD_LOAD)
      await group.click()
      await expect(group).toHaveAttribute('aria-expanded', 'true')
      await expectTranslatedAndFitting(page, language, 'control records')
      const id = (await group.textContent())!.trim()
      for (const path of [`/control-records/${id}`, `/control-records/${id}/comments`]) {
        await navigateInApp(page, path)
        await expect(page.getByRole('dialog')).toBeVisible()
        await expect(page.getByRole('dialog').locator('button').first()).toBeVisible()
        await expectTranslatedAndFitting(page, language, path)
      }
      await navigateInApp(page, '/control-records/my-views')
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, 'control records view editor')
    })

    test('test items, substances and their forms', async ({ page }) => {
      await openPortal(page, '/test-types/test-items?as=admin', inLanguage)
      await expect(page.locator('main table tbody tr').first()).toBeVisible(COLD_LOAD)
      for (const tab of ['test-items', 'substances']) {
        await navigateInApp(page, `/test-types/${tab}`)
        await expect(page.locator('main table tbody tr').first()).toBeVisible()
        await expectTranslatedAndFitting(page, language, tab)
        await navigateInApp(page, `/test-types/${tab}/create`)
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectTranslatedAndFitting(page, language, `${tab}/create`)
      }
    })

    test('accounts and their forms', async ({ page }) => {
      await openPortal(page, '/accounts/sites?as=admin', inLanguage)
      await expect(page.locator('main table tbody tr').first()).toBeVisible(COLD_LOAD)
      await expectListsAndForms(
        page,
        language,
        ['/accounts/roles', '/accounts/site/1'],
        [
          '/accounts/customer/create',
          '/accounts/roles/create',
          '/accounts/site/1/test-types',
          '/accounts/site/1/transfer',
        ],
      )
    })

    test('app users, subscriptions and their forms', async ({ page }) => {
      await openPortal(page, '/users?as=admin', inLanguage)
      await expect(page.locator('main table tbody tr').first()).toBeVisible(COLD_LOAD)
      await expectListsAndForms(
        page,
        language,
        ['/users', '/subscriptions'],
        ['/users/create', '/subscriptions/create'],
      )
    })

    test('terms admin, feedback, device health, the firmware upload and their dialogs', async ({
      page,
    }) => {
      await openPortal(page, '/termsadmin?as=admin', inLanguage)
      await expect(page.locator('main table tbody tr').first()).toBeVisible(COLD_LOAD)
      await expectListsAndForms(
        page,
        language,
        ['/termsadmin', '/device-health'],
        ['/feedback/error'],
      )
      // The terms editor is a rich-text box, not an input.
      await navigateInApp(page, '/termsadmin/create')
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, '/termsadmin/create')
      await navigateInApp(page, '/feedback')
      await expect(page.locator('main h2, main h3').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, '/feedback')
      const failed = await apiFetch(page, 'GET', '/v2/DeviceHealth/failed?page=1&pageSize=1')
      const id = (failed.body as { data: Array<{ id: number }> }).data[0]!.id
      for (const tab of ['details', 'history']) {
        await navigateInApp(page, `/device-health/${tab}/failed/${id}`)
        await expect(page.getByRole('dialog').locator('table, dl').first()).toBeVisible()
        await expectTranslatedAndFitting(page, language, `/device-health/${tab}`)
      }
      await navigateInApp(page, '/reader-firmware/desktop-reader/create')
      await expect(page.getByRole('dialog').locator('input').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, 'firmware upload')
    })

    test('terms, reader firmware, a page that does not exist, the dev panel', async ({ page }) => {
      await openPortal(page, '/terms?as=admin', inLanguage)
      await expect(page.locator('main h2, main h3').first()).toBeVisible()
      await expectTranslatedAndFitting(page, language, 'terms')
      for (const path of ['/reader-firmware/desktop-reader', '/no/such/page']) {
        await navigateInApp(page, path)
        await expect(page.locator('main h2, main h3').first()).toBeVisible()
        await expectTranslatedAndFitting(page, language, path)
      }
      const devPanel = String(textOf(mergedLocale(language) as Texts, 'devPanel.open'))
      await page.getByRole('button', { name: devPanel, exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectTranslatedAndFitting(page, language, 'dev panel')
    })
  })
}

test.describe('the guided tour', () => {
  test.use({ firstLogin: true })
  for (const language of LANGUAGES) {
    test(`speaks ${language}`, async ({ page }) => {
      await openPortal(page, '/dashboard?as=customer.admin', startIn(language))
      // The tour starts once the dashboard has drawn what it points at.
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible({
        timeout: 15_000,
      })
      await expectTranslatedAndFitting(page, language, 'tour')
    })
  }
})
