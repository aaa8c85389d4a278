/**
 * A saved view's filter set (CORE-4.5: "a separate user-view filter set"), as both records
 * lists start it: from the view's saved filters, unless this session already chose filters for
 * this same view (as saved now: after an edit of its filters, the new ones apply). Kept in the
 * session under one key for both lists, since one view is shown at a time.
 */
import type { SavedView } from '@/api/types'
import { readStored, removeStored, writeStored } from '@/domain/browser-storage'
import type { DeviceType } from '@/domain/enums'
import { isPeriodId } from '@/domain/periods'
import { filtersStorageKey, type FilterSet } from '@/machines/filters.machine'

const LAST_VIEW_KEY = 'milk-safety.filters.view.id'

/** A view as its filter set depends on it: its id and its saved filters. */
export const viewKey = (view: SavedView) => `${view.id}:${JSON.stringify(view.filters)}`

/** Drops the session's view filters when they were chosen for another view (or its old filters). */
export function forgetOtherViewFilters(view: SavedView) {
  if (readStored('session', LAST_VIEW_KEY) !== viewKey(view)) {
    removeStored('session', filtersStorageKey('view'))
    writeStored('session', LAST_VIEW_KEY, viewKey(view))
  }
}

/** The starting values of a view's filter set (the user-view set of CORE-4.5). */
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

/**
 * The control records' view filter set also holds the device types and measurement methods
 * (the control list filters by them in its bar; the test records send a view's straight to the
 * API, src/features/test-records/records-query.ts).
 */
export function controlViewFilterValues(view: SavedView): Partial<FilterSet> {
  const { readerType, measurementMethod } = view.filters
  return {
    ...viewFilterValues(view),
    ...(readerType?.length ? { readerTypes: readerType as DeviceType[] } : {}),
    ...(measurementMethod?.length ? { measurementMethods: measurementMethod } : {}),
  }
}
