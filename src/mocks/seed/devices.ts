/**
 * Readers: the device pool of every site, reader firmware and the device verifications of
 * device health (admin.md §3). Verification counts are taken from the generated test records.
 */
import { FIRMWARE_TYPES, type FirmwareType, type ReaderType } from '@/domain/enums'
import type { DeviceVerificationRow, FirmwareRow, TestRecordRow, UserRow } from '@/mocks/db/rows'
import { READER_ORDER, type SiteProfile } from './accounts'
import { DAY, NEVER, daysBefore, iso } from './dates'
import { round, type Random } from './random'

export interface Device {
  serial: string
  readerType: ReaderType
  siteId: number
  /** Firmware version installed on the reader. */
  softwareVersion: string
}

// ---------------------------------------------------------------- firmware

export const FIRMWARE_FOR_READER: Record<ReaderType, FirmwareType> = {
  DesktopReader: 'desktop-reader',
  PortableReaderConnect: 'portable-reader-connect',
  TruckReader: 'truck-reader',
}

const FIRMWARE_NOTES = [
  'Improved incubator temperature stability at low ambient temperatures.',
  'Faster start-up and shorter self-test.',
  'Reads the new cassette QR code format.',
  'Fixes line detection on strips with faint control lines.',
  'Adds support for the 4-line beta-lactam cassette.',
  'Bluetooth pairing with the app is more reliable.',
  'Security updates and certificate renewal.',
  'Calibration routine now checks light intensity on every line.',
  'Fixes a crash when the result upload was interrupted.',
  'Lower power use while idle in the truck.',
  'Clearer error messages on the reader display.',
  'Stores up to 5,000 results while offline.',
]

const FIRST_VERSIONS: Record<FirmwareType, [number, number, number]> = {
  'desktop-reader': [2, 6, 0],
  'portable-reader-connect': [1, 2, 0],
  'truck-reader': [3, 0, 0],
}

const DOWNLOAD_BASE = 'https://downloads.rapidtest-service.eu/firmware'

export function buildFirmware(random: Random, anchor: number): FirmwareRow[] {
  const rows: FirmwareRow[] = []
  let id = 1
  for (const type of FIRMWARE_TYPES) {
    const count = random.int(6, 12)
    let [major, minor, patch] = FIRST_VERSIONS[type]
    const versions: string[] = []
    for (let i = 0; i < count; i++) {
      if (i > 0) {
        const step = random.next()
        if (step < 0.4) patch++
        else if (step < 0.93) {
          minor++
          patch = 0
        } else {
          major++
          minor = 0
          patch = 0
        }
      }
      versions.push(`${major}.${minor}.${patch}`)
    }
    // Released every one to three months, the newest a few weeks before the anchor.
    const ages: number[] = []
    let age = random.float(5, 30)
    for (let i = count - 1; i >= 0; i--) {
      ages[i] = age
      age += random.float(30, 95)
    }
    const failedIndex = type === 'desktop-reader' ? 3 : -1
    versions.forEach((version, index) => {
      const failed = index === failedIndex
      rows.push({
        id: id++,
        type,
        version,
        description: random.pick(FIRMWARE_NOTES),
        url: failed ? null : `${DOWNLOAD_BASE}/${type}/${version}/${type}-${version}.zip`,
        // One upload that never completed, as the firmware screen shows it.
        errorMessage: failed ? 'Upload failed: the file is not a valid firmware package.' : null,
        created: daysBefore(anchor, ages[index] as number),
      })
    })
  }
  return rows
}

// ---------------------------------------------------------------- devices

const SERIAL_PREFIX: Record<ReaderType, string> = {
  DesktopReader: 'DR',
  TruckReader: 'TR',
  PortableReaderConnect: 'PRC',
}

export function buildDevicePool(
  random: Random,
  profiles: readonly SiteProfile[],
  firmware: readonly FirmwareRow[],
): Device[] {
  const devices: Device[] = []
  const serials = new Set<string>()
  for (const profile of profiles) {
    profile.readers.forEach((count, order) => {
      const readerType = READER_ORDER[order] as ReaderType
      const versions = firmware
        .filter((row) => row.type === FIRMWARE_FOR_READER[readerType] && row.errorMessage === null)
        .map((row) => row.version)
      for (let i = 0; i < count; i++) {
        let serial: string
        do {
          serial = `${SERIAL_PREFIX[readerType]}-${random.int(18, 25)}${String(random.int(0, 9999)).padStart(4, '0')}`
        } while (serials.has(serial))
        serials.add(serial)
        // Most readers run one of the two newest versions, a few lag behind.
        const back = random.weighted([0, 1, 2, 3], [55, 30, 10, 5])
        const version = versions[Math.max(0, versions.length - 1 - back)] ?? '1.0.0'
        devices.push({ serial, readerType, siteId: profile.site.id, softwareVersion: version })
      }
    })
  }
  return devices
}

// ---------------------------------------------------------------- verifications

const VERIFICATION_COMMENTS = [
  'Temperature sensor recalibrated on site.',
  'Lens cleaned before the check.',
  'Verification kit lot changed.',
  'Reader moved to the new laboratory bench.',
  'Intensity low on line 2, service visit booked.',
]

type Outcome = 'pass' | 'fail'

function check<T>(random: Random, outcome: Outcome, pass: () => T, fail: () => T): T {
  return outcome === 'pass' ? pass() : fail()
}

export function buildDeviceVerifications(
  random: Random,
  anchor: number,
  devices: readonly Device[],
  records: readonly TestRecordRow[],
  users: readonly UserRow[],
): DeviceVerificationRow[] {
  // Status first: it decides when the device was last verified.
  const never = new Set(
    random.sample(
      devices.map((_, index) => index),
      2,
    ),
  )
  const plans = devices.map((device, index) => {
    if (never.has(index)) return { status: 'outstanding' as const, age: null }
    const status = random.weighted(['completed', 'failed', 'outstanding'] as const, [50, 20, 30])
    const age =
      status === 'completed'
        ? random.float(0.5, 30)
        : status === 'failed'
          ? random.float(0.5, 60)
          : random.float(31, 200)
    return { status, age }
  })

  // Tests per device, in total and since the last verification.
  const indexBySerial = new Map(devices.map((device, index) => [device.serial, index]))
  const lastVerified = new Float64Array(devices.length)
  plans.forEach((plan, index) => {
    lastVerified[index] = plan.age === null ? -Infinity : anchor - Math.round(plan.age * DAY)
  })
  const total = new Uint32Array(devices.length)
  const since = new Uint32Array(devices.length)
  for (const record of records) {
    const index = indexBySerial.get(record.readerSerialNumber)
    if (index === undefined) continue
    total[index] = (total[index] ?? 0) + 1
    if (record.testDate > (lastVerified[index] as number)) since[index] = (since[index] ?? 0) + 1
  }

  return devices.map((device, index) => {
    const plan = plans[index] as (typeof plans)[number]
    const siteUsers = users.filter((user) => user.siteId === device.siteId)
    const latestUser = siteUsers.length > 0 ? random.pick(siteUsers).username : 'admin'
    const lifetime = (total[index] ?? 0) + random.int(300, 18000)
    const expected = device.readerType === 'DesktopReader' ? random.pick([40.0, 64.0]) : 40.0

    if (plan.age === null) {
      // Never verified: empty date (1900), no measurements.
      return {
        id: index + 1,
        siteId: device.siteId,
        status: plan.status,
        readerSerialNumber: device.serial,
        readerType: device.readerType,
        lastVerificationDate: NEVER,
        softwareVersion: device.softwareVersion,
        latestUser,
        testsInLifetime: lifetime,
        testsSinceLastVerification: lifetime,
        daysSinceLastVerification: 0,
        additionalComments: '',
        temperature: { actual: 0, expected, passed: null },
        substances: [],
        previousVerifications: [],
      }
    }

    // A failed verification fails at least one of temperature, ratio and intensity.
    const failing =
      plan.status === 'failed' ? random.pick(['temperature', 'ratio', 'intensity']) : null
    const temperatureOutcome: Outcome = failing === 'temperature' ? 'fail' : 'pass'
    const lines = random.int(2, 4)
    const failingLine = random.int(0, lines - 1)
    const substances = Array.from({ length: lines }, (_, line) => {
      const ratioOutcome: Outcome = failing === 'ratio' && line === failingLine ? 'fail' : 'pass'
      const intensityOutcome: Outcome =
        failing === 'intensity' && line === failingLine ? 'fail' : 'pass'
      const measured = random.chance(0.95)
      return {
        ratioMeasured: check(
          random,
          ratioOutcome,
          () => random.float(0.91, 1.09, 3),
          () => (random.chance(0.5) ? random.float(0.78, 0.89, 3) : random.float(1.11, 1.22, 3)),
        ),
        ratioMeasuredPassed: measured || ratioOutcome === 'fail' ? ratioOutcome === 'pass' : null,
        lineIntensity: check(
          random,
          intensityOutcome,
          () => random.int(505_000, 640_000),
          () => random.int(380_000, 495_000),
        ),
        lineIntensityPassed:
          measured || intensityOutcome === 'fail' ? intensityOutcome === 'pass' : null,
      }
    })

    const lastDate = anchor - Math.round(plan.age * DAY)
    // The history, newest first, starting with the last verification itself.
    const historyLength = random.int(1, 30)
    const previousVerifications: DeviceVerificationRow['previousVerifications'] = []
    let date = lastDate
    for (let i = 0; i < historyLength; i++) {
      const newest = i === 0
      previousVerifications.push({
        date: iso(date),
        calibrated: newest ? failing !== 'ratio' : random.chance(0.05) ? null : random.chance(0.93),
        intensity: newest
          ? failing !== 'intensity'
          : random.chance(0.05)
            ? null
            : random.chance(0.95),
        temperature: newest
          ? failing !== 'temperature'
          : random.chance(0.05)
            ? null
            : random.chance(0.95),
      })
      date -= Math.round(random.float(20, 45) * DAY)
    }

    return {
      id: index + 1,
      siteId: device.siteId,
      status: plan.status,
      readerSerialNumber: device.serial,
      readerType: device.readerType,
      lastVerificationDate: iso(lastDate),
      softwareVersion: device.softwareVersion,
      latestUser,
      testsInLifetime: lifetime,
      testsSinceLastVerification: since[index] ?? 0,
      daysSinceLastVerification: Math.floor((anchor - lastDate) / DAY),
      additionalComments: random.chance(0.25) ? random.pick(VERIFICATION_COMMENTS) : '',
      temperature: {
        actual: check(
          random,
          temperatureOutcome,
          () => round(expected + random.float(-0.8, 0.8), 1),
          () => round(expected + (random.chance(0.5) ? -1 : 1) * random.float(1.5, 3.5), 1),
        ),
        expected,
        passed: temperatureOutcome === 'pass',
      },
      substances,
      previousVerifications,
    }
  })
}
