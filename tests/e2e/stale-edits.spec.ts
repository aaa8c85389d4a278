/**
 * Stale edits (issue 34): every edit form of a versioned item saves with the revision it loaded,
 * so a save made after someone else's is refused (409) instead of replacing theirs unseen. The
 * form then names what they changed above the form, keeps what was typed, and a second save
 * replaces theirs knowingly. The other tab is a second page for the customer (the case the
 * issue was found with) and, for the other forms, the API called as that tab's form calls it.
 * The substance form and a test record's comment have their own in test-types.spec.ts and
 * test-records.spec.ts.
 */
import type { Locator, Page } from '@playwright/test'
import { apiFetch, chooseMenuItem, expect, openAs, test } from './fixtures'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const conflictIn = (form: Locator, title: string) =>
  form.getByRole('alert').filter({ hasText: title })
const SAVED_ELSEWHERE = 'Someone else saved this item'

test('two tabs editing a customer: the stale save shows the other tab’s name and keeps ours', async ({
  page,
}) => {
  await openAs(page, 'admin', '/accounts/customer/edit/1')
  const form = dialog(page, 'Edit customer')
  const name = form.getByRole('textbox', { name: /^Name/ })
  await expect(name).not.toHaveValue('')

  // The other tab opens the same customer and saves a new name first.
  const other = await page.context().newPage()
  await openAs(other, 'admin', '/accounts/customer/edit/1')
  const otherForm = dialog(other, 'Edit customer')
  const otherName = otherForm.getByRole('textbox', { name: /^Name/ })
  await expect(otherName).not.toHaveValue('')
  await otherName.fill('Renamed in the other tab')
  await otherForm.getByRole('button', { name: 'Save' }).click()
  await expect(other.getByText('The customer was saved.')).toBeVisible()
  // Tabs share changes through the fake API's journal: this tab's API has it once it answers it.
  await expect
    .poll(async () => (await apiFetch(page, 'GET', '/v2/Customer/1')).body.name)
    .toBe('Renamed in the other tab')
  await other.close()

  await name.fill('Renamed here')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(conflictIn(form, SAVED_ELSEWHERE)).toContainText('Name: Renamed in the other tab')
  await expect(name).toHaveValue('Renamed here')
  expect((await apiFetch(page, 'GET', '/v2/Customer/1')).body.name).toBe('Renamed in the other tab')

  // Having seen theirs, saving replaces it.
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The customer was saved.')).toBeVisible()
  expect((await apiFetch(page, 'GET', '/v2/Customer/1')).body.name).toBe('Renamed here')
})

interface StaleForm {
  form: string
  /** The edit form's address, opened as admin. */
  url: string
  /** The dialog's accessible name. */
  title: string
  /** The item in the API, as the form loads and saves it. */
  apiPath: string
  /** The other tab's change, made from the item as the API answers it (the revision is added). */
  theirs: (item: Record<string, any>) => Record<string, unknown>
  /** What the conflict names of their change. */
  shown: string
  /** The user's change in the form, and how it shows that it is kept. */
  edit: (form: Locator) => Promise<void>
  kept: (form: Locator) => Promise<void>
  /** The success toast of a save. */
  saved: string
  /** The item as stored once the second save replaced theirs. */
  replaced: (item: Record<string, any>) => void
}

/** A text field both tabs change: theirs is named with its new value, ours stays typed. */
function textField(
  label: string,
  apiField: string,
): Pick<StaleForm, 'theirs' | 'shown' | 'edit' | 'kept' | 'replaced'> {
  const field = (form: Locator) => form.getByRole('textbox', { name: new RegExp(`^${label}`) })
  return {
    theirs: () => ({ [apiField]: 'Changed in the other tab' }),
    shown: `${label}: Changed in the other tab`,
    edit: (form) => field(form).fill('Changed here'),
    kept: (form) => expect(field(form)).toHaveValue('Changed here'),
    replaced: (item) => expect(item[apiField]).toBe('Changed here'),
  }
}

const TICKED_HERE = 'Cephalosporin Cassette'

const FORMS: StaleForm[] = [
  {
    form: 'site',
    url: '/accounts/site/1/edit',
    title: 'Edit site',
    apiPath: '/v2/Sites/1',
    saved: 'The site was saved.',
    ...textField('Site name', 'name'),
  },
  {
    form: 'site’s test types',
    url: '/accounts/site/1/test-types',
    title: 'Test types of the site',
    apiPath: '/v2/Sites/1',
    // The other tab takes the first test type off the site.
    theirs: (site) => ({
      availableTestTypes: site.availableTestTypes
        .slice(1)
        .map(({ testTypeId, qrActive }: { testTypeId: number; qrActive: boolean }) => ({
          testTypeId,
          qrActive,
        })),
    }),
    shown: 'Test types offered',
    // Forced: the styled box lies over the input, as in accounts.spec.ts.
    edit: (form) =>
      form.getByRole('checkbox', { name: TICKED_HERE, exact: true }).check({ force: true }),
    kept: (form) =>
      expect(form.getByRole('checkbox', { name: TICKED_HERE, exact: true })).toBeChecked(),
    saved: "The site's test types were saved.",
    replaced: (site) =>
      expect(
        site.availableTestTypes.map((entry: { testType: { name: string } }) => entry.testType.name),
      ).toContain(TICKED_HERE),
  },
  {
    form: 'role',
    url: '/accounts/roles/edit/3',
    title: 'Edit role',
    apiPath: '/v2/Users/3',
    saved: 'The role was saved.',
    ...textField('First name', 'firstName'),
  },
  {
    form: 'app user',
    url: '/users/edit/4',
    title: 'Edit app user',
    apiPath: '/v2/Users/4',
    saved: 'The app user was saved.',
    ...textField('First name', 'firstName'),
  },
  {
    form: 'test type',
    url: '/test-types/test-items/edit/1',
    title: 'Edit test item',
    apiPath: '/v2/TestTypes/1',
    saved: 'The test item was saved.',
    ...textField('Name', 'name'),
  },
]

for (const stale of FORMS) {
  test(`the ${stale.form} form: a save after someone else’s shows theirs and keeps what was typed`, async ({
    page,
  }) => {
    await openAs(page, 'admin', stale.url)
    const form = dialog(page, stale.title)
    await expect(form.getByRole('button', { name: 'Save' })).toBeVisible()

    // Another tab saves the item first, with the revision its form loaded.
    const item = (await apiFetch(page, 'GET', stale.apiPath)).body
    const theirs = await apiFetch(page, 'PATCH', stale.apiPath, {
      ...stale.theirs(item),
      revision: item.revision,
    })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)

    await stale.edit(form)
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(conflictIn(form, SAVED_ELSEWHERE)).toContainText(stale.shown)
    await stale.kept(form)

    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(stale.saved)).toBeVisible()
    stale.replaced((await apiFetch(page, 'GET', stale.apiPath)).body)
  })
}

test('a control record’s comment saved meanwhile is shown, and the typed one kept', async ({
  page,
}) => {
  // A customer admin's list shows the customer's groups (an administrator's asks for a place).
  await openAs(page, 'customer.admin', '/control-records')
  const actions = page.getByRole('button', { name: /^Actions for control record \d+$/ }).first()
  const id = /\d+$/.exec((await actions.getAttribute('aria-label')) ?? '')![0]
  await actions.click()
  await chooseMenuItem(page.getByRole('menuitem', { name: 'Comment' }))
  const form = dialog(page, `Comment on control record ${id}`)
  const field = form.getByRole('textbox', { name: 'Comments' })
  await field.fill('Written in this tab.')

  const { revision } = (await apiFetch(page, 'GET', `/v2/GroupedTestRecords/${id}`)).body
  const theirs = await apiFetch(page, 'POST', `/v2/GroupedTestRecords/${id}/comment`, {
    comments: 'Saved in the other tab.',
    revision,
  })
  expect(theirs.status).toBe(200)

  await form.getByRole('button', { name: 'Save comment' }).click()
  await expect(conflictIn(form, 'Someone else saved a comment')).toContainText(
    'Saved in the other tab.',
  )
  await expect(field).toHaveValue('Written in this tab.')

  await form.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText('The comment was saved.')).toBeVisible()
  expect((await apiFetch(page, 'GET', `/v2/GroupedTestRecords/${id}`)).body.comments).toBe(
    'Written in this tab.',
  )
})
