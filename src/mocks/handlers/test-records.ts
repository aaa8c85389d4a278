/**
 * Test records and grouped test records (CORE-7.9 to CORE-7.15): the product's largest lists. A
 * request builds one predicate from its filters and runs it over the table's cached sorted order
 * (src/mocks/http/list.ts), so a filtered, sorted page of 250,000 records costs one pass.
 */
import type { GroupedTestRecord, TestRecord, UploadUrl } from '@/api/types'
import { GROUP_COLUMN_NAME } from '@/domain/test-record-columns'
import { RECORD_TYPES, RESULT_FLAGS, type RecordType, type TestResult } from '@/domain/enums'
import { PERMISSIONS as P } from '@/domain/permissions'
import { tablesOf, type Database } from '../db/database'
import type {
  DeviceVerificationRow,
  GroupedTestRecordRow,
  SiteRow,
  TestRecordRow,
} from '../db/rows'
import { groupedTestRecordUploadSchema } from '@/domain/validation/grouped-test-record'
import {
  testRecordUploadSchema,
  type TestRecordUploadValues,
  type UploadTestTypes,
} from '@/domain/validation/test-record'
import { dateTimeFormatter, DEFAULT_EXPORT_TIME_ZONE, isKnownTimeZone } from '../export/date-time'
import {
  exportColumns,
  exportTable,
  UnknownColumnError,
  type ExportHeaders,
  type ExportTable,
} from '../export/test-record-table'
import { historyTable, sampleHistoryTable } from '../export/history-table'
import { fieldError, forbidden, HttpError } from '../http/errors'
import {
  allRows,
  filterKeyOf,
  listRows,
  pageOf,
  readOrder,
  readPaging,
  type SortFields,
} from '../http/list'
import { found, idParam, type RouteContext, type Route, type Router } from '../http/router'
import {
  created,
  readBoolean,
  readDate,
  readList,
  readNumber,
  readObjectBody,
  readStrictBoolean,
} from '../http/request'
import { readIncludeDeleted, requireFiltersInScope, seesSite } from '../http/scope'
import { validateBody } from '../http/validate'
import { requireRevision } from '../http/versions'
import { revisionOf } from '../db/table'
import { ATTACHMENT_FILE_LIMIT } from '../http/limits'
import { signedUploadUrl } from '../http/storage'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import {
  actorOf,
  annotationBeforeDeletion,
  appendHistory,
  historyIndex,
  historyOf,
  historyReadableBy,
  presentHistoryEntry,
  readerActor,
  type HistoryChange,
} from '../record-history'

/** The comment of a comment call's body: text of at most TEXT_LIMITS.comment characters. */
function commentOf(body: { comments?: unknown } | null): string {
  if (typeof body?.comments !== 'string') {
    throw fieldError('comments', 'validation.required', 'The comment must be text.')
  }
  if (body.comments.length > TEXT_LIMITS.comment) {
    throw fieldError(
      'comments',
      'validation.maxLength',
      `The comment is longer than ${TEXT_LIMITS.comment} characters.`,
    )
  }
  return body.comments
}

const READ = { any: [P.TEST_RECORDS] }
const EXPORT = { all: [P.TEST_RECORDS, P.TEST_RECORDS_EXPORT] }
/**
 * Uploading needs `test-records`, which every user a reader's app signs in as holds (operators
 * included); the reader's site must be in the caller's scope.
 */
const UPLOAD = { any: [P.TEST_RECORDS] }
/** Restoring a deleted record takes seeing deleted ones. */
const RESTORE = { all: [P.TEST_RECORDS, P.TEST_RECORDS_READ_DELETED] }

/** The user of a record a reader uploaded without a signed-in user (no such user exists). */
export const ANONYMOUS_USER_ID = 0

/** Which results each bit of `results` admits; a WeakPositive is both inconclusive and positive. */
const RESULTS_BY_FLAG: ReadonlyArray<[number, readonly TestResult[]]> = [
  [RESULT_FLAGS.negative, ['Negative']],
  [RESULT_FLAGS.inconclusive, ['WeakPositive']],
  [RESULT_FLAGS.positive, ['Positive', 'WeakPositive']],
]

export function resultsForFlags(flags: number): Set<TestResult> {
  const results = new Set<TestResult>()
  for (const [flag, admitted] of RESULTS_BY_FLAG) {
    if (flags & flag) for (const result of admitted) results.add(result)
  }
  return results
}

type Predicate = (row: TestRecordRow) => boolean

/** A list of record types of the query; an unknown one is a 400 rather than an empty list. */
function readRecordTypes(query: URLSearchParams, name: string): Set<RecordType> {
  const values = readList(query, name)
  const unknown = values.find((value) => !RECORD_TYPES.includes(value as RecordType))
  if (unknown) throw fieldError(name, 'validation.oneOf', `Unknown record type “${unknown}”.`)
  return new Set(values as RecordType[])
}

/**
 * The filters shared by test records, grouped test records and the exports, as one predicate.
 * Each test is added only when its parameter is present, so an unfiltered list runs no test at
 * all. Saved views filter by reader type and measurement method, so every list honours them.
 */
function recordFilter(context: RouteContext): Predicate {
  const { query, scope, actor } = context
  const customerId = readNumber(query, 'customerId')
  const siteId = readNumber(query, 'siteId')
  requireFiltersInScope(scope, { customerId, siteId }, 'records')
  const includeDeleted = readIncludeDeleted(query, actor.permissions)
  const tests: Predicate[] = []
  if (!scope.all) tests.push((row) => scope.siteIds.has(row.siteId))
  if (customerId !== null) tests.push((row) => row.customerId === customerId)
  if (siteId !== null) tests.push((row) => row.siteId === siteId)
  if (!includeDeleted) tests.push((row) => !row.deleted)

  const userIds = new Set(readList(query, 'userIds').map(Number))
  if (userIds.size > 0) tests.push((row) => userIds.has(row.userId))
  const operatorId = query.get('operatorId')
  if (operatorId) tests.push((row) => row.operatorId === operatorId)
  const routes = new Set(readList(query, 'routes'))
  if (routes.size > 0) tests.push((row) => routes.has(row.route))
  const serial = query.get('readerSerialNumber')
  if (serial) tests.push((row) => row.readerSerialNumber === serial)

  const minDate = readDate(query, 'minTestDate')
  const maxDate = readDate(query, 'maxTestDate')
  if (minDate !== null) tests.push((row) => row.testDate >= minDate)
  if (maxDate !== null) tests.push((row) => row.testDate <= maxDate)

  const box = ['topLat', 'topLon', 'bottomLat', 'bottomLon'].map((name) => readNumber(query, name))
  if (box.every((value) => value !== null)) {
    const [topLat, topLon, bottomLat, bottomLon] = box as number[]
    const [south, north] = [Math.min(topLat!, bottomLat!), Math.max(topLat!, bottomLat!)]
    const [west, east] = [Math.min(topLon!, bottomLon!), Math.max(topLon!, bottomLon!)]
    tests.push(
      (row) =>
        row.latitude >= south &&
        row.latitude <= north &&
        row.longitude >= west &&
        row.longitude <= east,
    )
  }

  // The grouped list tests a group by its first record, so there this is the control-records
  // screen's control-result filter (PositiveControl and/or AnimalControl).
  const annotations = readRecordTypes(query, 'annotation')
  if (annotations.size > 0) tests.push((row) => annotations.has(row.annotation))

  const flags = readNumber(query, 'results')
  if (flags !== null) {
    const results = resultsForFlags(flags)
    tests.push((row) => results.has(row.result))
  }

  const readerTypes = new Set(readList(query, 'readerType'))
  if (readerTypes.size > 0) tests.push((row) => readerTypes.has(row.readerType))
  const methods = new Set(readList(query, 'measurementMethod'))
  if (methods.size > 0) {
    const db = context.backend.db
    tests.push((row) => methods.has(db.testTypes.get(row.testTypeId)?.measurementMethod ?? ''))
  }

  return (row) => {
    for (const test of tests) if (!test(row)) return false
    return true
  }
}

function testRecordSortFields(db: Database): SortFields<TestRecordRow> {
  return {
    testDate: (row) => row.testDate,
    id: (row) => row.id,
    testType: (row) => db.testTypes.get(row.testTypeId)?.name,
    measurementMethod: (row) => db.testTypes.get(row.testTypeId)?.measurementMethod,
    result: (row) => row.result,
    annotation: (row) => row.annotation,
    batchNumber: (row) => row.batchNumber,
    concentration: (row) => row.concentration,
    route: (row) => row.route,
    readerType: (row) => row.readerType,
    site: (row) => db.sites.get(row.siteId)?.name,
    user: (row) => db.users.get(row.userId)?.username,
    operatorId: (row) => row.operatorId,
    rawQR: (row) => row.rawQR,
  }
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString())

/** A record's test type as the API shows it (what the result display rules read). */
function testTypeRef(db: Database, testTypeId: number): TestRecord['testType'] {
  const testType = db.testTypes.get(testTypeId)
  return {
    id: testTypeId,
    name: testType?.name ?? '',
    measurementMethod: testType?.measurementMethod ?? 'Qualitative',
    quantitativeRange: testType?.quantitativeRange
      ? {
          measurableRangeMin: testType.quantitativeRange.measurableRangeMin,
          measurableRangeMax: testType.quantitativeRange.measurableRangeMax,
        }
      : null,
  }
}

export function presentTestRecord(db: Database, row: TestRecordRow): TestRecord {
  const site = db.sites.get(row.siteId)
  const customer = db.customers.get(row.customerId)
  const user = db.users.get(row.userId)
  const noAddress = { street: '', postalCode: '', city: '', country: '' }
  return {
    id: row.id,
    revision: revisionOf(row),
    testDate: iso(row.testDate)!,
    testType: testTypeRef(db, row.testTypeId),
    result: row.result,
    annotation: row.annotation,
    comments: row.comments,
    batchNumber: row.batchNumber,
    manufacturingDate: iso(row.manufacturingDate),
    rawQR: row.rawQR,
    route: row.route,
    readerType: row.readerType,
    readerSerialNumber: row.readerSerialNumber,
    operatorId: row.operatorId,
    appVersion: row.appVersion,
    location: { latitude: row.latitude, longitude: row.longitude },
    site: { id: row.siteId, name: site?.name ?? '', address: site?.address ?? noAddress },
    customer: {
      id: row.customerId,
      name: customer?.name ?? '',
      address: customer?.address ?? noAddress,
    },
    user: { id: row.userId, username: user?.username ?? '' },
    substances: row.substances.map((entry) => ({
      ...entry,
      substance: { id: entry.substanceId, name: db.substances.get(entry.substanceId)?.name ?? '' },
    })),
    attachments: row.attachments,
    concentration: row.concentration,
    groupId: row.groupId,
  }
}

/**
 * A group's records as the control list shows them: a deleted record is removed from the list
 * (CORE-4.7), and a group whose first record (its control) is deleted is gone altogether.
 */
function shownMembers(db: Database, group: GroupedTestRecordRow): TestRecordRow[] {
  const members: TestRecordRow[] = []
  for (const id of group.testRecordIds) {
    const row = db.testRecords.get(id)
    if (row && !row.deleted) members.push(row)
    else if (members.length === 0) return []
  }
  return members
}

export function presentGroup(db: Database, group: GroupedTestRecordRow): GroupedTestRecord | null {
  const members = shownMembers(db, group)
  const first = members[0]
  if (!first) return null
  const record = presentTestRecord(db, first)
  return {
    id: group.id,
    revision: revisionOf(group),
    testDate: record.testDate,
    testType: record.testType,
    result: record.result,
    annotation: record.annotation,
    site: record.site,
    customer: record.customer,
    user: record.user,
    measurementMethod: record.testType.measurementMethod,
    rawQR: record.rawQR,
    batchNumber: record.batchNumber,
    concentration: record.concentration,
    route: record.route,
    readerType: record.readerType,
    operatorId: record.operatorId,
    attachments: members.flatMap((member) => member.attachments),
    comments: group.comments,
    testRecords: members.map((member) => {
      const testType = db.testTypes.get(member.testTypeId)
      return {
        id: member.id,
        testDate: iso(member.testDate)!,
        result: member.result,
        annotation: member.annotation,
        testType: {
          name: testType?.name ?? '',
          measurementMethod: testType?.measurementMethod ?? 'Qualitative',
        },
      }
    }),
  }
}

/** A record the caller may see, or a 404 (an out-of-scope id is not confirmed to exist). */
function visibleRecord(context: RouteContext, id: number): TestRecordRow {
  const row = context.backend.db.testRecords.get(id)
  const visible = row && seesSite(context.scope, row.siteId)
  const deletedHidden =
    row?.deleted && !context.actor.permissions.includes(P.TEST_RECORDS_READ_DELETED)
  return found(visible && !deletedHidden ? row : undefined, 'Test record', id)
}

/** Where a record's attachment is stored: one path per upload URL handed out. */
const attachmentPath = (recordId: number, stamp: string) =>
  `/fake-storage/attachments/${recordId}/${stamp}`

/** A signed upload URL for a new attachment of the record (http/storage.ts). */
async function attachmentUploadUrl(context: RouteContext, recordId: number): Promise<UploadUrl> {
  const now = context.backend.now()
  return {
    method: 'PUT',
    url: await signedUploadUrl(
      context.storage,
      context.publicBase,
      attachmentPath(recordId, String(now)),
      now,
    ),
    headers: { 'x-ms-blob-type': 'BlockBlob' },
  }
}

/** The most attachments one record keeps: a few photos and documents, not an archive. */
const MAX_ATTACHMENTS = 20

/** An attachment's name: the one the reader gives (`x-ms-meta-filename`), else one of its own. */
function attachmentName(request: Request, stamp: string): string {
  const given = (request.headers.get('x-ms-meta-filename') ?? '').trim()
  // A name, not a path: separators and control characters become underscores.
  const safe = [...given]
    .map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 ? '_' : char))
    .join('')
    .slice(0, TEXT_LIMITS.name)
  return safe || `attachment-${stamp}`
}

/**
 * The storage service an attachment's upload URL points at: like the firmware storage
 * (devices.ts), it trusts the signed URL, not a bearer token, takes a PUT with
 * `x-ms-blob-type: BlockBlob` up to ATTACHMENT_FILE_LIMIT, keeps no bytes and lists the file on
 * its record (a second upload to the same URL replaces the first).
 */
async function storeAttachment(context: RouteContext<{ id: string; stamp: string }>) {
  const { request, backend, params } = context
  await context.storage.verify(request, backend.now())
  const id = idParam(params.id, 'Test record')
  found(backend.db.testRecords.get(id), 'Test record', id)
  if (request.headers.get('x-ms-blob-type') !== 'BlockBlob') {
    throw new HttpError(400, {
      message: 'The upload must say x-ms-blob-type: BlockBlob, as the upload URL’s headers do.',
    })
  }
  if ((await context.bytes()).byteLength === 0) {
    throw new HttpError(400, { message: 'The file is empty.' })
  }
  const url = `${context.publicBase}${attachmentPath(id, params.stamp)}`
  const attachment = { url, name: attachmentName(request, params.stamp) }
  await backend.db.testRecords.update(id, (draft) => {
    const others = draft.attachments.filter((existing) => existing.url !== url)
    if (others.length >= MAX_ATTACHMENTS) {
      throw new HttpError(409, {
        message: `Test record ${id} has ${MAX_ATTACHMENTS} attachments, the most a record keeps.`,
      })
    }
    draft.attachments = [...others, attachment]
  })
  return new Response(null, { status: 201 })
}

/** What a record filter keeps, as a key (the caller, every table's version, the filters). */
const recordFilterKey = (context: RouteContext) =>
  filterKeyOf(context.query, context.actor.username, tablesOf(context.backend.db))

/** The orders and the tables a record order reads (a change to any invalidates its cache). */
function recordOrder(context: RouteContext) {
  const db = context.backend.db
  return {
    order: readOrder(context.query, testRecordSortFields(db), 'testDate_desc'),
    dependsOn: [db.testTypes, db.sites, db.users],
  }
}

/** What an export file holds: the records' table, and with `history=true` their change history. */
interface ExportContent {
  records: ExportTable
  history: ExportTable | null
}

/**
 * What an export holds: every record the list would show for the same filters and order (no
 * paging), with the view's columns (`columns`) and dates in the user's zone (`timeZone`); with
 * `history`, the entries of those records the caller may read (src/mocks/export/history-table.ts).
 */
function exportOf(context: RouteContext): ExportContent {
  const db = context.backend.db
  const withHistory = readStrictBoolean(context.query, 'history')
  const { order, dependsOn } = recordOrder(context)
  const where = recordFilter(context)
  const records = allRows(db.testRecords, { where, order, dependsOn, map: (row) => row }).data
  // Read once: the records' dates and the history's are written alike.
  const dateTime = exportDateTime(context)
  const table = exportTableOf(context, records, dateTime)
  if (!withHistory) return { records: table, history: null }
  const index = historyIndex(db)
  const readable = historyReadableBy(db, context.actor.permissions)
  const entries = records.flatMap((record) =>
    readable(record.id) ? index.ofRecord(record.id) : [],
  )
  return { records: table, history: historyTable(entries, dateTime) }
}

/** The file's dates (DD.MM.YYYY HH:mm) in the request's `timeZone`; an unknown zone is a 400. */
function exportDateTime(context: RouteContext): (time: number) => string {
  const zone = context.query.get('timeZone') || DEFAULT_EXPORT_TIME_ZONE
  if (!isKnownTimeZone(zone)) {
    throw fieldError(
      'timeZone',
      'validation.oneOf',
      `Unknown time zone “${zone}”: send an IANA name such as Europe/Copenhagen.`,
    )
  }
  return dateTimeFormatter(zone)
}

/** The file's table of `records` with the request's `columns`, its dates written by `dateTime`. */
function exportTableOf(
  context: RouteContext,
  records: Iterable<TestRecordRow>,
  dateTime: (time: number) => string,
  headers: ExportHeaders = {},
): ExportTable {
  const { query, backend } = context
  const db = backend.db
  let columns
  try {
    columns = exportColumns(query.has('columns') ? readList(query, 'columns') : null)
  } catch (error) {
    if (error instanceof UnknownColumnError) {
      throw fieldError('columns', 'validation.oneOf', error.message)
    }
    throw error
  }
  const testTypes = new Map<number, TestRecord['testType']>()
  return exportTable(
    records,
    columns,
    {
      testType: (id) => {
        let testType = testTypes.get(id)
        if (!testType) testTypes.set(id, (testType = testTypeRef(db, id)))
        return testType
      },
      siteName: (id) => db.sites.get(id)?.name,
      username: (id) => db.users.get(id)?.username,
      dateTime,
    },
    headers,
  )
}

/**
 * The groups a control-records call selects (CORE-7.14): a group is
 * listed, filtered and sorted by its first record (its control); a group whose control is
 * deleted is gone; verifications only with `includeVerifications`; `recordType` keeps groups
 * whose control has one of those types.
 */
function groupSelection(context: RouteContext) {
  const db = context.backend.db
  const matches = recordFilter(context)
  const includeVerifications = readBoolean(context.query, 'includeVerifications')
  const recordTypes = readRecordTypes(context.query, 'recordType')
  const firstOf = (group: GroupedTestRecordRow) => db.testRecords.get(group.testRecordIds[0] ?? -1)
  const groupSorts: SortFields<GroupedTestRecordRow> = Object.fromEntries(
    Object.entries(testRecordSortFields(db)).map(([key, read]) => [
      key,
      (group: GroupedTestRecordRow) => {
        const first = firstOf(group)
        return first ? read(first) : null
      },
    ]),
  )
  // The control list always asks for its two record types: the groups of those types are kept
  // sorted between requests, and each request filters only them.
  const annotations = readRecordTypes(context.query, 'annotation')
  const narrow =
    annotations.size === 0
      ? undefined
      : {
          key: `first:${[...annotations].sort().join(',')}`,
          keep: (group: GroupedTestRecordRow) => {
            const first = firstOf(group)
            return first !== undefined && annotations.has(first.annotation)
          },
        }
  return {
    where: (group: GroupedTestRecordRow) => {
      const first = firstOf(group)
      if (!first || first.deleted || !matches(first)) return false
      if (!includeVerifications && first.annotation === 'Verification') return false
      return recordTypes.size === 0 || recordTypes.has(first.annotation)
    },
    order: readOrder(context.query, groupSorts, 'testDate_desc'),
    dependsOn: [db.testRecords, db.testTypes, db.sites, db.users],
    narrow,
    filterKey: recordFilterKey(context),
  }
}

/** A group the caller may see (its control in their scope, not deleted), or a 404. */
function visibleGroup(context: RouteContext): GroupedTestRecordRow {
  const id = idParam(context.params.id, 'Control record')
  const db = context.backend.db
  const group = db.groupedTestRecords.get(id)
  const first = group && db.testRecords.get(group.testRecordIds[0] ?? -1)
  const visible = first && !first.deleted && seesSite(context.scope, first.siteId)
  return found(visible ? group : undefined, 'Control record', id)
}

/**
 * A control-records export: one line per group the list would show (no paging), with the
 * control's values, the group's id as its first column and every shown record's attachments.
 * With `history`, each group's entries as its history call answers them: the sample's own and
 * its records' (a deleted record's only for a caller who may read it, whose trail ends there).
 */
function groupExportOf(context: RouteContext): ExportContent {
  const db = context.backend.db
  const withHistory = readStrictBoolean(context.query, 'history')
  const groups = allRows(db.groupedTestRecords, {
    ...groupSelection(context),
    map: (group) => group,
  }).data
  const rows = groups.map((group): TestRecordRow => {
    const members = shownMembers(db, group)
    return {
      ...members[0]!,
      id: group.id,
      attachments: members.flatMap((member) => member.attachments),
    }
  })
  const dateTime = exportDateTime(context)
  const table = exportTableOf(context, rows, dateTime, { id: GROUP_COLUMN_NAME })
  if (!withHistory) return { records: table, history: null }
  const index = historyIndex(db)
  const readable = historyReadableBy(db, context.actor.permissions)
  const samples = groups.map((group) => ({
    groupId: group.id,
    entries: [
      ...index.ofGroup(group.id),
      ...group.testRecordIds.filter(readable).flatMap((id) => index.ofRecord(id)),
    ],
  }))
  return { records: table, history: sampleHistoryTable(samples, dateTime) }
}

/** A file to download: its type, and the name the browser saves it under. */
function fileAnswer(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** The test types as the upload rules need them. */
function uploadTestTypes(db: Database): UploadTestTypes {
  return (id) => {
    const testType = db.testTypes.get(id)
    return (
      testType && {
        measurementMethod: testType.measurementMethod,
        substanceIds: testType.substances.map((line) => line.substanceId),
      }
    )
  }
}

/** A reader's upload placed: the registered reader it names and that reader's site. */
interface PlacedUpload {
  values: TestRecordUploadValues
  reader: DeviceVerificationRow
  site: SiteRow
}

/**
 * Where an uploaded record was made. The reader, known by its serial number, must be registered
 * (device health lists it) with the same reader type, offer the test type at its site, and, for
 * a signed-in caller, be at a site the caller may see. `field` names a field of the record as
 * the caller sent it (inside a group upload, under the record's place in the group).
 */
function placeUpload(
  context: RouteContext,
  values: TestRecordUploadValues,
  anonymous: boolean,
  field: (name: string) => string = (name) => name,
): PlacedUpload {
  const db = context.backend.db
  const reader = db.deviceVerifications
    .all()
    .find((candidate) => candidate.readerSerialNumber === values.readerSerialNumber)
  const site = reader && db.sites.get(reader.siteId)
  if (!reader || !site) {
    throw fieldError(
      field('readerSerialNumber'),
      'validation.oneOf',
      `Reader “${values.readerSerialNumber}” is not registered.`,
    )
  }
  if (reader.readerType !== values.readerType) {
    throw fieldError(
      field('readerType'),
      'validation.oneOf',
      `Reader “${reader.readerSerialNumber}” is a ${reader.readerType}.`,
    )
  }
  if (!anonymous && !seesSite(context.scope, site.id)) {
    throw forbidden(`You cannot upload test records of site ${site.id}.`)
  }
  const testTypeId = values.testType.id
  if (!site.availableTestTypes.some((entry) => entry.testTypeId === testTypeId)) {
    throw fieldError(
      field('testType.id'),
      'validation.oneOf',
      `Test type ${testTypeId} is not available at site “${site.name}”.`,
    )
  }
  return { values, reader, site }
}

/** Stores a placed upload as a record of group `groupId`; the group row is the caller's. */
async function insertUploadedRecord(
  context: RouteContext,
  { values, reader, site }: PlacedUpload,
  anonymous: boolean,
  groupId: number,
): Promise<TestRecordRow> {
  const db = context.backend.db
  const testTypeId = values.testType.id
  const quantitative = db.testTypes.get(testTypeId)?.measurementMethod === 'Quantitative'
  return db.testRecords.insert({
    id: db.testRecords.nextId(),
    testDate: Date.parse(values.testDate),
    testTypeId,
    result: values.result,
    annotation: values.annotation,
    comments: values.comments ?? '',
    batchNumber: values.batchNumber ?? '',
    manufacturingDate:
      values.manufacturingDate === null ? null : Date.parse(values.manufacturingDate),
    rawQR: values.rawQR ?? '',
    route: values.route ?? '',
    readerType: reader.readerType,
    readerSerialNumber: reader.readerSerialNumber,
    operatorId: values.operatorId || null,
    appVersion: values.appVersion ?? '',
    latitude: values.location?.latitude ?? site.location.latitude,
    longitude: values.location?.longitude ?? site.location.longitude,
    siteId: site.id,
    customerId: site.customerId,
    userId: anonymous || !context.actor.user ? ANONYMOUS_USER_ID : context.actor.user.id,
    substances: values.substances.map((line) => ({
      substanceId: line.substanceId,
      level: line.level,
      result: line.result,
    })),
    attachments: [],
    concentration: quantitative ? (values.concentration ?? null) : null,
    groupId,
    deleted: false,
  })
}

/** The history's entry for an upload: by the caller's account, or by the reader without one. */
function recordCreated(
  context: RouteContext,
  recordKind: 'testRecord' | 'groupedTestRecord',
  recordId: number,
  anonymous: boolean,
  readerSerialNumber: string,
) {
  const who =
    anonymous || !context.actor.user ? readerActor(readerSerialNumber) : actorOf(context.actor)
  return appendHistory(
    context.backend.db,
    { recordKind, recordId, action: 'created' },
    who,
    context.backend.now(),
  )
}

/**
 * The history's entry for a change the caller made to a field; a save that left the field as it
 * was (the same comment saved again) changed nothing, and records nothing.
 */
async function recordChange(context: RouteContext, change: HistoryChange) {
  if (change.before === change.after) return
  await appendHistory(context.backend.db, change, actorOf(context.actor), context.backend.now())
}

/**
 * A page of a history, newest first. The entries of a deleted record are the record's: without
 * test-records:read-deleted they are left out, as the record is.
 */
function historyPage(context: RouteContext, recordIds: number[], groupId: number | null) {
  const db = context.backend.db
  const shown = recordIds.filter(historyReadableBy(db, context.actor.permissions))
  const entries = historyOf(db, new Set(shown), groupId)
  return pageOf(entries, readPaging(context.query), presentHistoryEntry)
}

/** A group's member ids oldest first: the first is the group's original, which lists it. */
function oldestFirst(db: Database, ids: readonly number[]): number[] {
  const dateOf = (id: number) => db.testRecords.get(id)?.testDate ?? 0
  return [...ids].sort((a, b) => dateOf(a) - dateOf(b))
}

/**
 * A reader's upload of one record. It joins the group (sample) named by `groupId`, which must be
 * at the same site; otherwise it starts a group.
 */
async function uploadRecord(context: RouteContext, anonymous: boolean): Promise<Response> {
  const db = context.backend.db
  const body = await readObjectBody(context)
  const values = await validateBody(testRecordUploadSchema(uploadTestTypes(db)), body)
  const placed = placeUpload(context, values, anonymous)
  const { site } = placed
  const group = values.groupId === null ? undefined : db.groupedTestRecords.get(values.groupId)
  const groupFirst = group && db.testRecords.get(group.testRecordIds[0] ?? -1)
  if (values.groupId !== null && groupFirst?.siteId !== site.id) {
    throw fieldError(
      'groupId',
      'validation.oneOf',
      `Group ${values.groupId} is not a sample of site “${site.name}”.`,
    )
  }
  const groupId = group?.id ?? db.groupedTestRecords.nextId()
  const row = await insertUploadedRecord(context, placed, anonymous, groupId)
  await recordCreated(context, 'testRecord', row.id, anonymous, placed.reader.readerSerialNumber)
  if (group) {
    await db.groupedTestRecords.update(group.id, (draft) => {
      draft.testRecordIds = oldestFirst(db, [...draft.testRecordIds, row.id])
    })
  } else {
    await db.groupedTestRecords.insert({ id: groupId, testRecordIds: [row.id], comments: '' })
  }
  return created(presentTestRecord(db, row))
}

/**
 * A reader's upload of a whole group (one sample: the original and its controls and
 * confirmations), each record checked as a single upload is. The records are of one site, the
 * first record's; nothing is stored unless every record passes.
 */
async function uploadGroup(context: RouteContext, anonymous: boolean): Promise<Response> {
  const db = context.backend.db
  const body = await readObjectBody(context)
  const values = await validateBody(groupedTestRecordUploadSchema(uploadTestTypes(db)), body)
  const placed = values.testRecords.map((record, index) =>
    placeUpload(context, record, anonymous, (name) => `testRecords[${index}].${name}`),
  )
  const { site } = placed[0]!
  placed.forEach(({ reader }, index) => {
    if (reader.siteId !== site.id) {
      throw fieldError(
        `testRecords[${index}].readerSerialNumber`,
        'validation.oneOf',
        `A group’s records are of one site: reader “${reader.readerSerialNumber}” is not at “${site.name}”.`,
      )
    }
  })
  const groupId = db.groupedTestRecords.nextId()
  const ids: number[] = []
  for (const upload of placed) {
    const row = await insertUploadedRecord(context, upload, anonymous, groupId)
    ids.push(row.id)
    await recordCreated(context, 'testRecord', row.id, anonymous, upload.reader.readerSerialNumber)
  }
  const group = await db.groupedTestRecords.insert({
    id: groupId,
    testRecordIds: oldestFirst(db, ids),
    comments: values.comments ?? '',
  })
  await recordCreated(
    context,
    'groupedTestRecord',
    groupId,
    anonymous,
    placed[0]!.reader.readerSerialNumber,
  )
  return created(presentGroup(db, group)!)
}

/**
 * A list's two exports, `<path>/csv` and `<path>/excel`, saved as `<fileName>.csv` / `.xlsx`
 * (`<fileName>-with-history.…` with the change history, as the portal saves them).
 * The file writers (~90 KB of code) load with the first export, not with the fake API.
 */
function exportRoutes(
  route: Router,
  path: string,
  fileName: string,
  contentOf: (context: RouteContext) => ExportContent,
): Route[] {
  const nameOf = (content: ExportContent, extension: string) =>
    `${fileName}${content.history ? '-with-history' : ''}.${extension}`
  return [
    route.get(`${path}/csv`, EXPORT, async (context) => {
      const content = contentOf(context)
      const files = await import('../export/files')
      const text = files.toCsv(content.records, content.history)
      return fileAnswer(text, files.CSV_CONTENT_TYPE, nameOf(content, 'csv'))
    }),
    route.get(`${path}/excel`, EXPORT, async (context) => {
      const content = contentOf(context)
      const files = await import('../export/files')
      const workbook = await files.toXlsx(content.records, content.history)
      return fileAnswer(workbook, files.XLSX_CONTENT_TYPE, nameOf(content, 'xlsx'))
    }),
  ]
}

export function testRecordsHandlers(route: Router): Route[] {
  return [
    route.get('/v2/TestRecords/routes', READ, (context) => {
      const { query, scope, backend } = context
      const customerId = readNumber(query, 'customerId')
      const siteId = readNumber(query, 'siteId')
      requireFiltersInScope(scope, { customerId, siteId }, 'records')
      const routes = new Set<string>()
      for (const row of backend.db.testRecords.all()) {
        if (!scope.all && !scope.siteIds.has(row.siteId)) continue
        if (customerId !== null && row.customerId !== customerId) continue
        if (siteId !== null && row.siteId !== siteId) continue
        if (row.route) routes.add(row.route)
      }
      return [...routes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    }),

    route.get('/v2/TestRecords', READ, (context) => {
      const db = context.backend.db
      return listRows(db.testRecords, {
        where: recordFilter(context),
        filterKey: recordFilterKey(context),
        ...recordOrder(context),
        paging: readPaging(context.query),
        map: (row) => presentTestRecord(db, row),
      })
    }),

    // Before /:id, which would otherwise take "csv" and "excel" for ids.
    ...exportRoutes(route, '/v2/TestRecords', 'test-records', exportOf),

    route.post('/v2/TestRecords', UPLOAD, (context) => uploadRecord(context, false)),

    route.post('/v2/TestRecords/anonymous', { public: true }, (context) =>
      uploadRecord(context, true),
    ),

    route.get<{ id: string }>(
      '/v2/TestRecords/anonymous/:id/RequestUploadUrl',
      { public: true },
      (context) => {
        const id = idParam(context.params.id, 'Test record')
        found(context.backend.db.testRecords.get(id), 'Test record', id)
        return attachmentUploadUrl(context, id)
      },
    ),

    route.get<{ id: string }>('/v2/TestRecords/:id/RequestUploadUrl', READ, (context) => {
      const row = visibleRecord(context, idParam(context.params.id, 'Test record'))
      return attachmentUploadUrl(context, row.id)
    }),

    route.put<{ id: string; stamp: string }>(
      '/fake-storage/attachments/:id/:stamp',
      { public: true, bodyLimit: ATTACHMENT_FILE_LIMIT },
      storeAttachment,
    ),

    route.get<{ id: string }>('/v2/TestRecords/:id', READ, (context) =>
      presentTestRecord(
        context.backend.db,
        visibleRecord(context, idParam(context.params.id, 'Test record')),
      ),
    ),

    route.delete<{ id: string }>('/v2/TestRecords/:id', READ, async (context) => {
      const row = visibleRecord(context, idParam(context.params.id, 'Test record'))
      if (row.deleted) return undefined
      await context.backend.db.testRecords.update(row.id, (draft) => {
        draft.deleted = true
        draft.annotation = 'Deleted'
      })
      await recordChange(context, {
        recordKind: 'testRecord',
        recordId: row.id,
        action: 'deleted',
        field: 'annotation',
        before: row.annotation,
        after: 'Deleted',
      })
      return undefined
    }),

    route.patch<{ id: string }>('/v2/TestRecords/:id/annotation', READ, async (context) => {
      const row = visibleRecord(context, idParam(context.params.id, 'Test record'))
      const annotation = await context.body<unknown>()
      if (typeof annotation !== 'string' || !RECORD_TYPES.includes(annotation as RecordType)) {
        throw fieldError('annotation', 'validation.oneOf', 'Choose one of the record types.')
      }
      if (annotation === 'Deleted') {
        throw fieldError(
          'annotation',
          'validation.oneOf',
          'Delete the record instead of annotating it as deleted.',
        )
      }
      if (row.result === 'Negative') {
        throw new HttpError(409, {
          message: 'A negative record can only be deleted, not annotated.',
        })
      }
      const updated = await context.backend.db.testRecords.update(row.id, (draft) => {
        draft.annotation = annotation as RecordType
      })
      await recordChange(context, {
        recordKind: 'testRecord',
        recordId: row.id,
        action: 'annotationChanged',
        field: 'annotation',
        before: row.annotation,
        after: annotation,
      })
      return presentTestRecord(context.backend.db, updated!)
    }),

    route.patch<{ id: string }>('/v2/TestRecords/:id/comment', READ, async (context) => {
      const row = visibleRecord(context, idParam(context.params.id, 'Test record'))
      const body = await context.body<{ id?: unknown; comments?: unknown; revision?: unknown }>()
      const comments = commentOf(body)
      requireRevision(revisionOf(row), body?.revision, `Test record ${row.id}`)
      const updated = await context.backend.db.testRecords.update(row.id, (draft) => {
        draft.comments = comments
      })
      await recordChange(context, {
        recordKind: 'testRecord',
        recordId: row.id,
        action: 'commentChanged',
        field: 'comments',
        before: row.comments,
        after: comments,
      })
      return presentTestRecord(context.backend.db, updated!)
    }),

    route.get<{ id: string }>('/v2/TestRecords/:id/history', READ, (context) => {
      const row = visibleRecord(context, idParam(context.params.id, 'Test record'))
      return historyPage(context, [row.id], null)
    }),

    route.post<{ id: string }>('/v2/TestRecords/:id/restore', RESTORE, async (context) => {
      const row = visibleRecord(context, idParam(context.params.id, 'Test record'))
      if (!row.deleted) {
        throw new HttpError(409, { message: `Test record ${row.id} is not deleted.` })
      }
      const db = context.backend.db
      const annotation = (annotationBeforeDeletion(db, row.id) ?? 'Original') as RecordType
      const updated = await db.testRecords.update(row.id, (draft) => {
        draft.deleted = false
        draft.annotation = annotation
      })
      await recordChange(context, {
        recordKind: 'testRecord',
        recordId: row.id,
        action: 'restored',
        field: 'annotation',
        before: 'Deleted',
        after: annotation,
      })
      return presentTestRecord(db, updated!)
    }),

    route.get('/v2/GroupedTestRecords', READ, (context) => {
      const db = context.backend.db
      return listRows(db.groupedTestRecords, {
        ...groupSelection(context),
        paging: readPaging(context.query),
        map: (group) => presentGroup(db, group)!,
      })
    }),

    // Before /:id, as for test records.
    ...exportRoutes(route, '/v2/GroupedTestRecords', 'control-records', groupExportOf),

    route.post('/v2/GroupedTestRecords', UPLOAD, (context) => uploadGroup(context, false)),

    route.post('/v2/GroupedTestRecords/anonymous', { public: true }, (context) =>
      uploadGroup(context, true),
    ),

    route.get<{ id: string }>('/v2/GroupedTestRecords/:id', READ, (context) =>
      presentGroup(context.backend.db, visibleGroup(context)),
    ),

    route.post<{ id: string }>('/v2/GroupedTestRecords/:id/comment', READ, async (context) => {
      const group = visibleGroup(context)
      const db = context.backend.db
      const body = await context.body<{ comments?: unknown; revision?: unknown }>()
      const comments = commentOf(body)
      requireRevision(revisionOf(group), body?.revision, `Control record ${group.id}`)
      const updated = await db.groupedTestRecords.update(group.id, (draft) => {
        draft.comments = comments
      })
      await recordChange(context, {
        recordKind: 'groupedTestRecord',
        recordId: group.id,
        action: 'commentChanged',
        field: 'comments',
        before: group.comments,
        after: comments,
      })
      return Response.json(presentGroup(db, updated!))
    }),

    route.get<{ id: string }>('/v2/GroupedTestRecords/:id/history', READ, (context) => {
      const group = visibleGroup(context)
      return historyPage(context, group.testRecordIds, group.id)
    }),
  ]
}
