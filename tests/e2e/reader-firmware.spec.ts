/**
 * Reader firmware in the browser (ADMIN-2.15, ADMIN-4.10, ADMIN-5.14, ADMIN-6.11): the upload
 * machine's paths through the real screen (success; the upload URL refused; the storage refusing
 * the file, then a retry; a cancel during a slow upload, and a close during one; a failed rollback
 * retried, its storage failure set with the dev panel's shortcut), each followed by what the API
 * holds; the file chosen by keyboard through the drop zone and dropped on it; the three validation
 * errors; the tabs and paging through the URL; who may see and upload; accessibility scans of the
 * list and the modal's states.
 */
import type { Locator, Page } from '@playwright/test'
import type { Firmware, ListResponse } from '../../src/api/types'
import type { FaultRule } from '../../src/mocks/controls'
import {
  apiFetch,
  expect,
  expectFitsEveryWidth,
  expectNoAxeViolations,
  openAs,
  test,
} from './fixtures'

type Fault = Omit<FaultRule, 'id'> & { id?: string }

const TAB = 'truck-reader'
const list = (page: Page) => page.getByRole('table', { name: 'Truck reader firmware' })
const modal = (page: Page) => page.getByRole('dialog', { name: 'Upload Truck reader firmware' })

/** Every version of the tab as the API holds it, with whether its file arrived. */
async function stored(page: Page, type = TAB): Promise<Array<[string, boolean]>> {
  const answer = await apiFetch(
    page,
    'GET',
    `/v2/Firmware/${type}?page=1&pageSize=200&order=version_desc`,
  )
  return (answer.body as ListResponse<Firmware>).data.map((row) => [row.version, row.url !== null])
}

/** A version above every stored one, so the form's "not lower" rule lets it through. */
async function nextVersion(page: Page): Promise<string> {
  const answer = await apiFetch(page, 'GET', `/v2/Firmware/${TAB}/latest`)
  const [major] = String((answer.body as Firmware).version).split('.')
  return `${Number(major) + 1}.0.0`
}

const zip = (name = 'reader-9.0.0.zip') => ({
  name,
  mimeType: 'application/zip',
  // 3 KB starting as a zip does.
  buffer: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(3068)]),
})

/** Opens the upload modal of the truck reader tab, with these faults in the fake API. */
async function openUpload(page: Page, faults: Fault[] = []) {
  await openAs(page, 'admin', `/reader-firmware/${TAB}`, {
    settings: { faults: faults.map((fault, index) => ({ id: `fault-${index}`, ...fault })) },
  })
  await expect(list(page).getByRole('row')).not.toHaveCount(1)
  await page.getByRole('link', { name: 'Upload firmware' }).click()
  await expect(modal(page)).toBeVisible()
  return modal(page)
}

async function fillForm(form: Locator, version: string, file = zip()) {
  await form.getByLabel('Version').fill(version)
  await form.getByLabel('Description').fill('Faster line detection.')
  await form.locator('input[type="file"]').setInputFiles(file)
}

test('an upload creates the version, sends its file and lists it first', async ({ page }) => {
  const form = await openUpload(page)
  await expectNoAxeViolations(page)
  const version = await nextVersion(page)
  const before = await stored(page)
  await form.getByLabel('Version').fill(version)
  // The drop zone is a button: the keyboard opens the file picker with it.
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Choose a .zip file, or drop it here' }).press('Enter')
  await (await chooser).setFiles(zip())
  await expect(form.getByText('reader-9.0.0.zip (3 kB)')).toBeVisible()
  await form.getByRole('button', { name: 'Upload', exact: true }).click()

  await expect(page.getByText('The firmware version was created.')).toBeVisible()
  await expect(page.getByText('The firmware file was uploaded.')).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/reader-firmware/${TAB}$`))
  await expect(list(page).getByRole('rowheader').first()).toHaveText(version)
  await expect(list(page).getByRole('link', { name: `Download version ${version}` })).toBeVisible()
  expect(await stored(page)).toEqual([[version, true], ...before])
  await expectNoAxeViolations(page)
})

test('the form refuses a bad version, a lower version and a file that is not a zip', async ({
  page,
}) => {
  const form = await openUpload(page)
  const before = await stored(page)
  await fillForm(form, '3.1')
  // A file dropped on the drop zone.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer()
    transfer.items.add(new File(['not a zip'], 'notes.txt', { type: 'text/plain' }))
    return transfer
  })
  await form
    .getByRole('button', { name: 'Choose a .zip file, or drop it here' })
    .dispatchEvent('drop', { dataTransfer: dropped })
  await expect(form.getByText('notes.txt (9 byte)')).toBeVisible()
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByLabel('Version')).toHaveAccessibleErrorMessage(
    'Enter a valid version, for example 3.1.0.',
  )
  await expect(form.getByText('The file must be a .zip file.')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.locator('input[type="file"]').setInputFiles(zip())
  await form.getByLabel('Version').fill('0.0.1')
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByLabel('Version')).toHaveAccessibleErrorMessage(
    'The version must not be lower than the latest version of this reader type.',
  )
  expect(await stored(page)).toEqual(before)
})

test('a refused upload URL, then a refused file: each rolled back, the form kept, then a retry', async ({
  page,
}) => {
  const form = await openUpload(page, [
    // The client asks a GET three times (two retries) before it gives up.
    { method: 'GET', path: '/v2/Firmware/*/RequestUploadUrl', kind: 'server-error', remaining: 3 },
    { method: 'PUT', path: '/fake-storage/*', kind: 'server-error', remaining: 1 },
  ])
  const version = await nextVersion(page)
  const before = await stored(page)
  await fillForm(form, version)
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  const failed = form.getByRole('alert').filter({ hasText: 'could not be uploaded' })
  await expect(failed).toContainText(`Version ${version} was not added.`)
  expect(await stored(page)).toEqual(before)
  await expect(form.getByLabel('Version')).toHaveValue(version)
  await expectNoAxeViolations(page)

  // The storage refuses the file this time.
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.fakeApi!.settings().faults.length)).toBe(0)
  await expect(failed).toContainText(`Version ${version} was not added.`)
  expect(await stored(page)).toEqual(before)

  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByText('The firmware file was uploaded.')).toBeVisible()
  expect(await stored(page)).toEqual([[version, true], ...before])
})

test('cancelling a slow upload, and closing the modal during one, both roll it back', async ({
  page,
}) => {
  const form = await openUpload(page, [
    { method: 'PUT', path: '/fake-storage/*', kind: 'slow', remaining: 2 },
  ])
  const version = await nextVersion(page)
  const before = await stored(page)
  await fillForm(form, version)
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(form.getByRole('status')).toHaveText(
    `The upload was cancelled. Version ${version} was not added.`,
  )
  expect(await stored(page)).toEqual(before)

  // Closing during the upload asks first; closing anyway cancels it in the background.
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await form.getByRole('button', { name: 'Close' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' })
  await warning.getByRole('button', { name: 'Discard changes' }).click()
  await expect(form).toHaveCount(0)
  await expect(
    page.getByText(`The upload of version ${version} was cancelled and undone.`),
  ).toBeVisible()
  expect(await stored(page)).toEqual(before)
})

test('a failed rollback is said, the list shows the version without its file, and a retry removes it', async ({
  page,
}) => {
  await openAs(page, 'admin', `/reader-firmware/${TAB}`, {
    settings: {
      faults: [
        {
          id: 'delete',
          method: 'DELETE',
          path: '/v2/Firmware/*',
          kind: 'server-error',
          remaining: 1,
        },
      ],
    },
  })
  // The dev panel's shortcut makes the storage refuse every upload, as a product person would.
  await page.getByRole('button', { name: 'Fake API' }).click()
  const panel = page.getByRole('dialog', { name: 'Fake API controls' })
  await panel
    .getByRole('group', { name: 'Firmware storage' })
    .getByRole('button', { name: 'Fail' })
    .click()
  await expect(panel.getByText('PUT /fake-storage/*: 500 server error (always)')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await page.getByRole('link', { name: 'Upload firmware' }).click()
  const form = modal(page)
  const version = await nextVersion(page)
  const before = await stored(page)
  await fillForm(form, version)
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByRole('alert')).toContainText(`Version ${version} remains without its file`)
  expect(await stored(page)).toEqual([[version, false], ...before])
  await expectNoAxeViolations(page)

  await form.getByRole('button', { name: 'Try removing again' }).click()
  await expect(form.getByRole('alert')).toContainText(`Version ${version} was not added.`)
  expect(await stored(page)).toEqual(before)
})

test('tabs and pages in the URL; a reader without write, and customer staff', async ({
  page,
}, testInfo) => {
  await openAs(page, 'admin', '/reader-firmware')
  await expect(page).toHaveURL(/\/reader-firmware\/desktop-reader$/)
  const tabs = page.getByRole('tablist', { name: 'Reader types' })
  await tabs.getByRole('tab', { name: 'Truck reader' }).click()
  await expect(page).toHaveURL(/\/reader-firmware\/truck-reader$/)
  await tabs.getByRole('tab', { name: 'Truck reader' }).press('ArrowLeft')
  await expect(page).toHaveURL(/\/reader-firmware\/portable-reader-connect$/)

  // Enough versions for a second page of the desktop reader.
  const rows = async () => (await stored(page, 'desktop-reader')).map(([version]) => version)
  const latest = (await rows())[0]!
  const [major] = latest.split('.')
  for (let extra = (await rows()).length; extra <= 10; extra++) {
    await apiFetch(page, 'POST', '/v2/Firmware/desktop-reader', {
      version: `${Number(major) + 1}.${extra}.0`,
    })
  }
  await tabs.getByRole('tab', { name: 'Desktop reader' }).click()
  const table = page.getByRole('table', { name: 'Desktop reader firmware' })
  const shown = () => table.getByRole('rowheader').allTextContents()
  const all = await rows()
  await expect.poll(shown).toEqual(all.slice(0, 10))
  // The seed's failed upload says so in words, not only in colour, on its page.
  const failed = (
    (await apiFetch(page, 'GET', '/v2/Firmware/desktop-reader?pageSize=200&order=version_desc'))
      .body as ListResponse<Firmware>
  ).data.findIndex((row) => row.errorMessage !== null)
  const failedRow = () => table.getByRole('row').filter({ hasText: 'Upload failed:' })
  if (failed < 10) await expect(failedRow()).toHaveCount(1)
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Next' })
    .click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect.poll(shown).toEqual(all.slice(10, 20))
  if (failed >= 10) await expect(failedRow()).toHaveCount(1)
  await expectNoAxeViolations(page)
  await expectFitsEveryWidth(page, testInfo, 'reader-firmware')

  // Reading without writing: the list, but no upload and no delete; the upload route is refused.
  await openAs(page, 'catalogue.viewer', '/reader-firmware/truck-reader')
  await expect(
    page.getByRole('table', { name: 'Truck reader firmware' }).getByRole('rowheader').first(),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Upload firmware' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await page.goto('/reader-firmware/truck-reader/create')
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()

  // Customer staff do not see the screen at all.
  await openAs(page, 'customer.admin', '/reader-firmware/truck-reader')
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible()
})
