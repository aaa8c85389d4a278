/**
 * The change history an export carries with `history=true` (issue 40): the audit trail of the
 * exported records as a second table (CSV) or sheet (Excel), one line per entry, with English
 * headers and readable actions like the records' table.
 *
 * Entries are listed by record, in the records' table order, and each record's entries oldest
 * first: an auditor reads a record's trail from its upload to what the table shows now, and
 * finds it in the same place as the record (the spreadsheet sorts by time when asked).
 * A control-records file lists by sample: the sample's own entries (its upload as a group, its
 * comment), then those of its records in the sample's order, each line naming its sample in a
 * first "Group" column, which is the records' table's first column too.
 */
import { COLUMN_NAMES, GROUP_COLUMN_NAME } from '@/domain/test-record-columns'
import type { SpreadsheetValue } from '@/domain/spreadsheet-safety'
import type { RecordHistoryAction, RecordHistoryRow } from '../db/rows'
import type { ExportTable } from './test-record-table'

export const HISTORY_HEADER = [
  'Record kind',
  'Record',
  'Time',
  'User',
  'Action',
  'Field',
  'Before',
  'After',
] as const

const RECORD_KIND_NAMES: Record<RecordHistoryRow['recordKind'], string> = {
  testRecord: 'Test record',
  groupedTestRecord: GROUP_COLUMN_NAME,
}

const ACTION_NAMES: Record<RecordHistoryAction, string> = {
  created: 'Created',
  annotationChanged: 'Annotation changed',
  commentChanged: 'Comment changed',
  deleted: 'Deleted',
  restored: 'Restored',
}

/** A field by the name the records' table gives it, where it has a column there. */
const FIELD_NAMES: Record<NonNullable<RecordHistoryRow['field']>, string> = {
  annotation: COLUMN_NAMES.annotation,
  comments: 'Comments',
}

/** An entry's cells; `dateTime` writes the time as the records' dates are written. */
function historyCells(
  entry: RecordHistoryRow,
  dateTime: (time: number) => string,
): SpreadsheetValue[] {
  return [
    RECORD_KIND_NAMES[entry.recordKind],
    entry.recordId,
    dateTime(entry.time),
    // A reader's anonymous upload is kept by the reader's serial number.
    entry.userId === null ? `Reader ${entry.userName}` : entry.userName,
    ACTION_NAMES[entry.action],
    entry.field === null ? '' : FIELD_NAMES[entry.field],
    entry.before ?? '',
    entry.after ?? '',
  ]
}

/** The history of a test-records file: `entries` already in the file's order. */
export function historyTable(
  entries: Iterable<RecordHistoryRow>,
  dateTime: (time: number) => string,
): ExportTable {
  const rows: SpreadsheetValue[][] = []
  for (const entry of entries) rows.push(historyCells(entry, dateTime))
  return { header: [...HISTORY_HEADER], rows }
}

/** A sample of a control-records file and its entries, in the file's order. */
export interface SampleHistory {
  groupId: number
  entries: Iterable<RecordHistoryRow>
}

/** The history of a control-records file: each line led by its sample's id. */
export function sampleHistoryTable(
  samples: Iterable<SampleHistory>,
  dateTime: (time: number) => string,
): ExportTable {
  const rows: SpreadsheetValue[][] = []
  for (const { groupId, entries } of samples) {
    for (const entry of entries) rows.push([groupId, ...historyCells(entry, dateTime)])
  }
  return { header: [GROUP_COLUMN_NAME, ...HISTORY_HEADER], rows }
}
