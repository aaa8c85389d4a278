import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  nextSort,
  pageCount,
  parseOrder,
  parsePage,
  readListQuery,
  searchWithoutPage,
  toOrder,
  writeListQuery,
  type ListQueryOptions,
} from './list-query'

const options: ListQueryOptions = {
  sortable: ['testDate', 'site_name', 'result'],
  defaultSort: { field: 'testDate', direction: 'desc' },
}

describe('page', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    [null, 1],
  ])('%s reads as %i', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })
})

describe('orderBy', () => {
  it('reads field_direction, including fields with underscores', () => {
    expect(parseOrder('result_asc', options.sortable)).toEqual({
      field: 'result',
      direction: 'asc',
    })
    expect(parseOrder('site_name_desc', options.sortable)).toEqual({
      field: 'site_name',
      direction: 'desc',
    })
  })

  it.each(['unknown_asc', 'result_up', 'result', '_asc', ''])('refuses %j', (value) => {
    expect(parseOrder(value, options.sortable)).toBeNull()
  })

  it('round-trips every sortable field and direction', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...options.sortable),
        fc.constantFrom('asc' as const, 'desc' as const),
        (field, direction) => {
          expect(parseOrder(toOrder({ field, direction }), options.sortable)).toEqual({
            field,
            direction,
          })
        },
      ),
    )
  })
})

describe('the list query in the URL', () => {
  it('falls back to page 1 and the default order', () => {
    expect(readListQuery(new URLSearchParams('orderBy=nope_asc&page=0'), options)).toEqual({
      page: 1,
      sort: options.defaultSort,
    })
  })

  it('keeps other parameters and drops the page on a new order', () => {
    const params = new URLSearchParams('viewId=7&page=4')
    const next = writeListQuery(params, { sort: { field: 'result', direction: 'asc' } }, options)
    expect(next.toString()).toBe('viewId=7&orderBy=result_asc')
  })

  it('leaves page 1 and the default order out of the address', () => {
    const params = new URLSearchParams('orderBy=result_asc&page=3')
    expect(writeListQuery(params, { page: 1 }, options).toString()).toBe('orderBy=result_asc')
    expect(writeListQuery(params, { sort: options.defaultSort }, options).toString()).toBe('')
    expect(writeListQuery(params, { page: 5 }, options).get('page')).toBe('5')
  })

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(...options.sortable),
        fc.constantFrom('asc' as const, 'desc' as const),
        (page, field, direction) => {
          const sort = { field, direction }
          const written = writeListQuery(
            writeListQuery(new URLSearchParams(), { sort }, options),
            { page },
            options,
          )
          expect(readListQuery(written, options)).toEqual({ page, sort })
        },
      ),
    )
  })
})

describe('header clicks and page counts', () => {
  it('starts a new column ascending and toggles the current one', () => {
    const current = { field: 'testDate', direction: 'desc' as const }
    expect(nextSort(current, 'result')).toEqual({ field: 'result', direction: 'asc' })
    expect(nextSort(current, 'testDate')).toEqual({ field: 'testDate', direction: 'asc' })
  })

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(41, 20)).toBe(3)
  })
})

describe('a filter change starts the list over', () => {
  it('takes the page out of the address and keeps everything else', () => {
    expect(searchWithoutPage('?page=3&readerType=truck&orderBy=site_asc')).toBe(
      'readerType=truck&orderBy=site_asc',
    )
    expect(searchWithoutPage('?page=2')).toBe('')
  })

  it('changes nothing when there is no page', () => {
    expect(searchWithoutPage('?readerType=truck')).toBeNull()
    expect(searchWithoutPage('')).toBeNull()
  })
})
