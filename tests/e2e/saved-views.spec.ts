/**
 * Saved views in the browser (CORE-4.8, issue 4 §5): the customer admin creates
 * a view in the editor, renames it in the bar, reorders views by dragging and with the keyboard,
 * and deletes one; each change survives a reload (the fake API keeps it) and is the list the
 * server holds. Axe scans the bar and the editor.
 */
import type { Page } from '@playwright/test'
import {
  apiFetch,
  expect,
  expectNoAxeViolations,
  openAs,
  test,
  waitForTransitions,
} from './fixtures'
import { installHolds, release, uninstallHolds } from './paths/holds'

const bar = (page: Page) => page.getByRole('navigation', { name: 'Saved views' })

/** The views in the bar, in order (each has a "Move <name>" handle). */
async function viewNames(page: Page): Promise<string[]> {
  const labels = await bar(page)
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''))
  return labels.map((label) => label.replace(/^Move /, ''))
}

/** The test-records views the server holds, in order (the control-records view is left out). */
async function serverViewNames(page: Page): Promise<string[]> {
  const answer = await apiFetch(page, 'GET', '/v2/Users/me/views')
  expect(answer.status).toBe(200)
  const views: Array<{ name: string; list?: string }> = answer.body.views
  // The control-records view stays last whatever the bar of test records does.
  expect(views.at(-1)?.list).toBe('controlRecords')
  return views.filter((view) => view.list !== 'controlRecords').map((view) => view.name)
}

async function openViews(page: Page) {
  await openAs(page, 'customer.admin', '/test-records')
  await expect(bar(page).getByRole('link', { name: 'Default' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect.poll(() => viewNames(page)).toHaveLength(2)
}

async function reloadAndWait(page: Page) {
  await page.reload()
  await expect(bar(page).getByRole('link', { name: 'Default' })).toBeVisible()
  await expect(page.getByText('Loading your views…')).toBeHidden()
}

test('a view is created in the editor, with every kind of field', async ({ page }) => {
  await openViews(page)
  const before = await viewNames(page)

  await bar(page).getByRole('link', { name: 'New View' }).click()
  const editor = page.getByRole('dialog', { name: 'New view' })
  await expect(editor).toBeVisible()
  await expect(editor.getByRole('checkbox', { name: 'Route' }).first()).toBeVisible()
  await expectNoAxeViolations(page)

  // A blank name is refused with its own message, and nothing is sent.
  await editor.getByRole('textbox', { name: 'View name' }).fill('   ')
  await editor.getByRole('button', { name: 'Save view' }).click()
  await expect(editor.getByText('The name cannot be only spaces.')).toBeVisible()

  await editor.getByRole('textbox', { name: 'View name' }).fill('Night shift')
  await editor.getByRole('checkbox', { name: 'Batch', exact: true }).uncheck({ force: true })
  await editor.getByRole('button', { name: 'Move Route up' }).click()
  await editor.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 3 months' })
  const results = editor.getByRole('group', { name: 'Test result' })
  await results.getByRole('checkbox', { name: 'Negative' }).uncheck({ force: true })
  await results.getByRole('checkbox', { name: 'Inconclusive' }).uncheck({ force: true })
  // The last result left cannot be unticked: the selection is never empty.
  await expect(results.getByRole('checkbox', { name: 'Positive' })).toBeDisabled()
  await editor.getByRole('button', { name: /^Device types/ }).click()
  const truck = page.getByRole('menuitemcheckbox', { name: 'Truck reader' })
  // A click during the menu's opening animation can miss under load: it is clicked once open,
  // and the choice is taken before the menu is closed.
  await expect(truck).toBeVisible()
  await waitForTransitions(page)
  await truck.click()
  await expect(truck).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitemcheckbox', { name: 'Truck reader' })).toBeHidden()
  await expect(editor).toBeVisible()
  await editor.getByRole('button', { name: 'Save view' }).click()

  await expect(page.getByText('The view was saved.')).toBeVisible()
  await expect(editor).toBeHidden()
  await expect(page).toHaveURL(/\/test-records\?viewId=\d+$/)
  const viewId = Number(new URL(page.url()).searchParams.get('viewId'))
  expect(await viewNames(page)).toEqual(['Night shift', ...before])
  await expect(bar(page).getByRole('link', { name: 'Night shift', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // The list shows the view's columns, in its order.
  const headers = page.getByRole('columnheader')
  await expect(headers.filter({ hasText: 'Route' })).toHaveCount(1)
  await expect(headers.filter({ hasText: 'Batch' })).toHaveCount(0)
  const headerTexts = await headers.allTextContents()
  expect(headerTexts.findIndex((text) => text.includes('Route'))).toBeLessThan(
    headerTexts.findIndex((text) => text.includes('Concentration')),
  )

  const stored = await apiFetch(page, 'GET', '/v2/Users/me/views')
  const saved = stored.body.views[0]
  expect(saved.id).toBe(viewId)
  expect(saved.filters).toMatchObject({
    period: '3m',
    testResult: 4,
    readerType: ['TruckReader'],
  })
  const enabled = saved.columns.filter((column: { enabled: boolean }) => column.enabled)
  expect(enabled.map((column: { id: string }) => column.id)).toEqual([
    'measurementMethod',
    'annotation',
    'rawQR',
    'route',
    'concentration',
    'readerType',
    'site',
    'user',
    'operatorId',
    'attachments',
  ])
  // Views and columns are also kept in this browser.
  const local = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('milk-safety.views.')),
  )
  expect(local).toHaveLength(1)
})

test('a saved view survives a reload, and its editor shows what was saved', async ({ page }) => {
  await openViews(page)
  const before = await viewNames(page)
  // A view as the editor saves it (the test above), put on the server, then a fresh load.
  const { body } = await apiFetch(page, 'GET', '/v2/Users/me/views')
  const columns = body.views[0].columns.map((column: { id: string }) => ({
    ...column,
    enabled: column.id !== 'batchNumber',
  }))
  const saved = await apiFetch(page, 'PUT', '/v2/Users/me/views', {
    views: [
      { id: 777, name: 'Night shift', filters: { period: '3m', testResult: 4 }, columns },
      ...body.views,
    ],
    lastUpdated: body.lastUpdated,
  })
  expect(saved.status).toBe(200)
  await page.goto('/test-records?viewId=777')
  await expect(bar(page).getByRole('link', { name: 'Night shift', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await viewNames(page)).toEqual(['Night shift', ...before])

  await bar(page).getByRole('link', { name: 'Edit Night shift' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit view' })
  await expect(edit.getByRole('textbox', { name: 'View name' })).toHaveValue('Night shift')
  await expect(edit.getByRole('combobox', { name: 'Period' })).toHaveValue('3m')
  await expect(edit.getByRole('checkbox', { name: 'Batch', exact: true })).not.toBeChecked()
  await expectNoAxeViolations(page)
})

test('a view is renamed in the bar, the name required and not blank', async ({ page }) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)

  await bar(page)
    .getByRole('button', { name: `Rename ${first}` })
    .click()
  const field = bar(page).getByRole('textbox', { name: 'View name' })
  await field.fill('')
  await field.press('Enter')
  await expect(bar(page).getByText('Enter a name for the view.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('   ')
  await field.press('Enter')
  await expect(bar(page).getByText('The name cannot be only spaces.')).toBeVisible()
  await expect(field).toHaveValue('   ')
  await expectNoAxeViolations(page)

  await field.fill('Morning positives')
  await field.press('Enter')
  await expect(page.getByText('Your views were updated.')).toBeVisible()
  await expect(field).toBeHidden()
  expect(await viewNames(page)).toEqual(['Morning positives', second])

  await reloadAndWait(page)
  expect(await viewNames(page)).toEqual(['Morning positives', second])
  expect(await serverViewNames(page)).toEqual(['Morning positives', second])
})

test('a refused rename keeps what was typed and restores the saved list', async ({ page }) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  await page.evaluate(() =>
    (window as unknown as { fakeApi: { addFault: (fault: unknown) => void } }).fakeApi.addFault({
      kind: 'server-error',
      remaining: 1,
      method: 'PUT',
      path: '/v2/Users/me/views',
    }),
  )
  await bar(page)
    .getByRole('button', { name: `Rename ${first}` })
    .click()
  const field = bar(page).getByRole('textbox', { name: 'View name' })
  await field.fill('Never saved')
  await field.press('Enter')
  await expect(page.getByText('Your views could not be saved.')).toBeVisible()
  await expect(field).toHaveValue('Never saved')
  await bar(page).getByRole('button', { name: 'Cancel renaming' }).click()
  expect(await viewNames(page)).toEqual([first, second])
})

test('views are reordered by dragging and survive a reload', async ({ page }) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)

  const handle = bar(page).getByRole('button', { name: `Move ${first}` })
  const target = bar(page).getByRole('button', { name: `Move ${second}` })
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 })
  await page.mouse.move(to.x + to.width + 40, to.y + to.height / 2, { steps: 10 })
  await page.mouse.up()

  await expect(page.getByText('Your views were updated.')).toBeVisible()
  expect(await viewNames(page)).toEqual([second, first])
  await reloadAndWait(page)
  expect(await viewNames(page)).toEqual([second, first])
  expect(await serverViewNames(page)).toEqual([second, first])
})

test('views are reordered with the keyboard, Escape cancels, and it survives a reload', async ({
  page,
}) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  const handle = bar(page).getByRole('button', { name: `Move ${first}` })

  /**
   * Lifts the first view and moves it one place right. dnd-kit starts listening to the keys a
   * moment after the lift; under load a key pressed before that is lost, so the arrow is pressed
   * again until the move is announced (harmless: the last position is as far as it goes).
   */
  async function liftAndMoveRight() {
    await handle.focus()
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await expect(async () => {
      await page.keyboard.press('ArrowRight')
      await expect(page.getByText(`View ${first} moved to position 2 of 2.`)).toBeAttached({
        timeout: 1_000,
      })
    }).toPass()
  }

  // Moved, then cancelled: the order stays as it was.
  await liftAndMoveRight()
  await page.keyboard.press('Escape')
  await expect(page.getByText(/Moving was cancelled/)).toBeAttached()
  expect(await viewNames(page)).toEqual([first, second])

  await liftAndMoveRight()
  await page.keyboard.press('Space')
  await expect(page.getByText(`View ${first} dropped at position 2 of 2.`)).toBeAttached()
  await expect(page.getByText('Your views were updated.')).toBeVisible()
  expect(await viewNames(page)).toEqual([second, first])

  await reloadAndWait(page)
  expect(await viewNames(page)).toEqual([second, first])
  expect(await serverViewNames(page)).toEqual([second, first])
})

test('a view is deleted after a confirmation, then Default shows, and it stays deleted', async ({
  page,
}) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  await bar(page).getByRole('link', { name: first, exact: true }).click()
  await expect(page).toHaveURL(/viewId=\d+/)

  await bar(page)
    .getByRole('button', { name: `Delete ${first}` })
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete the view?' })
  await expect(confirm).toContainText(first)
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  expect(await viewNames(page)).toEqual([first, second])

  await bar(page)
    .getByRole('button', { name: `Delete ${first}` })
    .click()
  await confirm.getByRole('button', { name: 'Delete view' }).click()
  await expect(page.getByRole('status').getByText('The view was deleted.')).toBeVisible()
  // The message shows for 1200 ms, then the Default view.
  await expect(page).toHaveURL(/\/test-records$/)
  await expect(page.getByText('The view was deleted.')).toBeHidden()
  await expect(bar(page).getByRole('link', { name: 'Default' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // The deleted view's menu is gone: focus is on the view shown now, not lost to the page.
  await expect(bar(page).getByRole('link', { name: 'Default' })).toBeFocused()
  expect(await viewNames(page)).toEqual([second])
  // Stays deleted: the server no longer has it (that views survive a reload is shown by the
  // rename and reorder tests).
  expect(await serverViewNames(page)).toEqual([second])
})

test('a link to a view that does not exist shows Default and says so', async ({ page }) => {
  await openAs(page, 'customer.admin', '/test-records?viewId=0x10')
  const notice = page.getByText('The view in this address does not exist.', { exact: false })
  await expect(notice).toBeVisible()
  await expect(bar(page).getByRole('link', { name: 'Default', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // The pickers have their choices: a picker turning enabled during the scan (its text still
  // fading in from the disabled look) once failed the contrast check.
  for (const picker of [/^Routes/, /^Users/]) {
    await expect(page.getByRole('button', { name: picker })).toBeEnabled()
  }
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Show the Default view' }).click()
  await expect(page).not.toHaveURL(/viewId/)
  await expect(notice).toHaveCount(0)
})

test('two tabs each create a view: neither is lost', async ({ page: tabB }) => {
  await openViews(tabB)
  const [first = '', second = ''] = await viewNames(tabB)
  // Tab A, which loaded the same list, saves its new view first: the PUT its editor sends, with
  // the stamp of that list. (Tab A's cold load would be most of this test; that the fake API's
  // tabs share their data is fake-api.spec.ts's test.)
  const { body } = await apiFetch(tabB, 'GET', '/v2/Users/me/views')
  const tabA = await apiFetch(tabB, 'PUT', '/v2/Users/me/views', {
    views: [{ ...body.views[0], id: 31_338, name: 'View from A' }, ...body.views],
    lastUpdated: body.lastUpdated,
  })
  expect(tabA.status).toBe(200)
  expect(await viewNames(tabB)).toEqual([first, second])

  await bar(tabB).getByRole('link', { name: 'New View' }).click()
  const editor = tabB.getByRole('dialog', { name: 'New view' })
  await editor.getByRole('textbox', { name: 'View name' }).fill('View from B')
  await editor.getByRole('button', { name: 'Save view' }).click()
  await expect(editor).toBeHidden()
  // Tab B's list was out of date: its view was added to the current list, and it says so.
  await expect(tabB.getByText('your change was made on the current list')).toBeVisible()
  expect(await viewNames(tabB)).toEqual(['View from B', 'View from A', first, second])
  expect(await serverViewNames(tabB)).toEqual(['View from B', 'View from A', first, second])
})

test('a stale tab deletes a view: what another device changed meanwhile stays', async ({
  page,
}) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  // Another device renames the first view and adds one; this tab does not know.
  const { body } = await apiFetch(page, 'GET', '/v2/Users/me/views')
  const elsewhere = await apiFetch(page, 'PUT', '/v2/Users/me/views', {
    views: [
      { ...body.views[0], id: 31_337, name: 'Made on another device' },
      { ...body.views[0], name: 'Renamed elsewhere' },
      ...body.views.slice(1),
    ],
    lastUpdated: body.lastUpdated,
  })
  expect(elsewhere.status).toBe(200)
  expect(await viewNames(page)).toEqual([first, second])

  await bar(page)
    .getByRole('button', { name: `Delete ${second}` })
    .click()
  await page
    .getByRole('alertdialog', { name: 'Delete the view?' })
    .getByRole('button', { name: 'Delete view' })
    .click()
  await expect(page.getByRole('status').getByText('The view was deleted.')).toBeVisible()
  const kept = ['Made on another device', 'Renamed elsewhere']
  await expect.poll(() => viewNames(page)).toEqual(kept)
  expect(await serverViewNames(page)).toEqual(kept)
})

/** Another tab or device deletes the view named `name` (the control-records view stays last). */
async function deleteElsewhere(page: Page, name: string) {
  const { body } = await apiFetch(page, 'GET', '/v2/Users/me/views')
  const views: Array<{ name: string }> = body.views
  const answer = await apiFetch(page, 'PUT', '/v2/Users/me/views', {
    views: views.filter((entry) => entry.name !== name),
    lastUpdated: body.lastUpdated,
  })
  expect(answer.status).toBe(200)
}

test('an earlier save’s answer leaves an editor opened since as the user left it', async ({
  page,
}) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  // The editor's save is held on its way to the server.
  await installHolds(page, { save: { method: 'PUT', path: '^/api/v2/Users/me/views$' } }, ['save'])
  try {
    await bar(page).getByRole('link', { name: 'New View' }).click()
    const created = page.getByRole('dialog', { name: 'New view' })
    await created.getByRole('textbox', { name: 'View name' }).fill('Sent first')
    await created.getByRole('button', { name: 'Save view' }).click()
    await expect(created.getByRole('button', { name: 'Save view' })).toBeDisabled()
    // Closed while it saves, and another view's editor opened and changed.
    await created.getByRole('button', { name: 'Cancel' }).click()
    await expect(created).toBeHidden()
    await bar(page)
      .getByRole('link', { name: `Edit ${first}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit view' })
    await edit.getByRole('textbox', { name: 'View name' }).fill('Typed meanwhile')
    const address = page.url()

    await release(page, 'save')
    await expect(page.getByText('The view was saved.')).toBeVisible()
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Saved views', includeHidden: true })
          .getByRole('button', { name: /^Move /, includeHidden: true })
          .count(),
      )
      .toBe(3)
    // Saved, but the editor opened since stays open and as typed, and asks nothing.
    await expect(edit.getByRole('button', { name: 'Save view' })).toBeEnabled()
    await expect(page.getByRole('alertdialog', { name: 'Unsaved changes' })).toHaveCount(0)
    await expect(edit.getByRole('textbox', { name: 'View name' })).toHaveValue('Typed meanwhile')
    expect(page.url()).toBe(address)
    expect(await serverViewNames(page)).toEqual(['Sent first', first, second])
  } finally {
    await uninstallHolds(page)
  }
})

test('a name typed for a view deleted elsewhere stays, and is saved as a new view', async ({
  page,
}) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  await deleteElsewhere(page, second)

  await bar(page)
    .getByRole('button', { name: `Rename ${second}` })
    .click()
  const field = bar(page).getByRole('textbox', { name: 'View name' })
  await field.fill('Kept name')
  await field.press('Enter')
  await expect(page.getByText('Your views could not be saved.')).toBeVisible()
  // The view is gone from the bar, but not what was typed for it.
  await expect.poll(() => viewNames(page)).toEqual([first])
  await expect(field).toHaveValue('Kept name')
  await expect(field).toBeEnabled()
  await expect(
    bar(page).getByText(`“${second}” was deleted in another tab or on another device.`, {
      exact: false,
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await bar(page).getByRole('button', { name: 'Save as a new view' }).click()
  await expect(page.getByText('The view was saved.')).toBeVisible()
  await expect(field).toHaveCount(0)
  await expect.poll(() => viewNames(page)).toEqual(['Kept name', first])
  await expect(bar(page).getByRole('link', { name: 'Kept name', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await serverViewNames(page)).toEqual(['Kept name', first])
})

test('an edit of a view deleted elsewhere stays as typed, and is saved as a new view', async ({
  page,
}) => {
  await openViews(page)
  const [first = '', second = ''] = await viewNames(page)
  await bar(page)
    .getByRole('link', { name: `Edit ${second}` })
    .click()
  const editor = page.getByRole('dialog', { name: 'Edit view' })
  await editor.getByRole('textbox', { name: 'View name' }).fill('Edited meanwhile')
  await editor.getByRole('combobox', { name: 'Period' }).selectOption('28d')
  await deleteElsewhere(page, second)

  await editor.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText('Your views could not be saved.')).toBeVisible()
  // What was typed stays, with what happened and what saving does now.
  await expect(editor.getByRole('alert')).toContainText(
    'This view was deleted in another tab or on another device. Your changes are kept below',
  )
  await expect(editor.getByRole('textbox', { name: 'View name' })).toHaveValue('Edited meanwhile')
  await expect(editor.getByRole('combobox', { name: 'Period' })).toHaveValue('28d')
  await expectNoAxeViolations(page)

  await editor.getByRole('button', { name: 'Save as a new view' }).click()
  await expect(page.getByText('The view was saved.')).toBeVisible()
  await expect(editor).toBeHidden()
  await expect.poll(() => viewNames(page)).toEqual(['Edited meanwhile', first])
  await expect(
    bar(page).getByRole('link', { name: 'Edited meanwhile', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  expect(await serverViewNames(page)).toEqual(['Edited meanwhile', first])
})
