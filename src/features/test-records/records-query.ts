/**
 * What the test-records list asks the API (CORE-7.9, CORE-7.11): the active filter set,
 * the saved view's own filters (device types, measurement methods) and the URL's page and order.
 * The export asks for the same rows, unpaged, with the view's columns and the browser's zone,
 * so a file holds what the list shows.
 */
import type { TestRecordExportQuery, TestRecordQuery } from '@/api/endpoints/test-records'
import type { SavedView } from '@/api/types'
import type { DeviceType, MeasurementMethod } from '@/domain/enums'
import {
  FIXED_COLUMN_IDS,
  shownColumns,
  VIEW_COLUMN_IDS,
  type TestRecordColumnId,
} from '@/domain/test-record-columns'
import type { ExportChoice } from '@/machines/export.machine'
import { toRecordQuery, type FilterSet } from '@/machines/filters.machine'
import { toOrder, type ListQuery, type ListQueryOptions } from '@/ui/data-table/list-query'

/** Every column sorts but the attachments (src/mocks/handlers/test-records.ts mirrors them). */
export const RECORD_SORT_FIELDS: readonly TestRecordColumnId[] = [
  ...FIXED_COLUMN_IDS,
  ...VIEW_COLUMN_IDS,
].filter((id) => id !== 'attachments')

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

/** A page of the rows `recordFilterQuery` asks for, in the list's order. */
export function recordPageQuery(filter: TestRecordQuery, list: ListQuery): TestRecordQuery {
  return { ...filter, page: list.page, pageSize: RECORDS_PAGE_SIZE, order: toOrder(list.sort) }
}

export interface RecordExportQuery extends TestRecordExportQuery {
  order: string
  /**
   * Every column the file has, in order: the four fixed ones, then the view's (never empty, so
   * a view with every column switched off still exports just the fixed four).
   */
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
    columns: shownColumns(view?.columns ?? null),
    timeZone: options.timeZone,
  }
}

/**
 * An export's query for the user's choice: the change history is asked for (`history=true`) only
 * when picked, so a plain export asks as it did before the history existed.
 */
export function withExportChoice<Q extends object>(
  query: Q,
  { withHistory }: ExportChoice,
): Q & { history?: boolean } {
  return withHistory ? { ...query, history: true } : query
}
