/**
 * The table an export of test records holds: the list's columns (the four fixed ones, then the
 * view's, in the view's order) with English headers, and per record the values the screen shows
 * (src/domain/test-record-display.ts). Rows are built straight from the stored rows as arrays,
 * one per record, without presenting each record as the API's JSON first: an export of 25,000
 * records then costs one small array per row.
 */
import type { TestRecord } from '@/api/types'
import {
  COLUMN_NAMES,
  FIXED_COLUMN_IDS,
  VIEW_COLUMN_IDS,
  type TestRecordColumnId,
  type ViewColumnId,
} from '@/domain/test-record-columns'
import { measuredConcentration, measuredText, shownResult } from '@/domain/test-record-display'
import type { SpreadsheetValue } from '@/domain/spreadsheet-safety'
import type { TestRecordRow } from '../db/rows'

/** What a file holds: a header row and the rows, cells in the same order. */
export interface ExportTable {
  header: string[]
  rows: SpreadsheetValue[][]
}

/** The joined values a record's cells need, looked up by the caller's store. */
export interface ExportLookups {
  testType: (id: number) => TestRecord['testType'] | undefined
  siteName: (id: number) => string | undefined
  username: (id: number) => string | undefined
  /** The record's date as the file shows it (DD.MM.YYYY HH:mm in the user's zone). */
  dateTime: (time: number) => string
}

export class UnknownColumnError extends Error {
  readonly column: string

  constructor(column: string) {
    super(`Unknown column “${column}”. Columns: ${VIEW_COLUMN_IDS.join(', ')}.`)
    this.column = column
  }
}

const isFixed = (id: string) => (FIXED_COLUMN_IDS as readonly string[]).includes(id)
const isView = (id: string): id is ViewColumnId =>
  (VIEW_COLUMN_IDS as readonly string[]).includes(id)

/**
 * The file's columns from the request's `columns` (a view's visible view-column ids in order):
 * null (absent) is the Default view, every column. Fixed ids are accepted and ignored, as they
 * always come first; a repeated id counts once; an unknown id throws UnknownColumnError.
 */
export function exportColumns(viewColumns: readonly string[] | null): TestRecordColumnId[] {
  if (viewColumns === null) return [...FIXED_COLUMN_IDS, ...VIEW_COLUMN_IDS]
  const chosen = new Set<ViewColumnId>()
  for (const id of viewColumns) {
    if (isView(id)) chosen.add(id)
    else if (!isFixed(id)) throw new UnknownColumnError(id)
  }
  return [...FIXED_COLUMN_IDS, ...chosen]
}

type CellReader = (row: TestRecordRow) => SpreadsheetValue

function cellReaders(lookups: ExportLookups): Record<TestRecordColumnId, CellReader> {
  const testType = (row: TestRecordRow) => lookups.testType(row.testTypeId)
  return {
    id: (row) => row.id,
    testDate: (row) => lookups.dateTime(row.testDate),
    testType: (row) => testType(row)?.name ?? '',
    result: (row) => shownResult(row),
    measurementMethod: (row) => testType(row)?.measurementMethod ?? '',
    annotation: (row) => row.annotation,
    rawQR: (row) => row.rawQR,
    batchNumber: (row) => row.batchNumber,
    concentration: (row) => {
      const type = testType(row)
      if (!type)
        return row.concentration === null
          ? ''
          : measuredText({ comparator: null, value: row.concentration })
      return measuredText(
        measuredConcentration({ concentration: row.concentration, testType: type }),
      )
    },
    route: (row) => row.route,
    readerType: (row) => row.readerType,
    site: (row) => lookups.siteName(row.siteId) ?? '',
    user: (row) => lookups.username(row.userId) ?? '',
    operatorId: (row) => row.operatorId ?? '',
    attachments: (row) => row.attachments.map((attachment) => attachment.name).join(', '),
  }
}

/** Headers that differ from the columns' names (a control-records file's first column). */
export type ExportHeaders = Partial<Record<TestRecordColumnId, string>>

/** The export of `records` (already filtered and sorted) with `columns`. */
export function exportTable(
  records: Iterable<TestRecordRow>,
  columns: readonly TestRecordColumnId[],
  lookups: ExportLookups,
  headers: ExportHeaders = {},
): ExportTable {
  const all = cellReaders(lookups)
  const readers = columns.map((id) => all[id])
  const width = readers.length
  const rows: SpreadsheetValue[][] = []
  for (const record of records) {
    const cells = new Array<SpreadsheetValue>(width)
    for (let index = 0; index < width; index++) cells[index] = readers[index]!(record)
    rows.push(cells)
  }
  return { header: columns.map((id) => headers[id] ?? COLUMN_NAMES[id]), rows }
}
