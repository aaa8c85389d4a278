// Model-based test of the dashboard's users table (CORE-2.9, CORE-9.5): every state and
// transition from an empty first answer and from a long one, with answers of no users, one page
// and three pages, page changes and operator rows opened and closed; in every state the page is
// within the list and only users with operators are open.
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import type { DashboardUser } from '@/api/types'
import {
  userRowKeys,
  usersPageCount,
  usersTableMachine,
  type UsersTableContext,
} from '@/machines/dashboard/users-table.machine'
import { runModel } from './harness'

const counts = {
  testCount: 3,
  positiveTestCount: 1,
  positiveControlCount: 0,
  falsePositiveCount: 0,
}
const user = (name: string, operators: string[] = []): DashboardUser => ({
  name,
  sharedUser: false,
  ...counts,
  operators: operators.map((operatorId) => ({ ...counts, operatorId })),
})
/** 45 users (three pages); only Ann has operators. */
const LONG = [user('Ann', ['A1']), ...Array.from({ length: 44 }, (_, i) => user(`User ${i + 1}`))]
/** One page; Ann is still there with operators. */
const SHORT = [user('Ann', ['A1', 'A2']), user('Bob')]

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UsersTableContext

function expectConsistent(snapshot: AnyMachineSnapshot) {
  const { users, page, expanded } = contextOf(snapshot)
  expect(page).toBeGreaterThanOrEqual(1)
  expect(page).toBeLessThanOrEqual(usersPageCount(users))
  const keys = userRowKeys(users)
  for (const key of expanded) expect(users[keys.indexOf(key)]?.operators.length).toBeGreaterThan(0)
}

runModel('users-table', usersTableMachine, {
  strategy: 'shortest',
  inputs: { empty: { users: [] }, long: { users: LONG } },
  events: [
    { type: 'data.loaded', users: [] },
    { type: 'data.loaded', users: SHORT },
    { type: 'data.loaded', users: LONG },
    { type: 'page.go', page: 3 },
    { type: 'page.go', page: 2 },
    { type: 'row.toggle', key: 'Ann#0' },
  ],
  states: {
    '*': expectConsistent,
    empty: (snapshot) => {
      expect(snapshot.hasTag('empty')).toBe(true)
      expect(contextOf(snapshot)).toMatchObject({ users: [], page: 1, expanded: [] })
    },
    'table.onePage': (snapshot) => {
      expect(snapshot.hasTag('empty') || snapshot.hasTag('paged')).toBe(false)
      expect(contextOf(snapshot).page).toBe(1)
    },
    'table.paged': (snapshot) => {
      expect(snapshot.hasTag('paged')).toBe(true)
      expect(usersPageCount(contextOf(snapshot).users)).toBeGreaterThan(1)
    },
  },
})
