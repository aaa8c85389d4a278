// @vitest-environment jsdom
/**
 * The substance and test-type modals against the fake API, as an administrator uses them:
 * create and edit, the form's own rules on their fields (nothing sent), the server's refusal on
 * its field with the typed values kept and the toast, an unknown id, and the unsaved-changes
 * warning of the modal route.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ChakraProvider } from '@chakra-ui/react'
import { onChange, type Change } from '@/api/changes'
import { configureHttp } from '@/api/http'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { system } from '@/ui/theme'
import { AppToaster, toaster } from '@/ui/toaster'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { SubstanceFormModal } from './SubstanceFormModal'
import { TestTypeFormModal } from './TestTypeFormModal'

initTestI18n()
// Each step waits on the fake API and a large form: allow a machine busy with other runs.
configure({ asyncUtilTimeout: 5000 })

let api: FakeApiServer
const requests: string[] = []

beforeAll(async () => {
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  api.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') {
      requests.push(`${request.method} ${request.url.slice(TEST_API_BASE.length)}`)
    }
  })
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => api.tokenFor('admin') })
}, 60_000)

afterEach(() => {
  cleanup()
  toaster.remove()
  requests.length = 0
})

afterAll(() => {
  api.server.close()
  api.backend.close()
})

const db = () => api.backend.db

/** The changes the modal published to the lists (src/api/changes.ts). */
const published: Change[] = []
const stopListening = onChange(null, (change) => published.push(change))
afterEach(() => void published.splice(0))
afterAll(() => void stopListening())

function renderModal(path: string, modal: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>List</h1> },
      { path: '/list/modal', element: modal },
    ],
    { initialEntries: ['/list', path], initialIndex: 1 },
  )
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
    </ChakraProvider>,
  )
  return { router }
}

const substanceModal = (itemId: number | null) =>
  renderModal('/list/modal', <SubstanceFormModal itemId={itemId} listPath="/list" />)

const testTypeModal = (itemId: number | null) =>
  renderModal('/list/modal', <TestTypeFormModal itemId={itemId} listPath="/list" />)

/** The error text tied to an invalid field (Chakra's Field names it in aria-errormessage). */
function errorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-errormessage') ?? '').split(/\s+/).filter(Boolean)
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean)
  return control.getAttribute('aria-invalid') === 'true' ? texts.join(' ') : null
}

describe('SubstanceFormModal', () => {
  it('creates a substance: toast, list told, modal closed', async () => {
    const { router } = substanceModal(null)
    const dialog = await screen.findByRole('dialog', { name: 'Create substance' })
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Neomycin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    const created = db()
      .substances.all()
      .find((row) => row.name === 'Neomycin')
    expect(published).toEqual([{ resource: 'substances', id: created?.id, kind: 'created' }])
    expect(await screen.findByText('The substance was saved.')).toBeTruthy()
    expect(
      db()
        .substances.all()
        .some((row) => row.name === 'Neomycin'),
    ).toBe(true)
  })

  it('refuses an empty or blank name on the field, without asking the server', async () => {
    substanceModal(null)
    const dialog = await screen.findByRole('dialog', { name: 'Create substance' })
    const name = within(dialog).getByLabelText(/^Name/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(errorOf(name)).toBe('This field is required.'))
    // The refused submit moves focus to the field in error.
    await waitFor(() => expect(document.activeElement).toBe(name))
    await userEvent.type(name, '   ')
    await waitFor(() => expect(errorOf(name)).toBe('This field cannot be blank.'))
    expect(requests).toEqual([])
  })

  it('shows the server refusal of a duplicate name on the field, keeping what was typed', async () => {
    const { router } = substanceModal(null)
    const dialog = await screen.findByRole('dialog', { name: 'Create substance' })
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement
    await userEvent.type(name, 'penicillin g')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(errorOf(name)).toBe('This value is already in use.'))
    expect(name.value).toBe('penicillin g')
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(router.state.location.pathname).toBe('/list/modal')
    expect(published).toEqual([])
    expect(await screen.findByText('The substance could not be saved.')).toBeTruthy()
    expect(screen.getByText(/A substance named “penicillin g” already exists/)).toBeTruthy()

    // The server's error holds until the field changes.
    await userEvent.type(name, ' X')
    await waitFor(() => expect(errorOf(name)).toBeNull())
  })

  it('edits a substance: the name is loaded, the change saved', async () => {
    const substance = db()
      .substances.all()
      .find((row) => row.name === 'Cloxacillin')!
    const { router } = substanceModal(substance.id)
    const dialog = await screen.findByRole('dialog', { name: 'Edit substance' })
    const name = (await within(dialog).findByLabelText(/^Name/)) as HTMLInputElement
    expect(name.value).toBe('Cloxacillin')
    await userEvent.clear(name)
    await userEvent.type(name, 'Cloxacillin sodium')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(requests).toEqual([`PATCH /v2/Substances/${substance.id}`])
    expect(db().substances.get(substance.id)?.name).toBe('Cloxacillin sodium')
  })

  it('says so when the item does not exist', async () => {
    substanceModal(99999)
    const dialog = await screen.findByRole('dialog', { name: 'Edit substance' })
    expect(await within(dialog).findByText(/This item does not exist/)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('warns before closing a touched form', async () => {
    const { router } = substanceModal(null)
    const dialog = await screen.findByRole('dialog', { name: 'Create substance' })
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Half')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(
      await screen.findByText('You have unsaved changes. If you leave now, they will be lost.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(requests).toEqual([])
  })
})

describe('TestTypeFormModal', () => {
  async function openCreate() {
    const result = testTypeModal(null)
    const dialog = await screen.findByRole('dialog', { name: 'Create test item' })
    await within(dialog).findByLabelText(/^Name/)
    return { ...result, dialog, field: (label: RegExp) => within(dialog).getByLabelText(label) }
  }

  it(
    'creates a qualitative cassette: ticked substances, empty reader index as 0, mm:ss',
    { timeout: 40_000 },
    async () => {
      const { dialog, field, router } = await openCreate()
      await userEvent.type(field(/^Name/), 'Cloxacillin Cassette')
      await userEvent.selectOptions(field(/^Measurement method/), 'Qualitative')
      await userEvent.selectOptions(field(/^Category/), 'Cassette')
      await userEvent.type(field(/^QR id/), 'CLX-1')
      await userEvent.selectOptions(field(/^Judge type/), 'Height')
      await userEvent.selectOptions(field(/^Judging direction/), 'ReverseJudgement')
      await userEvent.type(field(/^Positive value/), '0.9')
      await userEvent.type(field(/^Negative value/), '1.1')
      await userEvent.type(field(/^Temperature/), '40.5')
      await userEvent.type(field(/^Incubation time/), '05:30')
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cefalexin' }))
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ampicillin' }))
      await userEvent.type(field(/^Reader index of Ampicillin/), '2')
      await userEvent.type(field(/^Override positive value of Ampicillin/), '0.8')
      await userEvent.type(field(/^Override negative value of Ampicillin/), '1')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

      await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
      expect(await screen.findByText('The test item was saved.')).toBeTruthy()
      const saved = db()
        .testTypes.all()
        .find((row) => row.name === 'Cloxacillin Cassette')!
      const id = (name: string) =>
        db()
          .substances.all()
          .find((row) => row.name === name)!.id
      expect(saved).toMatchObject({
        measurementMethod: 'Qualitative',
        category: 'Cassette',
        qrIdString: 'CLX-1',
        positiveValue: 0.9,
        negativeValue: 1.1,
        temperature: 40.5,
        incubationTime: 330,
        quantitativeRange: null,
      })
      expect(saved.substances).toEqual([
        {
          substanceId: id('Ampicillin'),
          readerIndex: 2,
          substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
        },
        { substanceId: id('Cefalexin'), readerIndex: 0, substanceOverride: null },
      ])
    },
  )

  it(
    'shows the qualitative rules on their fields and sends nothing',
    { timeout: 40_000 },
    async () => {
      const { dialog, field } = await openCreate()
      await userEvent.type(field(/^Name/), '   ')
      await userEvent.selectOptions(field(/^Measurement method/), 'Qualitative')
      await userEvent.selectOptions(field(/^Category/), 'Cassette')
      await userEvent.type(field(/^Positive value/), '0.95')
      await userEvent.type(field(/^Incubation time/), '5 min')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

      await waitFor(() => expect(errorOf(field(/^Name/))).toBe('Enter a name.'))
      // Focus goes to the first field in error, at the top of the long form (an effect once the
      // refused submit has rendered: it may come a moment after the messages).
      await waitFor(() => expect(document.activeElement).toBe(field(/^Name/)))
      expect(errorOf(field(/^QR id/))).toBe('This field is required.')
      expect(errorOf(field(/^Judge type/))).toBe('This field is required.')
      expect(errorOf(field(/^Positive value/))).toBe('Use at most one decimal.')
      expect(errorOf(field(/^Incubation time/))).toBe(
        'Enter the time as minutes and seconds, e.g. 05:30.',
      )
      expect(within(dialog).getByText('Choose at least one substance.')).toBeTruthy()

      // Two ticked substances on one reader index, and a half override.
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Amoxicillin' }))
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ampicillin' }))
      await userEvent.type(field(/^Reader index of Amoxicillin/), '1')
      await userEvent.type(field(/^Reader index of Ampicillin/), '1')
      await userEvent.type(field(/^Override positive value of Amoxicillin/), '0.8')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
      await waitFor(() =>
        expect(errorOf(field(/^Reader index of Ampicillin/))).toBe(
          'Each ticked substance needs its own reader index.',
        ),
      )
      expect(errorOf(field(/^Override negative value of Amoxicillin/))).toBe(
        'Enter both the positive and the negative value, or neither.',
      )
      expect(within(dialog).queryByText('Choose at least one substance.')).toBeNull()
      expect(requests).toEqual([])
    },
  )

  it('keeps the negative range disabled until the measurable range is set, and checks it', async () => {
    const { dialog, field } = await openCreate()
    await userEvent.type(field(/^Name/), 'Cloxacillin Quantitative')
    await userEvent.selectOptions(field(/^Measurement method/), 'Quantitative')
    await userEvent.selectOptions(field(/^Category/), 'Cassette')
    expect(within(dialog).queryByLabelText(/^Judge type/)).toBeNull()
    expect((field(/^Negative range minimum/) as HTMLInputElement).disabled).toBe(true)
    await userEvent.type(field(/^Measurable range minimum/), '5')
    expect((field(/^Negative range minimum/) as HTMLInputElement).disabled).toBe(true)
    await userEvent.type(field(/^Measurable range maximum/), '100')
    expect((field(/^Negative range minimum/) as HTMLInputElement).disabled).toBe(false)
    await userEvent.type(field(/^Negative range minimum/), '2')
    await userEvent.type(field(/^Negative range maximum/), '50.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(errorOf(field(/^Negative range minimum/))).toBe(
        'The negative range must lie within the measurable range.',
      ),
    )
    expect(errorOf(field(/^Negative range maximum/))).toBe('Enter a whole number.')
    expect(errorOf(field(/^Substance/))).toBe('Choose at least one substance.')
    expect(requests).toEqual([])
  })

  it('edits a quantitative type: values loaded (incubation as mm:ss), the change saved', async () => {
    const stored = db()
      .testTypes.all()
      .find((row) => row.name === 'Aflatoxin M1 Quantitative')!
    const { router } = testTypeModal(stored.id)
    const dialog = await screen.findByRole('dialog', { name: 'Edit test item' })
    const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement
    await within(dialog).findByLabelText(/^Name/)
    expect(field(/^Name/).value).toBe('Aflatoxin M1 Quantitative')
    expect(field(/^Incubation time/).value).toBe('10:00')
    expect(field(/^Measurable range maximum/).value).toBe('100')
    expect(
      (within(dialog).getByLabelText(/^Substance/) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Aflatoxin M1')
    await userEvent.clear(field(/^Negative range maximum/))
    await userEvent.type(field(/^Negative range maximum/), '40')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(db().testTypes.get(stored.id)?.quantitativeRange?.negativeRangeMax).toBe(40)
  })

  it(
    'shows the first server error as the toast and the field error on its field',
    { timeout: 40_000 },
    async () => {
      api.server.use(
        http.post(`${TEST_API_BASE}/v2/TestTypes`, () =>
          HttpResponse.json(
            {
              message: 'name: This value is already in use.',
              errors: [
                {
                  field: 'name',
                  code: 'validation.unique',
                  message: 'name: This value is already in use.',
                },
                { field: 'substances[0].readerIndex', code: 'testItems.unknownCode', message: 'x' },
              ],
            },
            { status: 400 },
          ),
        ),
      )
      const { dialog, field } = await openCreate()
      await userEvent.type(field(/^Name/), 'Twin')
      await userEvent.selectOptions(field(/^Measurement method/), 'Qualitative')
      await userEvent.selectOptions(field(/^Category/), 'Strip')
      await userEvent.selectOptions(field(/^Judge type/), 'Area')
      await userEvent.selectOptions(field(/^Judging direction/), 'PositiveJudgement')
      await userEvent.type(field(/^Positive value/), '1')
      await userEvent.type(field(/^Negative value/), '2')
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tetracycline' }))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

      await waitFor(() => expect(errorOf(field(/^Name/))).toBe('This value is already in use.'))
      // A code without a translation gets the generic message, on the row of the ticked substance.
      expect(errorOf(field(/^Reader index of Tetracycline/))).toBe('The value is not valid.')
      expect(await screen.findByText('name: This value is already in use.')).toBeTruthy()
      expect((field(/^Name/) as HTMLInputElement).value).toBe('Twin')
    },
  )
})
