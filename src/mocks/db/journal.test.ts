import { describe, expect, it, vi } from 'vitest'
import { openDB } from 'idb'
import { createDatabase, type Database } from './database'
import { JOURNAL_FORMAT, openJournal } from './journal'
import type { SubstanceRow } from './rows'

const substances: SubstanceRow[] = [
  { id: 1, name: 'Penicillin G', created: '2026-01-01T00:00:00.000Z' },
  { id: 2, name: 'Amoxicillin', created: '2026-01-01T00:00:00.000Z' },
  { id: 3, name: 'Tetracycline', created: '2026-01-01T00:00:00.000Z' },
]

let counter = 0
const uniqueName = () => `journal-test-${Date.now()}-${counter++}`
const meta = { format: JOURNAL_FORMAT, anchor: 1000 }

/** A "tab": a freshly seeded database that replays the journal and then follows it. */
async function openTab(name: string, onReset = () => undefined) {
  const db: Database = createDatabase()
  await db.substances.load(substances)
  const journal = await openJournal(name, meta)
  await journal.replay(db)
  journal.follow(db, onReset)
  return { db, journal }
}

const names = (db: Database) => db.substances.all().map((row) => row.name)

describe('the journal of changes', () => {
  it('keeps inserts, updates and removals across a reload', async () => {
    const name = uniqueName()
    const first = await openTab(name)
    await first.db.substances.update(1, (draft) => {
      draft.name = 'Penicillin G (benzylpenicillin)'
    })
    await first.db.substances.remove(2)
    await first.db.substances.insert({
      id: 4,
      name: 'Aflatoxin M1',
      created: '2026-02-01T00:00:00.000Z',
    })
    await first.journal.flush()
    first.journal.close()

    const reloaded = await openTab(name)
    expect(names(reloaded.db)).toEqual([
      'Penicillin G (benzylpenicillin)',
      'Tetracycline',
      'Aflatoxin M1',
    ])
    expect(reloaded.db.substances.nextId()).toBe(5)
    reloaded.journal.close()
  })

  it('does not store the seed itself, only what changed', async () => {
    const name = uniqueName()
    const tab = await openTab(name)
    await tab.journal.flush()
    tab.journal.close()
    const again = await openJournal(name, meta)
    const empty = createDatabase()
    expect(await again.replay(empty)).toBe(0)
    again.close()
  })

  it('lets two tabs change different rows without losing either change', async () => {
    const name = uniqueName()
    const tabA = await openTab(name)
    const tabB = await openTab(name)
    await tabA.db.substances.update(1, (draft) => {
      draft.name = 'Changed in A'
    })
    await tabB.db.substances.update(3, (draft) => {
      draft.name = 'Changed in B'
    })
    await Promise.all([tabA.journal.flush(), tabB.journal.flush()])

    // Each tab hears the other's change over the BroadcastChannel.
    await vi.waitFor(() => {
      expect(tabA.db.substances.get(3)?.name).toBe('Changed in B')
      expect(tabB.db.substances.get(1)?.name).toBe('Changed in A')
    })
    tabA.journal.close()
    tabB.journal.close()

    const reloaded = await openTab(name)
    expect(names(reloaded.db)).toEqual(['Changed in A', 'Amoxicillin', 'Changed in B'])
    reloaded.journal.close()
  })

  it('forgets every change on reset and tells the other tabs', async () => {
    const name = uniqueName()
    const onReset = vi.fn()
    const tabA = await openTab(name)
    const tabB = await openTab(name, onReset)
    await tabA.db.substances.remove(1)
    await tabA.journal.flush()
    await tabA.journal.reset({ format: JOURNAL_FORMAT, anchor: 2000 })
    await vi.waitFor(() => expect(onReset).toHaveBeenCalled())
    tabA.journal.close()
    tabB.journal.close()

    const reopened = await openJournal(name, meta)
    expect(reopened.meta?.anchor).toBe(2000)
    const db = createDatabase()
    await db.substances.load(substances)
    expect(await reopened.replay(db)).toBe(0)
    expect(names(db)).toHaveLength(3)
    reopened.close()
  })

  it('drops a journal written in an older format', async () => {
    const name = uniqueName()
    const tab = await openTab(name)
    await tab.db.substances.remove(1)
    await tab.journal.flush()
    tab.journal.close()
    const raw = await openDB(name, 1)
    await raw.put('meta', { format: JOURNAL_FORMAT - 1, anchor: 7 }, 'meta')
    raw.close()

    const upgraded = await openJournal(name, meta)
    expect(upgraded.meta).toEqual(meta)
    expect(await upgraded.replay(createDatabase())).toBe(0)
    upgraded.close()
  })
})
