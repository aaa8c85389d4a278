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

/** Bump when the seed or the row shapes change incompatibly: older journals are then dropped. */
export const JOURNAL_FORMAT = 1

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
  /** Resolves once every change so far is on disk. */
  flush(): Promise<void>
  /** Forgets every stored change and tells the other tabs to reload. */
  reset(meta: JournalMeta): Promise<void>
  close(): void
}

export const keyOf = (table: string, id: number) => `${table}:${id}`

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
  let pending = new Map<string, StoredChange>()
  let writing: Promise<void> = Promise.resolve()
  const unsubscribers: Array<() => void> = []

  // Changes of one task are written in one transaction: a bulk edit costs one disk write.
  function schedule(change: TableChange): void {
    const firstInBatch = pending.size === 0
    pending.set(keyOf(change.table, change.id), {
      key: keyOf(change.table, change.id),
      table: change.table as TableName,
      id: change.id,
      row: change.row,
    })
    if (firstInBatch) queueMicrotask(() => void writeBatch())
  }

  function writeBatch(): Promise<void> {
    const batch = [...pending.values()]
    pending = new Map()
    if (batch.length === 0) return writing
    writing = writing.then(async () => {
      const tx = idb.transaction('changes', 'readwrite')
      await Promise.all([...batch.map((change) => tx.store.put(change)), tx.done])
    })
    return writing
  }

  return {
    meta,
    async replay(db) {
      return replayChanges(db, await idb.getAll('changes'))
    },
    follow(db, onExternalReset) {
      for (const table of tablesOf(db)) {
        unsubscribers.push(
          table.subscribe((change) => {
            schedule(change)
            channel?.postMessage({ kind: 'change', change } satisfies SyncMessage)
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
    async flush() {
      await writeBatch()
    },
    async reset(next) {
      pending = new Map()
      await writing
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
