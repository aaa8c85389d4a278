/**
 * Readers (ADMIN-7.10, ADMIN-7.11): device health (verification lists per status, details, history,
 * and recording a verification) and reader firmware per reader type, with the fake storage the
 * firmware upload sends its file to. Device health follows the caller's scope; firmware is global.
 */
import { array, mixed, number, object, string, type InferType } from 'yup'
import type { DeviceHealthRow, DeviceVerification, Firmware, UploadUrl } from '@/api/types'
import {
  DEVICE_TYPES,
  FIRMWARE_TYPES,
  READER_TYPES,
  type FirmwareType,
  type ReaderType,
  type VerificationStatus,
} from '@/domain/enums'
import { failedFlag, isEmptyTimestamp, VERIFICATION_LIMITS } from '@/domain/device-health'
import { PERMISSIONS as P } from '@/domain/permissions'
import { compareVersionText } from '@/domain/semver'
import { FIRMWARE_KEYS, firmwareSchema, isFirmwareFileType } from '@/domain/validation/firmware'
import { requiredText } from '@/domain/validation/text'
import type { Database } from '../db/database'
import type { DeviceVerificationRow, FirmwareRow } from '../db/rows'
import type { Row } from '../db/table'
import { fieldError, HttpError, notFound } from '../http/errors'
import { listRows, readOrder, readPaging, type Order, type SortFields } from '../http/list'
import { found, idParam, type RouteContext, type Route, type Router } from '../http/router'
import { requireFiltersInScope, seesSite } from '../http/scope'
import { validateBody } from '../http/validate'
import { created, readId, readList, readObjectBody } from '../http/request'
import { FIRMWARE_FILE_LIMIT } from '../http/limits'
import { signedUploadUrl } from '../http/storage'

const DEVICE_HEALTH = { any: [P.DEVICE_HEALTH] }
const FIRMWARE_READ = { any: [P.DESKTOP_VERSIONING_READ, P.DESKTOP_VERSIONING_WRITE] }
const FIRMWARE_WRITE = { any: [P.DESKTOP_VERSIONING_WRITE] }

const serverTime = (context: RouteContext) => new Date(context.backend.now()).toISOString()

// ---------------------------------------------------------------- device health

/** Dates at or before 1900 mean "never" (ADMIN-4.12). */
const isRealDate = (iso: string) => !isEmptyTimestamp(iso)

function deviceHealthSort(db: Database): SortFields<DeviceVerificationRow> {
  return {
    testDate: (row) => (isRealDate(row.lastVerificationDate) ? row.lastVerificationDate : null),
    siteName: (row) => db.sites.get(row.siteId)?.name ?? null,
    readerSerialNumber: (row) => row.readerSerialNumber,
    testSinceLastVerification: (row) => row.testsSinceLastVerification,
  }
}

/**
 * A list row's three flags (ADMIN-3.10, ADMIN-4.11): true failed, false passed, null not measured
 * (never verified, or no pass mark on any line).
 */
export function healthFlags(
  row: Pick<DeviceVerificationRow, 'temperature' | 'substances'>,
): Pick<DeviceHealthRow, 'temperatureFailed' | 'calibrationFailed' | 'lightIntensityFailed'> {
  return {
    temperatureFailed: failedFlag([row.temperature.passed]),
    calibrationFailed: failedFlag(row.substances.map((line) => line.ratioMeasuredPassed)),
    lightIntensityFailed: failedFlag(row.substances.map((line) => line.lineIntensityPassed)),
  }
}

function presentHealthRow(db: Database, row: DeviceVerificationRow): DeviceHealthRow {
  return {
    id: row.id,
    testDate: row.lastVerificationDate,
    siteName: db.sites.get(row.siteId)?.name ?? '',
    readerSerialNumber: row.readerSerialNumber,
    testSinceLastVerification: row.testsSinceLastVerification,
    ...healthFlags(row),
  }
}

function presentVerification(db: Database, row: DeviceVerificationRow & Row): DeviceVerification {
  // The row's revision is the table's own bookkeeping: a verification is never edited, only
  // recorded anew, so the answer has none (DeviceVerification).
  const { siteId, status: _status, revision: _revision, ...verification } = row
  return {
    ...verification,
    site: { id: siteId, name: db.sites.get(siteId)?.name ?? '' },
    temperature: { ...row.temperature },
    substances: row.substances.map((line) => ({ ...line })),
    previousVerifications: row.previousVerifications.map((entry) => ({ ...entry })),
  }
}

function visibleVerification(context: RouteContext<{ id: string }>): DeviceVerificationRow {
  const id = idParam(context.params.id, 'Device verification')
  const row = context.backend.db.deviceVerifications.get(id)
  return found(
    row && seesSite(context.scope, row.siteId) ? row : undefined,
    'Device verification',
    id,
  )
}

function listVerifications(context: RouteContext, status: VerificationStatus) {
  const { query, scope, backend } = context
  const { db } = backend
  const customerId = readId(query, 'customerId')
  const siteId = readId(query, 'siteId')
  requireFiltersInScope(scope, { customerId, siteId }, 'devices')
  const readerTypes = readList(query, 'readerType')
  const unknown = readerTypes.find((type) => !(DEVICE_TYPES as readonly string[]).includes(type))
  if (unknown !== undefined) {
    throw fieldError('readerType', 'validation.oneOf', `Unknown reader type “${unknown}”.`)
  }
  const wantedTypes = readerTypes.length > 0 ? new Set<string>(readerTypes) : null
  return listRows(db.deviceVerifications, {
    where: (row) =>
      row.status === status &&
      seesSite(scope, row.siteId) &&
      (siteId === null || row.siteId === siteId) &&
      (customerId === null || db.sites.get(row.siteId)?.customerId === customerId) &&
      (wantedTypes === null || wantedTypes.has(row.readerType)),
    order: readOrder(query, deviceHealthSort(db), 'testDate_desc'),
    paging: readPaging(query),
    map: (row) => presentHealthRow(db, row),
    dependsOn: [db.sites],
  })
}

/**
 * What a reader sends after running the verification kit: its measurements. The server judges
 * them against VERIFICATION_LIMITS, as it decides the status the lists are split by.
 */
export const verificationCommandSchema = object({
  readerSerialNumber: requiredText(),
  /** Needed only for a reader the service has not seen before. */
  readerType: mixed<ReaderType>().oneOf([...READER_TYPES], 'validation.oneOf'),
  siteId: number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.integer'),
  softwareVersion: string().nullable(),
  temperature: object({
    actual: number().typeError('validation.number').required('validation.required'),
    expected: number().typeError('validation.number').required('validation.required'),
  }),
  substances: array()
    .of(
      object({
        ratioMeasured: number()
          .typeError('validation.number')
          .required('validation.required')
          .min(0, 'validation.min'),
        lineIntensity: number()
          .typeError('validation.number')
          .required('validation.required')
          .min(0, 'validation.min'),
      }),
    )
    .required('validation.required')
    .min(1, 'validation.required'),
  comment: string().nullable().max(3000, 'validation.maxLength').default(''),
})

export type VerificationCommand = InferType<typeof verificationCommandSchema>

/** The verification as stored: each measurement judged, the status and the history entry. */
export function judgeVerification(command: VerificationCommand) {
  const limits = VERIFICATION_LIMITS
  const temperaturePassed =
    Math.abs(command.temperature.actual - command.temperature.expected) <=
    limits.temperatureTolerance + 1e-9
  const substances = command.substances.map((line) => ({
    ratioMeasured: line.ratioMeasured,
    ratioMeasuredPassed:
      line.ratioMeasured >= limits.ratioMin && line.ratioMeasured <= limits.ratioMax,
    lineIntensity: line.lineIntensity,
    lineIntensityPassed: line.lineIntensity >= limits.minLineIntensity,
  }))
  const calibrated = substances.every((line) => line.ratioMeasuredPassed)
  const intensity = substances.every((line) => line.lineIntensityPassed)
  return {
    temperature: { ...command.temperature, passed: temperaturePassed },
    substances,
    status: (temperaturePassed && calibrated && intensity
      ? 'completed'
      : 'failed') as VerificationStatus,
    summary: { calibrated, intensity, temperature: temperaturePassed },
  }
}

function deviceHealthHandlers(route: Router) {
  return [
    ...(['completed', 'failed', 'outstanding'] as const).map((status) =>
      route.get(`/v2/DeviceHealth/${status}`, DEVICE_HEALTH, (context) =>
        listVerifications(context, status),
      ),
    ),

    // Literal before parameterised: /history is not an id.
    route.get<{ id: string }>('/v2/DeviceHealth/:id/history', DEVICE_HEALTH, (context) =>
      visibleVerification(context).previousVerifications.map((entry) => ({ ...entry })),
    ),

    route.get<{ id: string }>('/v2/DeviceHealth/:id', DEVICE_HEALTH, (context) =>
      presentVerification(context.backend.db, visibleVerification(context)),
    ),

    /**
     * Records a verification: the reader's row (found by serial number) takes the new results,
     * and its history gains the new entry on top (the history starts with the last verification,
     * as in the seed). A reader seen for the first time gets a row.
     */
    route.post('/v2/DeviceHealth', DEVICE_HEALTH, async (context) => {
      const { db } = context.backend
      const command = await validateBody(verificationCommandSchema, await readObjectBody(context))
      if (!db.sites.get(command.siteId) || !seesSite(context.scope, command.siteId)) {
        throw fieldError('siteId', 'validation.oneOf', `Site ${command.siteId} does not exist.`)
      }
      const serial = command.readerSerialNumber.trim()
      const existing = db.deviceVerifications
        .all()
        .find((row) => row.readerSerialNumber.toLowerCase() === serial.toLowerCase())
      if (existing && !seesSite(context.scope, existing.siteId)) {
        throw fieldError(
          'readerSerialNumber',
          'validation.invalid',
          `Reader ${serial} is registered to another customer.`,
        )
      }
      const readerType = command.readerType ?? existing?.readerType
      if (!readerType) {
        throw fieldError('readerType', 'validation.required', 'A new reader needs its reader type.')
      }
      const judged = judgeVerification(command)
      const now = serverTime(context)
      const fields = {
        siteId: command.siteId,
        status: judged.status,
        readerType,
        lastVerificationDate: now,
        softwareVersion: command.softwareVersion ?? existing?.softwareVersion ?? '',
        latestUser: context.actor.username,
        testsSinceLastVerification: 0,
        daysSinceLastVerification: 0,
        additionalComments: command.comment ?? '',
        temperature: judged.temperature,
        substances: judged.substances,
        previousVerifications: [
          { date: now, ...judged.summary },
          ...(existing?.previousVerifications ?? []),
        ],
      }
      let row: DeviceVerificationRow
      if (existing) {
        row = (await db.deviceVerifications.update(existing.id, (draft) => {
          Object.assign(draft, fields)
        }))!
      } else {
        let lifetime = 0
        for (const record of db.testRecords.all()) {
          if (record.readerSerialNumber === serial) lifetime += 1
        }
        row = await db.deviceVerifications.insert({
          id: db.deviceVerifications.nextId(),
          readerSerialNumber: serial,
          testsInLifetime: lifetime,
          ...fields,
        })
      }
      return created(presentVerification(db, row))
    }),
  ]
}

// ---------------------------------------------------------------- firmware

function firmwareTypeParam(value: string | readonly string[] | undefined): FirmwareType {
  const text = Array.isArray(value) ? value[0] : value
  if (!(FIRMWARE_TYPES as readonly string[]).includes(String(text))) {
    throw notFound(
      `Firmware type “${String(text)}” does not exist: use ${FIRMWARE_TYPES.join(', ')}.`,
    )
  }
  return text as FirmwareType
}

const FIRMWARE_SORT: SortFields<FirmwareRow> = {
  version: (row) => row.version,
  created: (row) => row.created,
  id: (row) => row.id,
}

/** The order of a firmware list; versions compare by semantic-version precedence, not as text. */
function firmwareOrder(query: URLSearchParams): Order<FirmwareRow> {
  const order = readOrder(query, FIRMWARE_SORT, 'created_desc')
  if (!order.key.startsWith('version_')) return order
  const direction = order.key.endsWith('_desc') ? -1 : 1
  return { key: order.key, sort: (a, b) => direction * compareVersionText(a.version, b.version) }
}

const presentFirmware = (row: FirmwareRow): Firmware => ({
  id: row.id,
  version: row.version,
  description: row.description,
  url: row.url,
  errorMessage: row.errorMessage,
  created: row.created,
})

/** The highest version of a reader type (the newest upload breaks a tie). */
function latestFirmware(db: Database, type: FirmwareType): FirmwareRow | undefined {
  let latest: FirmwareRow | undefined
  for (const row of db.firmware.all()) {
    if (row.type !== type) continue
    const order = latest ? compareVersionText(row.version, latest.version) : 1
    if (!latest || order > 0 || (order === 0 && row.created >= latest.created)) latest = row
  }
  return latest
}

function firmwareOfType(db: Database, type: FirmwareType, idText: string | undefined): FirmwareRow {
  const id = idParam(idText, 'Firmware')
  const row = db.firmware.get(id)
  return found(row?.type === type ? row : undefined, 'Firmware', id)
}

const storagePath = (type: FirmwareType, id: number) => `/fake-storage/firmware/${type}/${id}.zip`

type FirmwareParams = { type: string; id: string }

const STORAGE_ROUTE = '/fake-storage/firmware/:type/:file'

/** The row an upload URL was handed out for: `{type}/{id}.zip` of an existing row of that type. */
function expectedUpload(db: Database, params: { type: string; file: string }): FirmwareRow {
  const type = firmwareTypeParam(params.type)
  const id = /^(\d+)\.zip$/.exec(params.file)?.[1]
  const row = id === undefined ? undefined : db.firmware.get(Number(id))
  if (!row || row.type !== type) throw notFound(`No upload is expected at ${params.file}.`)
  return row
}

/** The headers RequestUploadUrl handed out, as a storage service checks them. */
export function refuseUnlessHandedOut(request: Request): void {
  const blobType = request.headers.get('x-ms-blob-type')
  if (blobType !== 'BlockBlob') {
    throw new HttpError(400, {
      message: `The upload must say x-ms-blob-type: BlockBlob, as the upload URL's headers do, not “${blobType ?? 'nothing'}”.`,
    })
  }
  const contentType = request.headers.get('Content-Type')
  if (!isFirmwareFileType(contentType)) {
    throw new HttpError(400, {
      message: `The file must be a zip file (application/zip or application/x-zip-compressed), not “${contentType ?? 'none'}”.`,
      errors: [
        { field: 'file', code: FIRMWARE_KEYS.invalidFile, message: 'The file must be a zip file.' },
      ],
    })
  }
}

function firmwareHandlers(route: Router) {
  return [
    route.get<{ type: string }>(
      '/v2/Firmware/:type/latest',
      FIRMWARE_READ,
      ({ params, backend }) => {
        const type = firmwareTypeParam(params.type)
        const latest = latestFirmware(backend.db, type)
        if (!latest) throw notFound(`There is no firmware for ${type} yet.`)
        return presentFirmware(latest)
      },
    ),

    route.get<FirmwareParams>(
      '/v2/Firmware/:type/:id/RequestUploadUrl',
      FIRMWARE_WRITE,
      async ({ params, backend, publicBase, storage }) => {
        const type = firmwareTypeParam(params.type)
        const row = firmwareOfType(backend.db, type, params.id)
        return {
          method: 'PUT',
          url: await signedUploadUrl(storage, publicBase, storagePath(type, row.id), backend.now()),
          headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
        } satisfies UploadUrl
      },
    ),

    route.get<FirmwareParams>('/v2/Firmware/:type/:id', FIRMWARE_READ, ({ params, backend }) =>
      presentFirmware(firmwareOfType(backend.db, firmwareTypeParam(params.type), params.id)),
    ),

    route.delete<FirmwareParams>(
      '/v2/Firmware/:type/:id',
      FIRMWARE_WRITE,
      async ({ params, backend }) => {
        const row = firmwareOfType(backend.db, firmwareTypeParam(params.type), params.id)
        await backend.db.firmware.remove(row.id)
      },
    ),

    route.get<{ type: string }>(
      '/v2/Firmware/:type',
      FIRMWARE_READ,
      ({ params, query, backend }) => {
        const type = firmwareTypeParam(params.type)
        return listRows(backend.db.firmware, {
          where: (row) => row.type === type,
          order: firmwareOrder(query),
          paging: readPaging(query, 10),
          map: presentFirmware,
        })
      },
    ),

    /** Creates the record only; the file follows through RequestUploadUrl and the storage. */
    route.post<{ type: string }>('/v2/Firmware/:type', FIRMWARE_WRITE, async (context) => {
      const { db } = context.backend
      const type = firmwareTypeParam(context.params.type)
      const latest = latestFirmware(db, type)
      const values = await validateBody(
        firmwareSchema(latest?.version ?? null),
        await readObjectBody(context),
      )
      const row: FirmwareRow = {
        id: db.firmware.nextId(),
        type,
        version: values.version,
        description: (values.description ?? '').trim(),
        url: null,
        errorMessage: null,
        created: serverTime(context),
      }
      return created(presentFirmware(await db.firmware.insert(row)))
    }),

    /**
     * The storage service the upload URL points at. Like a real one it trusts the signed URL
     * (storage.ts: a 403 unsigned, tampered or expired), not a bearer token, and it takes only
     * what RequestUploadUrl handed out: a PUT (another method is a 405) with
     * `x-ms-blob-type: BlockBlob` and a zip content type (else 400), up to FIRMWARE_FILE_LIMIT
     * (else 413). It keeps no bytes, only records on the firmware row that the file arrived (its
     * URL, at the API's public address), its size and its name. Failing or stalling it is a
     * fault on `PUT /fake-storage/*` (dev panel, tests).
     */
    route.put<{ type: string; file: string }>(
      STORAGE_ROUTE,
      { public: true, bodyLimit: FIRMWARE_FILE_LIMIT },
      async ({ params, request, backend, bytes: readFile, publicBase, storage }) => {
        await storage.verify(request, backend.now())
        const row = expectedUpload(backend.db, params)
        refuseUnlessHandedOut(request)
        const bytes = await readFile()
        if (bytes.byteLength === 0) {
          throw new HttpError(400, {
            message: 'The file is empty.',
            errors: [
              { field: 'file', code: FIRMWARE_KEYS.invalidFile, message: 'The file is empty.' },
            ],
          })
        }
        const url = `${publicBase}${storagePath(row.type, row.id)}`
        await backend.db.firmware.update(row.id, (draft) => {
          draft.url = url
          draft.errorMessage = null
          draft.fileName = params.file
          draft.fileSize = bytes.byteLength
        })
        return new Response(null, { status: 201 })
      },
    ),
    ...(['get', 'post', 'patch', 'delete'] as const).map((method) =>
      route[method](STORAGE_ROUTE, { public: true }, () => {
        throw new HttpError(405, {
          message: `The storage takes the file by PUT only, as the upload URL says, not by ${method.toUpperCase()}.`,
        })
      }),
    ),
  ]
}

export function devicesHandlers(route: Router): Route[] {
  return [...deviceHealthHandlers(route), ...firmwareHandlers(route)]
}
