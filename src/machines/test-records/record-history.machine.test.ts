import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ListResponse, RecordHistoryEntry } from '@/api/types'
import {
  HISTORY_PAGE_SIZE,
  recordHistoryMachine,
  type HistoryPageInput,
} from './record-history.machine'

class StatusError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const entry = (id: number): RecordHistoryEntry => ({
  id,
  recordKind: 'testRecord',
  recordId: 7,
  action: 'commentChanged',
  field: 'comments',
  before: `${id - 1}`,
  after: `${id}`,
  user: { id: 3, name: 'Sam Site' },
  time: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString(),
})

/** A history of `count` entries, newest (highest id) first, paged as the API pages it. */
const pagesOf =
  (count: () => number) =>
  async ({ page, pageSize }: HistoryPageInput): Promise<ListResponse<RecordHistoryEntry>> => {
    const all = Array.from({ length: count() }, (_, index) => entry(count() - index))
    return {
      data: all.slice((page - 1) * pageSize, page * pageSize),
      meta: { currentPage: page, total: all.length, perPage: pageSize },
    }
  }

function start(fetchPage: (input: HistoryPageInput) => Promise<ListResponse<RecordHistoryEntry>>) {
  return createActor(
    recordHistoryMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => fetchPage(input)) },
    }),
  ).start()
}

describe('record history machine', () => {
  it('shows the newest page, and appends older pages on request until all are shown', async () => {
    const actor = start(pagesOf(() => HISTORY_PAGE_SIZE + 5))
    actor.send({ type: 'history.load' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'))
    expect(actor.getSnapshot().context.entries).toHaveLength(HISTORY_PAGE_SIZE)
    actor.send({ type: 'history.more' })
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }))
    const ids = actor.getSnapshot().context.entries.map((item) => item.id)
    expect(ids).toEqual(
      Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, i) => HISTORY_PAGE_SIZE + 5 - i),
    )
    // Everything is shown: asking for more asks nothing.
    actor.send({ type: 'history.more' })
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(false)
  })

  it('skips entries a change since the first page pushed onto the next one', async () => {
    let count = HISTORY_PAGE_SIZE + 2
    const actor = start(pagesOf(() => count))
    actor.send({ type: 'history.load' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'))
    count += 1
    actor.send({ type: 'history.more' })
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }))
    const ids = actor.getSnapshot().context.entries.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('leaves the section out when the API has no history (404), and retries other failures', async () => {
    const missing = start(async () => {
      throw new StatusError('Not found.', 404)
    })
    missing.send({ type: 'history.load' })
    await waitFor(missing, (snapshot) => snapshot.hasTag('unavailable'))

    let attempts = 0
    const flaky = start(async (input) => {
      if (++attempts === 1) throw new StatusError('The server is unavailable.', 500)
      return pagesOf(() => 1)(input)
    })
    flaky.send({ type: 'history.load' })
    await waitFor(flaky, (snapshot) => snapshot.hasTag('failed'))
    expect(flaky.getSnapshot().context.error).toBe('The server is unavailable.')
    flaky.send({ type: 'history.retry' })
    await waitFor(flaky, (snapshot) => snapshot.hasTag('shown'))
    expect(flaky.getSnapshot().context.entries).toHaveLength(1)
  })

  it('keeps what is shown when an older page fails, and tries that page again', async () => {
    let failNext = false
    const pages = pagesOf(() => HISTORY_PAGE_SIZE + 1)
    const actor = start(async (input) => {
      if (failNext) {
        failNext = false
        throw new StatusError('Timed out.', 504)
      }
      return pages(input)
    })
    actor.send({ type: 'history.load' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'))
    failNext = true
    actor.send({ type: 'history.more' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().context.entries).toHaveLength(HISTORY_PAGE_SIZE)
    actor.send({ type: 'history.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }))
    expect(actor.getSnapshot().context.entries).toHaveLength(HISTORY_PAGE_SIZE + 1)
  })

  it('starts from the newest page again when the record changes', async () => {
    let count = 3
    const actor = start(pagesOf(() => count))
    actor.send({ type: 'history.load' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'))
    count = 4
    actor.send({ type: 'history.reload' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'))
    expect(actor.getSnapshot().context.entries[0]!.id).toBe(4)
  })
})
