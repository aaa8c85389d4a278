/**
 * The journal of the standalone server (`npm run api`): the same rows the browser keeps in
 * IndexedDB (journal.ts), one JSON line each, appended to a file. The first line is the meta
 * (format and seed anchor); a later line for the same table and id replaces an earlier one.
 *
 * Opening compacts the file (one line per row, written to a temporary file and renamed over the
 * old one, so a crash never leaves half a journal); a torn last line from a crash mid-append is
 * skipped. Node only: the browser never imports this module.
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Database, TableName } from './database'
import { tablesOf } from './database'
import {
  JOURNAL_FORMAT,
  keyOf,
  replayChanges,
  type Journal,
  type JournalMeta,
  type StoredChange,
} from './journal'
import type { TableChange } from './table'

const line = (value: unknown) => `${JSON.stringify(value)}\n`

/** The meta and the latest change of every row the file holds; null for a missing file. */
async function readJournalFile(
  path: string,
): Promise<{ meta: JournalMeta; changes: Map<string, StoredChange> } | null> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const [first, ...rest] = text.split('\n')
  let meta: JournalMeta | undefined
  try {
    meta = (JSON.parse(first ?? '') as { meta?: JournalMeta } | null)?.meta
  } catch {
    return null
  }
  // A first line that is JSON but no meta: not a journal, begun afresh as an unreadable one is.
  if (typeof meta !== 'object' || meta === null) return null
  const changes = new Map<string, StoredChange>()
  for (const entry of rest) {
    if (!entry.trim()) continue
    try {
      const change = JSON.parse(entry) as StoredChange
      changes.set(change.key, change)
    } catch {
      // A line cut short by a crash mid-append: the change it held was never acknowledged.
    }
  }
  return { meta, changes }
}

async function writeWhole(path: string, meta: JournalMeta, changes: Iterable<StoredChange>) {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, line({ meta }) + [...changes].map(line).join(''))
  await rename(temporary, path)
}

export async function openFileJournal(path: string, fresh: JournalMeta): Promise<Journal> {
  await mkdir(dirname(path), { recursive: true })
  const stored = await readJournalFile(path)
  const kept = stored?.meta.format === JOURNAL_FORMAT ? stored : null
  const meta = kept?.meta ?? fresh
  const changes = kept?.changes ?? new Map<string, StoredChange>()
  await writeWhole(path, meta, changes.values())

  let pending = new Map<string, StoredChange>()
  let writing: Promise<void> = Promise.resolve()
  const unsubscribers: Array<() => void> = []

  // Changes of one task are appended in one write, as the IndexedDB journal batches them.
  function schedule(change: TableChange): void {
    const key = keyOf(change.table, change.id)
    const firstInBatch = pending.size === 0
    pending.set(key, { key, table: change.table as TableName, id: change.id, row: change.row })
    if (firstInBatch) queueMicrotask(() => void writeBatch())
  }

  function writeBatch(): Promise<void> {
    const batch = [...pending.values()]
    pending = new Map()
    if (batch.length === 0) return writing
    writing = writing.then(() => appendFile(path, batch.map(line).join('')))
    return writing
  }

  return {
    meta,
    async replay(db: Database) {
      return replayChanges(db, changes.values())
    },
    follow(db) {
      for (const table of tablesOf(db)) unsubscribers.push(table.subscribe(schedule))
    },
    flush: () => writeBatch(),
    async reset(next) {
      pending = new Map()
      await writing
      writing = writeWhole(path, next, [])
      await writing
    },
    close() {
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}
