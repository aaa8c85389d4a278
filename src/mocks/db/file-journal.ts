/**
 * The journal of the standalone server (`npm run api`): the same rows the browser keeps in
 * IndexedDB (journal.ts), one JSON line each, appended to a file. The first line is the meta
 * (format and seed anchor); a later line for the same table and id replaces an earlier one.
 *
 * What it guarantees (docs/standalone-api.md, "What the server guarantees"):
 * - A change counts as stored once its line is appended and fsynced (write-queue.ts batches the
 *   changes of concurrent requests into one append and one fsync). A failed append is cut back
 *   off the file, so a later append never follows half a line.
 * - A file it cannot read is never overwritten: opening throws JournalUnreadableError, naming the
 *   file, the line and what to do. Only a torn last line (a crash mid-append, before the fsync
 *   that would have acknowledged it) is skipped.
 * - Opening compacts the file (one line per row, written to a temporary file, fsynced and renamed
 *   over the old one, so a crash never leaves half a journal).
 *
 * Node only: the browser never imports this module.
 */
import { mkdir, open, readFile, rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import { tablesOf } from './database'
import {
  JOURNAL_FORMAT,
  replayChanges,
  undoChanges,
  type Journal,
  type JournalMeta,
  type StoredChange,
} from './journal'
import { createWriteQueue, type QueuedChange } from './write-queue'

const line = (value: unknown) => `${JSON.stringify(value)}\n`

/** A journal file that exists but cannot be read: the server must not start over it. */
export class JournalUnreadableError extends Error {
  readonly path: string
  constructor(path: string, reason: string) {
    super(
      `The journal ${path} cannot be read: ${reason}. It was left as it is. ` +
        `To keep it, move it aside (mv ${path} ${path}.damaged) and start again; ` +
        `or start with --reset to begin from the seed (the file is then kept as ${path}.damaged-<time>).`,
    )
    this.name = 'JournalUnreadableError'
    this.path = path
  }
}

const isStoredChange = (value: unknown): value is StoredChange => {
  const change = value as Partial<StoredChange> | null
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof change.key === 'string' &&
    typeof change.table === 'string' &&
    typeof change.id === 'number' &&
    (change.row === null || (typeof change.row === 'object' && change.row !== undefined))
  )
}

/**
 * The meta and the latest change of every row the file holds; null for a missing or empty file.
 * Anything else it cannot read throws JournalUnreadableError.
 */
async function readJournalFile(
  path: string,
): Promise<{ meta: JournalMeta; changes: Map<string, StoredChange> } | null> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new JournalUnreadableError(path, (error as Error).message)
  }
  if (text === '') return null
  const lines = text.split('\n')
  // The text after the last newline: empty, or a line torn by a crash before its fsync.
  const tail = lines.pop() ?? ''
  const parse = (entry: string, number: number): unknown => {
    try {
      return JSON.parse(entry)
    } catch {
      throw new JournalUnreadableError(path, `line ${number} is not JSON`)
    }
  }
  const first = lines.length > 0 ? parse(lines[0]!, 1) : null
  const meta = (first as { meta?: Partial<JournalMeta> } | null)?.meta
  if (typeof meta !== 'object' || meta === null || typeof meta.anchor !== 'number') {
    throw new JournalUnreadableError(path, 'its first line is not a journal’s meta line')
  }
  if (meta.format !== JOURNAL_FORMAT) {
    throw new JournalUnreadableError(
      path,
      `it is of format ${String(meta.format)}, written by another version (this one reads ${JOURNAL_FORMAT})`,
    )
  }
  const changes = new Map<string, StoredChange>()
  lines.slice(1).forEach((entry, index) => {
    if (entry === '') return
    const change = parse(entry, index + 2)
    if (!isStoredChange(change)) {
      throw new JournalUnreadableError(path, `line ${index + 2} is not a stored change`)
    }
    changes.set(change.key, change)
  })
  if (tail !== '') {
    try {
      const change = JSON.parse(tail) as unknown
      if (isStoredChange(change)) changes.set(change.key, change)
    } catch {
      // Torn by a crash mid-append: its fsync never came, so it was never acknowledged.
    }
  }
  return { meta: meta as JournalMeta, changes }
}

/**
 * Throws JournalUnreadableError when the file at `path` exists but cannot be read as a journal
 * (`--reset` then keeps it aside rather than deleting it).
 */
export async function checkJournalFile(path: string): Promise<void> {
  await readJournalFile(path)
}

/** Makes a rename (or a new file) in `dir` durable; a file system that cannot is let be. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null)
  await handle?.sync().catch(() => undefined)
  await handle?.close()
}

async function writeWhole(path: string, meta: JournalMeta, changes: Iterable<StoredChange>) {
  const temporary = `${path}.${process.pid}.tmp`
  const handle = await open(temporary, 'w')
  try {
    await handle.writeFile(line({ meta }) + [...changes].map(line).join(''))
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, path)
  await syncDirectory(dirname(path))
}

/**
 * Appends `text` and fsyncs it. The file is opened for each batch, not held open: a file that was
 * replaced or removed under the server must fail the write, not vanish with it. A failed append
 * is cut back off, so the file never holds half a line before a later one.
 */
async function appendDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'a')
  try {
    const { size } = await handle.stat()
    try {
      await handle.appendFile(text)
      await handle.datasync()
    } catch (error) {
      await handle.truncate(size).catch(() => undefined)
      throw error
    }
  } finally {
    await handle.close()
  }
}

export async function openFileJournal(path: string, fresh: JournalMeta): Promise<Journal> {
  await mkdir(dirname(path), { recursive: true })
  const stored = await readJournalFile(path)
  const meta = stored?.meta ?? fresh
  const changes = stored?.changes ?? new Map<string, StoredChange>()
  await writeWhole(path, meta, changes.values())

  const unsubscribers: Array<() => void> = []
  let followed: Parameters<Journal['follow']>[0] | null = null
  const queue = createWriteQueue({
    write: (batch: QueuedChange[]) => appendDurably(path, batch.map(line).join('')),
    undo: async (rows) => {
      if (followed) await undoChanges(followed, rows)
    },
    onUnawaitedFailure: (error) => console.error(`${path}: ${error.message}`),
  })

  return {
    meta,
    async replay(db) {
      return replayChanges(db, changes.values())
    },
    follow(db) {
      followed = db
      for (const table of tablesOf(db)) {
        unsubscribers.push(table.subscribe((change) => queue.add(change)))
      }
    },
    flush: () => queue.flush(),
    async reset(next) {
      await queue.discard()
      await writeWhole(path, next, [])
    },
    close() {
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}
