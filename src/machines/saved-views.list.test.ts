import { describe, expect, it } from 'vitest'
import type { SavedView } from '@/api/types'
import { defaultViewColumns } from '@/domain/test-record-columns'
import { MAX_SAVED_VIEWS, TEXT_LIMITS } from '@/domain/validation/limits'
import { MAX_VIEW_ID } from '@/domain/validation/saved-view'
import {
  canRebase,
  hasRoom,
  isReorderOf,
  isValidName,
  listWithNew,
  listWithout,
  nameProblem,
  newViewId,
  rebaseChange,
  renamedList,
  reorderViews,
  saveFailureOf,
  updatedList,
  type ViewChange,
} from './saved-views.list'

const view = (id: number, name = `View ${id}`): SavedView => ({
  id,
  name,
  filters: { period: '6m', testResult: 7 },
  columns: defaultViewColumns(),
})
const ids = (views: readonly SavedView[]) => views.map((entry) => entry.id)
const views = (...list: number[]) => list.map((id) => view(id))
/** Math.random's stand-in: answers `draws` in turn, and fails the test when asked once more. */
const drawing =
  (...draws: number[]) =>
  () => {
    if (draws.length === 0) throw new Error('drew too often')
    return draws.shift()!
  }

describe('changes to the list', () => {
  it('puts a new view first, on an empty list too', () => {
    expect(ids(listWithNew([], view(9)))).toEqual([9])
    expect(ids(listWithNew(views(1, 2), view(9)))).toEqual([9, 1, 2])
  })

  it('replaces a view in its place, and leaves a list without it as it is', () => {
    const edited = { ...view(2, 'Edited'), filters: { period: '28d' } }
    const list = views(1, 2, 3)
    const updated = updatedList(list, edited)
    expect(ids(updated)).toEqual([1, 2, 3])
    expect(updated[1]).toBe(edited)
    expect(updated[0]).toBe(list[0])
    expect(updatedList(views(1, 3), edited)).toEqual(views(1, 3))
    expect(updatedList([], edited)).toEqual([])
  })

  it('renames a view in its place, even to a name another view has', () => {
    const renamed = renamedList(views(1, 2, 3), 3, 'View 1')
    expect(renamed.map((entry) => entry.name)).toEqual(['View 1', 'View 2', 'View 1'])
    expect(ids(renamed)).toEqual([1, 2, 3])
    expect(renamed[2]!.columns).toEqual(defaultViewColumns())
    expect(renamedList(views(1), 7, 'Other')).toEqual(views(1))
    expect(renamedList([], 1, 'Other')).toEqual([])
  })

  it('removes a view, first or last, and nothing when it is not there', () => {
    expect(ids(listWithout(views(1, 2, 3), 1))).toEqual([2, 3])
    expect(ids(listWithout(views(1, 2, 3), 3))).toEqual([1, 2])
    expect(ids(listWithout(views(1, 2), 7))).toEqual([1, 2])
    expect(ids(listWithout(views(1, 2), null))).toEqual([1, 2])
    expect(listWithout(views(1), 1)).toEqual([])
    expect(listWithout([], 1)).toEqual([])
  })

  it('never changes the list it is given', () => {
    const list = views(1, 2, 3)
    const copy = structuredClone(list)
    listWithNew(list, view(4))
    updatedList(list, view(2, 'Edited'))
    renamedList(list, 1, 'Renamed')
    listWithout(list, 2)
    reorderViews(list, [3, 2, 1])
    expect(list).toEqual(copy)
  })
})

describe('new view ids', () => {
  it('draws again until the id is not in use', () => {
    // 0.5 draws 50001 (taken), then 0.25 draws 25001.
    expect(newViewId(views(50_001), drawing(0.5, 0.25))).toBe(25_001)
    expect(newViewId(views(50_001, 25_001), drawing(0.5, 0.25, 0.75))).toBe(75_001)
  })

  it('refuses when every id is in use', () => {
    const every = Array.from(
      { length: MAX_VIEW_ID },
      (_, index) => ({ id: index + 1 }) as SavedView,
    )
    expect(() => newViewId(every, drawing())).toThrow(RangeError)
  })
})

describe('reordering', () => {
  it('tells a reorder of the same ids from no change, or from other ids', () => {
    expect(isReorderOf([], [])).toBe(false)
    expect(isReorderOf(views(1), [1])).toBe(false)
    expect(isReorderOf(views(1, 2), [2, 1])).toBe(true)
    expect(isReorderOf(views(1, 2), [2, 2])).toBe(false)
    expect(isReorderOf(views(1, 2), [2, 1, 1])).toBe(false)
    expect(isReorderOf(views(1, 2), [])).toBe(false)
  })

  it('moves the first view last and the last view first', () => {
    const list = views(1, 2, 3)
    expect(ids(reorderViews(list, [2, 3, 1]))).toEqual([2, 3, 1])
    expect(ids(reorderViews(list, [3, 1, 2]))).toEqual([3, 1, 2])
    expect(reorderViews(list, [3, 1, 2])[0]).toBe(list[2])
  })

  it('skips an id no view has, and gives no views for no ids', () => {
    expect(ids(reorderViews(views(1, 2), [2, 9, 1]))).toEqual([2, 1])
    expect(reorderViews(views(1, 2), [])).toEqual([])
    expect(reorderViews([], [1, 2])).toEqual([])
  })
})

describe('what may be saved', () => {
  it('takes a name that is not empty or blank, spaces around it or not', () => {
    expect(isValidName('')).toBe(false)
    expect(isValidName('   ')).toBe(false)
    expect(isValidName('\t\n')).toBe(false)
    expect(isValidName(' Morning ')).toBe(true)
  })

  it('names a name longer than a name may be', () => {
    expect(nameProblem('x'.repeat(TEXT_LIMITS.name))).toBeNull()
    expect(nameProblem('x'.repeat(TEXT_LIMITS.name + 1))).toBe('validation.maxLength')
  })

  it('has room for a view below MAX_SAVED_VIEWS views only', () => {
    const list = (length: number) => Array.from({ length }, (_, index) => view(index + 1))
    expect(hasRoom([])).toBe(true)
    expect(hasRoom(list(MAX_SAVED_VIEWS - 1))).toBe(true)
    expect(hasRoom(list(MAX_SAVED_VIEWS))).toBe(false)
  })
})

describe('a failed save', () => {
  it('reads the field errors of the first view too, and of no view when the change has none', () => {
    const error = Object.assign(new Error('Refused'), {
      body: {
        message: 'Refused',
        errors: [
          { field: 'views[0].name', code: 'validation.blank', message: '' },
          { field: 'views[10].name', code: 'validation.required', message: '' },
          { field: 'lastUpdated', code: 'validation.invalid', message: '' },
        ],
      },
    })
    expect(saveFailureOf(error, views(4, 5), { kind: 'rename', viewId: 4 })).toMatchObject({
      name: 'View 4',
      fieldErrors: { name: 'validation.blank' },
    })
    // A view not in the list sent (index -1): no name and no field errors, `views[-1].` never
    // being a prefix of a field.
    expect(saveFailureOf(error, views(4, 5), { kind: 'delete', viewId: 9 })).toMatchObject({
      name: null,
      fieldErrors: {},
    })
  })

  it('takes the message of anything thrown, with or without a body', () => {
    expect(saveFailureOf(null, [], { kind: 'reorder', viewId: null })).toEqual({
      kind: 'reorder',
      viewId: null,
      message: 'null',
      name: null,
      fieldErrors: {},
      stale: false,
    })
    const noBody = Object.assign(new Error('Down'), { body: null })
    expect(saveFailureOf(noBody, views(1), { kind: 'update', viewId: 1 })).toMatchObject({
      message: 'Down',
      name: 'View 1',
      fieldErrors: {},
    })
  })
})

describe('a change made again on a newer list', () => {
  const never = drawing()

  it('can make a create whose view was shown, an edit or rename only of a view still there', () => {
    const shown = views(1, 2)
    expect(canRebase(views(2), shown, { kind: 'create', viewId: 1 })).toBe(true)
    expect(canRebase(views(2), shown, { kind: 'create', viewId: 9 })).toBe(false)
    expect(canRebase(views(1, 2), shown, { kind: 'update', viewId: 2 })).toBe(true)
    expect(canRebase(views(1), shown, { kind: 'update', viewId: 2 })).toBe(false)
    expect(canRebase(views(1), shown, { kind: 'rename', viewId: 2 })).toBe(false)
    expect(canRebase(views(2), views(2), { kind: 'rename', viewId: 9 })).toBe(false)
    expect(canRebase([], shown, { kind: 'delete', viewId: 2 })).toBe(true)
    expect(canRebase([], [], { kind: 'reorder', viewId: null })).toBe(true)
  })

  it('adds a new view first, keeping its id when it is free and drawing another when not', () => {
    const created: ViewChange = { kind: 'create', viewId: 7 }
    expect(rebaseChange(views(1), views(7, 1), created, never)).toEqual({
      views: views(7, 1),
      change: created,
    })
    const taken = rebaseChange(views(7, 1), [view(7, 'Mine'), view(1)], created, drawing(0.5))
    expect(taken?.change).toEqual({ kind: 'create', viewId: 50_001 })
    expect(taken?.views.map((entry) => [entry.id, entry.name])).toEqual([
      [50_001, 'Mine'],
      [7, 'View 7'],
      [1, 'View 1'],
    ])
    expect(rebaseChange([], [], created, never)).toBeNull()
  })

  it('edits and renames the view in its current place, or not at all when it is gone', () => {
    const current = [view(3), view(1, 'Renamed elsewhere'), view(2)]
    const shown = [view(1, 'Mine'), view(2)]
    const renamed = rebaseChange(current, shown, { kind: 'rename', viewId: 1 }, never)
    expect(renamed?.views.map((entry) => entry.name)).toEqual(['View 3', 'Mine', 'View 2'])
    const updated = rebaseChange(current, shown, { kind: 'update', viewId: 1 }, never)
    expect(updated?.views).toEqual([view(3), view(1, 'Mine'), view(2)])
    expect(rebaseChange(views(2), shown, { kind: 'rename', viewId: 1 }, never)).toBeNull()
    expect(rebaseChange(views(2), shown, { kind: 'update', viewId: 1 }, never)).toBeNull()
  })

  it('reorders the views the user saw, those they never saw going first', () => {
    const reorder: ViewChange = { kind: 'reorder', viewId: null }
    // The user moved 3 first; another tab added 9 and deleted 2.
    expect(ids(rebaseChange(views(9, 1, 3), views(3, 1, 2), reorder, never)!.views)).toEqual([
      9, 3, 1,
    ])
    expect(rebaseChange([], views(2, 1), reorder, never)).toEqual({ views: [], change: reorder })
  })

  it('deletes the view if it is still there', () => {
    const deletion: ViewChange = { kind: 'delete', viewId: 2 }
    expect(ids(rebaseChange(views(1, 2, 3), views(1, 3), deletion, never)!.views)).toEqual([1, 3])
    expect(ids(rebaseChange(views(1, 3), views(1, 3), deletion, never)!.views)).toEqual([1, 3])
  })
})
