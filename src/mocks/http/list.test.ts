import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Table } from '../db/table'
import { HttpError } from './errors'
import { allRows, filterKeyOf, listRows, readOrder, readPaging, type SortFields } from './list'

interface Item {
  id: number
  name: string | null
  score: number
}

const fields: SortFields<Item> = {
  name: (row) => row.name,
  score: (row) => row.score,
  id: (row) => row.id,
}

async function tableOf(items: Item[]) {
  const table = new Table<Item>('items')
  await table.load(items)
  return table
}

const params = (text: string) => new URLSearchParams(text)

describe('readPaging', () => {
  it.each([
    ['', { page: 1, pageSize: 20 }],
    ['page=3&pageSize=50', { page: 3, pageSize: 50 }],
    ['page=0', { page: 1, pageSize: 20 }],
    ['page=-4', { page: 1, pageSize: 20 }],
    ['page=abc', { page: 1, pageSize: 20 }],
    ['page=2.7', { page: 2, pageSize: 20 }],
  ])('"%s" reads as %j (a page below 1 counts as 1)', (query, expected) => {
    expect(readPaging(params(query))).toEqual(expected)
  })

  it.each(['pageSize=0', 'pageSize=-1', 'pageSize=100001', 'pageSize=x'])(
    'refuses %s with a 400 on pageSize',
    (query) => {
      const error = (() => {
        try {
          readPaging(params(query))
        } catch (caught) {
          return caught as HttpError
        }
      })()
      expect(error?.status).toBe(400)
      expect(error?.body.errors?.[0]?.field).toBe('pageSize')
    },
  )
})

describe('readOrder', () => {
  it("accepts order and the front end's orderBy, field_direction", async () => {
    const table = await tableOf([
      { id: 1, name: 'b', score: 2 },
      { id: 2, name: 'a', score: 1 },
    ])
    const byOrder = readOrder(params('order=name_desc'), fields, 'id_asc')
    const byOrderBy = readOrder(params('orderBy=name_asc'), fields, 'id_asc')
    expect(table.sorted(byOrder.key, byOrder.sort).map((row) => row.id)).toEqual([1, 2])
    expect(table.sorted(byOrderBy.key, byOrderBy.sort).map((row) => row.id)).toEqual([2, 1])
  })

  it.each([
    'order=nope_asc',
    'order=name_sideways',
    'order=name',
    // Names of Object's prototype: never sort fields (issue 34: 500s and meaningless orders).
    'orderBy=__proto___asc',
    'orderBy=constructor_asc',
    'orderBy=hasOwnProperty_desc',
    'orderBy=toString_asc',
    'orderBy=valueOf_asc',
  ])('refuses %s with a 400 on order', (query) => {
    expect(() => readOrder(params(query), fields, 'id_asc')).toThrowError(HttpError)
  })

  it('sorts text naturally and case-insensitively, with nulls last in both directions', async () => {
    const table = await tableOf([
      { id: 1, name: 'Route 10', score: 0 },
      { id: 2, name: null, score: 0 },
      { id: 3, name: 'route 9', score: 0 },
      { id: 4, name: 'Route 1', score: 0 },
    ])
    const asc = readOrder(params('order=name_asc'), fields, 'id_asc')
    const desc = readOrder(params('order=name_desc'), fields, 'id_asc')
    expect(table.sorted(asc.key, asc.sort).map((row) => row.id)).toEqual([4, 3, 1, 2])
    expect(table.sorted(desc.key, desc.sort).map((row) => row.id)).toEqual([1, 3, 4, 2])
  })
})

describe('listRows', () => {
  const item = fc.record({
    name: fc.option(fc.constantFrom('alpha', 'Beta', 'gamma', 'delta', 'Ölfa', 'beta'), {
      nil: null,
    }),
    score: fc.integer({ min: -5, max: 5 }),
  })

  it('page N of a sorted, filtered list is the whole sorted list cut at N (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 60 }),
        fc.constantFrom('name_asc', 'name_desc', 'score_asc', 'score_desc', 'id_desc'),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: -5, max: 5 }),
        async (values, orderText, page, pageSize, minScore) => {
          const table = await tableOf(values.map((value, index) => ({ ...value, id: index + 1 })))
          const order = readOrder(params(`order=${orderText}`), fields, 'id_asc')
          const where = (row: Item) => row.score >= minScore
          const whole = allRows(table, { where, order, map: (row) => row.id }).data
          const answer = listRows(table, {
            where,
            order,
            paging: { page, pageSize },
            map: (row) => row.id,
          })
          expect(answer.data).toEqual(whole.slice((page - 1) * pageSize, page * pageSize))
          expect(answer.meta).toEqual({ currentPage: page, total: whole.length, perPage: pageSize })
        },
      ),
      { numRuns: 150 },
    )
  })

  it('re-sorts after a change to the table, and after a change to a table the order depends on', async () => {
    const table = await tableOf([
      { id: 1, name: 'a', score: 1 },
      { id: 2, name: 'b', score: 2 },
    ])
    const other = new Table<{ id: number }>('other')
    let flip = false
    const order = {
      key: 'custom',
      sort: (a: Item, b: Item) => (flip ? b.score - a.score : a.score - b.score),
    }
    const ids = () =>
      listRows(table, {
        order,
        paging: { page: 1, pageSize: 5 },
        map: (row) => row.id,
        dependsOn: [other],
      }).data
    expect(ids()).toEqual([1, 2])
    await table.update(1, (draft) => {
      draft.score = 3
    })
    expect(ids()).toEqual([2, 1])
    flip = true
    await other.insert({ id: 1 })
    expect(ids()).toEqual([1, 2])
  })
})

describe('a filtered list’s matches, kept between pages', () => {
  const items = Array.from({ length: 50 }, (_, index) => ({
    id: index + 1,
    name: `item ${index + 1}`,
    score: index % 5,
  }))
  const order = readOrder(params('order=id_asc'), fields, 'id_asc')

  it('are filtered once for every page of the same filter, and again after a change', async () => {
    const table = await tableOf(items)
    let tested = 0
    const where = (row: Item) => {
      tested += 1
      return row.score === 0
    }
    const page = (number: number) =>
      listRows(table, {
        where,
        order,
        paging: { page: number, pageSize: 3 },
        map: (row) => row.id,
        filterKey: filterKeyOf(params(`score=0&page=${number}`), 'admin', [table]),
      })
    expect(page(1)).toMatchObject({ data: [1, 6, 11], meta: { total: 10 } })
    expect(page(2).data).toEqual([16, 21, 26])
    expect(page(4).data).toEqual([46])
    expect(tested).toBe(50)

    await table.update(6, (draft) => {
      draft.score = 3
    })
    expect(page(1)).toMatchObject({ data: [1, 11, 16], meta: { total: 9 } })
    expect(tested).toBe(100)
  })

  it('are told apart by caller and filters, not by paging or order', () => {
    const key = (query: string, caller = 'admin') =>
      filterKeyOf(params(query), caller, [{ name: 'items', version: 1 }])
    expect(key('a=1&b=2&page=3&pageSize=9&orderBy=id_asc')).toBe(key('b=2&a=1'))
    expect(key('a=1')).not.toBe(key('a=2'))
    expect(key('a=1')).not.toBe(key('a=1', 'operator'))
  })
})
