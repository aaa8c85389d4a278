/**
 * `npm start` as a newcomer meets it (issue 11): the Vite dev server, its dependencies optimised
 * from scratch, the embedded fake API. The production build tree-shakes code the dev server runs,
 * so only this catches a fake API that works in `npm test` but leaves `npm start` white. One short
 * path: the signed-in shell, a list with rows, a write that survives a reload, the dev panel, and
 * not one page error or console error on the way.
 */
import { expect, mainNav, test } from '../e2e/fixtures'

test('npm start serves a working portal on its first visit', async ({ freshPage: page }) => {
  // The first visit waits for Vite to optimise the dependencies (`--force`: from scratch).
  test.setTimeout(60_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })

  await page.goto('/test-types/substances?as=admin')
  await expect(mainNav(page)).toBeVisible({ timeout: 45_000 })
  const substances = page.getByRole('table', { name: 'Substances' })
  await expect(substances.getByRole('rowheader', { name: 'Penicillin G' })).toBeVisible()

  const name = `Dev server substance ${Date.now()}`
  await page.getByRole('link', { name: 'Create substance' }).click()
  const create = page.getByRole('dialog', { name: 'Create substance' })
  await create.getByLabel('Name').fill(name)
  await create.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The substance was saved.')).toBeVisible()
  await page.evaluate(() => window.fakeApi!.flush())

  // Newest first, so the new substance is on the first page.
  await page.goto('/test-types/substances?orderBy=created_desc')
  await expect(substances.getByRole('rowheader', { name })).toBeVisible()

  await page.getByRole('button', { name: 'Fake API', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Fake API controls' })).toBeVisible()
  await expect(page.getByText(/· 25,000 test records ·/)).toBeVisible()

  expect(problems).toEqual([])
})
