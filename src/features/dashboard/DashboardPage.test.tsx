// @vitest-environment jsdom
/**
 * The dashboard against the fake API: the link grid for users without the full dashboard, the
 * empty state until a customer is chosen, every widget painted from the API's answers, the
 * filter cascade, the users table's operator rows, and the marker route.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { configureHttp } from '@/api/http'
import { getCurrentUser } from '@/api/endpoints/current-user'
import { getKeyStatistics } from '@/api/endpoints/dashboard'
import { PERMISSIONS as P } from '@/domain/permissions'
import { filtersStorageKey, type FilterSet } from '@/machines/filters.machine'
import { createFakeApiServer, TEST_ANCHOR, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { formatNumber } from '@/ui/format'
import { system } from '@/ui/theme'
import { initTestI18n, startOf } from '../../../tests/helpers/i18n'
import { dashboardQueryOf } from './dashboard-query'
import { DashboardPage } from './DashboardPage'
import WIDGET_NAMES from './widget-names.json'

const i18n = initTestI18n()

let api: FakeApiServer
let token: string | null = null
const atlas = readFileSync(
  join(process.cwd(), 'node_modules/world-atlas/countries-50m.json'),
  'utf8',
)

beforeAll(async () => {
  // Periods end today: the clock stands on the seed's anchor, so the data is always there.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TEST_ANCHOR - 1)
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => token })
}, 60_000)

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  api.server.resetHandlers()
  api.server.events.removeAllListeners()
})

/** The dashboard calls the server receives from now on: the call's name and its query. */
function dashboardRequests() {
  const requests: Array<{ call: string; query: URLSearchParams }> = []
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const call = /\/v2\/Dashboard\/(\w+)$/.exec(url.pathname)?.[1]
    if (call) requests.push({ call, query: url.searchParams })
  })
  return requests
}

afterAll(() => {
  vi.useRealTimers()
  api.server.close()
  api.backend.close()
})

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>
}

async function renderAs(
  username: string,
  links = [{ id: 'testRecords', href: '/test-records', titleKey: 'nav.testRecords' }],
  withPermissions: (held: string[]) => string[] = (held) => held,
) {
  token = api.tokenFor(username)
  api.server.use(http.get('*/countries-50m*', () => HttpResponse.text(atlas)))
  const { currentUser, permissions: held } = await getCurrentUser()
  const permissions = withPermissions(held)
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard/*"
            element={<DashboardPage user={currentUser} permissions={permissions} links={links} />}
          />
        </Routes>
        <Location />
      </MemoryRouter>
    </ChakraProvider>,
  )
  return { user: currentUser, permissions }
}

/** The headings of the two per-site charts, null where a chart is not shown. */
const siteChartHeadings = () =>
  ['dashboard.charts.testsPerSite', 'dashboard.charts.falsePositives'].map((key) =>
    screen.queryByRole('heading', { name: i18n.t(key) }),
  )

const widget = (name: string) => document.querySelector(`[data-widget="${name}"]`) as HTMLElement

async function widgetsLoaded() {
  await waitFor(
    () => {
      for (const name of WIDGET_NAMES)
        expect(widget(name)).toHaveProperty('dataset.state', 'loaded')
    },
    { timeout: 10_000 },
  )
}

describe('DashboardPage', () => {
  it('shows an operator a grid of links to their areas', async () => {
    await renderAs('operator')
    const grid = screen.getByRole('navigation', { name: i18n.t('dashboard.links.label') })
    expect(within(grid).getByRole('link', { name: i18n.t('nav.testRecords') })).toHaveProperty(
      'href',
      expect.stringMatching(/\/test-records$/),
    )
    expect(document.querySelector('[data-widget]')).toBeNull()
  })

  it('asks the admin for a customer first, then paints every widget and cascades the filter', async () => {
    const user = userEvent.setup()
    await renderAs('admin')
    expect(
      await screen.findByRole('heading', { name: i18n.t('dashboard.empty.title') }),
    ).toBeTruthy()
    expect(document.querySelector('[data-widget]')).toBeNull()

    const customer = await screen.findByLabelText(i18n.t('filters.customer'))
    await waitFor(() => expect(within(customer).getAllByRole('option').length).toBeGreaterThan(2))
    await user.selectOptions(customer, 'Nordic Dairy Cooperative')
    await widgetsLoaded()

    // The key statistics are the API's numbers, formatted.
    const stored = JSON.parse(sessionStorage.getItem(filtersStorageKey('dashboard'))!) as FilterSet
    const expected = await getKeyStatistics(dashboardQueryOf(stored)!)
    expect(
      within(widget('keyStatistics')).getByText(formatNumber(expected.total.amount)),
    ).toBeTruthy()

    // A site, then a new customer: the site goes back to all sites.
    const site = screen.getByLabelText(i18n.t('filters.site'))
    await waitFor(() => expect(within(site).getAllByRole('option').length).toBeGreaterThan(1))
    const firstSite = within(site).getAllByRole('option')[1] as HTMLOptionElement
    await user.selectOptions(site, firstSite)
    expect((site as HTMLSelectElement).value).toBe(firstSite.value)
    await user.selectOptions(
      customer,
      within(customer).getAllByRole('option')[2] as HTMLOptionElement,
    )
    expect((screen.getByLabelText(i18n.t('filters.site')) as HTMLSelectElement).value).toBe('')
    await widgetsLoaded()
  }, 30_000)

  it('expands a user into their operators and pages the users by 20', async () => {
    const user = userEvent.setup()
    await renderAs('customer.admin')
    await widgetsLoaded()
    const table = within(widget('users')).getByRole('table', {
      name: i18n.t('dashboard.users.caption'),
    })
    const rows = () => within(table).getAllByRole('row')
    expect(rows()).toHaveLength(21) // the header and 20 users
    const expand = within(table).getAllByRole('button', {
      name: startOf('dashboard.users.expand'),
    })[0]!
    await user.click(expand)
    expect(expand.getAttribute('aria-expanded')).toBe('true')
    expect(
      within(table).getAllByRole('rowheader', { name: startOf('dashboard.users.operator') }).length,
    ).toBeGreaterThan(0)
    await user.click(
      within(widget('users')).getByRole('button', { name: i18n.t('table.nextPage') }),
    )
    expect(within(widget('users')).getByText(startOf('table.pageOf', { page: 2 }))).toBeTruthy()
  }, 30_000)

  it('opens a marker’s test record at /dashboard/testrecord/{id}', async () => {
    const user = userEvent.setup()
    await renderAs('site.admin')
    await widgetsLoaded()
    const map = within(widget('map')).getByRole('group', {
      name: i18n.t('dashboard.map.offlineLabel'),
    })
    // Zoom in on clusters until a single marker shows.
    for (let step = 0; step < 15 && !map.querySelector('[data-marker]'); step++) {
      const cluster = map.querySelector('[data-cluster]') as HTMLElement | null
      if (!cluster) break
      await user.click(cluster)
    }
    const marker = map.querySelector('[data-marker]') as HTMLElement
    const id = /(\d+)$/.exec(marker.getAttribute('aria-label')!)![1]
    await user.click(marker)
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/dashboard/testrecord/${id}`,
    )
  }, 30_000)

  it('shows a failed widget with a retry, the others painted', async () => {
    const user = userEvent.setup()
    api.server.use(
      http.get('*/v2/Dashboard/substances', () =>
        HttpResponse.json({ message: 'The statistics service is down.' }, { status: 500 }),
      ),
    )
    await renderAs('customer.admin')
    await waitFor(() => expect(widget('substances').dataset.state).toBe('failed'), {
      timeout: 10_000,
    })
    expect(within(widget('substances')).getByText(/The statistics service is down/)).toBeTruthy()
    // The others are painted, each when its own answer comes: not necessarily before this one's.
    await waitFor(() => expect(widget('keyStatistics').dataset.state).toBe('loaded'))
    api.server.resetHandlers()
    api.server.use(http.get('*/countries-50m*', () => HttpResponse.text(atlas)))
    await user.click(
      within(widget('substances')).getByRole('button', { name: i18n.t('default.retry') }),
    )
    await widgetsLoaded()
  }, 30_000)

  it('sends every call the spec’s query, with originals, rejected and includeDeleted', async () => {
    const user = userEvent.setup()
    const requests = dashboardRequests()
    await renderAs('customer.admin')
    await widgetsLoaded()
    expect(new Set(requests.map((request) => request.call))).toEqual(
      new Set([
        'userdata',
        'keystatistics',
        'testresults',
        'substances',
        'markers',
        'testsperformed',
        'falsepositive',
      ]),
    )
    for (const { call, query } of requests) {
      expect([call, query.get('originals')]).toEqual([call, 'false'])
      expect([call, query.get('rejected')]).toEqual([call, 'false'])
      expect([call, query.get('includeDeleted')]).toEqual([call, 'false'])
      expect([call, query.get('customerId')]).toEqual([call, expect.stringMatching(/^\d+$/)])
      expect(query.get('start')).toBeTruthy()
      expect(query.get('end')).toBeTruthy()
    }

    // "Originals only" asks again with originals=true, still without rejected or deleted ones.
    requests.length = 0
    await user.click(screen.getByRole('checkbox', { name: i18n.t('dashboard.filters.originals') }))
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(WIDGET_NAMES.length))
    await widgetsLoaded()
    for (const { query } of requests) {
      expect(query.get('originals')).toBe('true')
      expect(query.get('rejected')).toBe('false')
      expect(query.get('includeDeleted')).toBe('false')
    }
  }, 30_000)

  it('leaves out both per-site charts, and their calls, without accounts:customer:read', async () => {
    const requests = dashboardRequests()
    await renderAs('customer.admin', undefined, (held) =>
      held.filter((permission) => permission !== P.ACCOUNTS_CUSTOMER_READ),
    )
    const shown = WIDGET_NAMES.filter(
      (name) => name !== 'testsPerformed' && name !== 'falsePositives',
    )
    await waitFor(
      () => {
        for (const name of shown) expect(widget(name)).toHaveProperty('dataset.state', 'loaded')
      },
      { timeout: 10_000 },
    )
    expect(widget('testsPerformed')).toBeNull()
    expect(widget('falsePositives')).toBeNull()
    expect(siteChartHeadings()).toEqual([null, null])
    expect(screen.queryByLabelText(i18n.t('filters.site'))).toBeNull()
    const calls = new Set(requests.map((request) => request.call))
    expect(calls.has('testsperformed')).toBe(false)
    expect(calls.has('falsepositive')).toBe(false)
    expect(calls.has('keystatistics')).toBe(true)
  }, 30_000)

  it('shows both per-site charts with accounts:customer:read', async () => {
    await renderAs('customer.admin')
    await widgetsLoaded()
    for (const heading of siteChartHeadings()) expect(heading).not.toBeNull()
  }, 30_000)
})
