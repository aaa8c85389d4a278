import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { publishChange, type Resource } from '@/api/changes'
import type { ListResponse } from '@/api/types'
import type { SortState } from '@/domain/list-query'
import { PAGE_PARAM, readListQuery } from '@/ui/data-table/list-query'
import { lastPageOf, listScreenMachine, type ListScreenQuery } from './list-screen.machine'
import { deferred } from '../../tests/helpers/deferred'

interface Filter {
  customer: string
}
type Query = ListScreenQuery<Filter>

const byDate: SortState = { field: 'testDate', direction: 'desc' }
const byType: SortState = { field: 'testType', direction: 'asc' }
const QUERY_OPTIONS = { sortable: ['testDate', 'testType'], defaultSort: byDate }

const ACME: Filter = { customer: 'Acme' }
const GLOBEX: Filter = { customer: 'Globex' }
const INITECH: Filter = { customer: 'Initech' }

/** What the screen reports for an address (read as useListScreen reads it) and a filter. */
function report(search: string, filter: Filter | null = ACME) {
  const params = new URLSearchParams(search)
  return {
    type: 'screen.changed' as const,
    search,
    ...readListQuery(params, QUERY_OPTIONS),
    pageInUrl: params.has(PAGE_PARAM),
    filter,
  }
}

const pageOf = (page: number, rows: string[]): ListResponse<string> => ({
  data: rows,
  meta: { currentPage: page, total: 42, perPage: rows.length },
})

/** A list of `total` rows, 10 a page, answered as the fake API does: past the end is empty. */
function listOf(total: number) {
  return async ({ page, filter }: Query): Promise<ListResponse<string>> => ({
    data: Array.from(
      { length: Math.max(0, Math.min(10, total - (page - 1) * 10)) },
      (_, i) => `${filter.customer} ${(page - 1) * 10 + i + 1}`,
    ),
    meta: { currentPage: page, total, perPage: 10 },
  })
}

interface StartOptions {
  /** The address the screen opens on. */
  search?: string
  filter?: Filter | null
  fetchPage?: (query: Query) => Promise<ListResponse<string>>
  clampsPage?: boolean
  resources?: readonly Resource[]
}

function start({
  search = 'page=3',
  filter = ACME,
  fetchPage = listOf(42),
  clampsPage = false,
  resources,
}: StartOptions = {}) {
  /** What the server was asked, in order. */
  const asked: Query[] = []
  const dropPage = vi.fn()
  const writeUrl = vi.fn<(change: { page?: number; sort?: SortState }) => void>()
  const showLastPage = vi.fn<(page: number) => void>()
  const machine = listScreenMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => {
        asked.push(input as Query)
        return fetchPage(input as Query)
      }),
    },
    actions: {
      dropPage: () => dropPage(),
      writeUrl: (_, change) => writeUrl(change),
      showLastPage: (_, { page }) => showLastPage(page),
    },
  })
  const { type: _type, ...address } = report(search, filter)
  const actor = createActor(machine, {
    input: { ...address, clampsPage, ...(resources ? { resources } : {}) },
  }).start()
  const ready = () => waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
  return { actor, asked, dropPage, writeUrl, showLastPage, ready }
}

type Snapshot = ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>

/** Nothing to load yet: neither busy nor showing an answer. */
const waiting = (snapshot: Snapshot) =>
  !['loading', 'ready', 'failed'].some((tag) => snapshot.hasTag(tag))
/** A page on its way. */
const fetching = (snapshot: Snapshot) =>
  snapshot.hasTag('loading') && snapshot.children.fetchPage !== undefined
/** Busy with nothing on its way: waiting for the address of the last page. */
const pastTheEnd = (snapshot: Snapshot) =>
  snapshot.hasTag('loading') && snapshot.children.fetchPage === undefined

describe('list screen machine', () => {
  it('asks for the page, order and filter of the address it opens on, and keeps the answer', async () => {
    const { actor, asked, ready } = start({ search: 'page=2&orderBy=testType_asc' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await ready()
    expect(actor.getSnapshot().context).toMatchObject({
      rows: Array.from({ length: 10 }, (_, i) => `Acme ${11 + i}`),
      meta: { currentPage: 2, total: 42, perPage: 10 },
      error: null,
    })
    expect(asked).toEqual([{ page: 2, sort: byType, filter: ACME }])
  })

  it('waits in idle while the filter is null, and loads once a filter comes', async () => {
    const { actor, asked, dropPage, ready } = start({ search: '', filter: null })
    expect(waiting(actor.getSnapshot())).toBe(true)
    // The same address reported again: still nothing to load.
    actor.send(report('', null))
    expect(waiting(actor.getSnapshot())).toBe(true)
    expect(asked).toEqual([])

    actor.send(report('', ACME))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await ready()
    expect(asked).toEqual([{ page: 1, sort: byDate, filter: ACME }])
    expect(dropPage).not.toHaveBeenCalled()
  })

  it('starts a waiting screen whose address names a page over from page 1 when the filter comes', () => {
    const { actor, asked, dropPage } = start({ search: 'page=3', filter: null })
    actor.send(report('page=3', ACME))
    // The first filter is a filter change like any other: the address's page is dropped.
    expect(asked).toEqual([{ page: 1, sort: byDate, filter: ACME }])
    expect(dropPage).toHaveBeenCalledOnce()
    // The old address, reported until the router has dropped its page, is not taken.
    actor.send(report('page=3', ACME))
    expect(asked).toHaveLength(1)
    expect(actor.getSnapshot().context.page).toBe(1)
  })

  it('goes back to idle when the filter is cleared, and drops the answer on its way', async () => {
    const slow = deferred<ListResponse<string>>()
    const { actor, asked } = start({ search: '', fetchPage: () => slow.promise })
    actor.send(report('', null))
    expect(waiting(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context.filter).toBeNull()
    slow.resolve(pageOf(1, ['late']))
    await slow.promise
    await Promise.resolve()
    expect(waiting(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context.rows).toEqual([])
    expect(asked).toHaveLength(1)
  })

  it('drops an older answer when a newer query was sent', async () => {
    const slow = deferred<ListResponse<string>>()
    const { actor, ready } = start({
      fetchPage: (query) => (query.page === 3 ? slow.promise : Promise.resolve(pageOf(4, ['new']))),
    })
    actor.send(report('page=4'))
    await ready()
    slow.resolve(pageOf(3, ['old']))
    await slow.promise
    await Promise.resolve()
    expect(actor.getSnapshot().context.rows).toEqual(['new'])
    expect(actor.getSnapshot().context.page).toBe(4)
    expect(actor.getSnapshot().context.meta).toMatchObject({ currentPage: 4 })
  })

  it('keeps the shown rows while the next page loads', async () => {
    const next = deferred<ListResponse<string>>()
    let calls = 0
    const { actor, ready } = start({
      fetchPage: () => (++calls === 1 ? Promise.resolve(pageOf(3, ['a'])) : next.promise),
    })
    await ready()
    actor.send(report('page=4'))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.rows).toEqual(['a'])
    next.resolve(pageOf(4, ['b']))
    await ready()
    expect(actor.getSnapshot().context.rows).toEqual(['b'])
  })

  it('sets the error flag on a failure, and retries the same query', async () => {
    let fail = true
    const { actor, asked, ready } = start({
      fetchPage: async (query) => {
        if (fail) throw new Error('The server is unavailable.')
        return pageOf(query.page, ['a'])
      },
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().context.error).toBe('The server is unavailable.')
    fail = false
    actor.send({ type: 'list.retry' })
    // The flag stays while the retry is on its way.
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('The server is unavailable.')
    await ready()
    expect(asked).toEqual([
      { page: 3, sort: byDate, filter: ACME },
      { page: 3, sort: byDate, filter: ACME },
    ])
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('loads a new query after a failure, and its answer clears the error flag', async () => {
    const { actor, asked, ready } = start({
      fetchPage: async (query) => {
        if (query.page === 3) throw new Error('The server is unavailable.')
        return pageOf(query.page, ['a'])
      },
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    actor.send(report('page=4'))
    await ready()
    expect(asked.map((query) => query.page)).toEqual([3, 4])
    expect(actor.getSnapshot().context).toMatchObject({ rows: ['a'], error: null })
  })

  it('refreshes the same query', async () => {
    let version = 0
    const { actor, asked, ready } = start({
      fetchPage: async (query) => pageOf(query.page, [`v${++version}`]),
    })
    await ready()
    actor.send({ type: 'list.refresh' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await ready()
    expect(actor.getSnapshot().context.rows).toEqual(['v2'])
    expect(asked).toEqual([
      { page: 3, sort: byDate, filter: ACME },
      { page: 3, sort: byDate, filter: ACME },
    ])
  })

  it('asks again when refreshed while a page is on its way, and shows only the later answer', async () => {
    const answers = [deferred<ListResponse<string>>(), deferred<ListResponse<string>>()]
    let call = 0
    const { actor, asked, ready } = start({ fetchPage: () => answers[call++]!.promise })
    actor.send({ type: 'list.refresh' })
    expect(asked).toHaveLength(2)
    answers[0]!.resolve(pageOf(3, ['before the refresh']))
    answers[1]!.resolve(pageOf(3, ['after the refresh']))
    await ready()
    expect(actor.getSnapshot().context.rows).toEqual(['after the refresh'])
  })

  it('counts the last page from the total and the page size', () => {
    expect(lastPageOf({ currentPage: 1, total: 0, perPage: 10 })).toBe(1)
    expect(lastPageOf({ currentPage: 1, total: 20, perPage: 10 })).toBe(2)
    expect(lastPageOf({ currentPage: 1, total: 21, perPage: 10 })).toBe(3)
    // An unpaged answer (perPage 0 for no rows) has one page.
    expect(lastPageOf({ currentPage: 1, total: 0, perPage: 0 })).toBe(1)
  })
})

describe('list screen machine: page and order live in the URL', () => {
  it('asks for the page and order of the URL', () => {
    const { actor, asked } = start()
    expect(asked.at(-1)).toEqual({ page: 3, sort: byDate, filter: ACME })
    actor.send(report('page=4'))
    expect(asked.at(-1)).toEqual({ page: 4, sort: byDate, filter: ACME })
    actor.send(report('orderBy=testType_asc'))
    expect(asked.at(-1)).toEqual({ page: 1, sort: byType, filter: ACME })
    expect(actor.getSnapshot().context).toMatchObject({
      search: 'orderBy=testType_asc',
      page: 1,
      sort: byType,
    })
    expect(asked).toHaveLength(3)
  })

  it('writes a chosen page or order to the URL, and asks for it only when the URL reports it', () => {
    const { actor, asked, writeUrl, dropPage } = start()
    actor.send({ type: 'page.choose', page: 2 })
    expect(writeUrl).toHaveBeenLastCalledWith({ page: 2 })
    expect(actor.getSnapshot().context.page).toBe(3)
    expect(asked).toHaveLength(1)
    actor.send(report('page=2'))
    expect(asked.at(-1)).toEqual({ page: 2, sort: byDate, filter: ACME })

    actor.send({ type: 'sort.choose', sort: byType })
    expect(writeUrl).toHaveBeenLastCalledWith({ sort: byType })
    expect(actor.getSnapshot().context.sort).toEqual(byDate)
    expect(asked).toHaveLength(2)
    actor.send(report('orderBy=testType_asc'))
    expect(asked.at(-1)).toEqual({ page: 1, sort: byType, filter: ACME })
    expect(writeUrl).toHaveBeenCalledTimes(2)
    expect(dropPage).not.toHaveBeenCalled()
  })

  it('does not ask again when the same address is reported, or when only the query string changed', async () => {
    const { actor, asked, ready } = start()
    await ready()
    actor.send(report('page=3'))
    // Another parameter (a saved view's id) changes the query string, not the query.
    actor.send(report('page=3&viewId=4'))
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context.search).toBe('page=3&viewId=4')
    expect(asked).toHaveLength(1)
  })
})

describe('list screen machine: a filter change starts the list over', () => {
  it('asks for page 1 at once, with the same order, and drops the page from the URL', async () => {
    const { actor, asked, dropPage, ready } = start({ search: 'page=3&orderBy=testType_asc' })
    await ready()
    actor.send(report('page=3&orderBy=testType_asc', GLOBEX))
    expect(dropPage).toHaveBeenCalledOnce()
    expect(asked).toEqual([
      { page: 3, sort: byType, filter: ACME },
      { page: 1, sort: byType, filter: GLOBEX },
    ])
    expect(fetching(actor.getSnapshot())).toBe(true)
    // The rows of the old filter stay under the busy overlay until the new page comes.
    expect(actor.getSnapshot().context.rows[0]).toBe('Acme 21')
    await ready()
    expect(actor.getSnapshot().context.rows[0]).toBe('Globex 1')
  })

  it('drops nothing when the URL names no page, and follows the next address at once', () => {
    const { actor, asked, dropPage } = start({ search: 'orderBy=testType_asc' })
    actor.send(report('orderBy=testType_asc', GLOBEX))
    expect(dropPage).not.toHaveBeenCalled()
    expect(asked.at(-1)).toEqual({ page: 1, sort: byType, filter: GLOBEX })
    actor.send(report('page=2&orderBy=testType_asc', GLOBEX))
    expect(asked.at(-1)).toEqual({ page: 2, sort: byType, filter: GLOBEX })
  })

  it('never takes the old page back before the query string changes', () => {
    const { actor, asked } = start()
    actor.send(report('page=3', GLOBEX))
    // The screen reports the same address again (the router has not dropped the page yet).
    actor.send(report('page=3', GLOBEX))
    expect(actor.getSnapshot().context.page).toBe(1)
    expect(asked).toEqual([
      { page: 3, sort: byDate, filter: ACME },
      { page: 1, sort: byDate, filter: GLOBEX },
    ])
  })

  it('does not ask again when the address without the page comes, then follows the URL again', () => {
    const { actor, asked } = start()
    actor.send(report('page=3', GLOBEX))
    const loading = actor.getSnapshot().children.fetchPage
    // The drop arrives: the query string changed, the query did not.
    actor.send(report('', GLOBEX))
    expect(fetching(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().children.fetchPage).toBe(loading)
    expect(asked).toHaveLength(2)
    actor.send(report('page=2', GLOBEX))
    expect(asked.at(-1)).toEqual({ page: 2, sort: byDate, filter: GLOBEX })
  })

  it('drops the page again for every further filter change, and never asks an old page with a new filter', () => {
    const { actor, asked, dropPage } = start()
    actor.send(report('page=3', GLOBEX))
    actor.send(report('page=3', INITECH))
    expect(dropPage).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.page).toBe(1)
    expect(asked).toEqual([
      { page: 3, sort: byDate, filter: ACME },
      { page: 1, sort: byDate, filter: GLOBEX },
      { page: 1, sort: byDate, filter: INITECH },
    ])
  })

  it('follows the address when the filter changes together with an address that names a page (the back button)', () => {
    const { actor, asked, dropPage } = start()
    // A filter kept in the URL: choosing it writes an address without the page.
    actor.send(report('customer=Globex', GLOBEX))
    expect(asked.at(-1)).toEqual({ page: 1, sort: byDate, filter: GLOBEX })
    // Back: the old address, its page and its filter.
    actor.send(report('page=3', ACME))
    expect(asked.at(-1)).toEqual({ page: 3, sort: byDate, filter: ACME })
    expect(dropPage).not.toHaveBeenCalled()
    // Followed, not waiting for a drop: the next address is taken as it is.
    actor.send(report('page=4', ACME))
    expect(asked.at(-1)).toEqual({ page: 4, sort: byDate, filter: ACME })
  })

  it('follows the back button even while it waits for the page to be dropped', () => {
    const { actor, asked, dropPage } = start()
    actor.send(report('page=3', GLOBEX))
    expect(dropPage).toHaveBeenCalledOnce()
    actor.send(report('page=5', ACME))
    expect(asked.at(-1)).toEqual({ page: 5, sort: byDate, filter: ACME })
    expect(dropPage).toHaveBeenCalledOnce()
    expect(asked).toEqual([
      { page: 3, sort: byDate, filter: ACME },
      { page: 1, sort: byDate, filter: GLOBEX },
      { page: 5, sort: byDate, filter: ACME },
    ])
  })

  it('keeps the deleted records, once each, whatever the list asks', () => {
    const { actor } = start()
    actor.send({ type: 'record.deleted', id: 7 })
    actor.send(report('page=3', GLOBEX))
    actor.send({ type: 'record.deleted', id: 9 })
    actor.send({ type: 'record.deleted', id: 7 })
    actor.send(report('page=2', GLOBEX))
    actor.send({ type: 'list.refresh' })
    expect(actor.getSnapshot().context.deleted).toEqual([7, 9])
    // Restored: no longer greyed.
    actor.send({ type: 'record.restored', id: 7 })
    expect(actor.getSnapshot().context.deleted).toEqual([9])
  })
})

describe('list screen machine: a page past the end', () => {
  it('asks a screen that clamps for the last page, and stays busy until that address comes', async () => {
    const { actor, showLastPage, ready } = start({
      search: 'page=7',
      fetchPage: listOf(25),
      clampsPage: true,
    })
    await waitFor(actor, (snapshot) => pastTheEnd(snapshot))
    expect(showLastPage.mock.calls).toEqual([[3]])
    // Not shown empty: still busy, nothing to show yet.
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], meta: null, error: null })

    actor.send(report('page=3'))
    await ready()
    expect(actor.getSnapshot().context.rows).toEqual([
      'Acme 21',
      'Acme 22',
      'Acme 23',
      'Acme 24',
      'Acme 25',
    ])
    expect(showLastPage).toHaveBeenCalledOnce()
  })

  it('keeps the rows shown when a refresh finds the last page gone (a delete)', async () => {
    let total = 21
    const { actor, showLastPage, ready } = start({
      fetchPage: (query) => listOf(total)(query),
      clampsPage: true,
    })
    await ready()
    expect(actor.getSnapshot().context.rows).toEqual(['Acme 21'])

    total = 20
    actor.send({ type: 'list.refresh' })
    await waitFor(actor, (snapshot) => pastTheEnd(snapshot))
    expect(showLastPage.mock.calls).toEqual([[2]])
    expect(actor.getSnapshot().context.rows).toEqual(['Acme 21'])
  })

  it('asks for page 1 when the list is empty', async () => {
    const { actor, showLastPage, ready } = start({
      search: 'page=4',
      fetchPage: listOf(0),
      clampsPage: true,
    })
    await waitFor(actor, (snapshot) => pastTheEnd(snapshot))
    expect(showLastPage.mock.calls).toEqual([[1]])
    actor.send(report(''))
    await ready()
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], meta: { total: 0 } })
  })

  it('loads the same page again on a refresh while it waits for the last page', async () => {
    const { actor, asked } = start({ search: 'page=7', fetchPage: listOf(25), clampsPage: true })
    await waitFor(actor, (snapshot) => pastTheEnd(snapshot))
    actor.send({ type: 'list.refresh' })
    expect(fetching(actor.getSnapshot())).toBe(true)
    expect(asked).toEqual([
      { page: 7, sort: byDate, filter: ACME },
      { page: 7, sort: byDate, filter: ACME },
    ])
  })

  it('clears the error flag when a retry finds the page past the end', async () => {
    let fail = true
    const { actor } = start({
      search: 'page=7',
      fetchPage: async (query) => {
        if (fail) throw new Error('The server is unavailable.')
        return listOf(25)(query)
      },
      clampsPage: true,
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    fail = false
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (snapshot) => pastTheEnd(snapshot))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('is shown empty on a screen that does not clamp', async () => {
    const { actor, showLastPage, ready } = start({ search: 'page=7', fetchPage: listOf(25) })
    await ready()
    expect(actor.getSnapshot().context).toMatchObject({
      rows: [],
      meta: { currentPage: 7, total: 25 },
    })
    expect(showLastPage).not.toHaveBeenCalled()
  })
})

describe('list screen machine: changes of its resources (src/api/changes.ts)', () => {
  it('loads again when this tab changes one of its resources, not another', async () => {
    let calls = 0
    const { actor } = start({
      resources: ['sites', 'customers'],
      fetchPage: async () => pageOf(1, [`answer ${++calls}`]),
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    publishChange({ resource: 'users', id: 1, kind: 'created' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    publishChange({ resource: 'customers', id: 1, kind: 'updated' })
    expect(fetching(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.context.rows[0] === 'answer 2')
    actor.stop()
    publishChange({ resource: 'sites', id: 3, kind: 'deleted' })
    expect(calls).toBe(2)
  })

  it('asks again when a change comes while a page is on its way', async () => {
    const answers = [deferred<ListResponse<string>>(), deferred<ListResponse<string>>()]
    let call = 0
    const { actor } = start({
      resources: ['firmware'],
      fetchPage: () => answers[call++]!.promise,
    })
    publishChange({ resource: 'firmware', id: null, kind: 'updated' })
    answers[0]!.resolve(pageOf(1, ['before the change']))
    answers[1]!.resolve(pageOf(1, ['after the change']))
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.rows).toEqual(['after the change'])
  })

  it('listens to nothing without resources', async () => {
    let calls = 0
    const { actor } = start({ fetchPage: async () => pageOf(1, [`answer ${++calls}`]) })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    publishChange({ resource: 'sites', id: 3, kind: 'deleted' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(calls).toBe(1)
  })
})
