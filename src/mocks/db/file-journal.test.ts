/**
 * The standalone server's journal file (file-journal.ts): what a restart replays from it, and how
 * it copes with what a crash, a failing disk or an older version leaves behind.
 */
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, type Database } from './database'
import { JournalUnreadableError, openFileJournal } from './file-journal'
import { JOURNAL_FORMAT, type Journal } from './journal'
import type { SubstanceRow } from './rows'
import { JournalWriteError } from './write-queue'

const substances: SubstanceRow[] = [
  { id: 1, name: 'Penicillin G', created: '2026-01-01T00:00:00.000Z' },
  { id: 2, name: 'Amoxicillin', created: '2026-01-01T00:00:00.000Z' },
  { id: 3, name: 'Tetracycline', created: '2026-01-01T00:00:00.000Z' },
]
const meta = { format: JOURNAL_FORMAT, anchor: 1000 }
const line = (value: unknown) => `${JSON.stringify(value)}\n`

let dir: string
let counter = 0
const newPath = () => join(dir, `journal-${++counter}.jsonl`)

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-journal-test-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A server start: the seed, the journal's changes replayed onto it, and changes followed. */
async function start(path: string, fresh = meta) {
  const db: Database = createDatabase()
  await db.substances.load(substances)
  const journal = await openFileJournal(path, fresh)
  const replayed = await journal.replay(db)
  journal.follow(db, () => undefined)
  return { db, journal, replayed }
}

async function stop({ journal }: { journal: Journal }) {
  await journal.flush()
  journal.close()
}

const names = (db: Database) => db.substances.all().map((row) => row.name)
const linesOf = async (path: string) =>
  (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '')

const rename = (db: Database, id: number, name: string) =>
  db.substances.update(id, (draft) => {
    draft.name = name
  })

describe('openFileJournal', () => {
  it('replays the latest state of each changed row, removals included', async () => {
    const path = newPath()
    const first = await start(path)
    expect(first.replayed).toBe(0)
    await rename(first.db, 1, 'Penicillin G (benzylpenicillin)')
    await first.journal.flush()
    await rename(first.db, 1, 'Benzylpenicillin')
    await first.db.substances.remove(2)
    await first.db.substances.insert({ id: 4, name: 'Aflatoxin M1', created: '2026-02-01' })
    await stop(first)

    const second = await start(path)
    expect(second.replayed).toBe(3)
    expect(names(second.db)).toEqual(['Benzylpenicillin', 'Tetracycline', 'Aflatoxin M1'])
    expect(second.db.substances.get(2)).toBeUndefined()
    expect(second.db.substances.nextId()).toBe(5)
    await stop(second)
  })

  it('keeps the meta it was begun with, not the fresh one of a later start', async () => {
    const path = newPath()
    await stop(await start(path, { format: JOURNAL_FORMAT, anchor: 1234 }))
    const later = await start(path, { format: JOURNAL_FORMAT, anchor: 9999 })
    expect(later.journal.meta).toEqual({ format: JOURNAL_FORMAT, anchor: 1234 })
    await stop(later)
  })

  it('compacts the file on open: the meta and one line per changed row', async () => {
    const path = newPath()
    const first = await start(path)
    for (const name of ['A', 'B', 'C']) {
      await rename(first.db, 3, name)
      await first.journal.flush()
    }
    await rename(first.db, 1, 'D')
    await stop(first)
    expect(await linesOf(path)).toHaveLength(1 + 4)

    const second = await start(path)
    const lines = await linesOf(path)
    expect(lines).toHaveLength(1 + 2)
    expect(JSON.parse(lines[0]!)).toEqual({ meta })
    expect(lines.slice(1).map((line) => (JSON.parse(line) as { key: string }).key)).toEqual([
      'substances:3',
      'substances:1',
    ])
    expect(names(second.db)).toEqual(['D', 'Amoxicillin', 'C'])
    await stop(second)
    // The compaction's temporary file was renamed over the journal, not left behind.
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('skips a torn last line (a crash mid-append), and appends after it cleanly', async () => {
    const path = newPath()
    const first = await start(path)
    await rename(first.db, 1, 'Kept')
    await stop(first)
    const torn = JSON.stringify({
      key: 'substances:2',
      table: 'substances',
      id: 2,
      row: { ...substances[1], name: 'Never acknowledged' },
    })
    await appendFile(path, torn.slice(0, torn.length - 10))

    const second = await start(path)
    expect(second.replayed).toBe(1)
    expect(names(second.db)).toEqual(['Kept', 'Amoxicillin', 'Tetracycline'])
    await rename(second.db, 3, 'After the crash')
    await stop(second)

    const third = await start(path)
    expect(third.replayed).toBe(2)
    expect(names(third.db)).toEqual(['Kept', 'Amoxicillin', 'After the crash'])
    await stop(third)
  })

  it('refuses a journal of another format, and leaves it as it is', async () => {
    const path = newPath()
    const first = await start(path, { format: JOURNAL_FORMAT, anchor: 5 })
    await first.db.substances.remove(1)
    await stop(first)
    const lines = await linesOf(path)
    lines[0] = JSON.stringify({ meta: { format: JOURNAL_FORMAT + 1, anchor: 5 } })
    const text = `${lines.join('\n')}\n`
    await writeFile(path, text)

    await expect(start(path)).rejects.toThrow(JournalUnreadableError)
    await expect(start(path)).rejects.toThrow(/written by another version/)
    expect(await readFile(path, 'utf8')).toBe(text)
  })

  it('refuses a file it cannot read, naming it and what to do, and never overwrites it', async () => {
    const stored = JSON.stringify({ key: 'substances:1', table: 'substances', id: 1, row: null })
    const damaged = [
      ['not json at all\n', /line 1 is not JSON/],
      ['{"something":"else"}\n', /first line is not a journal/],
      ['null\n', /first line is not a journal/],
      // One bad byte in the first line: 145 stored changes were lost this way (issue 34).
      [`${line({ meta }).replace('{', '{x')}${stored}\n`, /line 1 is not JSON/],
      [`${line({ meta })}${stored.slice(3)}\n${stored}\n`, /line 2 is not JSON/],
      [`${line({ meta })}{"key":1}\n`, /line 2 is not a stored change/],
    ] as const
    for (const [text, reason] of damaged) {
      const path = newPath()
      await writeFile(path, text)
      const opening = start(path)
      await expect(opening, JSON.stringify(text)).rejects.toThrow(reason)
      await expect(opening).rejects.toThrow(path)
      await expect(opening).rejects.toThrow(/--reset/)
      expect(await readFile(path, 'utf8')).toBe(text)
    }
  })

  it('begins an empty file afresh: it holds nothing to lose', async () => {
    const path = newPath()
    await writeFile(path, '')
    const tab = await start(path)
    expect(tab.journal.meta).toEqual(meta)
    await stop(tab)
    expect(await linesOf(path)).toEqual([JSON.stringify({ meta })])
  })

  it('writes the changes made while a write is on its way in one append', async () => {
    const path = newPath()
    const tab = await start(path)
    await rename(tab.db, 1, 'first')
    const writing = tab.journal.flush()
    await rename(tab.db, 2, 'second')
    await rename(tab.db, 3, 'third')
    await tab.db.substances.remove(1)
    await Promise.all([writing, tab.journal.flush()])
    // The meta, the first change alone, then the other three together.
    expect(
      (await linesOf(path)).map((entry) => (JSON.parse(entry) as { key?: string }).key),
    ).toEqual([undefined, 'substances:1', 'substances:2', 'substances:3', 'substances:1'])
    await stop(tab)
  })

  it('fails a write it cannot store, undoes it in memory, and stores the next one once it can', async () => {
    const path = newPath()
    const tab = await start(path)
    await rename(tab.db, 1, 'Stored')
    await tab.journal.flush()
    const kept = await readFile(path, 'utf8')
    // The file replaced by a directory: what a full or vanished disk does to an append.
    await rm(path)
    await mkdir(path)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await rename(tab.db, 1, 'Lost')
    const writing = tab.journal.flush()
    // Made while the failing write is on its way, on top of it: undone with it.
    await rename(tab.db, 2, 'Also lost')
    await tab.db.substances.insert({ id: 9, name: 'New', created: '2026-03-01' })
    await expect(writing).rejects.toThrow(JournalWriteError)
    await expect(tab.journal.flush()).resolves.toBeUndefined()
    expect(names(tab.db)).toEqual(['Stored', 'Amoxicillin', 'Tetracycline'])
    expect(tab.db.substances.get(9)).toBeUndefined()
    expect(tab.db.substances.get(1)?.revision).toBe(2)

    await rm(path, { recursive: true })
    await writeFile(path, kept)
    await rename(tab.db, 3, 'After the disk came back')
    await tab.journal.flush()
    await stop(tab)
    errors.mockRestore()
    const again = await start(path)
    expect(names(again.db)).toEqual(['Stored', 'Amoxicillin', 'After the disk came back'])
    await stop(again)
  })

  it('creates a missing directory', async () => {
    const path = join(dir, 'nested', 'deeper', 'journal.jsonl')
    const tab = await start(path)
    await rename(tab.db, 2, 'Stored')
    await stop(tab)
    const again = await start(path)
    expect(names(again.db)).toContain('Stored')
    await stop(again)
  })

  it('forgets every change on reset, keeping the new meta, and journals what follows', async () => {
    const path = newPath()
    const first = await start(path)
    await rename(first.db, 1, 'Before the reset')
    await first.journal.flush()
    await first.db.substances.remove(3)
    // Not yet written when the reset comes: dropped with the rest.
    await first.journal.reset({ format: JOURNAL_FORMAT, anchor: 2000 })
    await rename(first.db, 2, 'After the reset')
    await stop(first)

    const second = await start(path)
    expect(second.journal.meta).toEqual({ format: JOURNAL_FORMAT, anchor: 2000 })
    expect(second.replayed).toBe(1)
    expect(names(second.db)).toEqual(['Penicillin G', 'After the reset', 'Tetracycline'])
    await stop(second)
  })

  it('stops journalling once closed', async () => {
    const path = newPath()
    const tab = await start(path)
    tab.journal.close()
    await rename(tab.db, 1, 'Unseen')
    await tab.journal.flush()
    expect(await linesOf(path)).toEqual([JSON.stringify({ meta })])
  })
})
