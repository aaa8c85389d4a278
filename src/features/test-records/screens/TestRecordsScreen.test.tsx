// @vitest-environment jsdom
/**
 * The test-records screen as the app puts it together, against the fake API: an export that
 * succeeds (Excel or CSV) saves its file and logs the "report exported" analytics event
 * (CORE-9.11) on `window.dataLayer`; a failed export logs nothing. The menu's "with change
 * history" items, and only they, ask the export for the history (issue 40).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ChakraProvider } from '@chakra-ui/react'
import { configureHttp } from '@/api/http'
import { getCurrentUser } from '@/api/endpoints/current-user'
import type { User } from '@/api/types'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { system } from '@/ui/theme'
import { AppToaster, toaster } from '@/ui/toaster'
import { initTestI18n } from '../../../../tests/helpers/i18n'
import { memoryStorage } from '../../../../tests/helpers/memory-storage'
import TestRecordsScreen from './TestRecordsScreen'

initTestI18n()

let api: FakeApiServer
let user: User
let permissions: string[]
/** The file names the screen handed to the browser. */
let saved: string[] = []
/** The export calls the screen made: their path and query. */
let exportCalls: URL[] = []

beforeAll(async () => {
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  const token = api.tokenFor('customer.admin')
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => token, getRetries: 0 })
  ;({ currentUser: user, permissions } = await getCurrentUser())
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (/\/v2\/TestRecords\/(csv|excel)$/.test(url.pathname)) exportCalls.push(url)
  })
}, 60_000)

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  window.dataLayer = []
  saved = []
  exportCalls = []
  // jsdom has no object URLs and no downloads: note the file name the link would save.
  URL.createObjectURL = () => 'blob:export'
  URL.revokeObjectURL = () => undefined
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download)
  })
})

afterEach(() => {
  act(() => toaster.remove())
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  api.server.resetHandlers()
  delete window.dataLayer
})

afterAll(() => {
  api.server.close()
  api.backend.close()
})

function renderScreen() {
  const router = createMemoryRouter(
    [
      {
        path: '/test-records',
        element: (
          <TestRecordsScreen
            permissions={permissions}
            user={user}
            itemId={null}
            listPath="/test-records"
          />
        ),
      },
    ],
    { initialEntries: ['/test-records'] },
  )
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
    </ChakraProvider>,
  )
}

const exportedEvents = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === 'report_exported')

type ExportItem =
  'Excel (.xlsx)' | 'CSV (.csv)' | 'Excel with change history' | 'CSV with change history'

async function exportAs(choice: ExportItem) {
  const events = userEvent.setup()
  const button = await screen.findByRole('button', { name: 'Export' }, { timeout: 8000 })
  await events.click(button)
  const item = await screen.findByRole('menuitem', { name: choice })
  // Press and release as two steps, as a browser does (see LanguageMenu.test.tsx): Zag
  // highlights the item on press and selects it on release.
  await events.pointer({ target: item, keys: '[MouseLeft>]' })
  await events.pointer({ target: item, keys: '[/MouseLeft]' })
}

describe('the "report exported" analytics event', () => {
  it.each([
    ['Excel (.xlsx)', 'excel', 'test-records.xlsx'],
    ['CSV (.csv)', 'csv', 'test-records.csv'],
  ] as const)(
    'is logged once the %s export is saved',
    async (choice, format, fileName) => {
      renderScreen()
      await exportAs(choice)
      await waitFor(() => expect(saved).toEqual([fileName]), { timeout: 15_000 })
      expect(exportedEvents()).toEqual([
        { event: 'report_exported', report: 'test-records', format },
      ])
    },
    30_000,
  )

  it('is not logged when the export fails', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE}/v2/TestRecords/csv`, () =>
        HttpResponse.json({ message: 'The export service is down.' }, { status: 500 }),
      ),
    )
    renderScreen()
    await exportAs('CSV (.csv)')
    expect(await screen.findByText('The export failed.', {}, { timeout: 8000 })).toBeTruthy()
    expect(saved).toEqual([])
    expect(exportedEvents()).toEqual([])
  }, 30_000)
})

describe('the "with change history" items', () => {
  it.each([
    ['Excel with change history', 'excel', 'test-records-with-history.xlsx'],
    ['CSV with change history', 'csv', 'test-records-with-history.csv'],
  ] as const)(
    '%s asks the export for the history and saves the file as such',
    async (choice, format, fileName) => {
      renderScreen()
      await exportAs(choice)
      await waitFor(() => expect(saved).toEqual([fileName]), { timeout: 15_000 })
      expect(exportCalls).toHaveLength(1)
      expect(exportCalls[0]!.pathname).toMatch(new RegExp(`/${format}$`))
      expect(exportCalls[0]!.searchParams.getAll('history')).toEqual(['true'])
      expect(exportCalls[0]!.searchParams.get('timeZone')).toBeTruthy()
      expect(exportedEvents()).toEqual([
        { event: 'report_exported', report: 'test-records', format },
      ])
    },
    30_000,
  )

  it('are the only items that ask for it', async () => {
    renderScreen()
    await exportAs('CSV (.csv)')
    await waitFor(() => expect(saved).toEqual(['test-records.csv']), { timeout: 15_000 })
    expect(exportCalls).toHaveLength(1)
    expect(exportCalls[0]!.searchParams.has('history')).toBe(false)
  }, 30_000)
})
