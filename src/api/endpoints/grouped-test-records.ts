/**
 * Grouped test records (CORE-7.14, CORE-7.15): one row per sample with its original,
 * confirmations and controls; the control-records screen lists them.
 */
import type { DeviceType, MeasurementMethod, RecordType } from '@/domain/enums'
import { publishing } from '../changes'
import { download, get, post } from '../http'
import { required } from '../errors'
import type { GroupedTestRecord, IsoDateTime, ListResponse, PageQuery } from '../types'
import type { TestRecordCommand } from './test-records'

export interface GroupedTestRecordQuery extends PageQuery {
  customerId?: number
  siteId?: number
  userIds?: number[]
  operatorId?: string
  routes?: string[]
  minTestDate?: IsoDateTime
  maxTestDate?: IsoDateTime
  /** Result bit flags (RESULT_FLAGS). */
  results?: number
  readerType?: DeviceType[]
  /** Record types to keep (the control-result filter sends PositiveControl and AnimalControl). */
  annotation?: RecordType[]
  includeVerifications?: boolean
  /** Record types a group's original must have. */
  recordType?: RecordType[]
  measurementMethod?: MeasurementMethod | MeasurementMethod[]
  /** The front end sends orderBy (`field_direction`) in place of order. */
  orderBy?: string
}

/**
 * What a reader uploads as a group: its records, each as a single upload (original first, then
 * its controls and confirmations), and a comment. The group's other fields are its first
 * record's: the server reads them from there and ignores them in the body.
 */
export type GroupedTestRecordCommand = Partial<Omit<GroupedTestRecord, 'id' | 'testRecords'>> & {
  testRecords?: TestRecordCommand[]
}

export interface GroupedCommentCommand {
  id: number
  comments: string
  /** The group's revision the comment was written on (a stale one is refused, 409). */
  revision?: number
}

/** A control-records export: the list's filters and order, the view's columns, the user's zone. */
export interface GroupedTestRecordExportQuery extends Omit<
  GroupedTestRecordQuery,
  'page' | 'pageSize'
> {
  columns: string[]
  timeZone: string
}

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

export const exportGroupedTestRecordsCsv = (query: GroupedTestRecordExportQuery) =>
  download('/v2/GroupedTestRecords/csv', { ...query })

export const exportGroupedTestRecordsExcel = (query: GroupedTestRecordExportQuery) =>
  download('/v2/GroupedTestRecords/excel', { ...query })
