/**
 * Test records (CORE-7.9 to CORE-7.13): the filtered list, single records, their annotation
 * and comment, attachment upload addresses, the exports and the route names.
 */
import type { DeviceType, MeasurementMethod, RecordType } from '@/domain/enums'
import { publishing } from '../changes'
import { del, download, get, patch, post } from '../http'
import { required } from '../errors'
import type { IsoDateTime, ListResponse, PageQuery, TestRecord, UploadUrl } from '../types'
import type { GroupedTestRecordQuery } from './grouped-test-records'

export interface TestRecordQuery extends PageQuery {
  customerId?: number
  siteId?: number
  userIds?: number[]
  operatorId?: string
  routes?: string[]
  readerSerialNumber?: string
  minTestDate?: IsoDateTime
  maxTestDate?: IsoDateTime
  /** The map's visible area. */
  topLat?: number
  topLon?: number
  bottomLat?: number
  bottomLon?: number
  /** Record types to keep (the control-result filter sends PositiveControl and AnimalControl). */
  annotation?: RecordType[]
  /** Result bit flags (RESULT_FLAGS). */
  results?: number
  includeDeleted?: boolean
  /** A saved view's device types and measurement methods. */
  readerType?: DeviceType[]
  measurementMethod?: MeasurementMethod[]
}

/** Both the test-records and the control-records screens export with their own filters. */
export type TestRecordExportQuery = Omit<TestRecordQuery, 'page' | 'pageSize'> &
  Omit<GroupedTestRecordQuery, 'page' | 'pageSize'> & {
    /**
     * The file's columns: the shown column ids in order (`shownColumns(view)`; the four fixed
     * ones always lead whether sent or not). Absent: every column, as the Default view.
     */
    columns?: readonly string[]
    /** The user's IANA time zone, for the dates in the file; UTC when absent. */
    timeZone?: string
  }

export interface TestRecordRoutesQuery {
  customerId?: number
  siteId?: number
}

/** What a reader uploads; the server fills in the joined site, customer and user. */
export type TestRecordCommand = Partial<Omit<TestRecord, 'id' | 'site' | 'customer' | 'user'>>

export interface TestRecordCommentCommand {
  id: number
  comments: string
  /** The record's revision the comment was written on; left out, the save is taken as it is. */
  revision?: number
}

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

export const listTestRecordRoutes = (query: TestRecordRoutesQuery = {}) =>
  get<string[]>('/v2/TestRecords/routes', { ...query })
