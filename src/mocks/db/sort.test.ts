import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compareValues, sortByValue, type SortValue } from './sort'

interface Item {
  id: number
  value: SortValue
}

/** The obvious comparator sort the fast path must agree with. */
function reference(rows: Item[], direction: 1 | -1): number[] {
  return [...rows]
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined
      const bEmpty = b.value === null || b.value === undefined
      if (aEmpty || bEmpty) return compareValues(a.value, b.value) || a.id - b.id
      return direction * compareValues(a.value, b.value) || a.id - b.id
    })
    .map((row) => row.id)
}

describe('sortByValue', () => {
  const texts = fc.option(
    fc.constantFrom('Route 10', 'route 9', 'Route 1', 'Ålborg', 'aalborg', 'Zeta', 'zeta', ''),
    {
      nil: null,
    },
  )
  const numbers = fc.option(
    fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 })),
    {
      nil: undefined,
    },
  )

  it.each([
    ['text', texts],
    ['numbers', numbers],
    ['booleans', fc.option(fc.boolean(), { nil: null })],
  ] as const)(
    'orders %s exactly as the comparator sort does, both directions (property)',
    (_name, values) => {
      fc.assert(
        fc.property(
          fc.array(values as fc.Arbitrary<SortValue>, { maxLength: 80 }),
          fc.constantFrom<1 | -1>(1, -1),
          (list, direction) => {
            // Rows in id order take the bucket path (few distinct values); reversed ids take the
            // comparison sort. Both must agree with the comparator.
            const inIdOrder = list.map((value, index) => ({ id: index + 1, value }))
            const reversed = list.map((value, index) => ({ id: list.length - index, value }))
            for (const rows of [inIdOrder, reversed]) {
              expect(sortByValue(rows, (row) => row.value, direction).map((row) => row.id)).toEqual(
                reference(rows, direction),
              )
            }
          },
        ),
        { numRuns: 200 },
      )
    },
  )

  it('puts empty values last in both directions and breaks ties by id', () => {
    const rows: Item[] = [
      { id: 3, value: 'b' },
      { id: 1, value: null },
      { id: 2, value: 'B' },
      { id: 4, value: 'a' },
    ]
    expect(sortByValue(rows, (row) => row.value, 1).map((row) => row.id)).toEqual([4, 2, 3, 1])
    expect(sortByValue(rows, (row) => row.value, -1).map((row) => row.id)).toEqual([2, 3, 4, 1])
  })

  it('orders rows with ids beyond the packed key the same way (the comparator path)', () => {
    const rows: Item[] = [5, null, 3, 5, 7].map((value, index) => ({
      id: 3_000_000 - index,
      value,
    }))
    for (const direction of [1, -1] as const) {
      expect(sortByValue(rows, (row) => row.value, direction).map((row) => row.id)).toEqual(
        reference(rows, direction),
      )
    }
  })
})
