import { describe, expect, it } from 'vitest'
import { CUSTOMER_CATEGORIES, READER_TYPES, RECORD_TYPES, TEST_RESULTS } from '@/domain/enums'
import type { SeedData } from '@/mocks/db/rows'
import { healthFlags } from '@/mocks/handlers/devices'
import { FAKE_PASSWORD, LOST_USERNAME } from '@/mocks/personas'
import { PERSONA_SITE_ID } from './accounts'
import { DEFAULT_VIEW_COLUMNS } from './content'
import { CHECK_COMBINATIONS, LONG_HISTORIES } from './devices'
import { buildSeed, SEED_RECORD_COUNTS } from './index'
import { createRandom } from './random'
import { FORMULA_LIKE_QR } from './test-records'

const ANCHOR = Date.UTC(2026, 10, 1)
const DAY = 86_400_000
const seed = buildSeed({ size: 'default', anchor: ANCHOR })

function user(data: SeedData, username: string) {
  const row = data.users.find((candidate) => candidate.username === username)
  if (!row) throw new Error(`no user ${username}`)
  return row
}

/** Fields holding dates: epoch-ms numbers or ISO text. */
const DATE_KEYS = new Set([
  'testDate',
  'manufacturingDate',
  'created',
  'lastVerificationDate',
  'date',
  'lastUpdated',
  'time',
])

/**
 * Walks two seeds side by side: every date field must differ by exactly `shift`, the QR text
 * (which encodes the kit's dates) may differ, and everything else must be equal.
 */
function compareShifted(a: unknown, b: unknown, shift: number, path: string, problems: string[]) {
  if (problems.length > 5) return
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) problems.push(`${path}: length ${a.length} vs ${b.length}`)
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      compareShifted(a[i], b[i], shift, `${path}[${i}]`, problems)
    }
    return
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    for (const key of keys) {
      const left = (a as Record<string, unknown>)[key]
      const right = (b as Record<string, unknown>)[key]
      if (key === 'rawQR') continue
      if (DATE_KEYS.has(key) && left !== null && right !== null) {
        const l = typeof left === 'number' ? left : Date.parse(String(left))
        const r = typeof right === 'number' ? right : Date.parse(String(right))
        // The "never verified" date (1900) is not relative to the anchor.
        const expected = new Date(l).getUTCFullYear() <= 1900 ? 0 : shift
        if (r - l !== expected) problems.push(`${path}.${key}: ${String(left)} vs ${String(right)}`)
        continue
      }
      compareShifted(left, right, shift, `${path}.${key}`, problems)
    }
    return
  }
  if (a !== b) problems.push(`${path}: ${String(a)} vs ${String(b)}`)
}

describe('random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('x')
    const b = createRandom('x')
    const c = createRandom('y')
    const first = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first)
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0)
    for (const value of first) expect(value).toBeLessThan(1)
  })
})

describe('buildSeed', () => {
  it('is deterministic', () => {
    const again = buildSeed({ size: 'default', anchor: ANCHOR })
    expect(JSON.stringify(again)).toBe(JSON.stringify(seed))
  })

  it('moves only the dates when the anchor moves', () => {
    const shift = 3 * DAY
    const later = buildSeed({ size: 'default', anchor: ANCHOR + shift })
    const problems: string[] = []
    compareShifted(seed, later, shift, 'seed', problems)
    expect(problems).toEqual([])
  })

  it('has the expected record counts', () => {
    expect(SEED_RECORD_COUNTS).toEqual({ default: 25_000, large: 250_000 })
    expect(seed.testRecords).toHaveLength(25_000)
    expect(seed.sites).toHaveLength(15)
    expect(seed.users).toHaveLength(81)
    expect(seed.substances).toHaveLength(12)
    expect(seed.testTypes).toHaveLength(10)
    expect(seed.terms.length).toBeGreaterThanOrEqual(3)
    expect(seed.customers.length).toBeGreaterThanOrEqual(4)
    expect(seed.languages).toHaveLength(16)
    expect(seed.subscriptions.length).toBeGreaterThanOrEqual(15)
    expect(seed.feedback.length).toBeGreaterThanOrEqual(5)
    expect(seed.deviceVerifications.length).toBeGreaterThanOrEqual(30)
  })

  it('gives every collection unique ids', () => {
    for (const [name, rows] of Object.entries(seed)) {
      const ids = (rows as Array<{ id: number }>).map((row) => row.id)
      expect(new Set(ids).size, name).toBe(ids.length)
    }
    const serials = seed.deviceVerifications.map((row) => row.readerSerialNumber)
    expect(new Set(serials).size).toBe(serials.length)
    const usernames = seed.users.map((row) => row.username)
    expect(new Set(usernames).size).toBe(usernames.length)
    const emails = seed.users.map((row) => row.email)
    expect(new Set(emails).size).toBe(emails.length)
  })

  it('has every customer category, a distributor with an indirect customer and a free one', () => {
    const categories = new Set(seed.customers.map((customer) => customer.category))
    for (const category of CUSTOMER_CATEGORIES) expect(categories).toContain(category)
    const indirect = seed.customers.filter((customer) => customer.category === 'Indirect')
    expect(indirect.length).toBeGreaterThan(0)
    for (const customer of indirect) {
      const distributor = seed.customers.find((other) => other.id === customer.distributorId)
      expect(distributor?.category).toBe('Distributor')
    }
    const first = seed.customers[0]
    expect(first).toMatchObject({
      id: 1,
      name: 'Nordic Dairy Cooperative',
      type: 'Premium',
      category: 'Direct',
    })
    expect(seed.customers.some((customer) => customer.type === 'Free')).toBe(true)
  })

  it('places the sites in real towns of several countries', () => {
    const countries = new Set(seed.sites.map((site) => site.address.country))
    expect(countries.size).toBeGreaterThanOrEqual(4)
    for (const site of seed.sites) {
      expect(site.address.country).toMatch(/^[A-Z]{2}$/)
      expect(site.address.street && site.address.postalCode && site.address.city).toBeTruthy()
      expect(site.location.latitude).toBeGreaterThan(40)
      expect(site.location.latitude).toBeLessThan(62)
      const customer = seed.customers.find((row) => row.id === site.customerId)
      expect(site.type).toBe(customer?.type)
      expect(site.availableTestTypes.length).toBeGreaterThanOrEqual(2)
      expect(site.availableTestTypes.length).toBeLessThanOrEqual(6)
      for (const available of site.availableTestTypes) {
        const testType = seed.testTypes.find((row) => row.id === available.testTypeId)
        expect(testType).toBeDefined()
        if (testType?.category === 'Strip') expect(available.qrActive).toBe(false)
        if (testType?.measurementMethod === 'Quantitative') expect(available.qrActive).toBe(true)
      }
    }
    expect(seed.sites.filter((site) => site.customerId === 1).length).toBeGreaterThanOrEqual(4)
  })

  it('has the personas with their links', () => {
    const admin = user(seed, 'admin')
    expect(admin).toMatchObject({ type: 'Root', customerId: null, siteId: null })
    const customerAdmin = user(seed, 'customer.admin')
    expect(customerAdmin).toMatchObject({ type: 'CustomerAdmin', customerId: 1, siteId: null })
    const firstSite = seed.sites.find((site) => site.customerId === 1)
    const siteAdmin = user(seed, 'site.admin')
    expect(siteAdmin).toMatchObject({ type: 'SiteAdmin', customerId: 1, siteId: firstSite?.id })
    const operator = user(seed, 'operator')
    expect(operator).toMatchObject({ type: 'Operator', customerId: 1, siteId: firstSite?.id })
    expect(operator.primaryOperatorId).toMatch(/^OP-\d{4}$/)
    const newOperator = user(seed, 'new.operator')
    expect(newOperator).toMatchObject({ type: 'Operator', siteId: firstSite?.id })
    const freeAdmin = user(seed, 'free.admin')
    const freeCustomer = seed.customers.find((customer) => customer.id === freeAdmin.customerId)
    expect(freeAdmin.type).toBe('CustomerAdmin')
    expect(freeCustomer?.type).toBe('Free')
    expect(seed.sites.some((site) => site.customerId === freeCustomer?.id)).toBe(true)
    expect(seed.users.some((row) => row.username === LOST_USERNAME)).toBe(false)
    expect(seed.users.filter((row) => row.type === 'Root').length).toBeGreaterThanOrEqual(2)

    const latest = Math.max(...seed.terms.map((terms) => terms.id))
    for (const row of seed.users) {
      const accepted = row.acceptedTerms.map((terms) => terms.termsId)
      expect(accepted.includes(latest), row.username).toBe(row.username !== 'new.operator')
      for (const terms of row.acceptedTerms) expect(terms.userId).toBe(row.id)
      expect(row.password).toBe(FAKE_PASSWORD)
      expect(row.comment).toBe('')
    }
  })

  it('keeps users consistent with their sites and customers', () => {
    for (const row of seed.users) {
      if (row.type === 'Root') {
        expect(row.customerId).toBeNull()
        expect(row.siteId).toBeNull()
      } else if (row.type === 'CustomerAdmin') {
        expect(row.customerId).not.toBeNull()
        expect(row.siteId).toBeNull()
      } else {
        const site = seed.sites.find((candidate) => candidate.id === row.siteId)
        expect(site?.customerId, row.username).toBe(row.customerId)
      }
      if (row.sharedUser) expect(row.primaryOperatorId).toBeNull()
      if (row.type !== 'Operator') expect(row.primaryOperatorId).toBeNull()
    }
    expect(seed.users.filter((row) => row.sharedUser).length).toBeGreaterThan(0)
  })

  it('describes the catalogue consistently', () => {
    const quantitative = seed.testTypes.filter((row) => row.measurementMethod === 'Quantitative')
    expect(quantitative.length).toBeGreaterThanOrEqual(2)
    for (const testType of seed.testTypes) {
      const indexes = testType.substances.map((line) => line.readerIndex)
      expect(new Set(indexes).size).toBe(indexes.length)
      if (testType.measurementMethod === 'Quantitative') {
        const range = testType.quantitativeRange
        expect(range).not.toBeNull()
        if (!range) continue
        expect(range.measurableRangeMin).toBeGreaterThanOrEqual(1)
        expect(range.negativeRangeMin).toBeGreaterThanOrEqual(range.measurableRangeMin)
        expect(range.negativeRangeMax).toBeLessThanOrEqual(range.measurableRangeMax)
        expect(testType.judgeType).toBeNull()
        expect(testType.positiveValue).toBeNull()
        expect(testType.qrIdString).toBeNull()
      } else {
        expect(testType.quantitativeRange).toBeNull()
        expect(testType.judgeType).not.toBeNull()
        expect(testType.qrIdString === null).toBe(testType.category === 'Strip')
      }
    }
  })

  it('spreads the test records over the year before the anchor', () => {
    const records = seed.testRecords
    const yearBefore = new Date(ANCHOR)
    yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1)
    const problems: number[] = []
    let previous = 0
    for (const record of records) {
      const inside = record.testDate <= ANCHOR && record.testDate > yearBefore.getTime()
      if (!inside || record.testDate < previous) problems.push(record.id)
      previous = record.testDate
    }
    expect(problems).toEqual([])
    const annotations = new Set(records.map((record) => record.annotation))
    for (const annotation of RECORD_TYPES) expect(annotations).toContain(annotation)
    const results = new Set(records.map((record) => record.result))
    for (const result of TEST_RESULTS) expect(results).toContain(result)
    const readers = new Set(records.map((record) => record.readerType))
    for (const reader of READER_TYPES) expect(readers).toContain(reader)
    const positives = records.filter((record) => record.result !== 'Negative').length
    expect(positives / records.length).toBeGreaterThan(0.02)
    expect(positives / records.length).toBeLessThan(0.15)
    const months = new Set(records.map((record) => new Date(record.testDate).getUTCMonth()))
    expect(months.size).toBe(12)
  })

  it('keeps every record consistent with its site, user and test type', () => {
    const testTypes = new Map(seed.testTypes.map((row) => [row.id, row]))
    const sites = new Map(seed.sites.map((row) => [row.id, row]))
    const users = new Map(seed.users.map((row) => [row.id, row]))
    const operatorIds = new Set(seed.users.map((row) => row.primaryOperatorId))
    // Plain checks collected per record: 25,000 × expect() would take seconds.
    const problems: string[] = []
    for (const record of seed.testRecords) {
      const fail = (what: string) => problems.push(`record ${record.id}: ${what}`)
      const testType = testTypes.get(record.testTypeId)
      const site = sites.get(record.siteId)
      if (!testType || !site) {
        fail('unknown test type or site')
        continue
      }
      const substanceIds = record.substances.map((line) => line.substanceId).join()
      if (substanceIds !== testType.substances.map((line) => line.substanceId).join()) {
        fail('substances differ from the test type')
      }
      const worst = record.substances.some((line) => line.result === 'Positive')
        ? 'Positive'
        : record.substances.some((line) => line.result === 'WeakPositive')
          ? 'WeakPositive'
          : 'Negative'
      if (worst !== record.result) fail(`result ${record.result} but substances ${worst}`)
      if ((record.concentration === null) !== (testType.measurementMethod === 'Qualitative')) {
        fail('concentration does not match the measurement method')
      }
      if (!site.availableTestTypes.some((row) => row.testTypeId === record.testTypeId)) {
        fail('test type not available at the site')
      }
      if (record.customerId !== site.customerId) fail('customer differs from the site')
      if (users.get(record.userId)?.siteId !== record.siteId) fail('user of another site')
      if (record.operatorId !== null && !operatorIds.has(record.operatorId)) fail('operator')
      if (record.deleted !== (record.annotation === 'Deleted')) fail('deleted flag')
      // Within about 25 km of the site.
      const north = (record.latitude - site.location.latitude) * 111.32
      const east =
        (record.longitude - site.location.longitude) *
        111.32 *
        Math.cos((site.location.latitude * Math.PI) / 180)
      if (Math.hypot(north, east) > 26) fail('too far from the site')
      if (problems.length > 10) break
    }
    expect(problems).toEqual([])
  })

  it('plants one formula-like QR text, on the newest hand-entered code of the persona site', () => {
    const planted = seed.testRecords.filter((record) => record.rawQR === FORMULA_LIKE_QR)
    expect(planted).toHaveLength(1)
    const [record] = planted
    expect(record).toMatchObject({
      siteId: PERSONA_SITE_ID,
      deleted: false,
      manufacturingDate: null,
    })
    const newerHandEntered = seed.testRecords.filter(
      (other) =>
        other.siteId === PERSONA_SITE_ID &&
        !other.deleted &&
        other.manufacturingDate === null &&
        other.id > record!.id,
    )
    expect(newerHandEntered).toEqual([])
    // Recent enough for the first page of the site's list (newest first).
    expect(ANCHOR - record!.testDate).toBeLessThan(14 * DAY)
  })

  it('groups records of one sample, oldest first: an original or a control, then re-tests', () => {
    const records = new Map(seed.testRecords.map((row) => [row.id, row]))
    const problems: number[] = []
    let members = 0
    for (const group of seed.groupedTestRecords) {
      members += group.testRecordIds.length
      const rows = group.testRecordIds.map((id) => records.get(id))
      let ok = rows.every((row) => row?.groupId === group.id)
      for (let i = 1; i < rows.length; i++) {
        const row = rows[i]
        const before = rows[i - 1]
        if (!row || !before || row.testDate < before.testDate) ok = false
        if (!row?.annotation.endsWith('Confirmation')) ok = false
      }
      const first = rows[0]?.annotation
      const retestable =
        first === 'Original' || first === 'PositiveControl' || first === 'AnimalControl'
      if (rows.length > 1 && !retestable) ok = false
      if (!ok) problems.push(group.id)
    }
    expect(problems).toEqual([])
    expect(members).toBe(seed.testRecords.length)
    expect(seed.groupedTestRecords.some((group) => group.testRecordIds.length === 3)).toBe(true)
    // Control groups with a re-test, at every site (the control list's groups open onto them).
    const retestedControlSites = new Set(
      seed.groupedTestRecords
        .filter((group) => group.testRecordIds.length > 1)
        .map((group) => records.get(group.testRecordIds[0]!)!)
        .filter((first) => first.annotation.endsWith('Control'))
        .map((first) => first.siteId),
    )
    expect(retestedControlSites.size).toBe(seed.sites.length)
  })

  it('gives every site recent controls of both kinds on each of its reader types and measurement methods', () => {
    const records = new Map(seed.testRecords.map((row) => [row.id, row]))
    const methodOf = new Map(seed.testTypes.map((row) => [row.id, row.measurementMethod]))
    // What each site's control groups of the last 28 days (the shortest period) cover.
    const found = new Set<string>()
    for (const group of seed.groupedTestRecords) {
      const first = records.get(group.testRecordIds[0]!)!
      if (first.annotation !== 'PositiveControl' && first.annotation !== 'AnimalControl') continue
      if (ANCHOR - first.testDate > 28 * DAY) continue
      found.add(`${first.siteId} ${first.annotation} ${first.readerType}`)
      found.add(`${first.siteId} ${first.annotation} ${methodOf.get(first.testTypeId)}`)
    }
    const missing: string[] = []
    for (const site of seed.sites) {
      const readerTypes = seed.deviceVerifications
        .filter((reader) => reader.siteId === site.id)
        .map((reader) => reader.readerType)
      const methods = site.availableTestTypes.map((entry) => methodOf.get(entry.testTypeId))
      for (const kind of ['PositiveControl', 'AnimalControl']) {
        for (const value of new Set([...readerTypes, ...methods])) {
          const key = `${site.id} ${kind} ${value}`
          if (!found.has(key)) missing.push(key)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('fills device health and firmware', () => {
    const statuses = new Set(seed.deviceVerifications.map((row) => row.status))
    expect([...statuses].sort()).toEqual(['completed', 'failed', 'outstanding'])
    const never = seed.deviceVerifications.filter((row) =>
      row.lastVerificationDate.startsWith('1900'),
    )
    expect(never.length).toBeGreaterThanOrEqual(1)
    const recordSerials = new Set(seed.testRecords.map((record) => record.readerSerialNumber))
    for (const row of seed.deviceVerifications) {
      expect(recordSerials.has(row.readerSerialNumber)).toBe(true)
      expect(row.previousVerifications.length).toBeLessThanOrEqual(40)
      expect(row.testsSinceLastVerification).toBeLessThanOrEqual(row.testsInLifetime)
    }
    for (const type of ['desktop-reader', 'portable-reader-connect', 'truck-reader']) {
      const rows = seed.firmware.filter((row) => row.type === type)
      expect(rows.length).toBeGreaterThanOrEqual(6)
      expect(rows.length).toBeLessThanOrEqual(12)
      const versions = rows.map((row) => row.version.split('.').map(Number))
      for (let i = 1; i < versions.length; i++) {
        const [a = 0, b = 0, c = 0] = versions[i - 1] ?? []
        const [x = 0, y = 0, z = 0] = versions[i] ?? []
        expect(x * 1e6 + y * 1e3 + z).toBeGreaterThan(a * 1e6 + b * 1e3 + c)
      }
    }
    expect(seed.firmware.filter((row) => row.errorMessage !== null)).toHaveLength(1)
  })

  it('seeds every combination of the check states, 1900 dates and long histories', () => {
    const rows = seed.deviceVerifications
    expect(rows).toHaveLength(42)
    const state = (flag: boolean | null) => (flag === null ? 'none' : flag ? 'fail' : 'pass')
    const combinations = new Set(
      rows.map((row) => {
        const flags = healthFlags(row)
        return [flags.temperatureFailed, flags.calibrationFailed, flags.lightIntensityFailed]
          .map(state)
          .join(' ')
      }),
    )
    expect(combinations.size).toBe(27)
    expect(CHECK_COMBINATIONS).toHaveLength(26)

    for (const row of rows) {
      const flags = Object.values(healthFlags(row))
      const never = row.lastVerificationDate.startsWith('1900')
      const expected = flags.includes(true)
        ? 'failed'
        : !never && row.daysSinceLastVerification < 30
          ? 'completed'
          : 'outstanding'
      expect(row.status, `reader ${row.id}`).toBe(expected)
      // The newest history entry is the last verification, with the same outcomes.
      const newest = row.previousVerifications[0]
      if (newest) {
        expect(newest.date).toBe(row.lastVerificationDate)
        const mark = (flag: boolean | null) => (flag === null ? null : !flag)
        expect([newest.temperature, newest.calibrated, newest.intensity]).toEqual(flags.map(mark))
      }
    }
    const never = rows.filter((row) => row.lastVerificationDate.startsWith('1900'))
    expect(never).toHaveLength(2)
    for (const row of never) {
      expect(Object.values(healthFlags(row))).toEqual([null, null, null])
      expect(row.status).toBe('outstanding')
    }
    const undated = rows.flatMap((row) =>
      row.previousVerifications.filter((entry) => entry.date === '1900-01-01T00:00:00.000Z'),
    )
    expect(undated.length).toBeGreaterThanOrEqual(1)
    const long = rows.map((row) => row.previousVerifications.length).filter((count) => count > 24)
    expect(long.sort()).toEqual([...LONG_HISTORIES])
  })

  it('has terms with a sanitising test case, views and reference data', () => {
    const oldest = seed.terms[0]
    expect(oldest?.termsText).toContain('<script>')
    expect(oldest?.termsText).toContain('onerror=')
    for (const terms of seed.terms) expect(terms.released).toBe(true)

    const owner = user(seed, 'customer.admin')
    const views = seed.userViews.find((row) => row.id === owner.id)
    expect(views?.views).toHaveLength(3)
    expect(views?.views.map((view) => view.list ?? 'testRecords')).toEqual([
      'testRecords',
      'testRecords',
      'controlRecords',
    ])
    for (const view of views?.views ?? []) {
      expect(view.id).toBeLessThanOrEqual(100_000)
      expect(view.columns.map((column) => column.id)).toEqual(
        DEFAULT_VIEW_COLUMNS.map((column) => column.id),
      )
    }

    const english = seed.languages.find((language) => language.locale === 'en-EN')
    expect(english).toMatchObject({ is_default: true, is_best_fit: true, name: 'English' })
    expect(seed.languages.filter((language) => language.is_default)).toHaveLength(1)

    expect(seed.countries.length).toBeGreaterThanOrEqual(240)
    for (const country of seed.countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/)
      expect(country.code_iso).toMatch(/^[A-Z]{3}$/)
      expect(country.name).not.toBe('')
      expect(country.native).not.toBe('')
      expect(country.continent).not.toBe('')
      expect(country.image_1_url).toBe(`/flags/4x3/${country.code.toLowerCase()}.svg`)
      expect(country.image_2_url).toBe(`/flags/1x1/${country.code.toLowerCase()}.svg`)
    }
    const denmark = seed.countries.find((country) => country.code === 'DK')
    expect(denmark).toMatchObject({
      code_iso: 'DNK',
      capital: 'Copenhagen',
      currency: 'DKK',
      currency_name: 'Danish Krone',
      phone: '+45',
      capital_timezone: { id: 'Europe/Copenhagen', offset_sec: 3600, abbr: 'CET' },
    })
    expect(denmark?.capital_lat).toBeCloseTo(55.68, 1)
    const withCoordinates = seed.countries.filter((country) => country.capital_lat !== null)
    expect(withCoordinates.length).toBeGreaterThan(220)
  })
})
