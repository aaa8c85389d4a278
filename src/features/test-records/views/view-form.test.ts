import { describe, expect, it } from 'vitest'
import type { SavedView } from '@/api/types'
import { defaultViewColumns, VIEW_COLUMN_IDS } from '@/domain/test-record-columns'
import { savedViewFormSchema } from '@/domain/validation/saved-view'
import { draftOf, editableColumns, formValuesOf, moveColumn, nameErrorKey } from './view-form'

const saved: SavedView = {
  id: 12,
  name: 'Trucks',
  filters: {
    period: '28d',
    routes: ['North'],
    testResult: 4,
    controlResult: 1,
    userIds: [3],
    readerType: ['TruckReader'],
    measurementMethod: ['Qualitative'],
  },
  columns: [
    { id: 'route', name: 'Route', label: 'x', enabled: true, order: 1 },
    { id: 'site', name: 'Site', label: 'x', enabled: false, order: 0 },
    { id: 'retired', name: 'Gone', label: 'x', enabled: true, order: 2 },
  ],
}

describe('view form', () => {
  it('starts a new view with every column on, 6 months and all results', () => {
    const values = formValuesOf(null)
    expect(values).toMatchObject({ name: '', period: '6m', testResult: 7, routes: [], userIds: [] })
    expect(values.columns).toEqual(defaultViewColumns())
  })

  it('lists a saved view’s columns in its order, unknown ones dropped, missing ones off at the end', () => {
    const columns = editableColumns(saved.columns)
    expect(columns.map((column) => [column.id, column.enabled])).toEqual([
      ['site', false],
      ['route', true],
      ...VIEW_COLUMN_IDS.filter((id) => id !== 'site' && id !== 'route').map((id) => [id, false]),
    ])
    expect(columns.map((column) => column.order)).toEqual(columns.map((_, index) => index))
    expect(columns[1]).toEqual({
      id: 'route',
      name: 'Route',
      label: 'testRecords.columns.route',
      enabled: true,
      order: 1,
    })
  })

  it('gives back the view it was made from, name trimmed, control flags kept', () => {
    const values = formValuesOf(saved)
    expect(draftOf({ ...values, name: '  Trucks  ' }, 'testRecords')).toEqual({
      name: 'Trucks',
      columns: editableColumns(saved.columns),
      filters: saved.filters,
      list: 'testRecords',
    })
    // A new view gets every result and both control flags, and the list it is made on.
    const fresh = draftOf(formValuesOf(null), 'controlRecords')
    expect(fresh.filters).toMatchObject({ testResult: 7, controlResult: 33 })
    expect(fresh.list).toBe('controlRecords')
    // A stored period the editor does not know falls back.
    expect(formValuesOf({ ...saved, filters: { period: '2y' } }).period).toBe('6m')
  })

  it('moves a column within the list and renumbers the order', () => {
    const columns = defaultViewColumns()
    const moved = moveColumn(columns, 1, -1)
    expect(moved.slice(0, 2).map((column) => column.id)).toEqual([
      'annotation',
      'measurementMethod',
    ])
    expect(moved.map((column) => column.order)).toEqual(columns.map((_, index) => index))
    expect(moveColumn(columns, 0, -1).map((column) => column.id)).toEqual([...VIEW_COLUMN_IDS])
    const last = columns.length - 1
    expect(moveColumn(columns, last, 1).map((column) => column.id)).toEqual([...VIEW_COLUMN_IDS])
  })

  it('validates the name and at least one result with the shared schema', async () => {
    const errorOf = async (values: object) =>
      savedViewFormSchema.validate(values).then(
        () => null,
        (error: { message: string }) => error.message,
      )
    expect(await errorOf({ name: 'Trucks', testResult: 4 })).toBeNull()
    expect(await errorOf({ name: '', testResult: 4 })).toBe('validation.required')
    expect(await errorOf({ name: '  ', testResult: 4 })).toBe('validation.blank')
    expect(await errorOf({ name: 'Trucks', testResult: 0 })).toBe('views.errors.noTestResult')
    expect(nameErrorKey('validation.blank')).toBe('views.errors.nameBlank')
    expect(nameErrorKey('validation.required')).toBe('views.errors.nameRequired')
  })
})
