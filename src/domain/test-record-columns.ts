/**
 * The columns of the test-records list (CORE-3.7): four always shown, then
 * the columns a saved view can hide and reorder. The list, the view editor and the exports all
 * read this one table, so a file's columns are the screen's. `name` is the English name the
 * exports use as the header; `label` is the translation key the screen shows.
 */
/** A saved view's column setting (the API's ViewColumn has this shape). */
export interface ViewColumn {
  id: string
  name: string
  label: string
  enabled: boolean
  order: number
}

/** Always shown, first, in this order: flow ID, date/time, test, test result. */
export const FIXED_COLUMN_IDS = ['id', 'testDate', 'testType', 'result'] as const
export type FixedColumnId = (typeof FIXED_COLUMN_IDS)[number]

/** A view's columns, in their default order (all enabled by default). */
export const VIEW_COLUMN_IDS = [
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
  'attachments',
] as const
export type ViewColumnId = (typeof VIEW_COLUMN_IDS)[number]

export type TestRecordColumnId = FixedColumnId | ViewColumnId

/** English names: the exports' headers (a file has no interface language). */
export const COLUMN_NAMES: Record<TestRecordColumnId, string> = {
  id: 'Flow ID',
  testDate: 'Date/time',
  testType: 'Test',
  result: 'Test result',
  measurementMethod: 'Measurement method',
  annotation: 'Annotations',
  rawQR: 'QR code',
  batchNumber: 'Batch',
  concentration: 'Concentration',
  route: 'Route',
  readerType: 'Device type',
  site: 'Site',
  user: 'User',
  operatorId: 'Operator ID',
  attachments: 'Attachments',
}

/**
 * The control-records list's first column: the group's id (a group is a control and its
 * records), where the test-records list has the record's flow ID.
 */
export const GROUP_COLUMN_NAME = 'Group'

/** The translation key of a column's header. */
export const columnLabel = (id: TestRecordColumnId): string => `testRecords.columns.${id}`

export const isViewColumnId = (id: string): id is ViewColumnId =>
  (VIEW_COLUMN_IDS as readonly string[]).includes(id)

/** The columns of a new view and of the Default view: every column, in the default order. */
export function defaultViewColumns(): ViewColumn[] {
  return VIEW_COLUMN_IDS.map((id, order) => ({
    id,
    name: COLUMN_NAMES[id],
    label: columnLabel(id),
    enabled: true,
    order,
  }))
}

/**
 * The view columns to show, in order: the enabled ones of a saved view (unknown ids dropped),
 * or every column for the Default view (null).
 */
export function shownViewColumns(columns: readonly ViewColumn[] | null): ViewColumnId[] {
  if (!columns) return [...VIEW_COLUMN_IDS]
  return [...columns]
    .filter((column) => column.enabled && isViewColumnId(column.id))
    .sort((a, b) => a.order - b.order)
    .map((column) => column.id as ViewColumnId)
}

/** Every column a list or file shows: the four fixed ones, then the view's. */
export const shownColumns = (columns: readonly ViewColumn[] | null): TestRecordColumnId[] => [
  ...FIXED_COLUMN_IDS,
  ...shownViewColumns(columns),
]
