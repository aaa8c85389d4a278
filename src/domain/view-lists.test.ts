import { describe, expect, it } from 'vitest'
import type { SavedView } from '@/api/types'
import { listOfView, reorderWithinList, viewsOfList } from './view-lists'

const view = (id: number, list?: SavedView['list']): SavedView => ({
  id,
  name: `View ${id}`,
  filters: {},
  columns: [],
  ...(list ? { list } : {}),
})

describe('view lists', () => {
  const views = [
    view(1),
    view(2, 'controlRecords'),
    view(3, 'testRecords'),
    view(4, 'controlRecords'),
  ]

  it('counts a view without a list as a test-records view', () => {
    expect(listOfView(view(1))).toBe('testRecords')
    expect(viewsOfList(views, 'testRecords').map((entry) => entry.id)).toEqual([1, 3])
    expect(viewsOfList(views, 'controlRecords').map((entry) => entry.id)).toEqual([2, 4])
  })

  it('reorders one list’s views in their own places, the other list’s staying put', () => {
    expect(reorderWithinList(views, 'controlRecords', [4, 2])).toEqual([1, 4, 3, 2])
    expect(reorderWithinList(views, 'testRecords', [3, 1])).toEqual([3, 2, 1, 4])
  })
})
