// @vitest-environment jsdom
/**
 * The per-site charts' site choice as the reader sees it (the site-selection machine's rules):
 * checkboxes up to three sites, selectors above, never none and never more than three chosen,
 * and a new answer keeps the chosen sites that are still there.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { DashboardQuery } from '@/api/endpoints/dashboard'
import { configureHttp } from '@/api/http'
import type { SitesChart } from '@/api/types'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { SiteWidgets } from './DashboardWidgets'

initTestI18n()

const BASE = 'http://api.test'
/** The sites each customer's answer lists. */
const SITES: Record<number, Array<[number, string]>> = {
  1: [
    [1, 'Aarhus'],
    [2, 'Billund'],
  ],
  2: [
    [1, 'Aarhus'],
    [2, 'Billund'],
    [3, 'Esbjerg'],
    [4, 'Herning'],
    [5, 'Odense'],
  ],
  3: [
    [3, 'Esbjerg'],
    [5, 'Odense'],
    [6, 'Vejle'],
    [7, 'Viborg'],
  ],
}
function answer(request: Request): SitesChart {
  const customerId = Number(new URL(request.url).searchParams.get('customerId'))
  return {
    sites: SITES[customerId]!.map(([siteId, siteName]) => ({
      siteId,
      siteName,
      testCount: Array.from({ length: 24 }, () => siteId),
    })),
    timeOfDay: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
  }
}
const server = setupServer(
  http.get(`${BASE}/v2/Dashboard/testsperformed`, ({ request }) =>
    HttpResponse.json(answer(request)),
  ),
  http.get(`${BASE}/v2/Dashboard/falsepositive`, ({ request }) =>
    HttpResponse.json(answer(request)),
  ),
)

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: BASE, getToken: () => 'token' })
})
afterEach(cleanup)
afterAll(() => server.close())

function renderSites(customerId: number, isSiteAdmin = false) {
  const ui = (query: DashboardQuery) => (
    <ChakraProvider value={system}>
      <SiteWidgets query={query} isSiteAdmin={isSiteAdmin} ownSite={null} />
    </ChakraProvider>
  )
  // The dashboard always asks for a period (the document requires start and end).
  const period = { start: '2026-10-04T00:00:00.000Z', end: '2026-11-01T00:00:00.000Z' }
  const view = render(ui({ ...period, customerId }))
  return { showCustomer: (next: number) => view.rerender(ui({ ...period, customerId: next })) }
}

const choice = () => screen.getByRole('group', { name: 'Sites shown in the per-site charts' })
const chart = () => screen.getByRole('img', { name: 'Tests performed per site' })
const selector = (n: number) =>
  within(choice()).getByRole('combobox', {
    name: `Site ${n} of the per-site charts`,
  }) as HTMLSelectElement
const loaded = () =>
  waitFor(() =>
    expect(document.querySelector('[data-widget="testsPerformed"]')).toHaveProperty(
      'dataset.state',
      'loaded',
    ),
  )

describe('SiteWidgets: the per-site charts’ site choice', () => {
  it('checks every site up to three and never unchecks the last one', async () => {
    const clicks = userEvent.setup()
    renderSites(1)
    await loaded()
    const [aarhus, billund] = within(choice()).getAllByRole('checkbox') as HTMLInputElement[]
    expect([aarhus!.checked, billund!.checked]).toEqual([true, true])
    await clicks.click(billund!)
    expect(billund!.checked).toBe(false)
    expect(aarhus!.disabled).toBe(true)
    expect(chart().textContent).not.toContain('Billund')
    await clicks.click(billund!)
    expect(billund!.checked).toBe(true)
    expect(aarhus!.disabled).toBe(false)
  })

  it('gives a site admin checkboxes, at most three checked', async () => {
    renderSites(2, true)
    await loaded()
    const boxes = within(choice()).getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ])
  })

  it('above three sites, selectors that move a site and never clear the only one', async () => {
    const clicks = userEvent.setup()
    renderSites(2)
    await loaded()
    expect(within(choice()).queryByRole('checkbox')).toBeNull()
    expect([1, 2, 3].map((n) => selector(n).value)).toEqual(['1', '2', '3'])
    await clicks.selectOptions(selector(3), 'Odense')
    expect(chart().textContent).toContain('Odense')
    expect(chart().textContent).not.toContain('Esbjerg')
    // Aarhus chosen in the third slot leaves the first one; the chosen sites close up.
    await clicks.selectOptions(selector(3), 'Aarhus')
    expect([1, 2, 3].map((n) => selector(n).value)).toEqual(['2', '1', ''])
    await clicks.selectOptions(selector(2), 'No site')
    expect([1, 2, 3].map((n) => selector(n).value)).toEqual(['2', '', ''])
    const none = (n: number) =>
      within(selector(n)).getByRole('option', { name: 'No site' }) as HTMLOptionElement
    expect([none(1).disabled, none(2).disabled]).toEqual([true, false])
  })

  it('keeps the chosen sites a new answer still lists, else the first three', async () => {
    const clicks = userEvent.setup()
    const { showCustomer } = renderSites(2)
    await loaded()
    await clicks.selectOptions(selector(1), 'Odense')
    expect([1, 2, 3].map((n) => selector(n).value)).toEqual(['5', '2', '3'])
    showCustomer(3)
    await waitFor(() =>
      expect(within(selector(1)).queryByRole('option', { name: 'Vejle' })).toBeTruthy(),
    )
    // Billund went away: dropped; Odense and Esbjerg stay.
    expect([1, 2, 3].map((n) => selector(n).value)).toEqual(['5', '3', ''])
    showCustomer(1)
    await waitFor(() => expect(within(choice()).queryAllByRole('checkbox')).toHaveLength(2))
    const boxes = within(choice()).getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((box) => box.checked)).toEqual([true, true])
  })
})
