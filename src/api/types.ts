/**
 * Wire shapes of the API (CORE-3.1 to CORE-3.23, ADMIN-3.1 to ADMIN-3.13). Field names follow the
 * spec; where the spec names a field but not its type, the type chosen is recorded in
 * docs/decisions.md. The fake API answers with exactly these shapes, so a type error here is a
 * contract break on both sides.
 */
import type {
  CustomerCategory,
  CustomerType,
  DateRangeKind,
  FeedbackCategory,
  FeedbackType,
  Judgement,
  Measurement,
  MeasurementMethod,
  ReaderType,
  RecordType,
  TestForm,
  TestResult,
  UserType,
} from '@/domain/enums'
import type { ViewColumn as DomainViewColumn } from '@/domain/test-record-columns'
import type { ViewList } from '@/domain/view-lists'

/** ISO 8601 date-time text, as the API sends dates. */
export type IsoDateTime = string

export interface ListMeta {
  currentPage: number
  total: number
  perPage: number
}

export interface ListResponse<T> {
  data: T[]
  meta: ListMeta
}

/** Paging and sorting of every list call; `order` is `field_direction` (CORE-9.4). */
export interface PageQuery {
  page?: number
  pageSize?: number
  order?: string
}

/** One field error of a 400 answer; `field` names the form field (dot path for nested ones). */
export interface FieldError {
  field: string
  code: string
  message: string
}

/** The body of every error answer (400, 403, 404, 409, 500). */
export interface ApiErrorBody {
  message: string
  errors?: FieldError[]
}

export interface Address {
  street: string
  postalCode: string
  city: string
  country: string
}

export interface Contact {
  name: string
  phone: string
  email: string
}

export interface Location {
  latitude: number
  longitude: number
}

// ---------------------------------------------------------------- reference data

export interface Language {
  id: number
  name: string
  locale: string
  direction: 'ltr' | 'rtl'
  is_default: boolean
  is_best_fit: boolean
}

export interface CountryTimezone {
  id: string
  name: string
  abbr: string
  offset_sec: number
  label: string
}

export interface Country {
  id: number
  code: string
  code_iso: string
  name: string
  native: string
  phone: string | null
  continent: string
  capital: string | null
  capital_lat: number | null
  capital_lng: number | null
  currency: string
  currency_name: string
  languages: string
  image_1_url: string
  image_2_url: string
  capital_timezone: CountryTimezone | null
}

// ---------------------------------------------------------------- accounts

export interface Customer extends Revised {
  id: number
  name: string
  soldTo: string
  category: CustomerCategory
  distributorId: number | null
  type: CustomerType
  contact: Contact
  address: Address
}

export interface AvailableTestType {
  testTypeId: number
  qrActive: boolean
  testType?: Pick<TestType, 'id' | 'name' | 'measurementMethod' | 'category' | 'substances'>
}

export interface Site extends Revised {
  id: number
  name: string
  shipTo: string
  customerId: number
  customer?: Pick<Customer, 'id' | 'name'>
  type: CustomerType
  contact: Contact
  address: Address
  location: Location
  availableTestTypes: AvailableTestType[]
}

export interface AcceptedTerms {
  userId: number
  termsId: number
}

export interface User extends Revised {
  id: number
  username: string
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
  type: UserType
  customerId: number | null
  siteId: number | null
  site: Pick<Site, 'id' | 'name'> | null
  customer: Pick<Customer, 'id' | 'name'> | null
  sharedUser: boolean
  primaryOperatorId: string | null
  comment: string
  acceptedTerms: AcceptedTerms[]
  tourGuideCompleted?: boolean
}

/** The body of create and update user calls; the password is only ever sent, never returned. */
export interface UserCommand extends Partial<Omit<User, 'id' | 'site' | 'customer'>> {
  id?: number
  password?: string
}

export interface CurrentUserResponse {
  currentUser: User
  permissions: string[]
}

// ---------------------------------------------------------------- saved views

/** A saved view's column setting; the column rules live with it in the domain. */
export type ViewColumn = DomainViewColumn

export interface ViewFilters {
  period?: string | null
  routes?: string[]
  testResult?: number
  controlResult?: number
  userIds?: number[]
  readerType?: string[]
  measurementMethod?: MeasurementMethod[]
}

export interface SavedView {
  id: number
  name: string
  filters: ViewFilters
  columns: ViewColumn[]
  /**
   * The records list the view was made on (src/domain/view-lists.ts); absent on views made
   * before control records had views: those are test-records views.
   */
  list?: ViewList
}

export interface UserViews {
  views: SavedView[]
  lastUpdated: IsoDateTime | null
}

// ---------------------------------------------------------------- test types and substances

/** The code of the 409 field error on `revision`: the record changed since it was loaded. */
export const STALE_REVISION = 'conflict.staleRevision'

/**
 * The code of the 428 field error on `revision`: an update of a versioned record that did not say
 * which revision it was made on (a client bug: every edit form sends the one it loaded).
 */
export const MISSING_REVISION = 'precondition.missingRevision'

/** A record's revision: what an update says it was based on (docs/decisions.md). */
interface Revised {
  /**
   * Raised by each change; an update made on an older one is refused (409), one without any
   * (428).
   */
  revision?: number
}

export interface Substance extends Revised {
  id: number
  name: string
  created: IsoDateTime
}

export interface TestTypeSubstance {
  substanceId: number
  substance: Pick<Substance, 'id' | 'name'>
  readerIndex: number
  substanceOverride: { positiveValue: number; negativeValue: number } | null
}

export interface QuantitativeRange {
  measurableRangeMin: number
  measurableRangeMax: number
  negativeRangeMin: number
  negativeRangeMax: number
}

export interface TestType extends Revised {
  id: number
  name: string
  measurementMethod: MeasurementMethod
  category: TestForm
  qrIdString: string | null
  judgeType: Measurement | null
  judgingDirection: Judgement | null
  positiveValue: number | null
  negativeValue: number | null
  temperature: number | null
  /** Seconds. */
  incubationTime: number | null
  substances: TestTypeSubstance[]
  quantitativeRange: QuantitativeRange | null
}

// ---------------------------------------------------------------- test records

export interface TestRecordSubstance {
  substanceId: number
  substance: Pick<Substance, 'id' | 'name'>
  level: number
  result: TestResult
}

export interface Attachment {
  url: string
  name: string
}

export interface TestRecord {
  id: number
  /**
   * Raised by each change of the record: a comment is saved with the version it was written
   * on, and refused (409) when the record changed meanwhile (docs/decisions.md).
   */
  revision?: number
  testDate: IsoDateTime
  testType: Pick<TestType, 'id' | 'name' | 'measurementMethod'> & {
    quantitativeRange: Pick<QuantitativeRange, 'measurableRangeMin' | 'measurableRangeMax'> | null
  }
  result: TestResult
  annotation: RecordType
  comments: string
  batchNumber: string
  manufacturingDate: IsoDateTime | null
  rawQR: string
  route: string
  readerType: ReaderType
  readerSerialNumber: string
  operatorId: string | null
  appVersion: string
  location: Location
  site: { id: number; name: string; address: Address }
  customer: { id: number; name: string; address: Address }
  user: { id: number; username: string }
  substances: TestRecordSubstance[]
  attachments: Attachment[]
  concentration: number | null
  groupId: number
}

export interface GroupedTestRecord {
  id: number
  /** Raised by each change of the group's comment (a stale comment save is refused, 409). */
  revision?: number
  testDate: IsoDateTime
  testType: TestRecord['testType']
  result: TestResult
  annotation: RecordType
  site: TestRecord['site']
  customer: TestRecord['customer']
  user: TestRecord['user']
  measurementMethod: MeasurementMethod
  rawQR: string
  batchNumber: string
  concentration: number | null
  route: string
  readerType: ReaderType
  operatorId: string | null
  attachments: Attachment[]
  comments: string
  testRecords: Array<
    Pick<TestRecord, 'id' | 'testDate' | 'result' | 'annotation'> & {
      testType: Pick<TestType, 'name' | 'measurementMethod'>
    }
  >
}

export interface UploadUrl {
  method: string
  url: string
  headers: Record<string, string>
}

// ---------------------------------------------------------------- dashboard

export interface StatisticValue {
  amount: number
  increase: number
}

export interface KeyStatistics {
  total: StatisticValue
  negative: StatisticValue
  positive: StatisticValue
  positiveRatio: StatisticValue
  comparedPeriodStart: IsoDateTime
  comparedPeriodEnd: IsoDateTime
}

export interface TestResultsChart {
  dates: IsoDateTime[]
  type: DateRangeKind
  negativeCount: number[]
  positiveCount: number[]
}

export interface SubstancesChart {
  substances: string[]
  negativeCount: number[]
  positiveCount: number[]
}

export interface SiteSeries {
  siteId: number
  siteName: string
  testCount: number[]
}

export interface SitesChart {
  sites: SiteSeries[]
  timeOfDay: string[]
}

export interface UserCounts {
  testCount: number
  positiveTestCount: number
  positiveControlCount: number
  falsePositiveCount: number
}

export interface DashboardUser extends UserCounts {
  name: string
  sharedUser: boolean
  operators: Array<UserCounts & { operatorId: string }>
}

export interface MapMarker {
  id: number
  latitude: number
  longitude: number
}

// ---------------------------------------------------------------- administration

export interface Subscription {
  id: number
  email: string
  siteId: number
  site: Pick<Site, 'id' | 'name'>
}

export interface Terms {
  id: number
  termsText: string
  created: IsoDateTime
  released: boolean
}

export interface FeedbackCommand {
  sender: string
  userId: number
  topic: FeedbackCategory
  type: FeedbackType
  feedback: string
  device: string
  platform: 'web'
  os: string
  version: string
}

export interface TemperatureCheck {
  actual: number
  expected: number
  passed: boolean | null
}

export interface SubstanceCheck {
  ratioMeasured: number
  ratioMeasuredPassed: boolean | null
  lineIntensity: number
  lineIntensityPassed: boolean | null
}

export interface PreviousVerification {
  date: IsoDateTime
  calibrated: boolean | null
  intensity: boolean | null
  temperature: boolean | null
}

export interface DeviceVerification {
  id: number
  site: Pick<Site, 'id' | 'name'>
  readerSerialNumber: string
  readerType: ReaderType
  lastVerificationDate: IsoDateTime
  softwareVersion: string
  latestUser: string
  testsInLifetime: number
  testsSinceLastVerification: number
  daysSinceLastVerification: number
  additionalComments: string
  temperature: TemperatureCheck
  substances: SubstanceCheck[]
  previousVerifications: PreviousVerification[]
}

export interface DeviceHealthRow {
  id: number
  testDate: IsoDateTime
  siteName: string
  readerSerialNumber: string
  testSinceLastVerification: number
  /**
   * Tri-state (ADMIN-4.11): true failed, false passed, null no value (not measured: never
   * verified, or no pass mark on any line).
   */
  temperatureFailed: boolean | null
  calibrationFailed: boolean | null
  lightIntensityFailed: boolean | null
}

export interface Firmware {
  id: number
  version: string
  description: string
  url: string | null
  errorMessage: string | null
  created: IsoDateTime
}
