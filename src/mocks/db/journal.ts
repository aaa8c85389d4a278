/**
 * Persistence of the fake database across reloads. The seed is rebuilt at every boot (it is
 * deterministic and cheap); what is stored is only the journal of rows the user changed, one
 * IndexedDB entry per row, keyed by table and id. Because every tab writes only the rows it
 * changed, two tabs can never overwrite each other's work with a stale snapshot (the
 * whole-collection-on-unload strategy of @msw/data's persist() would), and a BroadcastChannel
 * tells the other tabs to apply the same row.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { Database, TableName } from './database'
import { tablesOf } from './database'
import type { Row, Table, TableChange } from './table'
import { createWriteQueue, type Undo } from './write-queue'

/**
 * Bump when the seed or the row shapes change incompatibly: older journals are then dropped (the
 * standalone server refuses them until `--reset`). 2: saved views name the portal's column ids
 * (issue 36), and a view stored under format 1 may carry the seed's old ones, which a save now
 * refuses.
 */
export const JOURNAL_FORMAT = 2

export interface JournalMeta {
  format: number
  /** Epoch ms every seeded date is relative to; kept so reloads see the very same data. */
  anchor: number
}

/** One stored row: its latest state, or null once it was removed. */
export interface StoredChange {
  key: string
  table: TableName
  id: number
  row: Row | null
}

interface JournalSchema extends DBSchema {
  changes: { key: string; value: StoredChange }
  meta: { key: 'meta'; value: JournalMeta }
}

type SyncMessage = { kind: 'change'; change: TableChange } | { kind: 'reset' }

export interface Journal {
  meta: JournalMeta | undefined
  /** Replays every stored change onto the freshly seeded database. */
  replay(db: Database): Promise<number>
  /** From now on, store every local change and share it with the other tabs. */
  follow(db: Database, onExternalReset: () => void): void
  /**
   * Resolves once every change so far is on disk; rejects with JournalWriteError when it could
   * not be stored (the changes were then undone in memory: write-queue.ts).
   */
  flush(): Promise<void>
  /** Forgets every stored change and tells the other tabs to reload. */
  reset(meta: JournalMeta): Promise<void>
  close(): void
}

/** Puts rows back as they were before changes that could not be stored (write-queue.ts). */
export async function undoChanges(db: Database, rows: readonly Undo[]): Promise<void> {
  for (const { table, id, row } of rows) {
    await (db[table as TableName] as unknown as Table<Row> | undefined)?.put(id, row, 'external')
  }
}

/** Puts every stored row back onto a freshly seeded database; answers how many there were. */
export async function replayChanges(
  db: Database,
  changes: Iterable<StoredChange>,
): Promise<number> {
  let count = 0
  for (const change of changes) {
    const table = db[change.table] as unknown as Table<Row> | undefined
    if (table) await table.put(change.id, change.row, 'external')
    count++
  }
  return count
}

export async function openJournal(name: string, fresh: JournalMeta): Promise<Journal> {
  const idb: IDBPDatabase<JournalSchema> = await openDB<JournalSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore('changes', { keyPath: 'key' })
      database.createObjectStore('meta')
    },
  })
  let meta = await idb.get('meta', 'meta')
  if (!meta || meta.format !== JOURNAL_FORMAT) {
    meta = fresh
    const tx = idb.transaction(['changes', 'meta'], 'readwrite')
    await Promise.all([
      tx.objectStore('changes').clear(),
      tx.objectStore('meta').put(meta, 'meta'),
      tx.done,
    ])
  }

  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${name}:sync`)
  const unsubscribers: Array<() => void> = []
  let followed: Database | null = null
  // Changes of one task (or of requests made while a write was on its way) are written in one
  // transaction: a bulk edit costs one disk write.
  const queue = createWriteQueue({
    async write(batch) {
      const tx = idb.transaction('changes', 'readwrite')
      await Promise.all([...batch.map((change) => tx.store.put(change as StoredChange)), tx.done])
    },
    async undo(rows) {
      if (!followed) return
      await undoChanges(followed, rows)
      // The other tabs were told of the changes as they were made: they are told of the undo too.
      for (const { table, id, row } of rows) {
        channel?.postMessage({
          kind: 'change',
          change: { table, id, row, before: null },
        } satisfies SyncMessage)
      }
    },
    onUnawaitedFailure: (error) => console.error(`${name}: ${error.message}`),
  })

  return {
    meta,
    async replay(db) {
      return replayChanges(db, await idb.getAll('changes'))
    },
    follow(db, onExternalReset) {
      followed = db
      for (const table of tablesOf(db)) {
        unsubscribers.push(
          table.subscribe((change) => {
            queue.add(change)
            // The other tabs need the row, not what it was before.
            channel?.postMessage({
              kind: 'change',
              change: { ...change, before: null },
            } satisfies SyncMessage)
          }),
        )
      }
      if (channel) {
        channel.onmessage = (event: MessageEvent<SyncMessage>) => {
          const message = event.data
          if (message.kind === 'reset') return onExternalReset()
          const table = db[message.change.table as TableName] as unknown as Table<Row> | undefined
          void table?.put(message.change.id, message.change.row, 'external')
        }
      }
    },
    flush: () => queue.flush(),
    async reset(next) {
      await queue.discard()
      const tx = idb.transaction(['changes', 'meta'], 'readwrite')
      await Promise.all([
        tx.objectStore('changes').clear(),
        tx.objectStore('meta').put(next, 'meta'),
        tx.done,
      ])
      channel?.postMessage({ kind: 'reset' } satisfies SyncMessage)
    },
    close() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      channel?.close()
      idb.close()
    },
  }
}
