import { describe, expect, it } from 'vitest'
import type { SavedView } from '@/api/types'
import { defaultViewColumns } from '@/domain/test-record-columns'
import { completeFilters } from '@/machines/filters.machine'
import {
  recordExportQuery,
  recordFilterQuery,
  recordPageQuery,
  RECORDS_PAGE_SIZE,
  withExportChoice,
} from './records-query'
import { controlViewFilterValues, viewFilterValues } from './views/view-filters'

const NOW = new Date('2026-05-31T10:00:00Z')
const filters = completeFilters(
  { customerId: 2, siteId: 9, routes: ['North'], testResult: 5, period: '3m' },
  'dashboard',
  NOW,
)
const list = { page: 3, sort: { field: 'site', direction: 'asc' as const } }

const view: SavedView = {
  id: 4711,
  name: 'Trucks',
  filters: {
    period: '6m',
    routes: ['South'],
    testResult: 4,
    userIds: [12],
    readerType: ['TruckReader'],
    measurementMethod: ['Quantitative'],
  },
  columns: defaultViewColumns().map((column) =>
    column.id === 'site' ? { ...column, enabled: false } : column,
  ),
}

describe('the list query', () => {
  it('asks for the filters, the page and the order', () => {
    expect(
      recordPageQuery(recordFilterQuery(filters, null, { includeDeleted: false }), list),
    ).toEqual({
      customerId: 2,
      siteId: 9,
      routes: ['North'],
      minTestDate: filters.start,
      maxTestDate: filters.end,
      results: 5,
      page: 3,
      pageSize: RECORDS_PAGE_SIZE,
      order: 'site_asc',
    })
  })

  it('adds what only a saved view filters by, and deleted records when asked', () => {
    const query = recordPageQuery(recordFilterQuery(filters, view, { includeDeleted: true }), list)
    expect(query).toMatchObject({
      readerType: ['TruckReader'],
      measurementMethod: ['Quantitative'],
      includeDeleted: true,
    })
  })
})

describe('the export query', () => {
  it('is the list’s, unpaged, with the view’s columns and the zone', () => {
    const query = recordExportQuery(filters, view, list, {
      includeDeleted: false,
      timeZone: 'Europe/Copenhagen',
    })
    expect(query).not.toHaveProperty('page')
    expect(query).not.toHaveProperty('pageSize')
    expect(query.order).toBe('site_asc')
    expect(query.timeZone).toBe('Europe/Copenhagen')
    expect(query.columns).not.toContain('site')
    expect(query.columns.slice(0, 5)).toEqual([
      'id',
      'testDate',
      'testType',
      'result',
      'measurementMethod',
    ])
  })

  it('has every column for the Default view', () => {
    const query = recordExportQuery(filters, null, list, { includeDeleted: false, timeZone: 'UTC' })
    expect(query.columns).toHaveLength(4 + defaultViewColumns().length)
  })

  it('keeps the fixed columns when a view switches every other one off', () => {
    const bare = {
      ...view,
      columns: view.columns.map((column) => ({ ...column, enabled: false })),
    }
    const query = recordExportQuery(filters, bare, list, { includeDeleted: false, timeZone: 'UTC' })
    expect(query.columns).toEqual(['id', 'testDate', 'testType', 'result'])
  })

  it('asks for the change history only when it is picked', () => {
    const query = recordExportQuery(filters, view, list, { includeDeleted: false, timeZone: 'UTC' })
    expect(withExportChoice(query, { format: 'csv', withHistory: true })).toEqual({
      ...query,
      history: true,
    })
    const plain = withExportChoice(query, { format: 'excel', withHistory: false })
    expect(plain).toEqual(query)
    expect(plain).not.toHaveProperty('history')
  })
})

describe('a view’s filter set', () => {
  it('starts from the view’s saved filters', () => {
    expect(viewFilterValues(view)).toEqual({
      period: '6m',
      routes: ['South'],
      testResult: 4,
      userIds: [12],
    })
  })

  it('ignores a period it does not know', () => {
    expect(viewFilterValues({ ...view, filters: { period: '2y' } })).toEqual({})
  })

  it('on the control records, also starts from the view’s device types and methods', () => {
    const control = {
      ...view,
      list: 'controlRecords' as const,
      filters: {
        controlResult: 32,
        readerType: ['TruckReader'],
        measurementMethod: ['Quantitative' as const],
      },
    }
    expect(controlViewFilterValues(control)).toEqual({
      controlResult: 32,
      readerTypes: ['TruckReader'],
      measurementMethods: ['Quantitative'],
    })
  })
})
