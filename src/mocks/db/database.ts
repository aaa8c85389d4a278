/**
 * The fake API's only store: one Table per collection, filled from the deterministic seed.
 * Handlers read and write through these tables; nothing else in the fake API keeps data.
 */
import type {
  CountryRow,
  CustomerRow,
  DeviceVerificationRow,
  FeedbackRow,
  FirmwareRow,
  GroupedTestRecordRow,
  LanguageRow,
  OutboxRow,
  PasswordResetRow,
  RecordHistoryRow,
  SeedData,
  SiteRow,
  SubscriptionRow,
  SubstanceRow,
  TermsRow,
  TestRecordRow,
  TestTypeRow,
  UserRow,
  UserViewsRow,
} from './rows'
import { Table, type Row } from './table'

export interface Database {
  customers: Table<CustomerRow>
  sites: Table<SiteRow>
  users: Table<UserRow>
  substances: Table<SubstanceRow>
  testTypes: Table<TestTypeRow>
  testRecords: Table<TestRecordRow>
  groupedTestRecords: Table<GroupedTestRecordRow>
  recordHistory: Table<RecordHistoryRow>
  deviceVerifications: Table<DeviceVerificationRow>
  firmware: Table<FirmwareRow>
  terms: Table<TermsRow>
  subscriptions: Table<SubscriptionRow>
  feedback: Table<FeedbackRow>
  userViews: Table<UserViewsRow>
  passwordResets: Table<PasswordResetRow>
  outbox: Table<OutboxRow>
  languages: Table<LanguageRow>
  countries: Table<CountryRow>
}

export type TableName = keyof Database

export const TABLE_NAMES = [
  'customers',
  'sites',
  'users',
  'substances',
  'testTypes',
  'testRecords',
  'groupedTestRecords',
  'recordHistory',
  'deviceVerifications',
  'firmware',
  'terms',
  'subscriptions',
  'feedback',
  'userViews',
  'passwordResets',
  'outbox',
  'languages',
  'countries',
] as const satisfies readonly TableName[]

/** The high-volume tables, kept in plain arrays (see src/mocks/db/table.ts for why). */
const ARRAY_TABLES: ReadonlySet<TableName> = new Set([
  'testRecords',
  'groupedTestRecords',
  'recordHistory',
])

export function createDatabase(): Database {
  return Object.fromEntries(
    TABLE_NAMES.map((name) => [
      name,
      new Table(name, ARRAY_TABLES.has(name) ? 'array' : 'collection'),
    ]),
  ) as unknown as Database
}

/** Every table of the database, for code that treats them alike (persistence, reset). */
export function tablesOf(db: Database): Array<Table<Row>> {
  return TABLE_NAMES.map((name) => db[name] as unknown as Table<Row>)
}

/** Replaces the contents of every table with the seed. */
export async function loadSeed(db: Database, seed: SeedData): Promise<void> {
  await Promise.all(
    TABLE_NAMES.map(async (name) => {
      const table = db[name] as unknown as Table<Row>
      table.clear()
      await table.load(seed[name])
    }),
  )
}
