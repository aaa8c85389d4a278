// @vitest-environment jsdom
/**
 * The records list against the fake API, where the list-screen machine decides: a filter
 * change asks for page 1 with the new filters at once (never the URL's old page) and drops the
 * page from the URL; paging goes on after it; a deleted record is greyed, offers no delete
 * again, and the list is not asked again for it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router-dom'
import { configureHttp } from '@/api/http'
import { getCurrentUser } from '@/api/endpoints/current-user'
import { createFakeApiServer, TEST_ANCHOR, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { toaster } from '@/ui/toaster'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { memoryStorage } from '../../../tests/helpers/memory-storage'
import { TestRecordsPage } from './TestRecordsPage'
import { renderRouter } from '../../../tests/helpers/render-router'

initTestI18n()

let api: FakeApiServer
let permissions: string[]
/** The query strings of the list calls (GET /v2/TestRecords), in order. */
let listCalls: URLSearchParams[] = []

beforeAll(async () => {
  // The list's period ends today: the clock stands on the seed's anchor, so its records are
  // there whatever the date the tests run on.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TEST_ANCHOR - 1)
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  const token = api.tokenFor('site.admin')
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => token, getRetries: 0 })
  ;({ permissions } = await getCurrentUser())
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/api/v2/TestRecords') {
      listCalls.push(url.searchParams)
    }
  })
}, 60_000)

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  listCalls = []
})

afterEach(() => {
  act(() => toaster.remove())
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

afterAll(() => {
  vi.useRealTimers()
  api.server.close()
  api.backend.close()
})

function renderPage(search = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/test-records',
        element: <TestRecordsPage permissions={permissions} activeView={null} />,
      },
    ],
    { initialEntries: [`/test-records${search}`] },
  )
  return renderRouter(router)
}

const table = () => screen.getByRole('table', { name: 'Test records' })
const dataRows = () => within(table()).getAllByRole('row').slice(1)

async function shown() {
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(1), { timeout: 10_000 })
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'))
}

async function chooseNegativeFilter() {
  const group = screen.getByRole('group', { name: 'Test result' })
  await userEvent.setup().click(within(group).getByText('Negative', { exact: true }))
}

/** Press and release as two steps, as a browser does (Zag selects a menu item on release). */
async function choose(item: HTMLElement) {
  const events = userEvent.setup()
  await events.pointer({ target: item, keys: '[MouseLeft>]' })
  await events.pointer({ target: item, keys: '[/MouseLeft]' })
}

describe('a filter change', () => {
  it('asks for page 1 with the new filters, never the old page, and drops the page', async () => {
    const router = renderPage('?page=3')
    await shown()
    expect(listCalls.map((call) => call.get('page'))).toEqual(['3'])
    listCalls = []
    await chooseNegativeFilter()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await shown()
    expect(listCalls.length).toBeGreaterThan(0)
    for (const call of listCalls) {
      expect(call.get('results')).toBe('6')
      expect(call.get('page')).toBe('1')
    }
    expect(screen.getByText('Page 1 of', { exact: false })).toBeTruthy()
  }, 30_000)

  it('lets the list page on afterwards, also when there was no page to drop', async () => {
    const router = renderPage()
    await shown()
    const asked = listCalls.at(-1)!
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 12 months')
    await waitFor(() =>
      expect(listCalls.at(-1)!.get('minTestDate')).not.toBe(asked.get('minTestDate')),
    )
    const widened = listCalls.at(-1)!
    expect(widened.get('page')).toBe('1')
    await shown()
    listCalls = []
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    await waitFor(() => expect(listCalls.map((call) => call.get('page'))).toEqual(['2']))
    expect(listCalls[0]!.get('minTestDate')).toBe(widened.get('minTestDate'))
    await shown()
    expect(screen.getByText('Page 2 of', { exact: false })).toBeTruthy()
  }, 30_000)
})

describe('a delete', () => {
  it('greys the row without asking the list again; the row offers no delete any more', async () => {
    renderPage()
    await shown()
    const row = dataRows()[0]!
    const id = within(row).getAllByRole('link')[0]!.textContent!.trim()
    const menuButton = within(row).getByRole('button', { name: `Actions for test record ${id}` })
    await userEvent.setup().click(menuButton)
    await choose(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the test record?' })
    listCalls = []
    await userEvent.setup().click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The record was deleted.', {}, { timeout: 8000 })).toBeTruthy()
    await waitFor(() => expect(row.getAttribute('data-muted')).toBe('true'))
    expect(listCalls).toEqual([])

    await userEvent.setup().click(menuButton)
    const menu = await screen.findByRole('menu', { name: `Actions for test record ${id}` })
    expect(within(menu).getByRole('menuitem', { name: 'Show details' })).toBeTruthy()
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull()
  }, 30_000)
})
