/**
 * `npm start` as a newcomer meets it (issue 11): the Vite dev server, its dependencies optimised
 * from scratch, the embedded fake API. The production build tree-shakes code the dev server runs,
 * so only this catches a fake API that works in `npm test` but leaves `npm start` white. One short
 * path in one tab, in two steps because each is a page load of the dev server's unbundled modules:
 * the first visit (the signed-in shell, a list with rows, a write, the dev panel), then a reload
 * that still shows the write; not one page error or console error on the way.
 */
import type { Page } from '@playwright/test'
import { expect, mainNav, newTestContext, test } from '../e2e/fixtures'

test.describe.configure({ mode: 'serial' })

let page: Page
const problems: string[] = []
const substanceName = `Dev server substance ${Date.now()}`
const substances = () => page.getByRole('table', { name: 'Substances' })

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await newTestContext(browser, testInfo.project.use.baseURL!)
  page = await context.newPage()
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
})

test.afterAll(async () => {
  await page.context().close()
})

test('npm start serves a working portal on its first visit', async () => {
  // The first visit may wait for Vite to optimise the dependencies (`--force`: from scratch).
  test.setTimeout(60_000)
  await page.goto('/test-types/substances?as=admin')
  await expect(mainNav(page)).toBeVisible({ timeout: 45_000 })
  await expect(substances().getByRole('rowheader', { name: 'Penicillin G' })).toBeVisible()

  await page.getByRole('link', { name: 'Create substance' }).click()
  const create = page.getByRole('dialog', { name: 'Create substance' })
  await create.getByLabel('Name').fill(substanceName)
  await create.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The substance was saved.')).toBeVisible()
  await page.evaluate(() => window.fakeApi!.flush())

  await page.getByRole('button', { name: 'Fake API', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Fake API controls' })).toBeVisible()
  await expect(page.getByText(/· 25,000 test records ·/)).toBeVisible()
  expect(problems).toEqual([])
})

test('what was saved on the dev server is still there after a reload', async () => {
  // Newest first, so the new substance is on the first page.
  await page.goto('/test-types/substances?orderBy=created_desc')
  await expect(substances().getByRole('rowheader', { name: substanceName })).toBeVisible()
  expect(problems).toEqual([])
})
