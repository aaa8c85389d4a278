import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { DashboardUser } from '@/api/types'
import { userRowKeys, usersPageCount, usersTableMachine } from './users-table.machine'

const counts = {
  testCount: 1,
  positiveTestCount: 0,
  positiveControlCount: 0,
  falsePositiveCount: 0,
}
function user(name: string, operators = 0): DashboardUser {
  return {
    name,
    sharedUser: false,
    ...counts,
    operators: Array.from({ length: operators }, (_, i) => ({ ...counts, operatorId: `op${i}` })),
  }
}
const many = (count: number, prefix = 'User') =>
  Array.from({ length: count }, (_, i) => user(`${prefix} ${i + 1}`, i % 2))

function start(users: DashboardUser[]) {
  return createActor(usersTableMachine, { input: { users } }).start()
}

describe('users table machine', () => {
  it('keys users by name and which one of that name they are', () => {
    expect(userRowKeys([user('Ann'), user('Bob'), user('Ann')])).toEqual([
      'Ann#0',
      'Bob#0',
      'Ann#1',
    ])
    expect(usersPageCount([])).toBe(1)
    expect(usersPageCount(many(41))).toBe(3)
  })

  it('says when there are no users and when there is more than one page', () => {
    expect(start([]).getSnapshot().hasTag('empty')).toBe(true)
    const one = start(many(20)).getSnapshot()
    expect([one.hasTag('empty'), one.hasTag('paged')]).toEqual([false, false])
    expect(start(many(21)).getSnapshot().hasTag('paged')).toBe(true)
  })

  it('goes to a page, a page outside the list counting as the nearest', () => {
    const actor = start(many(45))
    actor.send({ type: 'page.go', page: 3 })
    expect(actor.getSnapshot().context.page).toBe(3)
    actor.send({ type: 'page.go', page: 9 })
    expect(actor.getSnapshot().context.page).toBe(3)
    actor.send({ type: 'page.go', page: 0 })
    expect(actor.getSnapshot().context.page).toBe(1)
  })

  it('opens and closes only users with operators', () => {
    const actor = start([user('Ann', 2), user('Bob')])
    actor.send({ type: 'row.toggle', key: 'Ann#0' })
    expect(actor.getSnapshot().context.expanded).toEqual(['Ann#0'])
    expect(actor.getSnapshot().can({ type: 'row.toggle', key: 'Bob#0' })).toBe(false)
    actor.send({ type: 'row.toggle', key: 'Ann#0' })
    expect(actor.getSnapshot().context.expanded).toEqual([])
  })

  it('a new answer keeps the page (or the last one) and the open rows still there', () => {
    const actor = start([...many(45), user('Ann', 1), user('Zed', 1)])
    actor.send({ type: 'page.go', page: 3 })
    actor.send({ type: 'row.toggle', key: 'Ann#0' })
    actor.send({ type: 'row.toggle', key: 'Zed#0' })
    actor.send({ type: 'data.loaded', users: [user('Ann', 3), ...many(50, 'Other'), user('Zed')] })
    // Zed has no operators now: closed. Ann moved but stays open.
    expect(actor.getSnapshot().context).toMatchObject({ page: 3, expanded: ['Ann#0'] })
    actor.send({ type: 'data.loaded', users: many(25) })
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, expanded: [] })
    expect(actor.getSnapshot().hasTag('paged')).toBe(true)
    actor.send({ type: 'data.loaded', users: [] })
    expect(actor.getSnapshot().hasTag('empty')).toBe(true)
    expect(actor.getSnapshot().context.page).toBe(1)
    actor.send({ type: 'data.loaded', users: many(5) })
    expect(actor.getSnapshot().value).toEqual({ table: 'onePage' })
  })
})
