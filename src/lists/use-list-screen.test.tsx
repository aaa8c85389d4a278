// @vitest-environment jsdom
/**
 * A list screen as the server and the address bar see it (CORE-2.15, CORE-4.5): `useListScreen`
 * in a router, with a fake fetch that records what the server is asked. The page and order come
 * from the URL; a filter change asks page 1 at once and drops the URL's page; a page choice is a
 * step in history; a page past the end is replaced by the last page.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { SortState } from '@/domain/list-query'
import type { ListQueryOptions } from '@/ui/data-table/list-query'
import { useListScreen, type FetchListPage } from './use-list-screen'

afterEach(cleanup)

interface Filter {
  customer: string
}

const ACME: Filter = { customer: 'Acme' }
const GLOBEX: Filter = { customer: 'Globex' }
const BY_NAME: SortState = { field: 'name', direction: 'asc' }
const QUERY_OPTIONS: ListQueryOptions = { sortable: ['name', 'createdAt'], defaultSort: BY_NAME }

/** A server with `total` rows per customer, 10 a page (past the end: empty), and what it was asked. */
function fakeServer(total: number) {
  const asked: Array<{ page: number; sort: SortState; filter: Filter }> = []
  const fetchPage: FetchListPage<string, Filter> = async ({ page, sort, filter }) => {
    asked.push({ page, sort, filter })
    const first = (page - 1) * 10
    return {
      data: Array.from(
        { length: Math.max(0, Math.min(10, total - first)) },
        (_, i) => `${filter.customer} ${first + i + 1}`,
      ),
      meta: { currentPage: page, total, perPage: 10 },
    }
  }
  return { asked, fetchPage }
}

function Screen({ fetchPage }: { fetchPage: FetchListPage<string, Filter> }) {
  const [filter, setFilter] = useState(ACME)
  const list = useListScreen(fetchPage, { filter, queryOptions: QUERY_OPTIONS })
  return (
    <main>
      <button type="button" onClick={() => setFilter(GLOBEX)}>
        Globex
      </button>
      <button type="button" onClick={() => list.setPage(2)}>
        Page 2
      </button>
      <p>{list.loading ? 'Loading' : `Page ${list.page}`}</p>
      <ul>
        {list.rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </main>
  )
}

function renderAt(url: string, total = 42) {
  const server = fakeServer(total)
  const router = createMemoryRouter(
    [{ path: '/list', element: <Screen fetchPage={server.fetchPage} /> }],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  const search = () => router.state.location.search
  return { ...server, router, search }
}

describe('useListScreen', () => {
  it("asks the server for the URL's page and order first", async () => {
    const { asked } = renderAt('/list?page=3&orderBy=name_desc')
    expect(await screen.findByText('Acme 21')).toBeTruthy()
    expect(asked).toEqual([{ page: 3, sort: { field: 'name', direction: 'desc' }, filter: ACME }])
  })

  it('asks page 1 at once when the filter changes, and drops the page from the URL, keeping the rest', async () => {
    const { asked, router, search } = renderAt('/list?page=3&readerType=truck')
    await screen.findByText('Acme 21')

    await userEvent.click(screen.getByRole('button', { name: 'Globex' }))
    await waitFor(() => expect(search()).toBe('?readerType=truck'))
    // A correction of the address, not a step in history.
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByText('Globex 1')).toBeTruthy()
    expect(screen.getByText('Page 1')).toBeTruthy()
    // The server is never asked for page 3 with the new filter.
    expect(asked).toEqual([
      { page: 3, sort: BY_NAME, filter: ACME },
      { page: 1, sort: BY_NAME, filter: GLOBEX },
    ])
  })

  it('writes a chosen page to the URL, and asks the server for it', async () => {
    const { asked, router, search } = renderAt('/list?readerType=truck')
    await screen.findByText('Acme 1')

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(search()).toBe('?readerType=truck&page=2'))
    expect(router.state.historyAction).toBe('PUSH')
    expect(await screen.findByText('Acme 11')).toBeTruthy()
    expect(asked).toEqual([
      { page: 1, sort: BY_NAME, filter: ACME },
      { page: 2, sort: BY_NAME, filter: ACME },
    ])
  })

  it('replaces a page past the end in the URL by the last page, and asks for it', async () => {
    const { asked, router, search } = renderAt('/list?page=9&orderBy=name_desc', 15)
    await waitFor(() => expect(search()).toBe('?page=2&orderBy=name_desc'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByText('Acme 15')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    const byNameDesc: SortState = { field: 'name', direction: 'desc' }
    expect(asked).toEqual([
      { page: 9, sort: byNameDesc, filter: ACME },
      { page: 2, sort: byNameDesc, filter: ACME },
    ])
  })
})
