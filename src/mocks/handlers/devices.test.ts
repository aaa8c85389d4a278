/**
 * Device health and reader firmware as the personas call them: the per-status lists with their
 * derived flags, scope, details and history, recording a verification, the firmware lists with
 * semantic-version order, the version rules, and the upload URL with the fake storage behind it.
 */
import { describe, expect, it } from 'vitest'
import type {
  ApiErrorBody,
  DeviceHealthRow,
  DeviceVerification,
  Firmware,
  UploadUrl,
} from '@/api/types'
import { compareVersionText } from '@/domain/semver'
import type { DeviceVerificationRow } from '../db/rows'
import { UPLOAD_URL_SECONDS } from '../http/storage'
import { healthFlags } from './devices'
import { byText, codeOn, useFakeApi } from '../../../tests/helpers/fake-api'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db

const list = <T>(path: string, as = 'admin') => fake.list<T>(path, as)

const PERSONA_SITE = 1
const FREE_CUSTOMER = 4
const ALL = 'page=1&pageSize=99999'

/** A firmware file's upload URL, as RequestUploadUrl signs it for the admin. */
async function uploadUrlOf(type: string, id: number): Promise<string> {
  const answer = await call<UploadUrl>(
    'admin',
    'GET',
    `/v2/Firmware/${type}/${id}/RequestUploadUrl`,
  )
  expect(answer.status).toBe(200)
  return answer.body.url
}

/** `url` with a signature and an expiry (http/storage.ts), and nothing else. */
const signedUrlOf = (url: string) =>
  new RegExp(`^${url.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}\\?se=\\d+&sig=[\\w-]{43}$`)

const rowsWith = (status: string) =>
  db()
    .deviceVerifications.all()
    .filter((row) => row.status === status)

/** The rule the row flags follow, written out: null unmeasured, true on any failed mark. */
function expectedFlags(stored: DeviceVerificationRow) {
  const flag = (marks: Array<boolean | null>) =>
    marks.every((mark) => mark === null) ? null : marks.includes(false)
  return {
    temperatureFailed: flag([stored.temperature.passed]),
    calibrationFailed: flag(stored.substances.map((line) => line.ratioMeasuredPassed)),
    lightIntensityFailed: flag(stored.substances.map((line) => line.lineIntensityPassed)),
  }
}

describe('healthFlags', () => {
  const line = (ratio: boolean | null, intensity: boolean | null) => ({
    ratioMeasured: 1,
    ratioMeasuredPassed: ratio,
    lineIntensity: 600_000,
    lineIntensityPassed: intensity,
  })
  const temperature = (passed: boolean | null) => ({ actual: 40, expected: 40, passed })

  it('is null for a check never measured: no lines, or no mark on any line', () => {
    expect(healthFlags({ temperature: temperature(null), substances: [] })).toEqual({
      temperatureFailed: null,
      calibrationFailed: null,
      lightIntensityFailed: null,
    })
    expect(
      healthFlags({
        temperature: temperature(true),
        substances: [line(null, true), line(null, null)],
      }),
    ).toEqual({ temperatureFailed: false, calibrationFailed: null, lightIntensityFailed: false })
  })

  it('is true when any line failed, false when the measured ones passed', () => {
    expect(
      healthFlags({
        temperature: temperature(false),
        substances: [line(true, null), line(false, true)],
      }),
    ).toEqual({ temperatureFailed: true, calibrationFailed: true, lightIntensityFailed: false })
  })
})

describe('device health lists', () => {
  it.each(['completed', 'failed', 'outstanding'])(
    'lists the %s verifications as { data, meta }',
    async (status) => {
      const body = await list<DeviceHealthRow>(`/v2/DeviceHealth/${status}?${ALL}`)
      expect(body.meta).toEqual({ currentPage: 1, total: rowsWith(status).length, perPage: 99999 })
      for (const row of body.data) {
        const stored = db().deviceVerifications.get(row.id)!
        expect(row).toEqual({
          id: stored.id,
          testDate: stored.lastVerificationDate,
          siteName: db().sites.get(stored.siteId)!.name,
          readerSerialNumber: stored.readerSerialNumber,
          testSinceLastVerification: stored.testsSinceLastVerification,
          ...expectedFlags(stored),
        })
      }
    },
  )

  it('flags the never-verified readers as not measured', async () => {
    const body = await list<DeviceHealthRow>(`/v2/DeviceHealth/outstanding?${ALL}`)
    const never = body.data.filter((row) => row.testDate.startsWith('1900'))
    expect(never.length).toBeGreaterThan(0)
    for (const row of never) {
      expect([row.temperatureFailed, row.calibrationFailed, row.lightIntensityFailed]).toEqual([
        null,
        null,
        null,
      ])
    }
  })

  it('shows every combination of the three flags across the lists', async () => {
    const seen = new Set<string>()
    for (const status of ['completed', 'failed', 'outstanding']) {
      for (const row of (await list<DeviceHealthRow>(`/v2/DeviceHealth/${status}?${ALL}`)).data) {
        seen.add(
          JSON.stringify([row.temperatureFailed, row.calibrationFailed, row.lightIntensityFailed]),
        )
      }
    }
    expect(seen.size).toBe(27)
  })

  it('flags what failed on every failed verification', async () => {
    const body = await list<DeviceHealthRow>(`/v2/DeviceHealth/failed?${ALL}`)
    expect(body.data.length).toBeGreaterThan(0)
    for (const row of body.data) {
      expect(row.temperatureFailed || row.calibrationFailed || row.lightIntensityFailed).toBe(true)
    }
  })

  it('sorts by test date, newest first, by default; page N is the sorted list cut at N', async () => {
    const whole = await list<DeviceHealthRow>(`/v2/DeviceHealth/completed?${ALL}`)
    const dates = whole.data.map((row) => row.testDate)
    expect(dates).toEqual([...dates].sort().reverse())
    const page = await list<DeviceHealthRow>('/v2/DeviceHealth/completed?page=2&pageSize=5')
    expect(page.data).toEqual(whole.data.slice(5, 10))
    expect(await list('/v2/DeviceHealth/completed?page=0&pageSize=5')).toEqual(
      await list('/v2/DeviceHealth/completed?page=1&pageSize=5'),
    )
  })

  it.each([
    ['siteName_asc', (a: DeviceHealthRow, b: DeviceHealthRow) => byText(a.siteName, b.siteName)],
    ['siteName_desc', (a: DeviceHealthRow, b: DeviceHealthRow) => byText(b.siteName, a.siteName)],
    [
      'readerSerialNumber_asc',
      (a: DeviceHealthRow, b: DeviceHealthRow) =>
        byText(a.readerSerialNumber, b.readerSerialNumber),
    ],
    [
      'testSinceLastVerification_desc',
      (a: DeviceHealthRow, b: DeviceHealthRow) =>
        b.testSinceLastVerification - a.testSinceLastVerification,
    ],
    [
      'testDate_asc',
      (a: DeviceHealthRow, b: DeviceHealthRow) => a.testDate.localeCompare(b.testDate),
    ],
  ])('sorts by %s', async (order, compare) => {
    const whole = await list<DeviceHealthRow>(`/v2/DeviceHealth/failed?${ALL}&order=${order}`)
    const key = (row: DeviceHealthRow) =>
      `${row.siteName}|${row.readerSerialNumber}|${row.testSinceLastVerification}|${row.testDate}`
    expect(whole.data.map(key)).toEqual([...whole.data].sort(compare).map(key))
  })

  it('puts never-verified readers (dated 1900) last in both directions', async () => {
    for (const direction of ['asc', 'desc']) {
      const rows = (
        await list<DeviceHealthRow>(
          `/v2/DeviceHealth/outstanding?${ALL}&order=testDate_${direction}`,
        )
      ).data
      const never = rows.findIndex((row) => row.testDate.startsWith('1900'))
      expect(never).toBeGreaterThan(0)
      expect(rows.slice(never).every((row) => row.testDate.startsWith('1900'))).toBe(true)
    }
  })

  it('filters by site, customer and reader type', async () => {
    const site = await list<DeviceHealthRow>(
      `/v2/DeviceHealth/completed?${ALL}&siteId=${PERSONA_SITE}`,
    )
    const siteName = db().sites.get(PERSONA_SITE)!.name
    expect(site.data.every((row) => row.siteName === siteName)).toBe(true)
    const customer = await list<DeviceHealthRow>(
      `/v2/DeviceHealth/completed?${ALL}&customerId=${FREE_CUSTOMER}`,
    )
    expect(customer.meta.total).toBe(
      rowsWith('completed').filter(
        (row) => db().sites.get(row.siteId)!.customerId === FREE_CUSTOMER,
      ).length,
    )
    const trucks = await list<DeviceHealthRow>(
      `/v2/DeviceHealth/completed?${ALL}&readerType=TruckReader`,
    )
    expect(trucks.meta.total).toBe(
      rowsWith('completed').filter((row) => row.readerType === 'TruckReader').length,
    )
    const unknown = await call<ApiErrorBody>(
      'admin',
      'GET',
      '/v2/DeviceHealth/completed?readerType=Toaster',
    )
    expect(unknown.status).toBe(400)
    expect(codeOn(unknown.body, 'readerType')).toBe('validation.oneOf')
  })

  it('limits each caller to their scope', async () => {
    const siteAdmin = await list<DeviceHealthRow>(`/v2/DeviceHealth/completed?${ALL}`, 'site.admin')
    const expected = rowsWith('completed').filter((row) => row.siteId === PERSONA_SITE)
    expect(siteAdmin.data.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort())
    const refused = await call(
      'customer.admin',
      'GET',
      `/v2/DeviceHealth/completed?customerId=${FREE_CUSTOMER}`,
    )
    expect(refused.status).toBe(403)
  })

  it('is forbidden for operators', async () => {
    const answer = await call<ApiErrorBody>('operator', 'GET', '/v2/DeviceHealth/failed')
    expect(answer.status).toBe(403)
    expect(answer.body.message).toMatch(/device-health/)
  })
})

describe('device verification details and history', () => {
  it('answers the verification with its site, and its history', async () => {
    const stored = db()
      .deviceVerifications.all()
      .find((row) => row.previousVerifications.length > 1)!
    const answer = await call<DeviceVerification>('admin', 'GET', `/v2/DeviceHealth/${stored.id}`)
    expect(answer.status).toBe(200)
    const { siteId, status: _status, ...rest } = stored
    expect(answer.body).toEqual({
      ...rest,
      site: { id: siteId, name: db().sites.get(siteId)!.name },
    })
    const history = await call('admin', 'GET', `/v2/DeviceHealth/${stored.id}/history`)
    expect(history.status).toBe(200)
    expect(history.body).toEqual(stored.previousVerifications)
  })

  it('is a 404 for an unknown id or a reader out of scope', async () => {
    expect((await call('admin', 'GET', '/v2/DeviceHealth/99999')).status).toBe(404)
    expect((await call('admin', 'GET', '/v2/DeviceHealth/99999/history')).status).toBe(404)
    const foreign = db()
      .deviceVerifications.all()
      .find((row) => row.siteId !== PERSONA_SITE)!
    expect((await call('site.admin', 'GET', `/v2/DeviceHealth/${foreign.id}`)).status).toBe(404)
    expect((await call('site.admin', 'GET', `/v2/DeviceHealth/${foreign.id}/history`)).status).toBe(
      404,
    )
  })
})

describe('POST /v2/DeviceHealth', () => {
  const passing = {
    temperature: { actual: 40.4, expected: 40 },
    substances: [
      { ratioMeasured: 1.02, lineIntensity: 560_000 },
      { ratioMeasured: 0.95, lineIntensity: 610_000 },
    ],
    comment: 'Routine check.',
  }

  it('records a passing verification: completed, counters reset, history grows', async () => {
    const device = db()
      .deviceVerifications.all()
      .find((row) => row.siteId === PERSONA_SITE && row.status !== 'completed')!
    const historyBefore = device.previousVerifications.length
    const answer = await call<DeviceVerification>('site.admin', 'POST', '/v2/DeviceHealth', {
      ...passing,
      readerSerialNumber: device.readerSerialNumber,
      siteId: PERSONA_SITE,
      softwareVersion: '9.9.9',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({
      id: device.id,
      readerType: device.readerType,
      softwareVersion: '9.9.9',
      latestUser: 'site.admin',
      testsSinceLastVerification: 0,
      daysSinceLastVerification: 0,
      additionalComments: 'Routine check.',
      temperature: { actual: 40.4, expected: 40, passed: true },
      substances: [
        {
          ratioMeasured: 1.02,
          ratioMeasuredPassed: true,
          lineIntensity: 560_000,
          lineIntensityPassed: true,
        },
        {
          ratioMeasured: 0.95,
          ratioMeasuredPassed: true,
          lineIntensity: 610_000,
          lineIntensityPassed: true,
        },
      ],
    })
    expect(answer.body.previousVerifications).toHaveLength(historyBefore + 1)
    expect(answer.body.previousVerifications[0]).toEqual({
      date: answer.body.lastVerificationDate,
      calibrated: true,
      intensity: true,
      temperature: true,
    })
    expect(answer.body.previousVerifications.slice(1)).toEqual(device.previousVerifications)
    const completed = await list<DeviceHealthRow>(`/v2/DeviceHealth/completed?${ALL}`)
    expect(completed.data[0]?.id).toBe(device.id)
  })

  it('fails a verification out of limits and lists it as failed with the reason', async () => {
    const device = db()
      .deviceVerifications.all()
      .find((row) => row.siteId === PERSONA_SITE && row.status === 'completed')!
    const answer = await call<DeviceVerification>('admin', 'POST', '/v2/DeviceHealth', {
      readerSerialNumber: device.readerSerialNumber,
      siteId: PERSONA_SITE,
      temperature: { actual: 42.5, expected: 40 },
      substances: [{ ratioMeasured: 1.15, lineIntensity: 480_000 }],
    })
    expect(answer.status).toBe(201)
    const failed = await list<DeviceHealthRow>(`/v2/DeviceHealth/failed?${ALL}`)
    expect(failed.data.find((row) => row.id === device.id)).toMatchObject({
      temperatureFailed: true,
      calibrationFailed: true,
      lightIntensityFailed: true,
    })
  })

  it('registers a reader it has not seen, which needs its reader type', async () => {
    const body = { ...passing, readerSerialNumber: 'DR-NEW-0001', siteId: PERSONA_SITE }
    const missingType = await call<ApiErrorBody>('admin', 'POST', '/v2/DeviceHealth', body)
    expect(missingType.status).toBe(400)
    expect(codeOn(missingType.body, 'readerType')).toBe('validation.required')
    const answer = await call<DeviceVerification>('admin', 'POST', '/v2/DeviceHealth', {
      ...body,
      readerType: 'DesktopReader',
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      readerSerialNumber: 'DR-NEW-0001',
      site: { id: PERSONA_SITE },
    })
    expect(answer.body.previousVerifications).toHaveLength(1)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no serial number', { readerSerialNumber: ' ' }, 'readerSerialNumber', 'validation.blank'],
    ['no site', { siteId: undefined }, 'siteId', 'validation.required'],
    [
      'no temperature',
      { temperature: { expected: 40 } },
      'temperature.actual',
      'validation.required',
    ],
    ['no measurements', { substances: [] }, 'substances', 'validation.required'],
    [
      'a non-numeric ratio',
      { substances: [{ ratioMeasured: 'high', lineIntensity: 1 }] },
      'substances[0].ratioMeasured',
      'validation.number',
    ],
    ['an unknown reader type', { readerType: 'Toaster' }, 'readerType', 'validation.oneOf'],
    ['a site out of scope', { siteId: 2 }, 'siteId', 'validation.oneOf'],
  ])('refuses %s', async (_name, overrides, field, code) => {
    const answer = await call<ApiErrorBody>('site.admin', 'POST', '/v2/DeviceHealth', {
      ...passing,
      readerSerialNumber: 'DR-ANY-0001',
      readerType: 'DesktopReader',
      siteId: PERSONA_SITE,
      ...overrides,
    })
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, field), JSON.stringify(answer.body)).toBe(code)
  })

  it('refuses a reader registered to another customer', async () => {
    const foreign = db()
      .deviceVerifications.all()
      .find((row) => db().sites.get(row.siteId)!.customerId === FREE_CUSTOMER)!
    const answer = await call<ApiErrorBody>('site.admin', 'POST', '/v2/DeviceHealth', {
      ...passing,
      readerSerialNumber: foreign.readerSerialNumber,
      siteId: PERSONA_SITE,
    })
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, 'readerSerialNumber')).toBe('validation.invalid')
  })
})

describe('firmware lists', () => {
  it('lists one reader type, newest upload first, 10 per page', async () => {
    const body = await list<Firmware>('/v2/Firmware/desktop-reader')
    const stored = db()
      .firmware.all()
      .filter((row) => row.type === 'desktop-reader')
    expect(body.meta).toEqual({ currentPage: 1, total: stored.length, perPage: 10 })
    const created = body.data.map((row) => row.created)
    expect(created).toEqual([...created].sort().reverse())
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      version: expect.any(String),
      description: expect.any(String),
      url: expect.toSatisfy((url: unknown) => url === null || typeof url === 'string'),
      errorMessage: expect.toSatisfy(
        (message: unknown) => message === null || typeof message === 'string',
      ),
      created: expect.any(String),
    })
  })

  it('sorts versions by semantic-version precedence, not as text', async () => {
    // Text order would put 90.10.0 before 90.9.0 and 100.0.0 before 100.0.0-rc.1.
    for (const version of ['90.9.0', '90.10.0', '100.0.0-rc.1', '100.0.0']) {
      const answer = await call('admin', 'POST', '/v2/Firmware/truck-reader', { version })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    }
    for (const direction of ['asc', 'desc']) {
      const whole = await list<Firmware>(
        `/v2/Firmware/truck-reader?order=version_${direction}&pageSize=100`,
      )
      const versions = whole.data.map((row) => row.version)
      const sorted = [...versions].sort(compareVersionText)
      expect(versions).toEqual(direction === 'asc' ? sorted : sorted.reverse())
      const top = direction === 'asc' ? versions.slice(-4) : versions.slice(0, 4).reverse()
      expect(top).toEqual(['90.9.0', '90.10.0', '100.0.0-rc.1', '100.0.0'])
      const page = await list<Firmware>(
        `/v2/Firmware/truck-reader?order=version_${direction}&page=2&pageSize=3`,
      )
      expect(page.data).toEqual(whole.data.slice(3, 6))
    }
  })

  it('answers the latest (highest) version of a type', async () => {
    const stored = db()
      .firmware.all()
      .filter((row) => row.type === 'portable-reader-connect')
    const highest = stored
      .map((row) => row.version)
      .sort(compareVersionText)
      .at(-1)
    const answer = await call<Firmware>(
      'operator',
      'GET',
      '/v2/Firmware/portable-reader-connect/latest',
    )
    // Operators have no firmware permission.
    expect(answer.status).toBe(403)
    const latest = await call<Firmware>(
      'admin',
      'GET',
      '/v2/Firmware/portable-reader-connect/latest',
    )
    expect(latest.body.version).toBe(highest)
  })

  it('is a 404 for an unknown reader type or id, or an id of another type', async () => {
    expect((await call('admin', 'GET', '/v2/Firmware/toaster')).status).toBe(404)
    expect((await call('admin', 'GET', '/v2/Firmware/toaster/latest')).status).toBe(404)
    expect((await call('admin', 'GET', '/v2/Firmware/desktop-reader/99999')).status).toBe(404)
    const desktop = db()
      .firmware.all()
      .find((row) => row.type === 'desktop-reader')!
    expect((await call('admin', 'GET', `/v2/Firmware/desktop-reader/${desktop.id}`)).status).toBe(
      200,
    )
    expect((await call('admin', 'GET', `/v2/Firmware/truck-reader/${desktop.id}`)).status).toBe(404)
  })

  it('keeps firmware from customer staff', async () => {
    const read = await call<ApiErrorBody>('customer.admin', 'GET', '/v2/Firmware/desktop-reader')
    expect(read.status).toBe(403)
    expect(read.body.message).toMatch(/desktop-versioning:read/)
    const write = await call('customer.admin', 'POST', '/v2/Firmware/desktop-reader', {
      version: '99.0.0',
    })
    expect(write.status).toBe(403)
    const desktop = db()
      .firmware.all()
      .find((row) => row.type === 'desktop-reader')!
    expect(
      (await call('customer.admin', 'DELETE', `/v2/Firmware/desktop-reader/${desktop.id}`)).status,
    ).toBe(403)
  })
})

describe('firmware create and upload', () => {
  const latestOf = (type: string) =>
    db()
      .firmware.all()
      .filter((row) => row.type === type)
      .map((row) => row.version)
      .sort(compareVersionText)
      .at(-1)!

  it.each<[string, Record<string, unknown>, string]>([
    ['no version', { description: 'x' }, 'validation.required'],
    ['a version that is not semantic', { version: '1.2' }, 'readerFirmware.invalidVersionError'],
    ['a version with a leading v', { version: 'v9.0.0' }, 'readerFirmware.invalidVersionError'],
    [
      'a version lower than the latest',
      { version: '0.0.1' },
      'readerFirmware.versionNumberLowError',
    ],
  ])('refuses %s', async (_name, body, code) => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/Firmware/desktop-reader', body)
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, 'version')).toBe(code)
  })

  it('refuses a pre-release of the latest version (it precedes it)', async () => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/Firmware/desktop-reader', {
      version: `${latestOf('desktop-reader')}-rc.1`,
    })
    expect(codeOn(answer.body, 'version')).toBe('readerFirmware.versionNumberLowError')
  })

  it('creates a record, hands out an upload URL, and the storage takes a zip', async () => {
    const [major] = latestOf('desktop-reader').split('.')
    const version = `${Number(major) + 1}.0.0`
    const created = await call<Firmware>('admin', 'POST', '/v2/Firmware/desktop-reader', {
      version,
      description: 'New line detection.',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      version,
      description: 'New line detection.',
      url: null,
      errorMessage: null,
    })

    const upload = await call<UploadUrl>(
      'admin',
      'GET',
      `/v2/Firmware/desktop-reader/${created.body.id}/RequestUploadUrl`,
    )
    expect(upload.status).toBe(200)
    const storageUrl = `${fake.api.base}/fake-storage/firmware/desktop-reader/${created.body.id}.zip`
    expect(upload.body).toEqual({
      method: 'PUT',
      url: expect.stringMatching(signedUrlOf(storageUrl)),
      headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
    })

    // No bearer token: the storage trusts the URL.
    const stored = await fetch(upload.body.url, {
      method: upload.body.method,
      headers: upload.body.headers,
      body: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    })
    expect(stored.status).toBe(201)
    const after = await call<Firmware>(
      'admin',
      'GET',
      `/v2/Firmware/desktop-reader/${created.body.id}`,
    )
    // The file's address, without the signature that let it be stored.
    expect(after.body.url).toBe(storageUrl)
    expect(
      (await call<Firmware>('admin', 'GET', '/v2/Firmware/desktop-reader/latest')).body.id,
    ).toBe(created.body.id)

    // The same version again is not lower than the latest.
    expect((await call('admin', 'POST', '/v2/Firmware/desktop-reader', { version })).status).toBe(
      201,
    )
  })

  it('takes a missing or null description as empty', async () => {
    const answer = await call<Firmware>('admin', 'POST', '/v2/Firmware/portable-reader-connect', {
      version: '98.0.0',
      description: null,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.description).toBe('')
  })

  it('accepts application/x-zip-compressed too', async () => {
    const created = await call<Firmware>('admin', 'POST', '/v2/Firmware/truck-reader', {
      version: '100.0.1',
    })
    const response = await fetch(await uploadUrlOf('truck-reader', created.body.id), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-zip-compressed', 'x-ms-blob-type': 'BlockBlob' },
      body: new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
    })
    expect(response.status).toBe(201)
  })

  it('refuses a file that is not a zip; the client then deletes the record (rollback)', async () => {
    const created = await call<Firmware>('admin', 'POST', '/v2/Firmware/portable-reader-connect', {
      version: '99.1.0',
    })
    const url = await uploadUrlOf('portable-reader-connect', created.body.id)
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain', 'x-ms-blob-type': 'BlockBlob' },
      body: 'not a zip',
    })
    expect(response.status).toBe(400)
    const error = (await response.json()) as ApiErrorBody
    expect(codeOn(error, 'file')).toBe('readerFirmware.invalidFileError')
    expect(db().firmware.get(created.body.id)?.url).toBeNull()

    expect(
      (await call('admin', 'DELETE', `/v2/Firmware/portable-reader-connect/${created.body.id}`))
        .status,
    ).toBe(204)
    expect(
      (await call('admin', 'GET', `/v2/Firmware/portable-reader-connect/${created.body.id}`))
        .status,
    ).toBe(404)
  })

  it('refuses an empty file, and an upload the API signed for another file', async () => {
    const created = await call<Firmware>('admin', 'POST', '/v2/Firmware/portable-reader-connect', {
      version: '99.2.0',
    })
    const signed = await uploadUrlOf('portable-reader-connect', created.body.id)
    const put = (url: string, body: BodyInit) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
        body,
      })
    expect((await put(signed, new Uint8Array())).status).toBe(400)
    // The signature is over the path: another file's (or an unknown one's) is refused.
    const { search } = new URL(signed)
    for (const path of [
      'portable-reader-connect/99999.zip',
      `truck-reader/${created.body.id}.zip`,
      `toaster/${created.body.id}.zip`,
    ]) {
      const other = `${fake.api.base}/fake-storage/firmware/${path}${search}`
      expect((await put(other, new Uint8Array([1]))).status, path).toBe(403)
    }
    expect(db().firmware.get(created.body.id)?.url).toBeNull()
  })

  it('takes an upload only with a valid, unexpired signature (issue 34)', async () => {
    const created = await call<Firmware>('admin', 'POST', '/v2/Firmware/desktop-reader', {
      version: '99.3.0',
    })
    const signed = new URL(await uploadUrlOf('desktop-reader', created.body.id))
    const put = (url: URL | string) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
        body: new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
      })
    const unsigned = `${signed.origin}${signed.pathname}`
    const tampered = new URL(signed)
    tampered.searchParams.set('se', String(Number(signed.searchParams.get('se')) + 3600))
    const forged = new URL(signed)
    forged.searchParams.set('sig', 'A'.repeat(43))
    for (const url of [unsigned, `${unsigned}?se=1&sig=x`, tampered, forged]) {
      const answer = await put(url)
      expect(answer.status, String(url)).toBe(403)
      expect(((await answer.json()) as ApiErrorBody).message).toMatch(/signature/)
    }
    const now = fake.api.backend.now
    fake.api.backend.now = () => Date.now() + (UPLOAD_URL_SECONDS + 1) * 1000
    try {
      const expired = await put(signed)
      expect(expired.status).toBe(403)
      expect(((await expired.json()) as ApiErrorBody).message).toMatch(/expired/)
    } finally {
      fake.api.backend.now = now
    }
    expect(db().firmware.get(created.body.id)?.url).toBeNull()
    expect((await put(signed)).status).toBe(201)
  })

  it("takes only what the upload URL handed out, and keeps the file's size and name", async () => {
    const [major] = latestOf('truck-reader').split('.')
    const created = await call<Firmware>('admin', 'POST', '/v2/Firmware/truck-reader', {
      version: `${Number(major) + 1}.0.0`,
    })
    expect(created.status).toBe(201)
    const url = await uploadUrlOf('truck-reader', created.body.id)
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9])
    const withoutBlobType = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/zip' },
      body: zip,
    })
    expect(withoutBlobType.status).toBe(400)
    expect(((await withoutBlobType.json()) as ApiErrorBody).message).toContain('BlockBlob')
    for (const method of ['POST', 'PATCH', 'DELETE', 'GET']) {
      const other = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
        body: method === 'GET' ? undefined : zip,
      })
      expect(other.status, method).toBe(405)
    }
    expect(db().firmware.get(created.body.id)?.url).toBeNull()

    const stored = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
      body: zip,
    })
    expect(stored.status).toBe(201)
    expect(db().firmware.get(created.body.id)).toMatchObject({
      url: url.slice(0, url.indexOf('?')),
      fileName: `${created.body.id}.zip`,
      fileSize: 6,
    })
  })

  it('hands out upload URLs to firmware writers only', async () => {
    const desktop = db()
      .firmware.all()
      .find((row) => row.type === 'desktop-reader')!
    const answer = await call(
      'customer.admin',
      'GET',
      `/v2/Firmware/desktop-reader/${desktop.id}/RequestUploadUrl`,
    )
    expect(answer.status).toBe(403)
  })
})
