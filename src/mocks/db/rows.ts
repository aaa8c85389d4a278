/**
 * What the fake database stores. Rows are normalised (foreign ids, not nested copies) so that a
 * rename shows everywhere and 250,000 test records fit in a browser tab; the handlers join rows
 * into the wire shapes of src/api/types.ts on the way out, and only for the page they answer.
 */
import type {
  Address,
  Contact,
  Country,
  Customer,
  DeviceVerification,
  Firmware,
  Language,
  Location,
  SavedView,
  Substance,
  Terms,
  TestType,
  User,
} from '@/api/types'
import type {
  FeedbackCategory,
  FeedbackType,
  FirmwareType,
  ReaderType,
  RecordType,
  TestResult,
  VerificationStatus,
} from '@/domain/enums'

export type CustomerRow = Customer

export interface SiteRow {
  id: number
  name: string
  shipTo: string
  customerId: number
  type: Customer['type']
  contact: Contact
  address: Address
  location: Location
  availableTestTypes: Array<{ testTypeId: number; qrActive: boolean }>
}

export interface UserRow extends Omit<User, 'site' | 'customer'> {
  /** Stored only so that the fake sign-in can check it; never sent back. */
  password: string
}

export type SubstanceRow = Substance

/** Substance entries refer to the substance by id only; the name is joined on the way out. */
export interface TestTypeRow extends Omit<TestType, 'substances'> {
  substances: Array<{
    substanceId: number
    readerIndex: number
    substanceOverride: { positiveValue: number; negativeValue: number } | null
  }>
}

export interface TestRecordRow {
  id: number
  /** Epoch milliseconds: numbers sort and compare faster than ISO text on 250,000 rows. */
  testDate: number
  testTypeId: number
  result: TestResult
  annotation: RecordType
  comments: string
  batchNumber: string
  /** Epoch milliseconds, or null when the QR code carried none. */
  manufacturingDate: number | null
  rawQR: string
  route: string
  readerType: ReaderType
  readerSerialNumber: string
  operatorId: string | null
  appVersion: string
  latitude: number
  longitude: number
  siteId: number
  customerId: number
  userId: number
  substances: Array<{ substanceId: number; level: number; result: TestResult }>
  attachments: Array<{ url: string; name: string }>
  concentration: number | null
  /** Records of one sample (original, confirmations, controls) share a group id. */
  groupId: number
  /** Set when the record was deleted from the portal; deleted rows stay for read-deleted users. */
  deleted: boolean
}

export interface GroupedTestRecordRow {
  id: number
  /** Ids of the member test records, oldest first; the first one is the group's original. */
  testRecordIds: number[]
  comments: string
}

/** What a history entry records (src/mocks/record-history.ts). */
export type RecordHistoryAction =
  'created' | 'annotationChanged' | 'commentChanged' | 'deleted' | 'restored'

/**
 * One entry of the audit trail of test records and their groups (issue 40): appended, never
 * changed or removed by any route. The actor's name is kept as it was then, so a later rename
 * or removal of the account does not rewrite the trail.
 */
export interface RecordHistoryRow {
  id: number
  recordKind: 'testRecord' | 'groupedTestRecord'
  recordId: number
  action: RecordHistoryAction
  /** The field changed: null for a create. */
  field: 'annotation' | 'comments' | null
  before: string | null
  after: string | null
  /** The acting account: null for an anonymous upload (a reader without an account). */
  userId: number | null
  userName: string
  /** Epoch milliseconds (UTC). */
  time: number
}

export interface DeviceVerificationRow extends Omit<DeviceVerification, 'site'> {
  siteId: number
  status: VerificationStatus
}

export interface FirmwareRow extends Firmware {
  type: FirmwareType
  /** What the fake storage received (its blob name and size); absent before an upload. */
  fileName?: string | null
  fileSize?: number | null
}

export type TermsRow = Terms

export interface SubscriptionRow {
  id: number
  email: string
  siteId: number
}

export interface FeedbackRow {
  id: number
  sender: string
  userId: number
  topic: FeedbackCategory
  type: FeedbackType
  feedback: string
  device: string
  platform: string
  os: string
  version: string
  created: string
}

export interface UserViewsRow {
  /** The user the views belong to (one row per user). */
  id: number
  views: SavedView[]
  lastUpdated: string | null
}

/**
 * A password-reset link (POST /v2/Users/password/reset): the SHA-256 of its token (the token
 * itself is only in the mail), whose account it resets, until when, and whether it was used.
 */
export interface PasswordResetRow {
  id: number
  userId: number
  tokenHash: string
  /** ISO time after which the link no longer works (an hour after it was asked for). */
  expiresAt: string
  /** When it was redeemed, or superseded by a newer link; null while it may still be used. */
  usedAt: string | null
}

/**
 * A mail the fake API "sent" (a real API's mail service sends it): kept for the dev outbox, where
 * product people and tests open the link a user would have received.
 */
export interface OutboxRow {
  id: number
  kind: 'passwordReset'
  /** The address it went to, and the account's username. */
  to: string
  username: string
  subject: string
  text: string
  /** The link in the mail (the portal's reset page with its token). */
  link: string
  sentAt: string
}

export type LanguageRow = Language
export type CountryRow = Country

/** Everything the seed produces, one array per collection. */
export interface SeedData {
  customers: CustomerRow[]
  sites: SiteRow[]
  users: UserRow[]
  substances: SubstanceRow[]
  testTypes: TestTypeRow[]
  testRecords: TestRecordRow[]
  groupedTestRecords: GroupedTestRecordRow[]
  recordHistory: RecordHistoryRow[]
  deviceVerifications: DeviceVerificationRow[]
  firmware: FirmwareRow[]
  terms: TermsRow[]
  subscriptions: SubscriptionRow[]
  feedback: FeedbackRow[]
  userViews: UserViewsRow[]
  passwordResets: PasswordResetRow[]
  outbox: OutboxRow[]
  languages: LanguageRow[]
  countries: CountryRow[]
}
