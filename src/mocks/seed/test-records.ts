/**
 * Test records and their groups. A group is one milk sample: an Original record, followed for
 * some positives by a Confirmation and sometimes a SecondConfirmation minutes later; controls,
 * verifications, rejected and deleted records are groups of their own. Besides the controls
 * chance places, every site gets recent controls of both kinds (planRecentControls).
 *
 * Hot path: up to 250,000 records. Everything that can be is precomputed per site, test type and
 * lot (pickers, thresholds, batch numbers, QR texts); the loop draws numbers, builds one compact
 * row per record and sorts once at the end, on a typed array of packed (date, index) keys.
 */
import type { ReaderType, RecordType, TestResult } from '@/domain/enums'
import type { GroupedTestRecordRow, TestRecordRow, TestTypeRow } from '@/mocks/db/rows'
import type { SiteProfile } from './accounts'
import { TEST_TYPE_CODES } from './catalogue'
import { DAY, yymmdd } from './dates'
import type { Device } from './devices'
import { round, weightedPicker, type Random } from './random'

export interface TestRecordsInput {
  count: number
  anchor: number
  profiles: readonly SiteProfile[]
  testTypes: readonly TestTypeRow[]
  devices: readonly Device[]
}

export interface TestRecordsOutput {
  testRecords: TestRecordRow[]
  groupedTestRecords: GroupedTestRecordRow[]
}

const DAY_SECONDS = 86_400
/** Records cover the 364 days before the anchor (always inside its 12 months). */
const DAYS = 364
/** Packing of the sort keys: (latest offset − offset) × 2^20 + index; up to 1M records. */
const INDEX_BITS = 1_048_576
const MAX_OFFSET = (DAYS + 8) * DAY_SECONDS

type EventKind =
  'Sample' | 'PositiveControl' | 'AnimalControl' | 'Verification' | 'Rejected' | 'Deleted'

const pickEvent = weightedPicker<EventKind>(
  ['Sample', 'PositiveControl', 'AnimalControl', 'Verification', 'Rejected', 'Deleted'],
  [93, 1.6, 1.5, 1.0, 0.5, 1.1],
)

const RESULTS: readonly TestResult[] = ['Negative', 'WeakPositive', 'Positive']
const resultPicker = (negative: number, weak: number, positive: number) =>
  weightedPicker(RESULTS, [negative, weak, positive])

const RESULT_BY_KIND = {
  Original: resultPicker(97.4, 1.6, 1.0),
  Confirmation: resultPicker(30, 20, 50),
  SecondConfirmation: resultPicker(50, 15, 35),
  PositiveControl: resultPicker(3, 5, 92),
  AnimalControl: resultPicker(70, 15, 15),
  Verification: resultPicker(40, 35, 25),
  Rejected: resultPicker(0, 40, 60),
  Deleted: resultPicker(80, 10, 10),
}

/** Local hour of the test: milk is collected early morning and afternoon; labs work days. */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const pickFieldHour = weightedPicker(
  HOURS,
  [0.2, 0.1, 0.1, 0.3, 1, 4, 7, 8, 7, 5, 2, 1, 1, 2, 5, 7, 7, 5, 3, 1, 0.6, 0.4, 0.3, 0.2],
)
const pickLabHour = weightedPicker(
  HOURS,
  [0.1, 0.1, 0.1, 0.1, 0.3, 1, 3, 6, 7, 7, 6, 4, 3, 5, 6, 6, 5, 3, 2, 1, 0.5, 0.3, 0.2, 0.1],
)

/** Days before the anchor, more tests lately (customers were added through the year). */
const pickDay = weightedPicker(
  Array.from({ length: DAYS }, (_, day) => day),
  Array.from({ length: DAYS }, (_, day) => 1 + 0.35 * (1 - day / (DAYS - 1))),
)

/** App versions and how many days before the anchor each was released, oldest first. */
const APP_VERSIONS: ReadonlyArray<readonly [version: string, releasedDaysAgo: number]> = [
  ['3.8.2', 420],
  ['3.9.0', 320],
  ['3.10.1', 230],
  ['3.11.0', 140],
  ['3.12.3', 50],
]

const COMMENTS = [
  'Sample retested after the incubator reached temperature.',
  'Driver reports the farm treated a cow last week.',
  'New kit lot opened this morning.',
  'Milk from tank 2 only.',
  'Result confirmed by the laboratory.',
  'Farmer informed by phone.',
  'QR code damaged, lot entered by hand.',
  'Re-sampled at reception.',
]

const GROUP_COMMENTS = [
  'Tanker load rejected, farm notified.',
  'Farm blocked until a negative retest.',
  'Confirmed positive, sample sent to the reference laboratory.',
  'False alarm: confirmation negative.',
]

/** The comment of a control group whose positive control failed and was run again. */
const CONTROL_RETEST_COMMENT = 'Positive control failed: reader cleaned and control re-run.'

const ATTACHMENT_NAMES = ['strip-photo.jpg', 'reader-display.jpg', 'delivery-note.pdf']

/** Value ranges per result for one substance line of a test type. */
interface LineJudge {
  substanceId: number
  /** [low, high) of the level for Negative, WeakPositive, Positive. */
  ranges: Float64Array
}

interface TypeJudge {
  testType: TestTypeRow
  code: string
  lines: LineJudge[]
  quantitative: { min: number; max: number; negativeMax: number } | null
  /** Seconds from the start of one test to the start of the next on the same sample. */
  incubation: number
}

function judgeOf(testType: TestTypeRow): TypeJudge {
  const code = TEST_TYPE_CODES[testType.id - 1] ?? `T${testType.id}`
  const range = testType.quantitativeRange
  const lines = testType.substances.map((line) => {
    const positive = line.substanceOverride?.positiveValue ?? testType.positiveValue ?? 0.9
    const negative = line.substanceOverride?.negativeValue ?? testType.negativeValue ?? 1.1
    // Reverse judgement: a lower ratio is more positive; positive judgement: higher.
    const ranges =
      testType.judgingDirection === 'PositiveJudgement'
        ? [0.1, negative, negative + 0.01, positive, positive + 0.02, positive + 1.8]
        : [negative + 0.02, negative + 1.3, positive, negative - 0.01, 0.05, positive - 0.02]
    return { substanceId: line.substanceId, ranges: Float64Array.from(ranges) }
  })
  return {
    testType,
    code,
    lines,
    quantitative: range
      ? {
          min: range.measurableRangeMin,
          max: range.measurableRangeMax,
          negativeMax: range.negativeRangeMax,
        }
      : null,
    incubation: testType.incubationTime ?? 300,
  }
}

interface Lot {
  batchNumber: string
  manufacturingDate: number
  rawQR: string
  rawQRWithoutDate: string
}

interface SiteContext {
  profile: SiteProfile
  devices: readonly Device[]
  testTypes: readonly TypeJudge[]
  pickDevice: (random: Random) => Device
  pickTestType: (random: Random) => TypeJudge
}

type ControlKind = 'PositiveControl' | 'AnimalControl'
const CONTROL_KINDS: readonly ControlKind[] = ['PositiveControl', 'AnimalControl']

/**
 * The planned controls fall in this many days before the anchor (a time too close to the anchor
 * moves a week back), inside the shortest period a filter offers (28 days).
 */
const RECENT_CONTROL_DAYS = 14

interface PlannedControl {
  context: SiteContext
  kind: ControlKind
  devices: readonly Device[]
  testTypes: readonly TypeJudge[]
  /** Tested again minutes later (so every site has control groups of more than one record). */
  retested: boolean
}

/**
 * Controls planned at every site in the days before the anchor, so that the control-records list
 * finds both kinds at any site in any period, on every device type and measurement method the
 * site has, and not only where chance put them. Per site and kind: one control on each of the
 * site's reader types and each of its measurement methods (paired up, so the longer list sets
 * the count).
 */
function planRecentControls(contexts: readonly SiteContext[]): PlannedControl[] {
  const planned: PlannedControl[] = []
  for (const context of contexts) {
    const readerTypes = [...new Set(context.devices.map((device) => device.readerType))]
    const methods = [...new Set(context.testTypes.map((judge) => judge.testType.measurementMethod))]
    const count = Math.max(readerTypes.length, methods.length)
    for (const kind of CONTROL_KINDS) {
      for (let i = 0; i < count; i++) {
        const readerType = readerTypes[i % readerTypes.length]
        const method = methods[i % methods.length]
        planned.push({
          context,
          kind,
          devices: context.devices.filter((device) => device.readerType === readerType),
          testTypes: context.testTypes.filter(
            (judge) => judge.testType.measurementMethod === method,
          ),
          retested: i === 0,
        })
      }
    }
  }
  return planned
}

const RESULT_INDEX: Record<TestResult, number> = { Negative: 0, WeakPositive: 1, Positive: 2 }

export function buildTestRecords(random: Random, input: TestRecordsInput): TestRecordsOutput {
  const { count, anchor, profiles, testTypes, devices } = input
  const judges = new Map(testTypes.map((testType) => [testType.id, judgeOf(testType)]))

  const contexts: SiteContext[] = profiles.map((profile) => {
    const siteDevices = devices.filter((device) => device.siteId === profile.site.id)
    if (siteDevices.length === 0) throw new Error(`Site ${profile.site.id} has no reader`)
    const deviceWeight: Record<ReaderType, number> = {
      TruckReader: 3,
      DesktopReader: 2.5,
      PortableReaderConnect: 1,
    }
    const available = profile.site.availableTestTypes.map(({ testTypeId }) => {
      const judge = judges.get(testTypeId)
      if (!judge) throw new Error(`Unknown test type ${testTypeId}`)
      return judge
    })
    return {
      profile,
      devices: siteDevices,
      testTypes: available,
      pickDevice: weightedPicker(
        siteDevices,
        siteDevices.map((device) => deviceWeight[device.readerType]),
      ),
      pickTestType: weightedPicker(
        available,
        available.map(({ testType }) =>
          testType.measurementMethod === 'Quantitative'
            ? 1.5
            : testType.category === 'Strip'
              ? 5
              : 3,
        ),
      ),
    }
  })
  const pickSite = weightedPicker(
    contexts,
    contexts.map((context) => context.profile.weight),
  )

  // Kit lots: a new lot every 40 days per test type, overlapping by up to 8 days.
  const LOT_SECONDS = 40 * DAY_SECONDS
  const lots = new Map<number, Lot>()
  function lotOf(judge: TypeJudge, offset: number): Lot {
    const index = Math.floor(offset / LOT_SECONDS)
    const key = judge.testType.id * 1000 + index
    let lot = lots.get(key)
    if (!lot) {
      const serial = 5000 + ((judge.testType.id * 397) % 1000) + (30 - index) * 17
      const batchNumber = `${judge.code}-${serial}`
      const manufacturingDate = anchor - ((index + 1) * LOT_SECONDS + 50 * DAY_SECONDS) * 1000
      const expiry = manufacturingDate + 365 * DAY
      const prefix = judge.testType.qrIdString ?? judge.code
      lot = {
        batchNumber,
        manufacturingDate,
        rawQR: `${prefix};${batchNumber};${yymmdd(manufacturingDate)};${yymmdd(expiry)}`,
        rawQRWithoutDate: `${prefix};${batchNumber}`,
      }
      lots.set(key, lot)
    }
    return lot
  }

  function appVersionAt(offset: number): string {
    const days = offset / DAY_SECONDS
    let current = 0
    for (let i = 0; i < APP_VERSIONS.length; i++) {
      if ((APP_VERSIONS[i] as readonly [string, number])[1] >= days) current = i
    }
    // Some readers update late.
    if (current > 0 && random.chance(0.2)) current--
    return (APP_VERSIONS[current] as readonly [string, number])[0]
  }

  /** The concentration of the last measure() call (null for qualitative types). */
  let concentration: number | null = null

  /** Per-substance results consistent with the record's result; sets `concentration`. */
  function measure(
    judge: TypeJudge,
    result: TestResult,
    allLines: boolean,
  ): TestRecordRow['substances'] {
    const quantitative = judge.quantitative
    if (quantitative) {
      const { min, max, negativeMax } = quantitative
      let value: number
      if (result === 'Negative') {
        // Many clean samples read below the measurable range ("< min").
        value = random.chance(0.35)
          ? random.float(min * 0.2, min)
          : random.float(min, negativeMax * 0.9)
      } else if (result === 'WeakPositive') {
        value = random.float(negativeMax, negativeMax * 1.25)
      } else {
        value = random.chance(0.15)
          ? random.float(max, max * 1.5)
          : random.float(negativeMax * 1.25, max)
      }
      value = round(value, 2)
      const line = judge.lines[0] as LineJudge
      concentration = value
      return [{ substanceId: line.substanceId, level: value, result }]
    }
    concentration = null
    const lineCount = judge.lines.length
    // Which lines carry the positive result: all (controls), one, or now and then two.
    let first = -1
    let second = -1
    if (result !== 'Negative' && !allLines) {
      first = random.int(0, lineCount - 1)
      if (lineCount > 1 && result === 'Positive' && random.chance(0.15)) {
        second = (first + random.int(1, lineCount - 1)) % lineCount
      }
    }
    const substances: TestRecordRow['substances'] = []
    for (let i = 0; i < lineCount; i++) {
      const line = judge.lines[i] as LineJudge
      const lineResult = allLines || i === first || i === second ? result : 'Negative'
      const at = RESULT_INDEX[lineResult] * 2
      const low = line.ranges[at] as number
      const high = line.ranges[at + 1] as number
      substances.push({
        substanceId: line.substanceId,
        level: round(low + random.next() * (high - low), 2),
        result: lineResult,
      })
    }
    return substances
  }

  const records: TestRecordRow[] = new Array(count)
  const offsets = new Float64Array(count)
  const groupOf = new Int32Array(count)
  const groupComments = new Map<number, string>()
  const anchorSecondOfDay = Math.floor((((anchor % DAY) + DAY) % DAY) / 1000)
  let size = 0
  let group = 0

  // What the records of one event share, in one object reused for every event (no allocation).
  const event = {
    judge: undefined as unknown as TypeJudge,
    site: undefined as unknown as SiteProfile['site'],
    device: undefined as unknown as Device,
    route: '',
    latitude: 0.5,
    longitude: 0.5,
    userId: 0,
    operatorId: null as string | null,
    lot: undefined as unknown as Lot,
    withDate: true,
    appVersion: '',
  }

  function push(annotation: RecordType, result: TestResult, at: number, allLines: boolean) {
    const { judge, lot, withDate, device, site } = event
    const substances = measure(judge, result, allLines)
    const commented = random.chance(0.025)
    const attached = random.chance(0.008)
    const attachmentName = attached ? random.pick(ATTACHMENT_NAMES) : ''
    records[size] = {
      id: 0,
      // Set here, not after the sort: a field that starts as a small integer and later gets a
      // large number changes representation in V8 and slows every record down.
      testDate: anchor - at * 1000,
      testTypeId: judge.testType.id,
      result,
      annotation,
      comments: commented ? random.pick(COMMENTS) : '',
      batchNumber: lot.batchNumber,
      manufacturingDate: withDate ? lot.manufacturingDate : null,
      rawQR: withDate ? lot.rawQR : lot.rawQRWithoutDate,
      route: event.route,
      readerType: device.readerType,
      readerSerialNumber: device.serial,
      operatorId: event.operatorId,
      appVersion: event.appVersion,
      latitude: event.latitude,
      longitude: event.longitude,
      siteId: site.id,
      customerId: site.customerId,
      userId: event.userId,
      substances,
      attachments: attached
        ? [{ url: `/attachments/${random.hex(12)}/${attachmentName}`, name: attachmentName }]
        : [],
      concentration,
      groupId: 0,
      deleted: annotation === 'Deleted',
    }
    offsets[size] = at
    groupOf[size] = group
    size++
  }

  /**
   * Sets `event` for one sample or control of `context` on `device` with the test type `judge`,
   * on a day `pickEventDay` draws; answers the event's offset (seconds before the anchor).
   */
  function placeEvent(
    context: SiteContext,
    device: Device,
    judge: TypeJudge,
    pickEventDay: (random: Random) => number,
  ): number {
    const { profile } = context
    const site = profile.site
    // When: a day before the anchor and a local hour; the offset keeps that hour whatever the
    // anchor's own time of day, and moving the anchor by whole days moves every record alike.
    const hour = device.readerType === 'DesktopReader' ? pickLabHour(random) : pickFieldHour(random)
    const secondOfDay =
      ((((hour - profile.utcOffset) * 3600 + random.int(0, 3599)) % DAY_SECONDS) + DAY_SECONDS) %
      DAY_SECONDS
    let offset =
      pickEventDay(random) * DAY_SECONDS +
      ((((anchorSecondOfDay - secondOfDay) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS)
    // Keep an hour of room so confirmations stay before the anchor.
    if (offset < 3600) offset += 7 * DAY_SECONDS

    // Where and by whom.
    const route = random.pick(profile.routes)
    let latitude: number
    let longitude: number
    if (device.readerType === 'DesktopReader') {
      latitude = round(site.location.latitude + (random.next() - 0.5) * 0.003, 5)
      longitude = round(site.location.longitude + (random.next() - 0.5) * 0.005, 5)
    } else {
      const farm = random.int(0, route.farms.length / 2 - 1)
      latitude = round((route.farms[farm * 2] as number) + (random.next() - 0.5) * 0.0016, 5)
      longitude = round((route.farms[farm * 2 + 1] as number) + (random.next() - 0.5) * 0.0026, 5)
    }
    const userIndex = random.int(0, profile.appUserIds.length - 1)
    const userId = profile.appUserIds[userIndex] as number
    const ownOperatorId = profile.appUserOperatorIds[userIndex] ?? null
    let operatorId: string | null = null
    const roll = random.next()
    if (ownOperatorId !== null) {
      operatorId =
        roll < 0.92 ? ownOperatorId : roll < 0.95 ? random.pick(profile.operatorIds) : null
    } else if (profile.operatorIds.length > 0 && roll < 0.85) {
      operatorId = random.pick(profile.operatorIds)
    }
    event.judge = judge
    event.site = site
    event.device = device
    event.route = route.name
    event.latitude = latitude
    event.longitude = longitude
    event.userId = userId
    event.operatorId = operatorId
    event.lot = lotOf(judge, offset + random.int(0, 8 * DAY_SECONDS))
    event.withDate = random.chance(0.97)
    event.appVersion = appVersionAt(offset)

    return offset
  }

  /**
   * A control, and its re-test, a Confirmation in the control's group minutes later: planned
   * (`retest` true), or by chance when a positive control did not read positive (`retest`
   * 'ifFailed': the operator runs it again), while there is `room`.
   */
  function pushControl(
    kind: ControlKind,
    offset: number,
    retest: boolean | 'ifFailed',
    room: number,
  ) {
    const result = RESULT_BY_KIND[kind](random)
    // A positive control reads positive on every line of the test.
    push(kind, result, offset, kind === 'PositiveControl' && result === 'Positive')
    const failed = kind === 'PositiveControl' && result !== 'Positive'
    const again = retest === true || (retest === 'ifFailed' && failed && random.chance(0.7))
    if (again && size < room) {
      const second = RESULT_BY_KIND[kind](random)
      const at = offset - event.judge.incubation - random.int(60, 900)
      push('Confirmation', second, at, kind === 'PositiveControl' && second === 'Positive')
      if (failed) groupComments.set(group, CONTROL_RETEST_COMMENT)
    }
  }

  // The recent controls take the last records of the count; chance fills the rest.
  const recentControls = planRecentControls(contexts)
  const plannedRecords = recentControls.reduce(
    (sum, planned) => sum + (planned.retested ? 2 : 1),
    0,
  )
  const chanceCount = Math.max(0, count - plannedRecords)
  while (size < chanceCount) {
    const kind = pickEvent(random)
    const context = pickSite(random)
    const device = context.pickDevice(random)
    const judge = context.pickTestType(random)
    const offset = placeEvent(context, device, judge, pickDay)

    switch (kind) {
      case 'Sample': {
        const result = RESULT_BY_KIND.Original(random)
        push('Original', result, offset, false)
        if (result !== 'Negative' && random.chance(0.8) && size < chanceCount) {
          let at = offset - judge.incubation - random.int(60, 900)
          const confirmation = RESULT_BY_KIND.Confirmation(random)
          push('Confirmation', confirmation, at, false)
          // A confirmation that disagrees with the original is often tested a third time.
          if (confirmation !== result && random.chance(0.6) && size < chanceCount) {
            at -= judge.incubation + random.int(60, 900)
            const second = RESULT_BY_KIND.SecondConfirmation(random)
            push('SecondConfirmation', second, at, false)
            if (random.chance(0.3)) {
              groupComments.set(
                group,
                second === 'Negative'
                  ? (GROUP_COMMENTS[3] as string)
                  : random.pick(GROUP_COMMENTS.slice(0, 3)),
              )
            }
          } else if (random.chance(0.2)) {
            groupComments.set(group, random.pick(GROUP_COMMENTS))
          }
        }
        break
      }
      case 'PositiveControl':
      case 'AnimalControl':
        pushControl(kind, offset, 'ifFailed', chanceCount)
        break
      default: {
        push(kind, RESULT_BY_KIND[kind](random), offset, false)
      }
    }
    group++
  }

  const pickRecentDay = (random: Random) => random.int(0, RECENT_CONTROL_DAYS - 1)
  for (const planned of recentControls) {
    if (size >= count) break
    const device = random.pick(planned.devices)
    const judge = random.pick(planned.testTypes)
    const offset = placeEvent(planned.context, device, judge, pickRecentDay)
    pushControl(planned.kind, offset, planned.retested, count)
    group++
  }

  // Oldest first: sort packed keys once, then number records and groups in that order.
  const keys = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    keys[i] = (MAX_OFFSET - (offsets[i] as number)) * INDEX_BITS + i
  }
  keys.sort()
  const sorted: TestRecordRow[] = new Array(count)
  const groupIds = new Int32Array(group)
  const groups: GroupedTestRecordRow[] = []
  for (let position = 0; position < count; position++) {
    const index = (keys[position] as number) % INDEX_BITS
    const record = records[index] as TestRecordRow
    record.id = position + 1
    const groupIndex = groupOf[index] as number
    let groupId = groupIds[groupIndex] as number
    if (groupId === 0) {
      groupId = groups.length + 1
      groupIds[groupIndex] = groupId
      groups.push({ id: groupId, testRecordIds: [], comments: groupComments.get(groupIndex) ?? '' })
    }
    record.groupId = groupId
    ;(groups[groupId - 1] as GroupedTestRecordRow).testRecordIds.push(record.id)
    sorted[position] = record
  }
  return { testRecords: sorted, groupedTestRecords: groups }
}

/**
 * The QR text of one seeded record that a spreadsheet would read as a formula: a damaged code
 * typed in by hand. The exports must write it neutralised (src/domain/spreadsheet-safety.ts).
 */
export const FORMULA_LIKE_QR = '=HYPERLINK("http://evil.example/lot","Open the lot")'

/**
 * Gives the newest record of `siteId` whose QR code carried no dates (a code entered by hand)
 * the formula-like QR text, so the list's first page of that site shows it. Deterministic: the
 * records are in date order and the choice does not depend on the anchor.
 */
export function plantFormulaLikeQr(records: TestRecordRow[], siteId: number): void {
  for (let index = records.length - 1; index >= 0; index--) {
    const record = records[index] as TestRecordRow
    if (record.siteId === siteId && !record.deleted && record.manufacturingDate === null) {
      record.rawQR = FORMULA_LIKE_QR
      return
    }
  }
}
