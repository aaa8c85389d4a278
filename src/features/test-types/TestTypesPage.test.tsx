// @vitest-environment jsdom
/**
 * The test-types screen against the fake API: the tabs and lists, the controls each permission
 * set shows, sorting through the URL, the create modal opened over the list (which stays), and
 * deletes: confirmed, cancelled, and refused by the server with its reason.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, useParams } from 'react-router-dom'
import { configureHttp } from '@/api/http'
import { PERMISSIONS as P } from '@/domain/permissions'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { toaster } from '@/ui/toaster'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { TestTypesPage, type TestTypesTab } from './TestTypesPage'
import { renderRouter } from '../../../tests/helpers/render-router'

initTestI18n()
// Each step waits on the fake API and a large form: allow a machine busy with other runs.
configure({ asyncUtilTimeout: 5000 })

let api: FakeApiServer
let username = 'admin'

beforeAll(async () => {
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => api.tokenFor(username) })
}, 60_000)

afterEach(() => {
  cleanup()
  toaster.remove()
})

afterAll(() => {
  api.server.close()
  api.backend.close()
})

/** The first render and each navigation load a page from the fake API: allow a busy machine. */
const SLOW = { timeout: 8000 }

const ADMIN = [
  P.TEST_ITEMS_READ,
  P.TEST_ITEMS_WRITE,
  P.TEST_ITEMS_DELETE,
  P.SUBSTANCES_READ,
  P.SUBSTANCES_WRITE,
  P.SUBSTANCES_DELETE,
]
const VIEWER = [P.TEST_ITEMS_READ, P.SUBSTANCES_READ]

function Route({
  tab,
  modal = null,
  permissions,
}: {
  tab: TestTypesTab
  modal?: 'create' | 'edit' | null
  permissions: string[]
}) {
  const { itemId } = useParams()
  return <TestTypesPage tab={tab} modal={modal} itemId={itemId} permissions={permissions} />
}

/** `from`: an address visited before `path`, for the back button. */
function renderAt(path: string, permissions: string[], from?: string) {
  const routes = (['test-items', 'substances'] as const).flatMap((tab) => [
    { path: `/test-types/${tab}`, element: <Route tab={tab} permissions={permissions} /> },
    {
      path: `/test-types/${tab}/create`,
      element: <Route tab={tab} modal="create" permissions={permissions} />,
    },
    {
      path: `/test-types/${tab}/edit/:itemId`,
      element: <Route tab={tab} modal="edit" permissions={permissions} />,
    },
  ])
  const router = createMemoryRouter(routes, { initialEntries: from ? [from, path] : [path] })
  return renderRouter(router)
}

describe('TestTypesPage', () => {
  it('lists test items with create, edit and delete for an administrator', async () => {
    renderAt('/test-types/test-items', ADMIN)
    const table = await screen.findByRole('table', { name: 'Test items' }, SLOW)
    expect(await within(table).findByRole('rowheader', { name: 'Tetracycline Strip' }))
    expect(screen.getByRole('tab', { name: 'Test items' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(screen.getByRole('link', { name: 'Create test item' }).getAttribute('href')).toBe(
      '/test-types/test-items/create',
    )
    const row = within(table).getByRole('row', { name: /Tetracycline Strip/ })
    const id = api.backend.db.testTypes.all().find((type) => type.name === 'Tetracycline Strip')!.id
    expect(
      within(row).getByRole('link', { name: 'Edit Tetracycline Strip' }).getAttribute('href'),
    ).toBe(`/test-types/test-items/edit/${id}`)
    expect(within(row).getByRole('button', { name: 'Delete Tetracycline Strip' })).toBeTruthy()
    const substanceNames = api.backend.db.testTypes
      .get(id)!
      .substances.map((entry) => api.backend.db.substances.get(entry.substanceId)!.name)
    expect(within(row).getByText(substanceNames.join(', '))).toBeTruthy()
  })

  it('shows a reader no create, edit or delete control', async () => {
    username = 'catalogue.viewer'
    try {
      renderAt('/test-types/substances', VIEWER)
      const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
      expect(await within(table).findByRole('rowheader', { name: 'Penicillin G' }))
      expect(screen.queryByRole('link', { name: 'Create substance' })).toBeNull()
      expect(within(table).queryByRole('link', { name: /^Edit / })).toBeNull()
      expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull()
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    } finally {
      username = 'admin'
    }
  })

  it('offers only the tabs the user may read', async () => {
    renderAt('/test-types/substances', [P.SUBSTANCES_READ])
    await screen.findByRole('table', { name: 'Substances' }, SLOW)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Substances'])
  })

  it('switches tabs and sorts through the URL', async () => {
    const router = renderAt('/test-types/test-items', ADMIN)
    await screen.findByRole('table', { name: 'Test items' }, SLOW)
    await userEvent.click(screen.getByRole('tab', { name: 'Substances' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-types/substances'))
    const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
    await within(table).findByRole('rowheader', { name: 'Penicillin G' }, SLOW)
    await userEvent.click(within(table).getByRole('button', { name: 'Created' }))
    await waitFor(() => expect(router.state.location.search).toBe('?orderBy=created_asc'))
    await waitFor(() =>
      expect(within(table).getAllByRole('rowheader')[0]?.textContent).toBe('Penicillin G'),
    )
  })

  it('shows the last page for a page past the end', async () => {
    const router = renderAt('/test-types/substances?page=7&orderBy=created_desc', ADMIN)
    const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
    await waitFor(() => expect(router.state.location.search).toBe('?orderBy=created_desc'))
    expect(await within(table).findAllByRole('rowheader')).not.toHaveLength(0)
    expect(screen.getByText('Page 1 of 1')).toBeTruthy()
  })

  it('replaces a page past the end in the history, so back leaves the list', async () => {
    const router = renderAt('/test-types/substances?page=7', ADMIN, '/test-types/test-items')
    const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await within(table).findAllByRole('rowheader')).not.toHaveLength(0)
    await router.navigate(-1)
    expect(router.state.location.pathname).toBe('/test-types/test-items')
  })

  it('opens the create modal over the list, which stays', async () => {
    const router = renderAt('/test-types/substances', ADMIN)
    const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
    await within(table).findByRole('rowheader', { name: 'Penicillin G' }, SLOW)
    await userEvent.click(screen.getByRole('link', { name: 'Create substance' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/test-types/substances/create'),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Create substance' })
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Spiramycin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-types/substances'))
    expect(await within(table).findByRole('rowheader', { name: 'Spiramycin' })).toBeTruthy()
  })

  it('deletes after confirmation, and not on cancel', async () => {
    const created = api.backend.db.substances.nextId()
    await api.backend.db.substances.insert({
      id: created,
      name: 'Aaa test substance',
      created: new Date().toISOString(),
    })
    renderAt('/test-types/substances', ADMIN)
    const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
    const remove = await within(table).findByRole('button', { name: 'Delete Aaa test substance' })

    await userEvent.click(remove)
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Aaa test substance?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.backend.db.substances.get(created)).toBeDefined()

    await userEvent.click(remove)
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('The substance was deleted.')).toBeTruthy()
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Aaa test substance' })).toBeNull(),
    )
    expect(api.backend.db.substances.get(created)).toBeUndefined()
  })

  it('reports a delete the server refuses, with its reason, and keeps the row', async () => {
    renderAt('/test-types/substances', ADMIN)
    const table = await screen.findByRole('table', { name: 'Substances' }, SLOW)
    await userEvent.click(await within(table).findByRole('button', { name: 'Delete Amoxicillin' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('The substance could not be deleted.')).toBeTruthy()
    expect(screen.getByText(/This substance is used by the test types/)).toBeTruthy()
    expect(within(table).getByRole('rowheader', { name: 'Amoxicillin' })).toBeTruthy()
  })
})
