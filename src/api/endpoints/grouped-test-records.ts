/**
 * Grouped test records (CORE-7.14, CORE-7.15): one row per sample with its original,
 * confirmations and controls; the control-records screen lists them.
 */
import { publishing } from '../changes'
import { download, get, post } from '../http'
import { required } from '../errors'
import type { RecordHistoryQuery } from './test-records'
import type { BodyOf, RecordHistoryEntry, GroupedTestRecord, ListResponse, QueryOf } from '../types'

export type GroupedTestRecordQuery = QueryOf<'listGroupedTestRecords'>

/**
 * What a reader uploads as a group: its records, each as a single upload (original first, then
 * its controls and confirmations), and a comment. The group's other fields are its first
 * record's: the server reads them from there and ignores them in the body.
 */
export type GroupedTestRecordCommand = BodyOf<'createGroupedTestRecord'>

/** The sample's id goes in the path; a stale revision is refused (409). */
export type GroupedCommentCommand = BodyOf<'commentGroupedTestRecord'> & { id: number }

/** A control-records export: the list's filters and order, the view's columns, the user's zone. */
export type GroupedTestRecordExportQuery = QueryOf<'exportGroupedTestRecordsCsv'>

export const listGroupedTestRecords = (query: GroupedTestRecordQuery = {}) =>
  get<ListResponse<GroupedTestRecord>>('/v2/GroupedTestRecords', { ...query })

export const createGroupedTestRecord = (command: GroupedTestRecordCommand) =>
  post<GroupedTestRecord>('/v2/GroupedTestRecords', command)

export const createAnonymousGroupedTestRecord = (command: GroupedTestRecordCommand) =>
  post<GroupedTestRecord>('/v2/GroupedTestRecords/anonymous', command)

export const getGroupedTestRecord = async (id: number) =>
  get<GroupedTestRecord>(`/v2/GroupedTestRecords/${required(id, 'id', 'getGroupedTestRecord')}`)

export const commentGroupedTestRecord = async (id: number, comments: string, revision?: number) =>
  publishing(
    post<GroupedTestRecord>(
      `/v2/GroupedTestRecords/${required(id, 'id', 'commentGroupedTestRecord')}/comment`,
      { id, comments, revision } satisfies GroupedCommentCommand,
    ),
    () => ({ resource: 'records', id, kind: 'updated' }),
  )

/**
 * The sample's change history and its records', newest first (a proposed extension, issue 40;
 * a 404 where the API does not have it).
 */
export const getGroupedTestRecordHistory = async (id: number, query: RecordHistoryQuery = {}) =>
  get<ListResponse<RecordHistoryEntry>>(
    `/v2/GroupedTestRecords/${required(id, 'id', 'getGroupedTestRecordHistory')}/history`,
    { ...query },
  )

export const exportGroupedTestRecordsCsv = (query: GroupedTestRecordExportQuery) =>
  download('/v2/GroupedTestRecords/csv', { ...query })

export const exportGroupedTestRecordsExcel = (query: GroupedTestRecordExportQuery) =>
  download('/v2/GroupedTestRecords/excel', { ...query })
