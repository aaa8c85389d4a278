/**
 * The write queue's rules: changes made while a write is on its way go together in the next one;
 * flush() resolves once what was changed before it is stored; a failed write undoes its changes
 * and those made on top of them, rejects everyone waiting, and the next change tries again.
 */
import { describe, expect, it, vi } from 'vitest'
import type { TableChange } from './table'
import { createWriteQueue, JournalWriteError, type QueuedChange, type Undo } from './write-queue'

const change = (id: number, name: string | null, before: string | null): TableChange => ({
  table: 'items',
  id,
  row: name === null ? null : ({ id, name } as never),
  before: before === null ? null : ({ id, name: before } as never),
})

/** A queue whose writes wait until the test lets them end, or fail. */
function harness() {
  const writes: Array<{ batch: QueuedChange[]; end: (error?: Error) => void }> = []
  const undone: Undo[][] = []
  const unawaited = vi.fn()
  const queue = createWriteQueue({
    write: (batch) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ batch, end: (error) => (error ? reject(error) : resolve()) })
      }),
    undo: async (rows) => {
      undone.push(rows)
    },
    onUnawaitedFailure: unawaited,
  })
  const names = (index: number) => writes[index]!.batch.map((entry) => entry.row?.id ?? null)
  return { queue, writes, undone, unawaited, names }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWriteQueue', () => {
  it('resolves a flush with nothing changed at once', async () => {
    await expect(harness().queue.flush()).resolves.toBeUndefined()
  })

  it('writes what changes while a write is on its way as one batch, the latest row per key', async () => {
    const { queue, writes, names } = harness()
    queue.add(change(1, 'a', 'seed'))
    const first = queue.flush()
    await tick()
    expect(writes).toHaveLength(1)
    queue.add(change(2, 'b', 'seed'))
    queue.add(change(3, 'c', 'seed'))
    queue.add(change(2, 'b2', 'b'))
    const second = queue.flush()
    await tick()
    // Nothing more is written until the first write ends.
    expect(writes).toHaveLength(1)
    writes[0]!.end()
    await first
    await tick()
    expect(writes).toHaveLength(2)
    expect(names(1)).toEqual([2, 3])
    expect(writes[1]!.batch[0]!.row).toEqual({ id: 2, name: 'b2' })
    writes[1]!.end()
    await second
  })

  it('on a failed write undoes it and what was made on top of it, with the rows as they were stored', async () => {
    const { queue, writes, undone } = harness()
    queue.add(change(1, 'a1', 'stored'))
    const failing = queue.flush()
    await tick()
    queue.add(change(1, 'a2', 'a1'))
    queue.add(change(2, 'b', 'stored'))
    const later = queue.flush()
    writes[0]!.end(new Error('ENOSPC'))
    await expect(failing).rejects.toBeInstanceOf(JournalWriteError)
    await expect(later).rejects.toThrow(/ENOSPC/)
    // The later changes first (made on top), then the failed batch's: row 1 ends as stored.
    expect(undone).toEqual([
      [
        { table: 'items', id: 1, row: { id: 1, name: 'a1' } },
        { table: 'items', id: 2, row: { id: 2, name: 'stored' } },
        { table: 'items', id: 1, row: { id: 1, name: 'stored' } },
      ],
    ])
    expect(writes).toHaveLength(1)

    // The next change is written as usual.
    queue.add(change(3, 'c', 'stored'))
    const next = queue.flush()
    await tick()
    expect(writes).toHaveLength(2)
    writes[1]!.end()
    await expect(next).resolves.toBeUndefined()
  })

  it('reports a failure nobody waited for, and never as an unhandled rejection', async () => {
    const { queue, writes, unawaited, undone } = harness()
    queue.add(change(1, 'a', 'stored'))
    await tick()
    writes[0]!.end(new Error('EIO'))
    await tick()
    expect(unawaited).toHaveBeenCalledWith(expect.any(JournalWriteError))
    expect(undone).toHaveLength(1)
  })

  it('drops what waits on discard, once the write on its way has ended', async () => {
    const { queue, writes } = harness()
    queue.add(change(1, 'a', 'stored'))
    await tick()
    queue.add(change(2, 'b', 'stored'))
    const waiting = queue.flush()
    const discarding = queue.discard()
    writes[0]!.end()
    await discarding
    await expect(waiting).resolves.toBeUndefined()
    await tick()
    expect(writes).toHaveLength(1)
  })
})
