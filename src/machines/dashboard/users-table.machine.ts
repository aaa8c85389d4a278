/**
 * The dashboard's users table (CORE-2.9: "a users table with expandable operator rows", CORE-9.5:
 * 20 users per page): which users it shows, which page of them, and which users are expanded into
 * a row per operator. The screen sends each answer of the users call and the reader's clicks; the
 * table renders the context.
 *
 * - A new answer (`data.loaded`, after a filter change) keeps the page the reader was on, or
 *   the last page when the list got shorter; the users still there keep their rows open, and
 *   those gone (or without operators now) close. A user is known by name and, for a name that
 *   repeats, by which one of them it is (`userRowKeys`).
 * - `page.go` shows a page; a page outside the list counts as the nearest one.
 * - `row.toggle` opens or closes a user who has operators.
 *
 * Tags the UI reads: `empty` (no users: a sentence instead of the table), `paged` (more than one
 * page: the pagination shows).
 */
import { assign, setup } from 'xstate'
import type { DashboardUser } from '@/api/types'

export const USERS_PAGE_SIZE = 20

export interface UsersTableInput {
  /** The first answer (the table shows once there is one). */
  users: readonly DashboardUser[]
}

export interface UsersTableContext {
  users: readonly DashboardUser[]
  /** The page shown, from 1; always within the list. */
  page: number
  /** Row keys (`userRowKeys`) of the users whose operators show. */
  expanded: string[]
}

export type UsersTableEvent =
  | { type: 'data.loaded'; users: readonly DashboardUser[] }
  | { type: 'page.go'; page: number }
  | { type: 'row.toggle'; key: string }

/** Pages of users; at least 1, so an empty list still has page 1. */
export function usersPageCount(users: readonly unknown[]): number {
  return Math.max(1, Math.ceil(users.length / USERS_PAGE_SIZE))
}

/** A stable key per user: the name, and which one of the users of that name it is (`Ann#0`). */
export function userRowKeys(users: readonly DashboardUser[]): string[] {
  const seen = new Map<string, number>()
  return users.map((user) => {
    const nth = seen.get(user.name) ?? 0
    seen.set(user.name, nth + 1)
    return `${user.name}#${nth}`
  })
}

function expandableKeys(users: readonly DashboardUser[]): Set<string> {
  const keys = userRowKeys(users)
  return new Set(keys.filter((_, index) => users[index]!.operators.length > 0))
}

function pageWithin(page: number, users: readonly unknown[]): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(Math.max(1, whole), usersPageCount(users))
}

export const usersTableMachine = setup({
  types: {
    input: {} as UsersTableInput,
    context: {} as UsersTableContext,
    events: {} as UsersTableEvent,
  },
  guards: {
    isEmpty: ({ context }) => context.users.length === 0,
    hasOnePage: ({ context }) => usersPageCount(context.users) === 1,
    isExpandable: ({ context }, params: { key: string }) =>
      expandableKeys(context.users).has(params.key),
  },
  actions: {
    load: assign(({ context }, params: { users: readonly DashboardUser[] }) => {
      const expandable = expandableKeys(params.users)
      return {
        users: params.users,
        page: pageWithin(context.page, params.users),
        expanded: context.expanded.filter((key) => expandable.has(key)),
      }
    }),
    goTo: assign({
      page: ({ context }, params: { page: number }) => pageWithin(params.page, context.users),
    }),
    toggle: assign({
      expanded: ({ context }, params: { key: string }) =>
        context.expanded.includes(params.key)
          ? context.expanded.filter((key) => key !== params.key)
          : [...context.expanded, params.key],
    }),
  },
}).createMachine({
  id: 'usersTable',
  context: ({ input }) => ({ users: input.users, page: 1, expanded: [] }),
  initial: 'deciding',
  on: {
    'data.loaded': {
      target: '.deciding',
      actions: { type: 'load', params: ({ event }) => ({ users: event.users }) },
    },
  },
  states: {
    /** What an answer shows (entered again by every answer). */
    deciding: {
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'hasOnePage', target: 'table.onePage' },
        { target: 'table.paged' },
      ],
    },
    empty: { tags: ['empty'] },
    table: {
      initial: 'onePage',
      on: {
        'row.toggle': {
          guard: { type: 'isExpandable', params: ({ event }) => ({ key: event.key }) },
          actions: { type: 'toggle', params: ({ event }) => ({ key: event.key }) },
        },
      },
      states: {
        onePage: {},
        paged: {
          tags: ['paged'],
          on: {
            'page.go': {
              actions: { type: 'goTo', params: ({ event }) => ({ page: event.page }) },
            },
          },
        },
      },
    },
  },
})
