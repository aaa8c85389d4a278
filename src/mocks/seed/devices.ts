/**
 * Readers: the device pool of every site, reader firmware and the device verifications of
 * device health (ADMIN-3.9, ADMIN-3.10). Verification counts are taken from the generated test
 * records.
 */
import {
  FIRMWARE_TYPES,
  type FirmwareType,
  type ReaderType,
  type VerificationStatus,
} from '@/domain/enums'
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

/** A check's seeded state: not measured, failed or passed. */
export type SeededCheck = 'none' | 'fail' | 'pass'
/** The states of temperature, calibration (ratio) and light intensity, in that order. */
export type CheckCombination = readonly [SeededCheck, SeededCheck, SeededCheck]

const CHECK_STATES: readonly SeededCheck[] = ['none', 'fail', 'pass']

/**
 * Every combination of the three checks' states (3^3 = 27) but "nothing measured", which the
 * never-verified readers have: each is given to one reader, so the lists show every combination
 * of status icons.
 */
export const CHECK_COMBINATIONS: readonly CheckCombination[] = CHECK_STATES.flatMap((temperature) =>
  CHECK_STATES.flatMap((calibration) =>
    CHECK_STATES.map((intensity): CheckCombination => [temperature, calibration, intensity]),
  ),
).filter((combination) => combination.some((state) => state !== 'none'))

/** History lengths of the readers verified more often than the timeline shows (24). */
export const LONG_HISTORIES = [30, 40] as const

/** Readers never verified: dated 1900, nothing measured. */
const NEVER_VERIFIED = 2

/** A history entry's or a line's pass mark for a seeded state. */
const markOf = (state: SeededCheck): boolean | null => (state === 'none' ? null : state === 'pass')

interface VerificationPlan {
  /** Days before the anchor of the last verification; null: never verified. */
  age: number | null
  checks: CheckCombination
  /** The checks were chosen for the combinations: every line is read. */
  forced: boolean
  historyLength: number
  /** The oldest history entry is dated 1900 (an entry without a date). */
  undatedOldest: boolean
}

function planVerifications(random: Random, count: number): VerificationPlan[] {
  const order = random.shuffle(Array.from({ length: count }, (_, index) => index))
  const never = new Set(order.slice(0, NEVER_VERIFIED))
  const verified = order.slice(NEVER_VERIFIED)
  const combinationOf = new Map(
    verified.slice(0, CHECK_COMBINATIONS.length).map((index, n) => [index, CHECK_COMBINATIONS[n]!]),
  )
  const picked = random.sample(verified, LONG_HISTORIES.length + 1)
  const longHistory = new Map(picked.slice(1).map((index, n) => [index, LONG_HISTORIES[n]!]))
  const undated = picked[0]

  return Array.from({ length: count }, (_, index): VerificationPlan => {
    if (never.has(index)) {
      return {
        age: null,
        checks: ['none', 'none', 'none'],
        forced: true,
        historyLength: 0,
        undatedOldest: false,
      }
    }
    const forced = combinationOf.get(index)
    let checks: CheckCombination
    let recent: boolean
    if (forced) {
      checks = forced
      recent = random.chance(0.7)
    } else {
      const status = random.weighted(['completed', 'failed', 'outstanding'] as const, [70, 10, 20])
      const failing = status === 'failed' ? random.int(0, 2) : -1
      const state = (check: number): SeededCheck => (check === failing ? 'fail' : 'pass')
      checks = [state(0), state(1), state(2)]
      recent = status !== 'outstanding'
    }
    // A failed verification is recent or not; otherwise the age decides completed or outstanding.
    const failed = checks.includes('fail')
    const age = failed
      ? random.float(0.5, 60)
      : recent
        ? random.float(0.5, 30)
        : random.float(31, 200)
    const historyLength =
      longHistory.get(index) ?? (index === undated ? random.int(3, 12) : random.int(1, 20))
    return {
      age,
      checks,
      forced: forced !== undefined,
      historyLength,
      undatedOldest: index === undated,
    }
  })
}

/** The status the lists are split by: any failed check, else verified within 30 days. */
function statusOf(plan: VerificationPlan): VerificationStatus {
  if (plan.checks.includes('fail')) return 'failed'
  return plan.age !== null && plan.age <= 30 ? 'completed' : 'outstanding'
}

/**
 * One verification row per reader (ADMIN-3.10). Guarantees, whatever the random draws: every
 * combination of the three checks' states (CHECK_COMBINATIONS, and "nothing measured" on the
 * never-verified readers, dated 1900); a history entry dated 1900; and readers with more
 * verifications than the timeline's 24 (LONG_HISTORIES).
 */
export function buildDeviceVerifications(
  random: Random,
  anchor: number,
  devices: readonly Device[],
  records: readonly TestRecordRow[],
  users: readonly UserRow[],
): DeviceVerificationRow[] {
  const plans = planVerifications(random, devices.length)

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
    const plan = plans[index] as VerificationPlan
    const siteUsers = users.filter((user) => user.siteId === device.siteId)
    const latestUser = siteUsers.length > 0 ? random.pick(siteUsers).username : 'admin'
    const lifetime = (total[index] ?? 0) + random.int(300, 18000)
    const expected = device.readerType === 'DesktopReader' ? random.pick([40.0, 64.0]) : 40.0

    if (plan.age === null) {
      // Never verified: empty date (1900), no measurements.
      return {
        id: index + 1,
        siteId: device.siteId,
        status: statusOf(plan),
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

    const [temperatureCheck, ratioCheck, intensityCheck] = plan.checks
    // A failing check fails on one line; the others pass. A check not measured reads 0 on every
    // line, and a reader outside the combinations sometimes leaves a line unread.
    const lines = random.int(2, 4)
    const failingLine = random.int(0, lines - 1)
    const substances = Array.from({ length: lines }, (_, line) => {
      const unread = !plan.forced && random.chance(0.05)
      const lineState = (state: SeededCheck): SeededCheck =>
        unread || state === 'none'
          ? 'none'
          : state === 'fail' && line === failingLine
            ? 'fail'
            : 'pass'
      const ratio = lineState(ratioCheck)
      const intensity = lineState(intensityCheck)
      return {
        ratioMeasured:
          ratio === 'none'
            ? 0
            : ratio === 'pass'
              ? random.float(0.91, 1.09, 3)
              : random.chance(0.5)
                ? random.float(0.78, 0.89, 3)
                : random.float(1.11, 1.22, 3),
        ratioMeasuredPassed: markOf(ratio),
        lineIntensity:
          intensity === 'none'
            ? 0
            : intensity === 'pass'
              ? random.int(505_000, 640_000)
              : random.int(380_000, 495_000),
        lineIntensityPassed: markOf(intensity),
      }
    })

    const lastDate = anchor - Math.round(plan.age * DAY)
    // The history, newest first, starting with the last verification itself.
    const previousVerifications: DeviceVerificationRow['previousVerifications'] = []
    let date = lastDate
    const olderMark = (pass: number) => (random.chance(0.05) ? null : random.chance(pass))
    for (let i = 0; i < plan.historyLength; i++) {
      const newest = i === 0
      const undated = plan.undatedOldest && i === plan.historyLength - 1
      previousVerifications.push({
        date: undated ? NEVER : iso(date),
        calibrated: newest ? markOf(ratioCheck) : olderMark(0.93),
        intensity: newest ? markOf(intensityCheck) : olderMark(0.95),
        temperature: newest ? markOf(temperatureCheck) : olderMark(0.95),
      })
      date -= Math.round(random.float(20, 45) * DAY)
    }

    return {
      id: index + 1,
      siteId: device.siteId,
      status: statusOf(plan),
      readerSerialNumber: device.serial,
      readerType: device.readerType,
      lastVerificationDate: iso(lastDate),
      softwareVersion: device.softwareVersion,
      latestUser,
      testsInLifetime: lifetime,
      testsSinceLastVerification: since[index] ?? 0,
      daysSinceLastVerification: Math.floor((anchor - lastDate) / DAY),
      additionalComments: random.chance(0.25) ? random.pick(VERIFICATION_COMMENTS) : '',
      temperature:
        temperatureCheck === 'none'
          ? { actual: 0, expected, passed: null }
          : {
              actual:
                temperatureCheck === 'pass'
                  ? round(expected + random.float(-0.8, 0.8), 1)
                  : round(expected + (random.chance(0.5) ? -1 : 1) * random.float(1.5, 3.5), 1),
              expected,
              passed: temperatureCheck === 'pass',
            },
      substances,
      previousVerifications,
    }
  })
}
