/**
 * Wire shapes of the API (CORE-3.1 to CORE-3.23, ADMIN-3.1 to ADMIN-3.13), by the names the
 * client uses. Each is an alias of a schema of the API document, src/api/openapi.yaml, through
 * the types `npm run api:types` generates from it (src/api/generated/openapi.ts): the document is
 * the one description of the shapes, the fake API's answers are checked against it
 * (src/mocks/openapi), so a type error here is a contract break on both sides. Where the spec
 * names a field but not its type, the type chosen is recorded in docs/decisions.md. The few
 * types below that are not a schema of the document say so.
 */
import type { components, operations } from './generated/openapi'

type Schemas = components['schemas']

/** A list parameter goes as repeated keys; the client may hand one value or several. */
type OneOrMany<Query> = {
  [Name in keyof Query]: NonNullable<Query[Name]> extends ReadonlyArray<infer Item>
    ? Item | Item[]
    : Query[Name]
}

/**
 * The query parameters of one operation of the document, by its operationId: the endpoints'
 * query types are these, so a parameter the document lacks (or names otherwise) is a type error.
 */
export type QueryOf<Operation extends keyof operations> = OneOrMany<
  NonNullable<operations[Operation]['parameters']['query']>
>

/**
 * The JSON body of one operation of the document, by its operationId: the endpoints' commands are
 * these (with the id a save puts in the path where it has one).
 */
export type BodyOf<Operation extends keyof operations> = operations[Operation] extends {
  requestBody?: { content: { 'application/json': infer Body } }
}
  ? Body
  : never

/** ISO 8601 date-time text, as the API sends dates. */
export type IsoDateTime = Schemas['IsoDateTime']

export type ListMeta = Schemas['ListMeta']

/**
 * Every list's envelope with its items' type: the document's ListResponse leaves `data` open and
 * each list operation narrows it (an allOf), so the client says the item type here.
 */
export type ListResponse<T> = Omit<Schemas['ListResponse'], 'data'> & { data: T[] }

type Parameters = components['parameters']

/**
 * Paging and sorting of every list call; `order` is `field_direction` (CORE-9.4): the document's
 * shared query parameters Page, PageSize and Order.
 */
export interface PageQuery {
  page?: Parameters['Page']
  pageSize?: Parameters['PageSize']
  order?: Parameters['Order']
}

/** One field error of a 400 answer; `field` names the form field (dot path for nested ones). */
export type FieldError = Schemas['FieldError']

/** The body of every error answer (400, 403, 404, 409, 500). */
export type ApiErrorBody = Schemas['ApiErrorBody']

export type Address = Schemas['Address']
export type Contact = Schemas['Contact']
export type Location = Schemas['Location']

// ---------------------------------------------------------------- reference data

export type Language = Schemas['Language']
export type CountryTimezone = Schemas['CountryTimezone']
export type Country = Schemas['Country']

// ---------------------------------------------------------------- accounts

export type Customer = Schemas['Customer']
export type AvailableTestType = Schemas['AvailableTestType']
export type Site = Schemas['Site']
export type AcceptedTerms = Schemas['AcceptedTerms']
export type User = Schemas['User']

/** The body of create and update user calls; the password is only ever sent, never returned. */
export type UserCommand = Schemas['UserCommand']

export type CurrentUserResponse = Schemas['CurrentUserResponse']

// ---------------------------------------------------------------- saved views

/** A saved view's column setting; the column rules live with it in the domain. */
export type ViewColumn = Schemas['ViewColumn']

export type ViewFilters = Schemas['ViewFilters']

/**
 * A saved view. `list` is the records list the view was made on (src/domain/view-lists.ts);
 * absent on views made before control records had views: those are test-records views.
 */
export type SavedView = Schemas['SavedView']

export type UserViews = Schemas['UserViews']

// ---------------------------------------------------------------- test types and substances

/** The code of the 409 field error on `revision`: the record changed since it was loaded. */
export const STALE_REVISION = 'conflict.staleRevision'

/**
 * The code of the 428 field error on `revision`: an update of a versioned record that did not say
 * which revision it was made on (a client bug: every edit form sends the one it loaded).
 */
export const MISSING_REVISION = 'precondition.missingRevision'

export type Substance = Schemas['Substance']
export type TestTypeSubstance = Schemas['TestTypeSubstance']
export type QuantitativeRange = Schemas['QuantitativeRange']

/** A test type; `incubationTime` is in seconds. */
export type TestType = Schemas['TestType']

// ---------------------------------------------------------------- test records

export type TestRecordSubstance = Schemas['TestRecordSubstance']
export type Attachment = Schemas['Attachment']

/**
 * A test record. `revision` is raised by each change of the record: a comment is saved with the
 * version it was written on, and refused (409) when the record changed meanwhile
 * (docs/decisions.md).
 */
export type TestRecord = Schemas['TestRecord']

/** A sample; its `revision` is raised by each change of its comment (a stale save is a 409). */
export type GroupedTestRecord = Schemas['GroupedTestRecord']

export type UploadUrl = Schemas['UploadUrl']

/** One entry of a record's change history (a proposed extension of the API, issue 40). */
export type RecordHistoryEntry = Schemas['RecordHistoryEntry']

// ---------------------------------------------------------------- dashboard

export type StatisticValue = Schemas['StatisticValue']
export type KeyStatistics = Schemas['KeyStatistics']
export type TestResultsChart = Schemas['TestResultsChart']
export type SubstancesChart = Schemas['SubstancesChart']
export type SiteSeries = Schemas['SiteSeries']
export type SitesChart = Schemas['SitesChart']
export type UserCounts = Schemas['UserCounts']
export type DashboardUser = Schemas['DashboardUser']
export type MapMarker = Schemas['MapMarker']

// ---------------------------------------------------------------- administration

export type Subscription = Schemas['Subscription']
export type Terms = Schemas['Terms']
export type FeedbackCommand = Schemas['FeedbackCommand']
export type TemperatureCheck = Schemas['TemperatureCheck']
export type SubstanceCheck = Schemas['SubstanceCheck']
export type PreviousVerification = Schemas['PreviousVerification']
export type DeviceVerification = Schemas['DeviceVerification']

/**
 * A device-health row. The failed flags are tri-state (ADMIN-4.11): true failed, false passed,
 * null no value (not measured: never verified, or no pass mark on any line).
 */
export type DeviceHealthRow = Schemas['DeviceHealthRow']

export type Firmware = Schemas['Firmware']
