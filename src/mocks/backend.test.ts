import { describe, expect, it } from 'vitest'
import { deleteDB } from 'idb'
import { bootBackend, startOfUtcDay } from './backend'
import { journalName } from './seed/sizes'
import { JOURNAL_FORMAT, openJournal } from './db/journal'
import { buildSeed } from './seed'

const DAY = 24 * 60 * 60 * 1000

describe('booting the fake backend with a journal', () => {
  it('seeds a new journal for today', async () => {
    // Another test file of this worker may have left a journal of another day behind.
    await deleteDB(journalName('default'))
    const backend = await bootBackend({ size: 'default', persist: true })
    try {
      expect(backend.anchor).toBe(startOfUtcDay(Date.now()))
    } finally {
      backend.close()
    }
  })

  it('keeps the day a journal was begun, so the changes stored with it still fit the seed', async () => {
    const yesterday = startOfUtcDay(Date.now()) - DAY
    // A journal that exists already (a new one would take the anchor it is given).
    const earlier = await openJournal(journalName('default'), {
      format: JOURNAL_FORMAT,
      anchor: yesterday,
    })
    await earlier.reset({ format: JOURNAL_FORMAT, anchor: yesterday })
    earlier.close()

    const backend = await bootBackend({ size: 'default', persist: true })
    try {
      expect(backend.anchor).toBe(yesterday)
      const expected = buildSeed({ size: 'default', anchor: yesterday }).testRecords[0]
      expect(backend.db.testRecords.get(expected!.id)).toEqual(expected)
    } finally {
      backend.close()
    }
  })
})
