import { describe, expect, it } from 'vitest'
import type { RecordHistoryRow } from '../db/rows'
import { HISTORY_HEADER, historyTable, sampleHistoryTable } from './history-table'

const entry = (values: Partial<RecordHistoryRow>): RecordHistoryRow => ({
  id: 1,
  recordKind: 'testRecord',
  recordId: 7,
  action: 'created',
  field: null,
  before: null,
  after: null,
  userId: 3,
  userName: 'Sofie Rasmussen',
  time: 0,
  ...values,
})

const dateTime = (time: number) => `at ${time}`

describe('historyTable', () => {
  it('writes one line per entry in the order given, actions and fields readable', () => {
    const table = historyTable(
      [
        entry({ id: 1, time: 10 }),
        entry({
          id: 2,
          time: 20,
          action: 'annotationChanged',
          field: 'annotation',
          before: 'Original',
          after: 'Rejected',
        }),
        entry({
          id: 3,
          time: 30,
          action: 'commentChanged',
          field: 'comments',
          before: '',
          after: '=1+1',
        }),
        entry({ id: 4, time: 40, action: 'deleted', field: 'annotation', after: 'Deleted' }),
        entry({ id: 5, time: 50, action: 'restored', userId: null, userName: 'R-1' }),
      ],
      dateTime,
    )
    expect(table.header).toEqual([...HISTORY_HEADER])
    expect(table.rows).toEqual([
      ['Test record', 7, 'at 10', 'Sofie Rasmussen', 'Created', '', '', ''],
      [
        'Test record',
        7,
        'at 20',
        'Sofie Rasmussen',
        'Annotation changed',
        'Annotations',
        'Original',
        'Rejected',
      ],
      // Made safe by the file writers, as every cell: the table keeps the text as it is.
      ['Test record', 7, 'at 30', 'Sofie Rasmussen', 'Comment changed', 'Comments', '', '=1+1'],
      ['Test record', 7, 'at 40', 'Sofie Rasmussen', 'Deleted', 'Annotations', '', 'Deleted'],
      ['Test record', 7, 'at 50', 'Reader R-1', 'Restored', '', '', ''],
    ])
  })
})

describe('sampleHistoryTable', () => {
  it('leads each line with its sample, and names a sample’s own entries as the group’s', () => {
    const table = sampleHistoryTable(
      [
        {
          groupId: 12,
          entries: [
            entry({
              recordKind: 'groupedTestRecord',
              recordId: 12,
              action: 'commentChanged',
              field: 'comments',
              before: '',
              after: 'Re-run.',
            }),
            entry({ recordId: 40 }),
          ],
        },
        { groupId: 9, entries: [] },
        { groupId: 5, entries: [entry({ recordId: 41 })] },
      ],
      dateTime,
    )
    expect(table.header).toEqual(['Group', ...HISTORY_HEADER])
    expect(table.rows.map((row) => row.slice(0, 3))).toEqual([
      [12, 'Group', 12],
      [12, 'Test record', 40],
      [5, 'Test record', 41],
    ])
  })
})
