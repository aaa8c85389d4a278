/**
 * Sorting rows by one value. Text is compared naturally and case-insensitively; null sorts last
 * in both directions, as users expect of a sorted table; ties fall back to the id, so paging is
 * stable. sortByValue() reads each row's value once and sorts numbers, which keeps the first
 * request of a new order on 250,000 rows fast (a comparator that joins and collates inside the
 * sort calls both about 4.5 million times).
 */
export type SortValue = string | number | boolean | null | undefined

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

const isEmpty = (value: SortValue): value is null | undefined =>
  value === null || value === undefined

export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0
  if (isEmpty(a)) return 1
  if (isEmpty(b)) return -1
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b)
  return a < b ? -1 : a > b ? 1 : 0
}

export function sortByValue<T extends { id: number }>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: 1 | -1,
): T[] {
  const raw = rows.map(value)
  // Text becomes its rank among the distinct texts, so the sort itself compares numbers only.
  const texts = [...new Set(raw.filter((item): item is string => typeof item === 'string'))]
  texts.sort(collator.compare)
  const rank = new Map<string, number>()
  texts.forEach((text, index) => {
    // Texts the collator calls equal ('b' and 'B') share a rank, so the id breaks their tie.
    const previous = texts[index - 1]
    const same = previous !== undefined && collator.compare(previous, text) === 0
    rank.set(text, same ? rank.get(previous)! : index)
  })
  const keys = new Float64Array(raw.length)
  raw.forEach((item, index) => {
    keys[index] = isEmpty(item)
      ? Number.NaN
      : typeof item === 'string'
        ? rank.get(item)!
        : Number(item)
  })
  const order = Array.from(rows.keys())
  order.sort((a, b) => {
    const left = keys[a]!
    const right = keys[b]!
    const leftEmpty = Number.isNaN(left)
    const rightEmpty = Number.isNaN(right)
    if (leftEmpty !== rightEmpty) return leftEmpty ? 1 : -1
    const byValue = leftEmpty ? 0 : (left - right) * direction
    return byValue || rows[a]!.id - rows[b]!.id
  })
  return order.map((index) => rows[index]!)
}
