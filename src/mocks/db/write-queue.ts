/**
 * Group commit for the journals (journal.ts in the browser, file-journal.ts on the server): the
 * one place that decides when a change is stored and what happens when storing fails.
 *
 * - Changes made while a write is on its way wait and go together in the next one, so a burst of
 *   concurrent requests costs one disk write (and one fsync), not one each.
 * - `flush()` resolves once everything changed so far is stored. The router awaits it before it
 *   answers a write, so an acknowledged write is a stored one (issue 34).
 * - A failed write undoes its changes in memory, and those made after it (they were built on top
 *   of them), then rejects with JournalWriteError: every request waiting on them answers 503, and
 *   memory is as it was at the last stored write. The queue stays usable: the next change tries
 *   again (a full disk that gets room again works again).
 */
import type { Row, TableChange } from './table'

/** One row's latest state, as a journal stores it: null once it was removed. */
export interface QueuedChange {
  key: string
  table: string
  id: number
  row: Row | null
}

/** What undoing a change puts back: the row as it was at the last stored write. */
export interface Undo {
  table: string
  id: number
  row: Row | null
}

/** Storing failed: the changes it held were undone. The router answers 503. */
export class JournalWriteError extends Error {
  constructor(cause: unknown) {
    super(
      `The change could not be stored: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
    this.name = 'JournalWriteError'
    this.cause = cause
  }
}

export interface WriteQueueOptions {
  /** Stores a batch; rejects when it could not (then nothing of it may count as stored). */
  write: (batch: QueuedChange[]) => Promise<void>
  /** Puts rows back as they were, without journalling that (Table.put with 'external'). */
  undo: (rows: Undo[]) => Promise<void>
  /** Told of a failure nobody awaited (a write started without a flush). */
  onUnawaitedFailure?: (error: JournalWriteError) => void
}

interface Batch {
  changes: Map<string, QueuedChange>
  /** Per key, the row before the batch's first change of it. */
  before: Map<string, Undo>
  done: Promise<void>
  settle: (error?: JournalWriteError) => void
  awaited: boolean
}

export const changeKey = (table: string, id: number) => `${table}:${id}`

function newBatch(): Batch {
  let settle!: Batch['settle']
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve())
  })
  const batch: Batch = { changes: new Map(), before: new Map(), done, settle, awaited: false }
  return batch
}

export interface WriteQueue {
  /** A local change, from a table's change feed. */
  add(change: TableChange): void
  /** Resolves once every change so far is stored; rejects (JournalWriteError) if it could not be. */
  flush(): Promise<void>
  /** Drops what is waiting (a reset starts over) once the write on its way is done. */
  discard(): Promise<void>
}

export function createWriteQueue(options: WriteQueueOptions): WriteQueue {
  let waiting: Batch | null = null
  let writing: Batch | null = null

  function add(change: TableChange): void {
    const key = changeKey(change.table, change.id)
    const batch = (waiting ??= newBatch())
    if (batch.changes.size === 0) queueMicrotask(start)
    batch.changes.set(key, { key, table: change.table, id: change.id, row: change.row })
    if (!batch.before.has(key)) {
      batch.before.set(key, { table: change.table, id: change.id, row: change.before })
    }
  }

  /** Writes the waiting batch unless one is on its way (its end starts the next). */
  function start(): void {
    if (writing || !waiting || waiting.changes.size === 0) return
    const batch = waiting
    waiting = null
    writing = batch
    void options.write([...batch.changes.values()]).then(
      () => finish(batch),
      (cause: unknown) => fail(batch, new JournalWriteError(cause)),
    )
  }

  function finish(batch: Batch): void {
    writing = null
    batch.settle()
    start()
  }

  async function fail(batch: Batch, error: JournalWriteError): Promise<void> {
    // What waits was made on top of the failed batch: it is undone first, then the batch.
    const later = waiting
    waiting = null
    const undo = [...(later ? [...later.before.values()] : []), ...batch.before.values()]
    try {
      await options.undo(undo)
    } finally {
      writing = null
      for (const failed of later ? [batch, later] : [batch]) {
        if (!failed.awaited) options.onUnawaitedFailure?.(error)
        // Nobody may be waiting: the rejection must not be reported as unhandled.
        failed.done.catch(() => undefined)
        failed.settle(error)
      }
      start()
    }
  }

  return {
    add,
    flush() {
      const batch = waiting && waiting.changes.size > 0 ? waiting : writing
      if (!batch) return Promise.resolve()
      batch.awaited = true
      start()
      return batch.done
    },
    async discard() {
      const dropped = waiting
      waiting = null
      dropped?.settle()
      await writing?.done.catch(() => undefined)
    },
  }
}
