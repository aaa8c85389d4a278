import { describe, expect, it, vi } from 'vitest'
import { MAX_ROW_CHARS, RowTooLargeError, Table, type StoreKind } from './table'

interface Item {
  id: number
  name: string
  tags: string[]
  revision?: number
}

const seed: Item[] = [
  { id: 1, name: 'b', tags: ['x'] },
  { id: 2, name: 'a', tags: [] },
  { id: 5, name: 'b', tags: [] },
]

describe.each<StoreKind>(['collection', 'array'])('a table kept in a %s store', (store) => {
  async function loaded() {
    const table = new Table<Item>('items', store)
    await table.load(seed.map((item) => structuredClone(item)))
    return table
  }

  it('loads rows without announcing them, and finds them by id', async () => {
    const table = new Table<Item>('items', store)
    const listener = vi.fn()
    table.subscribe(listener)
    await table.load(seed)
    expect(table.size).toBe(3)
    expect(table.get(5)?.name).toBe('b')
    expect(table.get(3)).toBeUndefined()
    expect(table.nextId()).toBe(6)
    expect(listener).not.toHaveBeenCalled()
  })

  it('updates through a draft, keeping the previous version of the row untouched', async () => {
    const table = await loaded()
    const before = table.get(1)!
    const after = await table.update(1, (draft) => {
      draft.name = 'renamed'
      draft.tags.push('y')
    })
    // Each update made here raises the row's revision (a seeded row is at 1).
    expect(after).toEqual({ id: 1, name: 'renamed', tags: ['x', 'y'], revision: 2 })
    expect(before).toEqual({ id: 1, name: 'b', tags: ['x'] })
    expect(table.get(1)).toEqual(after)
    expect(table.all().map((row) => row.name)).toEqual(['renamed', 'a', 'b'])
  })

  it('removes rows and never reuses their ids', async () => {
    const table = await loaded()
    await table.remove(5)
    expect(table.get(5)).toBeUndefined()
    expect(table.size).toBe(2)
    expect(await table.remove(5)).toBeUndefined()
    expect(await table.update(5, () => undefined)).toBeUndefined()
    await table.insert({ id: table.nextId(), name: 'c', tags: [] })
    expect(table.all().map((row) => row.id)).toEqual([1, 2, 6])
  })

  it('announces local changes only, with the row after the change and before it', async () => {
    const table = await loaded()
    const listener = vi.fn()
    table.subscribe(listener)
    await table.update(2, (draft) => {
      draft.name = 'z'
    })
    await table.remove(1)
    await table.put(9, { id: 9, name: 'from another tab', tags: [] }, 'external')
    expect(listener.mock.calls.map(([change]) => change)).toEqual([
      {
        table: 'items',
        id: 2,
        row: { id: 2, name: 'z', tags: [], revision: 2 },
        before: { id: 2, name: 'a', tags: [] },
      },
      { table: 'items', id: 1, row: null, before: { id: 1, name: 'b', tags: ['x'] } },
    ])
    expect(table.get(9)?.name).toBe('from another tab')
    // A change from elsewhere keeps the revision it carries.
    await table.put(2, { id: 2, name: 'z', tags: [], revision: 7 }, 'external')
    expect(table.get(2)?.revision).toBe(7)
  })

  it('refuses to store a row over MAX_ROW_CHARS, leaving the table as it was', async () => {
    const table = await loaded()
    const listener = vi.fn()
    table.subscribe(listener)
    const huge = 'x'.repeat(MAX_ROW_CHARS)
    await expect(table.insert({ id: 9, name: huge, tags: [] })).rejects.toThrow(RowTooLargeError)
    await expect(
      table.update(2, (draft) => {
        draft.tags.push(huge)
      }),
    ).rejects.toThrow(RowTooLargeError)
    expect(table.get(9)).toBeUndefined()
    expect(table.get(2)).toEqual({ id: 2, name: 'a', tags: [] })
    expect(listener).not.toHaveBeenCalled()
    // The row is still the table's own: a later update finds and replaces it.
    await table.update(2, (draft) => {
      draft.name = 'fits'
    })
    expect(table.all().map((row) => row.name)).toEqual(['b', 'fits', 'b'])
  })

  it('replays a stored change onto the row with put()', async () => {
    const table = await loaded()
    await table.put(1, { id: 1, name: 'stored', tags: [] }, 'external')
    await table.put(2, null, 'external')
    expect(table.all().map((row) => [row.id, row.name])).toEqual([
      [1, 'stored'],
      [5, 'b'],
    ])
  })

  it('keeps one sorted copy per order, ties broken by id, recomputed after a change', async () => {
    const table = await loaded()
    const byName = (a: Item, b: Item) => a.name.localeCompare(b.name)
    const first = table.sorted('name_asc', byName)
    expect(first.map((row) => row.id)).toEqual([2, 1, 5])
    expect(table.sorted('name_asc', byName)).toBe(first)
    expect(table.sorted('name_asc', byName, 'other@2')).not.toBe(first)
    await table.update(2, (draft) => {
      draft.name = 'c'
    })
    expect(table.sorted('name_asc', byName, 'other@2').map((row) => row.id)).toEqual([1, 5, 2])
  })

  it('keeps a narrowed part of a sorted copy per key, recomputed after a change', async () => {
    const table = await loaded()
    const byName = (a: Item, b: Item) => a.name.localeCompare(b.name)
    const notA = (row: Item) => row.name !== 'a'
    const first = table.narrowed('name_asc', byName, '', 'not-a', notA)
    expect(first.map((row) => row.id)).toEqual([1, 5])
    expect(table.narrowed('name_asc', byName, '', 'not-a', notA)).toBe(first)
    // Another stamp (a joined table changed) computes it again.
    expect(table.narrowed('name_asc', byName, 'other@3', 'not-a', notA)).not.toBe(first)
    await table.update(2, (draft) => {
      draft.name = 'z'
    })
    const after = table.narrowed('name_asc', byName, 'other@3', 'not-a', notA)
    expect(after.map((row) => row.id)).toEqual([1, 5, 2])
  })
})
