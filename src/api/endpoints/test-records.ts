/**
 * Test records (CORE-7.9 to CORE-7.13): the filtered list, single records, their annotation
 * and comment, attachment upload addresses, the exports and the route names.
 */
import type { RecordType } from '@/domain/enums'
import { publishing } from '../changes'
import { del, download, get, patch, post } from '../http'
import { required } from '../errors'
import type {
  BodyOf,
  RecordHistoryEntry,
  ListResponse,
  QueryOf,
  TestRecord,
  UploadUrl,
} from '../types'

export type TestRecordQuery = QueryOf<'listTestRecords'>

/** A test-records export: the list's filters and order, the view's columns, the user's zone. */
export type TestRecordExportQuery = QueryOf<'exportTestRecordsCsv'>

export type TestRecordRoutesQuery = QueryOf<'listTestRecordRoutes'>

/** What a reader uploads; the server fills in the joined site, customer and user. */
export type TestRecordCommand = BodyOf<'createTestRecord'>

/** The record's id goes in the path; left without a revision, the save is taken as it is. */
export type TestRecordCommentCommand = BodyOf<'commentTestRecord'> & { id: number }

export const listTestRecords = (query: TestRecordQuery = {}) =>
  get<ListResponse<TestRecord>>('/v2/TestRecords', { ...query })

export const createTestRecord = (command: TestRecordCommand) =>
  post<TestRecord>('/v2/TestRecords', command)

export const createAnonymousTestRecord = (command: TestRecordCommand) =>
  post<TestRecord>('/v2/TestRecords/anonymous', command)

export const requestAnonymousTestRecordUploadUrl = async (id: number) =>
  get<UploadUrl>(
    `/v2/TestRecords/anonymous/${required(id, 'id', 'requestAnonymousTestRecordUploadUrl')}/RequestUploadUrl`,
  )

export const requestTestRecordUploadUrl = async (id: number) =>
  get<UploadUrl>(
    `/v2/TestRecords/${required(id, 'id', 'requestTestRecordUploadUrl')}/RequestUploadUrl`,
  )

export const exportTestRecordsCsv = (query: TestRecordExportQuery = {}) =>
  download('/v2/TestRecords/csv', { ...query })

export const exportTestRecordsExcel = (query: TestRecordExportQuery = {}) =>
  download('/v2/TestRecords/excel', { ...query })

export const getTestRecord = async (id: number) =>
  get<TestRecord>(`/v2/TestRecords/${required(id, 'id', 'getTestRecord')}`)

export const deleteTestRecord = async (id: number) =>
  publishing(del(`/v2/TestRecords/${required(id, 'id', 'deleteTestRecord')}`), () => ({
    resource: 'records',
    id,
    kind: 'deleted',
  }))

/** The body is the bare value, a JSON string such as "Rejected". */
export const annotateTestRecord = async (id: number, annotation: RecordType) =>
  publishing(
    patch<TestRecord>(
      `/v2/TestRecords/${required(id, 'id', 'annotateTestRecord')}/annotation`,
      annotation,
    ),
    () => ({ resource: 'records', id, kind: 'updated' }),
  )

/** `revision`: the record's revision the comment was written on (a newer one answers 409). */
export const commentTestRecord = async (id: number, comments: string, revision?: number) =>
  publishing(
    patch<TestRecord>(`/v2/TestRecords/${required(id, 'id', 'commentTestRecord')}/comment`, {
      id,
      comments,
      revision,
    } satisfies TestRecordCommentCommand),
    () => ({ resource: 'records', id, kind: 'updated' }),
  )

export type RecordHistoryQuery = QueryOf<'getTestRecordHistory'>

/**
 * The record's change history, newest first (a proposed extension, issue 40): a real API
 * without it answers 404, which the detail dialog takes as "no history here".
 */
export const getTestRecordHistory = async (id: number, query: RecordHistoryQuery = {}) =>
  get<ListResponse<RecordHistoryEntry>>(
    `/v2/TestRecords/${required(id, 'id', 'getTestRecordHistory')}/history`,
    { ...query },
  )

/** Gives a deleted record back the annotation it had (proposed extension, issue 40). */
export const restoreTestRecord = async (id: number) =>
  publishing(
    post<TestRecord>(`/v2/TestRecords/${required(id, 'id', 'restoreTestRecord')}/restore`),
    () => ({ resource: 'records', id, kind: 'updated' }),
  )

export const listTestRecordRoutes = (query: TestRecordRoutesQuery = {}) =>
  get<string[]>('/v2/TestRecords/routes', { ...query })
