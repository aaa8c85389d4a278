import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { publishChange, type Resource } from '@/api/changes'
import type { ListResponse } from '@/api/types'
import { lastPageOf, listMachine } from './list.machine'

interface Query {
  page: number
}

const pageOf = (page: number, rows: string[]): ListResponse<string> => ({
  data: rows,
  meta: { currentPage: page, total: 42, perPage: rows.length },
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

function start(
  fetchPage: (query: Query) => Promise<ListResponse<string>>,
  showLastPage?: (page: number) => void,
) {
  const machine = listMachine.provide({
    actors: { fetchPage: fromPromise(({ input }) => fetchPage(input as Query)) },
    actions: { showLastPage: (_, { page }) => showLastPage?.(page) },
  })
  return createActor(machine, { input: { clampsPage: showLastPage !== undefined } }).start()
}

/** A list of `total` rows, 10 a page, answered as the fake API does: past the end is empty. */
function listOf(total: number) {
  return async ({ page }: Query): Promise<ListResponse<string>> => ({
    data: Array.from(
      { length: Math.max(0, Math.min(10, total - (page - 1) * 10)) },
      (_, i) => `row ${(page - 1) * 10 + i + 1}`,
    ),
    meta: { currentPage: page, total, perPage: 10 },
  })
}

describe('list machine', () => {
  it('waits for a query, then loads and keeps the page', async () => {
    const asked: Query[] = []
    const actor = start(async (query) => {
      asked.push(query)
      return pageOf(query.page, ['a', 'b'])
    })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'list.load', query: { page: 2 } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context).toMatchObject({
      rows: ['a', 'b'],
      meta: { currentPage: 2, total: 42 },
      error: null,
    })
    expect(asked).toEqual([{ page: 2 }])
  })

  it('drops an older answer when a newer query was sent', async () => {
    const slow = deferred<ListResponse<string>>()
    const actor = start((query) =>
      query.page === 1 ? slow.promise : Promise.resolve(pageOf(2, ['new'])),
    )
    actor.send({ type: 'list.load', query: { page: 1 } })
    actor.send({ type: 'list.load', query: { page: 2 } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    slow.resolve(pageOf(1, ['old']))
    await Promise.resolve()
    expect(actor.getSnapshot().context.rows).toEqual(['new'])
    expect(actor.getSnapshot().context.query).toEqual({ page: 2 })
  })

  it('keeps the shown rows while the next page loads', async () => {
    const next = deferred<ListResponse<string>>()
    let calls = 0
    const actor = start(() => (++calls === 1 ? Promise.resolve(pageOf(1, ['a'])) : next.promise))
    actor.send({ type: 'list.load', query: { page: 1 } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    actor.send({ type: 'list.load', query: { page: 2 } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.rows).toEqual(['a'])
    next.resolve(pageOf(2, ['b']))
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.rows).toEqual(['b'])
  })

  it('sets the error flag on a failure and retries the same query', async () => {
    let fail = true
    const asked: Query[] = []
    const actor = start(async (query) => {
      asked.push(query)
      if (fail) throw new Error('The server is unavailable.')
      return pageOf(query.page, ['a'])
    })
    actor.send({ type: 'list.load', query: { page: 3 } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().context.error).toBe('The server is unavailable.')
    fail = false
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(asked).toEqual([{ page: 3 }, { page: 3 }])
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('refreshes the same query after a change', async () => {
    let version = 0
    const actor = start(async (query) => pageOf(query.page, [`v${++version}`]))
    actor.send({ type: 'list.load', query: { page: 1 } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    actor.send({ type: 'list.refresh' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.rows).toEqual(['v2'])
  })

  describe('a page past the end', () => {
    it('asks a screen that clamps for the last page, and stays busy until that query comes', async () => {
      const shown: number[] = []
      const actor = start(listOf(25), (page) => shown.push(page))
      actor.send({ type: 'list.load', query: { page: 7 } })
      await waitFor(actor, (snapshot) => snapshot.matches('pastTheEnd'))
      expect(shown).toEqual([3])
      // Not shown empty: still busy, nothing to show yet.
      expect(actor.getSnapshot().hasTag('loading')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ rows: [], meta: null, error: null })

      actor.send({ type: 'list.load', query: { page: 3 } })
      await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
      expect(actor.getSnapshot().context.rows).toEqual([
        'row 21',
        'row 22',
        'row 23',
        'row 24',
        'row 25',
      ])
      expect(shown).toEqual([3])
    })

    it('keeps the rows shown when a refresh finds the last page gone (a delete)', async () => {
      let total = 21
      const shown: number[] = []
      const actor = start(
        (query) => listOf(total)(query),
        (page) => shown.push(page),
      )
      actor.send({ type: 'list.load', query: { page: 3 } })
      await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
      expect(actor.getSnapshot().context.rows).toEqual(['row 21'])

      total = 20
      actor.send({ type: 'list.refresh' })
      await waitFor(actor, (snapshot) => snapshot.matches('pastTheEnd'))
      expect(shown).toEqual([2])
      expect(actor.getSnapshot().context.rows).toEqual(['row 21'])
    })

    it('asks for page 1 when the list is empty', async () => {
      const shown: number[] = []
      const actor = start(listOf(0), (page) => shown.push(page))
      actor.send({ type: 'list.load', query: { page: 4 } })
      await waitFor(actor, (snapshot) => snapshot.matches('pastTheEnd'))
      expect(shown).toEqual([1])
      actor.send({ type: 'list.load', query: { page: 1 } })
      await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
      expect(actor.getSnapshot().context).toMatchObject({ rows: [], meta: { total: 0 } })
    })

    it('is shown empty on a screen that does not clamp', async () => {
      const actor = start(listOf(25))
      actor.send({ type: 'list.load', query: { page: 7 } })
      await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
      expect(actor.getSnapshot().context).toMatchObject({
        rows: [],
        meta: { currentPage: 7, total: 25 },
      })
    })

    it('counts the last page from the total and the page size', () => {
      expect(lastPageOf({ currentPage: 1, total: 0, perPage: 10 })).toBe(1)
      expect(lastPageOf({ currentPage: 1, total: 20, perPage: 10 })).toBe(2)
      expect(lastPageOf({ currentPage: 1, total: 21, perPage: 10 })).toBe(3)
      // An unpaged answer (perPage 0 for no rows) has one page.
      expect(lastPageOf({ currentPage: 1, total: 0, perPage: 0 })).toBe(1)
    })
  })
})

describe('list machine: changes of its resources (src/api/changes.ts)', () => {
  function startWith(
    resources: readonly Resource[],
    fetchPage: () => Promise<ListResponse<string>>,
  ) {
    const machine = listMachine.provide({
      actors: { fetchPage: fromPromise<ListResponse<unknown>>(fetchPage) },
    })
    return createActor(machine, { input: { resources } }).start()
  }

  it('loads again when this tab changes one of its resources, not another', async () => {
    let calls = 0
    const actor = startWith(['sites', 'customers'], async () => pageOf(1, [`answer ${++calls}`]))
    actor.send({ type: 'list.load', query: { page: 1 } })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    publishChange({ resource: 'users', id: 1, kind: 'created' })
    expect(actor.getSnapshot().value).toBe('ready')
    publishChange({ resource: 'customers', id: 1, kind: 'updated' })
    await waitFor(actor, (snapshot) => snapshot.context.rows[0] === 'answer 2')
    actor.stop()
    publishChange({ resource: 'sites', id: 3, kind: 'deleted' })
    expect(calls).toBe(2)
  })

  it('asks again when a change comes while a page is on its way', async () => {
    const answers = [deferred<ListResponse<string>>(), deferred<ListResponse<string>>()]
    let call = 0
    const actor = startWith(['firmware'], () => answers[call++]!.promise)
    actor.send({ type: 'list.load', query: { page: 1 } })
    publishChange({ resource: 'firmware', id: null, kind: 'updated' })
    answers[0]!.resolve(pageOf(1, ['before the change']))
    answers[1]!.resolve(pageOf(1, ['after the change']))
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.rows).toEqual(['after the change'])
  })

  it('listens to nothing without resources', async () => {
    let calls = 0
    const actor = startWith([], async () => pageOf(1, [`answer ${++calls}`]))
    actor.send({ type: 'list.load', query: { page: 1 } })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    publishChange({ resource: 'sites', id: 3, kind: 'deleted' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(calls).toBe(1)
  })
})
