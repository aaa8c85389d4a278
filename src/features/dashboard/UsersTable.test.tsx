// @vitest-environment jsdom
/**
 * The users table: 20 users per page, operator rows that open and close, and what a new answer
 * does to the page and the open rows (the users-table machine's rules, seen by the reader).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import type { DashboardUser } from '@/api/types'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { UsersTable } from './UsersTable'

initTestI18n()
afterEach(cleanup)

const counts = {
  testCount: 4,
  positiveTestCount: 1,
  positiveControlCount: 0,
  falsePositiveCount: 0,
}
const user = (name: string, operators: string[] = [], sharedUser = false): DashboardUser => ({
  name,
  sharedUser,
  ...counts,
  operators: operators.map((operatorId) => ({ ...counts, operatorId })),
})
const many = (count: number, prefix = 'User') =>
  Array.from({ length: count }, (_, i) => user(`${prefix} ${String(i + 1).padStart(2, '0')}`))

function renderTable(users: DashboardUser[]) {
  const view = render(
    <ChakraProvider value={system}>
      <UsersTable users={users} />
    </ChakraProvider>,
  )
  return {
    rerender: (next: DashboardUser[]) =>
      view.rerender(
        <ChakraProvider value={system}>
          <UsersTable users={next} />
        </ChakraProvider>,
      ),
  }
}

const table = () => screen.getByRole('table', { name: 'Tests per user and operator' })
const userNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
const pageText = () => screen.queryByText(/^Page \d+ of \d+$/)?.textContent ?? null

describe('UsersTable', () => {
  it('scrolls sideways below 1100 px, as the spec’s tables do (CORE-9.10)', () => {
    renderTable(many(2))
    expect(getComputedStyle(table()).minWidth).toBe('1100px')
  })

  it('says so when no user tested', () => {
    renderTable([])
    expect(screen.getByText('No user tested in this period.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows 20 users per page and pages through them', async () => {
    const clicks = userEvent.setup()
    renderTable(many(45))
    expect(userNames()).toHaveLength(20)
    expect(pageText()).toBe('Page 1 of 3')
    await clicks.click(screen.getByRole('button', { name: /Next/ }))
    expect(pageText()).toBe('Page 2 of 3')
    expect(userNames()[0]).toBe('User 21')
  })

  it('leaves out the pagination for a single page', () => {
    renderTable(many(20))
    expect(pageText()).toBeNull()
  })

  it('opens a user with operators into a row per operator, and closes it', async () => {
    const clicks = userEvent.setup()
    renderTable([user('Ann', ['A1', 'A2'], true), user('Bob')])
    expect(screen.getByText('Shared user')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show the operators of Bob' })).toBeNull()
    const expand = screen.getByRole('button', { name: 'Show the operators of Ann' })
    await clicks.click(expand)
    expect(expand.getAttribute('aria-expanded')).toBe('true')
    expect(userNames()).toEqual(['AnnShared user', 'Operator A1', 'Operator A2', 'Bob'])
    await clicks.click(screen.getByRole('button', { name: 'Hide the operators of Ann' }))
    expect(userNames()).toEqual(['AnnShared user', 'Bob'])
  })

  it('on a new answer keeps the page, or the last one, and the open users still there', async () => {
    const clicks = userEvent.setup()
    const { rerender } = renderTable([...many(45), user('Zed', ['Z1'])])
    await clicks.click(screen.getByRole('button', { name: /Next/ }))
    await clicks.click(screen.getByRole('button', { name: /Next/ }))
    await clicks.click(screen.getByRole('button', { name: 'Show the operators of Zed' }))
    expect(userNames()).toContain('Operator Z1')

    // Same page of a list as long; Zed is still there and still open.
    rerender([...many(45, 'Other'), user('Zed', ['Z1', 'Z2'])])
    expect(pageText()).toBe('Page 3 of 3')
    expect(userNames()).toEqual([
      'Other 41',
      'Other 42',
      'Other 43',
      'Other 44',
      'Other 45',
      'Zed',
      'Operator Z1',
      'Operator Z2',
    ])

    // A shorter list: its last page; Zed is gone, and coming back later it is closed.
    rerender(many(30))
    expect(pageText()).toBe('Page 2 of 2')
    rerender([...many(45), user('Zed', ['Z1'])])
    expect(pageText()).toBe('Page 2 of 3')
    await clicks.click(screen.getByRole('button', { name: /Next/ }))
    expect(screen.getByRole('button', { name: 'Show the operators of Zed' })).toBeTruthy()
  })
})
