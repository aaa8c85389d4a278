// @vitest-environment jsdom
/** The list table and its paging, as a user meets them: sorting, paging, states, greyed rows. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { DataTable, type DataColumn } from './DataTable'
import { Pagination } from './Pagination'

initTestI18n()
afterEach(cleanup)

interface Fruit {
  id: number
  name: string
  weight: number
  gone?: boolean
}

const COLUMNS: DataColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortField: 'name' },
  { id: 'weight', header: 'Weight', cell: (row) => row.weight, sortField: 'weight' },
  { id: 'note', header: 'Note', cell: () => '—' },
]

const ROWS: Fruit[] = [
  { id: 1, name: 'Apple', weight: 120 },
  { id: 2, name: 'Pear', weight: 180, gone: true },
]

function renderTable(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  const onSortChange = vi.fn()
  render(
    <ChakraProvider value={system}>
      <DataTable
        caption="Fruit"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        sort={{ field: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
        isMuted={(row) => row.gone === true}
        {...props}
      />
    </ChakraProvider>,
  )
  return { onSortChange }
}

describe('DataTable', () => {
  it('names the table and gives each row its header cell', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Fruit' })
    expect(within(table).getByRole('rowheader', { name: 'Apple' })).toBeTruthy()
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('says which column sorts and asks for the next order on a click', async () => {
    const user = userEvent.setup()
    const { onSortChange } = renderTable()
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    expect(
      screen.getByRole('columnheader', { name: /Weight/ }).getAttribute('aria-sort'),
    ).toBeNull()
    await user.click(screen.getByRole('button', { name: /Name/ }))
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' })
    await user.click(screen.getByRole('button', { name: /Weight/ }))
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'weight', direction: 'asc' })
    expect(screen.queryByRole('button', { name: /Note/ })).toBeNull()
  })

  it('greys out muted rows', () => {
    renderTable()
    const pear = screen.getByRole('rowheader', { name: 'Pear' }).closest('tr')!
    expect(pear.getAttribute('data-muted')).toBe('true')
  })

  it('keeps the rows under a busy overlay while loading', () => {
    renderTable({ loading: true })
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.getByRole('rowheader', { name: 'Apple' })).toBeTruthy()
  })

  it('says when nothing matches', () => {
    renderTable({ rows: [] })
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy()
  })

  it('shows a failed fetch with a retry', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    renderTable({ error: 'The server is unavailable.', onRetry })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The list could not be loaded.')
    expect(alert.textContent).toContain('The server is unavailable.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})

describe('Pagination', () => {
  function renderPagination(page: number, total: number) {
    const onPageChange = vi.fn()
    render(
      <ChakraProvider value={system}>
        <Pagination page={page} pageSize={20} total={total} onPageChange={onPageChange} />
      </ChakraProvider>,
    )
    return within(screen.getByRole('navigation', { name: 'Pagination' }))
  }

  it('shows the total and the page among the pages', () => {
    const nav = renderPagination(2, 1234)
    expect(nav.getByText('1,234 results')).toBeTruthy()
    expect(nav.getByText('Page 2 of 62')).toBeTruthy()
  })

  it('disables previous on the first page and next on the last', () => {
    let nav = renderPagination(1, 1)
    expect(nav.getByText('1 result')).toBeTruthy()
    expect(nav.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    expect(nav.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
    cleanup()
    nav = renderPagination(3, 100)
    expect(nav.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false)
  })

  it('asks for the neighbouring pages', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(
      <ChakraProvider value={system}>
        <Pagination page={2} pageSize={20} total={100} onPageChange={onPageChange} />
      </ChakraProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPageChange.mock.calls).toEqual([[3], [1]])
  })
})
