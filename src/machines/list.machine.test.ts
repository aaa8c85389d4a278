import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ListResponse } from '@/api/types'
import { listMachine } from './list.machine'

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

function start(fetchPage: (query: Query) => Promise<ListResponse<string>>) {
  const machine = listMachine.provide({
    actors: { fetchPage: fromPromise(({ input }) => fetchPage(input as Query)) },
  })
  return createActor(machine).start()
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
})
