/**
 * What the test-records list asks the API (core.md §7 "Test records"): the active filter set,
 * the saved view's own filters (device types, measurement methods) and the URL's page and order.
 * The export asks for the same rows, unpaged, with the view's columns and the browser's zone,
 * so a file holds what the list shows.
 */
import type { TestRecordExportQuery, TestRecordQuery } from '@/api/endpoints/test-records'
import type { SavedView } from '@/api/types'
import type { DeviceType, MeasurementMethod } from '@/domain/enums'
import { isPeriodId } from '@/domain/periods'
import { shownViewColumns } from '@/domain/test-record-columns'
import { toRecordQuery, type FilterSet } from '@/machines/filters.machine'
import { toOrder, type ListQuery, type ListQueryOptions } from '@/ui/data-table/list-query'

/** Fields the API sorts test records by (src/mocks/handlers/test-records.ts mirrors them). */
export const RECORD_SORT_FIELDS = [
  'id',
  'testDate',
  'testType',
  'result',
  'measurementMethod',
  'annotation',
  'rawQR',
  'batchNumber',
  'concentration',
  'route',
  'readerType',
  'site',
  'user',
  'operatorId',
] as const

export const RECORD_LIST_OPTIONS: ListQueryOptions = {
  sortable: RECORD_SORT_FIELDS,
  defaultSort: { field: 'testDate', direction: 'desc' },
}

export const RECORDS_PAGE_SIZE = 20

export interface RecordQueryOptions {
  /** Deleted records too (test-records:read-deleted holders who ask for them). */
  includeDeleted: boolean
}

/** The rows asked for: the filters, plus what only a saved view can filter by. */
export function recordFilterQuery(
  filters: FilterSet,
  view: SavedView | null,
  options: RecordQueryOptions,
): TestRecordQuery {
  const readerType = (view?.filters.readerType ?? []) as DeviceType[]
  const measurementMethod: MeasurementMethod[] = view?.filters.measurementMethod ?? []
  return {
    ...toRecordQuery(filters),
    ...(readerType.length ? { readerType } : {}),
    ...(measurementMethod.length ? { measurementMethod } : {}),
    ...(options.includeDeleted ? { includeDeleted: true } : {}),
  }
}

export function recordPageQuery(
  filters: FilterSet,
  view: SavedView | null,
  list: ListQuery,
  options: RecordQueryOptions,
): TestRecordQuery {
  return {
    ...recordFilterQuery(filters, view, options),
    page: list.page,
    pageSize: RECORDS_PAGE_SIZE,
    order: toOrder(list.sort),
  }
}

export interface RecordExportQuery extends TestRecordExportQuery {
  order: string
  /** The view columns the file has after the four fixed ones, in order. */
  columns: string[]
  /** The browser's zone, so the file's dates read as the screen's. */
  timeZone: string
}

export function recordExportQuery(
  filters: FilterSet,
  view: SavedView | null,
  list: ListQuery,
  options: RecordQueryOptions & { timeZone: string },
): RecordExportQuery {
  return {
    ...recordFilterQuery(filters, view, options),
    order: toOrder(list.sort),
    columns: shownViewColumns(view?.columns ?? null),
    timeZone: options.timeZone,
  }
}

/** The starting values of a view's filter set (the user-view set of core.md §4). */
export function viewFilterValues(view: SavedView): Partial<FilterSet> {
  const { period, routes, testResult, controlResult, userIds } = view.filters
  return {
    ...(isPeriodId(period) ? { period } : {}),
    ...(routes ? { routes } : {}),
    ...(testResult ? { testResult } : {}),
    ...(controlResult ? { controlResult } : {}),
    ...(userIds ? { userIds } : {}),
  }
}
