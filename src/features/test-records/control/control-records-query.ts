/**
 * What the control-records list asks the API (CORE-7.14, CORE-7.16): the filter
 * set's place, dates, routes and users, the control result as the record types it stands for,
 * the device types and measurement methods, and the URL's page and order. The list is asked for
 * only once a customer or a site is chosen (`hasPlace`).
 */
import type {
  GroupedTestRecordExportQuery,
  GroupedTestRecordQuery,
} from '@/api/endpoints/grouped-test-records'
import type { SavedView } from '@/api/types'
import { shownColumns } from '@/domain/test-record-columns'
import { CONTROL_FLAGS, type RecordType } from '@/domain/enums'
import { toRecordQuery, type FilterSet } from '@/machines/filters.machine'
import { toOrder, type ListQuery, type ListQueryOptions } from '@/ui/data-table/list-query'
import { RECORD_SORT_FIELDS } from '../records-query'

/** A group sorts by its control's fields: every column of the test records that sorts. */
export const CONTROL_LIST_OPTIONS: ListQueryOptions = {
  sortable: RECORD_SORT_FIELDS,
  defaultSort: { field: 'testDate', direction: 'desc' },
}

export const CONTROL_PAGE_SIZE = 20

/** The record type each control flag stands for. */
const CONTROL_TYPES: Array<[flag: number, type: RecordType]> = [
  [CONTROL_FLAGS.positiveControl, 'PositiveControl'],
  [CONTROL_FLAGS.animalControl, 'AnimalControl'],
]

export function controlTypesOf(flags: number): RecordType[] {
  return CONTROL_TYPES.filter(([flag]) => (flags & flag) !== 0).map(([, type]) => type)
}

/** The list is made for one customer or site: before a choice there is nothing to ask. */
export const hasPlace = (filters: FilterSet) =>
  filters.customerId !== null || filters.siteId !== null

/** The groups asked for: the filter set's, with the control result as record types. */
export function controlFilterQuery(filters: FilterSet): GroupedTestRecordQuery {
  // The test-result flags are the test records' filter, not this list's.
  const { results: _results, ...place } = toRecordQuery(filters)
  return {
    ...place,
    annotation: controlTypesOf(filters.controlResult),
    ...(filters.readerTypes.length ? { readerType: filters.readerTypes } : {}),
    ...(filters.measurementMethods.length ? { measurementMethod: filters.measurementMethods } : {}),
  }
}

/** A page of the groups `controlFilterQuery` asks for, in the list's order. */
export function controlPageQuery(
  filter: GroupedTestRecordQuery,
  list: ListQuery,
): GroupedTestRecordQuery {
  return {
    ...filter,
    page: list.page,
    pageSize: CONTROL_PAGE_SIZE,
    orderBy: toOrder(list.sort),
  }
}

/**
 * The export asks for the same groups, unpaged, in the list's order, with the view's columns
 * (the four fixed ones first, as on screen) and the browser's zone.
 */
export function controlExportQuery(
  filters: FilterSet,
  view: SavedView | null,
  list: ListQuery,
  timeZone: string,
): GroupedTestRecordExportQuery {
  return {
    ...controlFilterQuery(filters),
    orderBy: toOrder(list.sort),
    columns: shownColumns(view?.columns ?? null),
    timeZone,
  }
}
