/**
 * The view editor's form (CORE-3.6, CORE-5.1, CORE-5.5): values from a saved view (or the
 * defaults of a new one) and back. Columns are every view column, in the view's order, each
 * enabled or not; the four fixed columns are not in the form (they are always shown).
 */
import type { SavedView, ViewColumn } from '@/api/types'
import { ALL_CONTROL_FLAGS, ALL_RESULT_FLAGS, type MeasurementMethod } from '@/domain/enums'
import { DEFAULT_VIEW_PERIOD, isPeriodId, type PeriodId } from '@/domain/periods'
import {
  COLUMN_NAMES,
  columnLabel,
  isViewColumnId,
  VIEW_COLUMN_IDS,
  type ViewColumnId,
} from '@/domain/test-record-columns'
import type { ViewDraft } from '@/machines/saved-views.list'
import type { ViewList } from '@/domain/view-lists'

export interface ViewFormValues {
  name: string
  /** Every view column, in order. */
  columns: ViewColumn[]
  period: PeriodId
  routes: string[]
  /** Result bit flags (negative 1, inconclusive 2, positive 4); 0 is refused. */
  testResult: number
  /** Control bit flags (positive control 1, animal control 32); 0 is refused. */
  controlResult: number
  userIds: number[]
  readerType: string[]
  measurementMethod: MeasurementMethod[]
}

const column = (id: ViewColumnId, enabled: boolean, order: number): ViewColumn => ({
  id,
  name: COLUMN_NAMES[id],
  label: columnLabel(id),
  enabled,
  order,
})

/**
 * A view's columns as the editor lists them: the known ones in the view's order, then any the
 * view does not have yet, off (as the list does not show them either); orders renumbered.
 */
export function editableColumns(columns: readonly ViewColumn[] | null): ViewColumn[] {
  if (!columns) return VIEW_COLUMN_IDS.map((id, order) => column(id, true, order))
  const known = [...columns]
    .filter((entry) => isViewColumnId(entry.id))
    .sort((a, b) => a.order - b.order)
  const seen = new Set(known.map((entry) => entry.id))
  const ids = [
    ...known.map((entry) => ({ id: entry.id as ViewColumnId, enabled: entry.enabled })),
    ...VIEW_COLUMN_IDS.filter((id) => !seen.has(id)).map((id) => ({ id, enabled: false })),
  ]
  return ids.map((entry, order) => column(entry.id, entry.enabled, order))
}

/** The column at `index` moved by `delta` places (kept inside the list), orders renumbered. */
export function moveColumn(columns: readonly ViewColumn[], index: number, delta: number) {
  const target = Math.min(Math.max(index + delta, 0), columns.length - 1)
  const moved = [...columns]
  moved.splice(target, 0, ...moved.splice(index, 1))
  return moved.map((item, order) => ({ ...item, order }))
}

export function formValuesOf(view: SavedView | null): ViewFormValues {
  const filters = view?.filters ?? {}
  return {
    name: view?.name ?? '',
    columns: editableColumns(view?.columns ?? null),
    period: isPeriodId(filters.period) ? filters.period : DEFAULT_VIEW_PERIOD,
    routes: filters.routes ?? [],
    testResult: filters.testResult ?? ALL_RESULT_FLAGS,
    controlResult: filters.controlResult ?? ALL_CONTROL_FLAGS,
    userIds: filters.userIds ?? [],
    readerType: filters.readerType ?? [],
    measurementMethod: filters.measurementMethod ?? [],
  }
}

/**
 * The view the form describes, for `list`. The form edits the result filter of its list (test
 * results, or control results on the control records); the other keeps the view's own value
 * (both, for a new view).
 */
export function draftOf(values: ViewFormValues, list: ViewList): ViewDraft {
  return {
    name: values.name.trim(),
    columns: values.columns.map((entry, order) => ({ ...entry, order })),
    filters: {
      period: values.period,
      routes: values.routes,
      testResult: values.testResult,
      controlResult: values.controlResult,
      userIds: values.userIds,
      readerType: values.readerType,
      measurementMethod: values.measurementMethod,
    },
    list,
  }
}

/** The translation key of a name error code (the shared schema's and the server's). */
export function nameErrorKey(code: string): string {
  if (code === 'validation.maxLength') return 'validation.maxLength'
  return code === 'validation.blank' ? 'views.errors.nameBlank' : 'views.errors.nameRequired'
}
