// @vitest-environment jsdom
/**
 * The views bar and the view editor against the fake API, as the customer admin (two seeded
 * views) meets them: the bar lists Default and the views with the active one marked; the editor
 * creates a view (prepended, saved whole with lastUpdated, kept in localStorage) and opens it in
 * the list; an edited view keeps its place; a rename is validated, closes on Escape or an
 * unchanged name, leaves focus on the view's link, and a refused one keeps the typed text (focus
 * back in it); a refused editor save can be sent again, its name error holding until the name
 * changes; a deletion is confirmed, its message shows, then Default; `useSavedViews` answers
 * the active view.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, Outlet, useSearchParams } from 'react-router-dom'
import { configureHttp } from '@/api/http'
import { getCurrentUser } from '@/api/endpoints/current-user'
import type { SavedView, UserViews } from '@/api/types'
import { viewsOfList, type ViewList } from '@/domain/view-lists'
import { viewsStorageKey } from '@/machines/saved-views.machine'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { toaster } from '@/ui/toaster'
import { initTestI18n } from '../../../../tests/helpers/i18n'
import { memoryStorage } from '../../../../tests/helpers/memory-storage'
import { SavedViewsProvider, useSavedViews } from './SavedViewsProvider'
import { ViewEditor } from './ViewEditor'
import { ViewsBar } from './ViewsBar'
import { renderRouter } from '../../../../tests/helpers/render-router'

initTestI18n()

let api: FakeApiServer
let token: string | null = null
let userId = 0

beforeAll(async () => {
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => token })
  token = api.tokenFor('customer.admin')
  userId = (await getCurrentUser()).currentUser.id
}, 60_000)

let seeded: UserViews
beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage())
  seeded ??= structuredClone(api.backend.db.userViews.get(userId)!) as UserViews
})

afterEach(async () => {
  // Error notes stay until closed: none is left for the next test.
  act(() => toaster.remove())
  cleanup()
  vi.unstubAllGlobals()
  api.server.resetHandlers()
  // Each test starts from the seeded views.
  await api.backend.db.userViews.update(userId, (draft) => {
    draft.views = structuredClone(seeded.views)
    draft.lastUpdated = seeded.lastUpdated
  })
})

afterAll(() => {
  api.server.close()
  api.backend.close()
})

// No pause between keys: the editor is a long form, slow to type into in jsdom.
let user = userEvent.setup({ delay: null })
beforeEach(() => {
  user = userEvent.setup({ delay: null })
})

/** The server refuses the next saves with a blank-name error on the first view. */
function refuseBlankName() {
  api.server.use(
    http.put(`${TEST_API_BASE}/v2/Users/me/views`, () =>
      HttpResponse.json(
        {
          message: 'Validation failed.',
          errors: [{ field: 'views[0].name', code: 'validation.blank', message: 'blank' }],
        },
        { status: 400 },
      ),
    ),
  )
}

/** The views the server holds for the test records (the seeded control-records view apart). */
const testViews = (views: readonly SavedView[]) => viewsOfList(views, 'testRecords')
const serverViews = () => testViews(api.backend.db.userViews.get(userId)!.views)

/** What the list screen reads: the active view's name, or Default. */
function ActiveView() {
  const [params] = useSearchParams()
  const { activeView, status } = useSavedViews()
  return (
    <p>
      Active: {activeView(params.get('viewId'))?.name ?? 'Default'} ({status})
    </p>
  )
}

function renderAt(path: string, list: ViewList = 'testRecords') {
  const listPath = list === 'testRecords' ? '/test-records' : '/control-records'
  const router = createMemoryRouter(
    [
      {
        path: listPath,
        element: (
          <SavedViewsProvider userId={userId} listPath={listPath} list={list}>
            <ViewsBar />
            <ActiveView />
            <Outlet />
          </SavedViewsProvider>
        ),
        children: [{ path: 'my-views', element: <ViewEditor canPickUsers /> }],
      },
    ],
    { initialEntries: [path] },
  )
  return renderRouter(router)
}

const bar = () => screen.getByRole('navigation', { name: 'Saved views' })
const viewNames = () =>
  within(bar())
    .queryAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label')!.replace(/^Move /, ''))

/** Opens a multiple-choice menu of the editor, ticks a choice (by name or place), closes it. */
async function choose(dialog: HTMLElement, field: RegExp, choice: string | number) {
  const trigger = await waitFor(() => {
    const button = within(dialog).getByRole('button', { name: field })
    expect(button.hasAttribute('disabled')).toBe(false)
    return button
  })
  await user.click(trigger)
  const items = await screen.findAllByRole('menuitemcheckbox')
  const item =
    typeof choice === 'number'
      ? items[choice]!
      : items.find((entry) => entry.textContent === choice)!
  await user.click(item)
  await user.click(trigger)
}

async function loaded() {
  await waitFor(() => expect(screen.getByText(/\(ready\)/)).toBeTruthy())
}

describe('views bar', () => {
  it('lists Default and the saved views, marks the active one, and links to the editor', async () => {
    const [first, second] = seeded.views
    renderAt(`/test-records?viewId=${second!.id}&page=3&orderBy=testDate_desc`)
    await loaded()
    expect(viewNames()).toEqual([first!.name, second!.name])
    const active = within(bar()).getByRole('link', { name: second!.name })
    expect(active.getAttribute('aria-current')).toBe('page')
    expect(screen.getByText(`Active: ${second!.name} (ready)`)).toBeTruthy()
    // Another view keeps the order and drops the page; Default drops the viewId.
    expect(within(bar()).getByRole('link', { name: first!.name }).getAttribute('href')).toBe(
      `/test-records?viewId=${first!.id}&orderBy=testDate_desc`,
    )
    expect(within(bar()).getByRole('link', { name: 'Default' }).getAttribute('href')).toBe(
      '/test-records?orderBy=testDate_desc',
    )
    expect(
      within(bar())
        .getByRole('link', { name: `Edit ${first!.name}` })
        .getAttribute('href'),
    ).toBe(`/test-records/my-views?viewId=${first!.id}`)
    expect(within(bar()).getByRole('link', { name: 'New View' }).getAttribute('href')).toBe(
      '/test-records/my-views',
    )
    // The drag handles speak the interface language.
    const handle = within(bar()).getByRole('button', { name: `Move ${first!.name}` })
    expect(handle.getAttribute('aria-roledescription')).toBe('movable view')
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!)
    expect(instructions?.textContent).toMatch(/^To pick up a view, press Space or Enter\./)
    // The list is kept in this browser, per user.
    expect(JSON.parse(localStorage.getItem(viewsStorageKey(userId))!).views).toEqual(seeded.views)
  })

  it('treats an unknown viewId as the Default view', async () => {
    renderAt('/test-records?viewId=123456')
    await loaded()
    expect(within(bar()).getByRole('link', { name: 'Default' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(screen.getByText('Active: Default (ready)')).toBeTruthy()
  })

  it('renames a view: a blank name is refused with its message, a good one is saved', async () => {
    const [first, second] = seeded.views
    renderAt('/test-records')
    await loaded()
    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    const field = within(bar()).getByRole('textbox', { name: 'View name' })
    await user.clear(field)
    await user.type(field, '  {Enter}')
    expect(within(bar()).getByText('The name cannot be only spaces.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.clear(field)
    await user.type(field, '{Enter}')
    expect(within(bar()).getByText('Enter a name for the view.')).toBeTruthy()

    await user.type(field, 'Renamed view{Enter}')
    expect(await screen.findByText('Your views were updated.')).toBeTruthy()
    await waitFor(() => expect(within(bar()).queryByRole('textbox')).toBeNull())
    expect(viewNames()).toEqual(['Renamed view', second!.name])
    expect(serverViews().map((view) => view.name)).toEqual(['Renamed view', second!.name])
  })

  it('keeps the typed name and the saved list when the server refuses a rename', async () => {
    const [first, second] = seeded.views
    refuseBlankName()
    renderAt('/test-records')
    await loaded()
    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    const field = within(bar()).getByRole('textbox', { name: 'View name' })
    await user.clear(field)
    await user.type(field, 'Refused{Enter}')
    expect(await screen.findByText('Your views could not be saved.')).toBeTruthy()
    await waitFor(() =>
      expect(within(bar()).getByText('The name cannot be only spaces.')).toBeTruthy(),
    )
    expect(
      (within(bar()).getByRole('textbox', { name: 'View name' }) as HTMLInputElement).value,
    ).toBe('Refused')
    await user.click(within(bar()).getByRole('button', { name: 'Cancel renaming' }))
    expect(viewNames()).toEqual([first!.name, second!.name])
  })

  it('closes the rename on Escape, an unchanged name or a save, with focus on the view link', async () => {
    const [first, second] = seeded.views
    const puts: string[] = []
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url)
    })
    renderAt('/test-records')
    await loaded()
    const link = () => within(bar()).getByRole('link', { name: first!.name })

    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    const field = within(bar()).getByRole('textbox', { name: 'View name' })
    expect(document.activeElement).toBe(field)
    await user.type(field, ' changed{Escape}')
    expect(within(bar()).queryByRole('textbox')).toBeNull()
    expect(document.activeElement).toBe(link())
    expect(viewNames()).toEqual([first!.name, second!.name])

    // The same name (spaces aside) closes the field and saves nothing.
    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    await user.type(within(bar()).getByRole('textbox', { name: 'View name' }), '  {Enter}')
    expect(within(bar()).queryByRole('textbox')).toBeNull()
    expect(document.activeElement).toBe(link())

    // Another view's rename button moves the field there.
    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    await user.click(within(bar()).getByRole('button', { name: `Rename ${second!.name}` }))
    const moved = within(bar()).getByRole('textbox', { name: 'View name' }) as HTMLInputElement
    expect(moved.value).toBe(second!.name)
    expect(document.activeElement).toBe(moved)
    await user.click(within(bar()).getByRole('button', { name: 'Cancel renaming' }))
    expect(document.activeElement).toBe(within(bar()).getByRole('link', { name: second!.name }))
    expect(puts).toEqual([])

    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    const again = within(bar()).getByRole('textbox', { name: 'View name' })
    await user.clear(again)
    await user.type(again, 'Saved name{Enter}')
    // While it saves, the field waits.
    expect((again as HTMLInputElement).disabled).toBe(true)
    await waitFor(() => expect(within(bar()).queryByRole('textbox')).toBeNull())
    expect(document.activeElement).toBe(within(bar()).getByRole('link', { name: 'Saved name' }))
    expect(puts).toHaveLength(1)
    api.server.events.removeAllListeners()
  })

  it('puts focus back in a refused rename, which may be sent again', async () => {
    const [first, second] = seeded.views
    refuseBlankName()
    renderAt('/test-records')
    await loaded()
    await user.click(within(bar()).getByRole('button', { name: `Rename ${first!.name}` }))
    const field = within(bar()).getByRole('textbox', { name: 'View name' }) as HTMLInputElement
    await user.clear(field)
    await user.type(field, 'Refused{Enter}')
    await waitFor(() =>
      expect(within(bar()).getByText('The name cannot be only spaces.')).toBeTruthy(),
    )
    expect(field.disabled).toBe(false)
    expect(document.activeElement).toBe(field)
    // Typing clears the server's error; the next save goes through.
    api.server.resetHandlers()
    await user.type(field, ' again')
    expect(within(bar()).queryByText('The name cannot be only spaces.')).toBeNull()
    await user.type(field, '{Enter}')
    await waitFor(() => expect(viewNames()).toEqual(['Refused again', second!.name]))
    await waitFor(() => expect(within(bar()).queryByRole('textbox')).toBeNull())
  })

  it('deletes a view after the confirmation, shows the message, then goes to Default', async () => {
    const [first, second] = seeded.views
    const router = renderAt(`/test-records?viewId=${first!.id}`)
    await loaded()
    await user.click(within(bar()).getByRole('button', { name: `Delete ${first!.name}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the view?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(viewNames()).toEqual([first!.name, second!.name])

    await user.click(within(bar()).getByRole('button', { name: `Delete ${first!.name}` }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete view' }),
    )
    expect(await screen.findByText('The view was deleted.')).toBeTruthy()
    expect(router.state.location.search).toBe(`?viewId=${first!.id}`)
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 3000 })
    expect(screen.queryByText('The view was deleted.')).toBeNull()
    expect(viewNames()).toEqual([second!.name])
    expect(serverViews().map((view) => view.id)).toEqual([second!.id])
  })

  it('falls back to the stored copy when the views cannot be loaded, and tries again', async () => {
    const stored = { views: [seeded.views[1]], lastUpdated: null }
    localStorage.setItem(viewsStorageKey(userId), JSON.stringify(stored))
    // Every attempt fails (the client retries a GET) until the handlers are reset.
    api.server.use(http.get(`${TEST_API_BASE}/v2/Users/me/views`, () => HttpResponse.error()))
    renderAt('/test-records')
    expect(
      await screen.findByText(
        'Your saved views could not be loaded. The copy kept in this browser is shown.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(viewNames()).toEqual([seeded.views[1]!.name])
    api.server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(viewNames()).toEqual(testViews(seeded.views).map((view) => view.name)),
    )
  }, 15_000)
})

describe('views of one list', () => {
  it('offers on the control records only their views, and makes new ones there', async () => {
    const router = renderAt('/control-records', 'controlRecords')
    await loaded()
    expect(viewNames()).toEqual(['Animal controls'])
    const control = seeded.views.find((view) => view.list === 'controlRecords')!
    // A test-records view's address finds no view on the control records.
    const other = testViews(seeded.views)[0]!
    await act(() => router.navigate(`/control-records?viewId=${other.id}`))
    expect(await screen.findByText('Active: Default (ready)')).toBeTruthy()
    await act(() => router.navigate(`/control-records?viewId=${control.id}`))
    expect(await screen.findByText('Active: Animal controls (ready)')).toBeTruthy()

    await act(() => router.navigate('/control-records/my-views'))
    const dialog = await screen.findByRole('dialog', { name: 'New view' })
    expect(within(dialog).queryByRole('group', { name: 'Test result' })).toBeNull()
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Trucks')
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('The view was saved.')).toBeTruthy()
    const all = api.backend.db.userViews.get(userId)!.views
    expect(all[0]).toMatchObject({ name: 'Trucks', list: 'controlRecords' })
    await waitFor(() => expect(viewNames()).toEqual(['Trucks', 'Animal controls']))
  })
})

describe('view editor', () => {
  it('creates a view first in the list, sent whole with lastUpdated, and opens it', async () => {
    const puts: UserViews[] = []
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => puts.push(body))
    })
    const router = renderAt('/test-records/my-views')
    const dialog = await screen.findByRole('dialog', { name: 'New view' })
    await loaded()
    const name = within(dialog).getByRole('textbox', { name: 'View name' })

    await user.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(await within(dialog).findByText('Enter a name for the view.')).toBeTruthy()

    await user.type(name, 'Afternoon')
    await user.click(within(dialog).getByRole('checkbox', { name: 'QR code' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move Batch up' }))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Period' }), '9m')
    const results = within(dialog).getByRole('group', { name: 'Test result' })
    await user.click(within(results).getByRole('checkbox', { name: 'Negative' }))
    await choose(dialog, /^Routes/, 0)
    await choose(dialog, /^Users/, 0)
    await choose(dialog, /^Measurement methods/, 'Quantitative')
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }))

    expect(await screen.findByText('The view was saved.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-records'))
    const saved = serverViews()
    expect(router.state.location.search).toBe(`?viewId=${saved[0]!.id}`)
    expect(saved.map((view) => view.name)).toEqual([
      'Afternoon',
      ...testViews(seeded.views).map((view) => view.name),
    ])
    expect(saved[0]!.id).toBeGreaterThanOrEqual(1)
    expect(saved[0]!.id).toBeLessThanOrEqual(100_000)
    expect(saved[0]!.filters).toMatchObject({
      period: '9m',
      testResult: 6,
      measurementMethod: ['Quantitative'],
      readerType: [],
      controlResult: 33,
    })
    expect(saved[0]!.filters.routes).toHaveLength(1)
    expect(saved[0]!.filters.userIds).toHaveLength(1)
    const columns = saved[0]!.columns
    expect(columns.find((column) => column.id === 'rawQR')?.enabled).toBe(false)
    expect(columns.map((column) => column.id).slice(2, 4)).toEqual(['batchNumber', 'rawQR'])
    expect(columns.map((column) => column.order)).toEqual(columns.map((_, index) => index))
    // One PUT, with the whole list and the time it was sent.
    expect(puts).toHaveLength(1)
    expect(puts[0]!.views).toHaveLength(seeded.views.length + 1)
    expect(Date.parse(puts[0]!.lastUpdated!)).not.toBeNaN()
    // The router renders its new location in a transition.
    expect(await screen.findByText('Active: Afternoon (ready)', {}, { timeout: 5000 })).toBeTruthy()
    api.server.events.removeAllListeners()
    // Typing and clicking through a long form in jsdom is slow.
  }, 60_000)

  it('edits a view in place and returns to it', async () => {
    const [first, second] = seeded.views
    const router = renderAt(`/test-records/my-views?viewId=${second!.id}`)
    const dialog = await screen.findByRole('dialog', { name: 'Edit view' })
    const name = await within(dialog).findByRole('textbox', { name: 'View name' })
    expect((name as HTMLInputElement).value).toBe(second!.name)
    await user.clear(name)
    await user.type(name, 'Edited')
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('Your views were updated.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.search).toBe(`?viewId=${second!.id}`))
    expect(router.state.location.pathname).toBe('/test-records')
    expect(serverViews().map((view) => view.name)).toEqual([first!.name, 'Edited'])
  }, 30_000)

  it('keeps what was typed when the save fails, and the server name error shows', async () => {
    refuseBlankName()
    const router = renderAt('/test-records/my-views')
    const dialog = await screen.findByRole('dialog', { name: 'New view' })
    await loaded()
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Kept')
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('Your views could not be saved.')).toBeTruthy()
    expect(await within(dialog).findByText('The name cannot be only spaces.')).toBeTruthy()
    expect(
      (within(dialog).getByRole('textbox', { name: 'View name' }) as HTMLInputElement).value,
    ).toBe('Kept')
    expect(router.state.location.pathname).toBe('/test-records/my-views')
    expect(serverViews()).toEqual(testViews(seeded.views))
    // Still touched: closing asks first.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(
      await screen.findByText('You have unsaved changes. If you leave now, they will be lost.'),
    ).toBeTruthy()
  }, 30_000)

  it('after a refused save, the save button works again and the name error holds until the name changes', async () => {
    const [first] = seeded.views
    refuseBlankName()
    const router = renderAt(`/test-records/my-views?viewId=${first!.id}`)
    const dialog = await screen.findByRole('dialog', { name: 'Edit view' })
    await loaded()
    const name = within(dialog).getByRole('textbox', { name: 'View name' })
    await user.clear(name)
    await user.type(name, 'Kept')
    const save = within(dialog).getByRole('button', { name: 'Save view' })
    await user.click(save)
    expect(await within(dialog).findByText('The name cannot be only spaces.')).toBeTruthy()
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
    // Another field's change leaves the name's error in place; the name's own change clears it.
    await user.click(within(dialog).getByRole('checkbox', { name: 'QR code' }))
    expect(within(dialog).getByText('The name cannot be only spaces.')).toBeTruthy()
    await user.type(name, '!')
    expect(within(dialog).queryByText('The name cannot be only spaces.')).toBeNull()

    api.server.resetHandlers()
    await user.click(save)
    expect(await screen.findByText('Your views were updated.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-records'))
    expect(serverViews()[0]!.name).toBe('Kept!')
  }, 30_000)

  it('says so when the view to edit does not exist', async () => {
    renderAt('/test-records/my-views?viewId=99999')
    const dialog = await screen.findByRole('dialog', { name: 'Edit view' })
    await loaded()
    expect(
      within(dialog).getByText('This view does not exist. It may have been deleted.'),
    ).toBeTruthy()
    await act(async () => undefined)
  })
})
