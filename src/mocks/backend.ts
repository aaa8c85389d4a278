/**
 * Boots the fake backend: builds the deterministic seed, loads it into the database, replays the
 * journal of changes a user made in earlier visits, and from then on journals every change.
 * Used by the browser worker (src/mocks/browser.ts) and by tests in Node (src/mocks/node.ts).
 */
import { createDatabase, loadSeed, type Database } from './db/database'
import { JOURNAL_FORMAT, openJournal, type Journal, type JournalMeta } from './db/journal'
import { buildSeed, type SeedSize } from './seed'
import { journalName } from './seed/sizes'

export interface BootOptions {
  size: SeedSize
  /** Keep changes across reloads (IndexedDB). Off for most tests, which want a clean seed. */
  persist: boolean
  /**
   * Where a persisted backend keeps its journal: IndexedDB by default (the browser), a file for
   * the standalone server (src/mocks/db/file-journal.ts).
   */
  openJournal?: (fresh: JournalMeta) => Promise<Journal>
  /** Fixes the date every seeded date is relative to (tests); otherwise today, kept by the journal. */
  anchor?: number
  /** Called when another tab resets the demo data. */
  onExternalReset?: () => void
}

export interface Backend {
  db: Database
  size: SeedSize
  anchor: number
  /** Milliseconds from start to a ready database (seed, load and replay). */
  bootMs: number
  /** How many stored changes were replayed at boot. */
  replayed: number
  /** The server clock: the time stamps the fake API writes. */
  now: () => number
  /** Resolves when every change so far is stored. */
  flush: () => Promise<void>
  /** Forgets every change and re-seeds anchored on today. */
  resetDemoData: () => Promise<void>
  close: () => void
}

/** Midnight UTC of the given day: the seed is the same all day long. */
export function startOfUtcDay(time: number): number {
  const day = new Date(time)
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())
}

export async function bootBackend(options: BootOptions): Promise<Backend> {
  const started = performance.now()
  const today = startOfUtcDay(Date.now())
  // The journal opens (IndexedDB: a round trip to the browser's storage, ~150 ms on a new
  // profile) while the seed is built for today, the anchor of every journal but one begun on an
  // earlier day.
  const fresh: JournalMeta = { format: JOURNAL_FORMAT, anchor: options.anchor ?? today }
  const opening: Promise<Journal | null> = !options.persist
    ? Promise.resolve(null)
    : options.openJournal
      ? options.openJournal(fresh)
      : openJournal(journalName(options.size), fresh)
  const db = createDatabase()
  const seededAnchor = options.anchor ?? today
  await loadSeed(db, buildSeed({ size: options.size, anchor: seededAnchor }))
  const journal = await opening
  const anchor = options.anchor ?? journal?.meta?.anchor ?? today
  if (anchor !== seededAnchor) await loadSeed(db, buildSeed({ size: options.size, anchor }))
  const replayed = journal ? await journal.replay(db) : 0
  journal?.follow(db, options.onExternalReset ?? (() => undefined))

  const backend: Backend = {
    db,
    size: options.size,
    anchor,
    bootMs: performance.now() - started,
    replayed,
    now: () => Date.now(),
    flush: async () => journal?.flush(),
    async resetDemoData() {
      const fresh = startOfUtcDay(Date.now())
      await journal?.reset({ format: JOURNAL_FORMAT, anchor: fresh })
      backend.anchor = fresh
      await loadSeed(db, buildSeed({ size: options.size, anchor: fresh }))
    },
    close: () => journal?.close(),
  }
  return backend
}
