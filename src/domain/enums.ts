/**
 * Enumerations of the product (CORE-3.14 to CORE-3.20, ADMIN-3.13) as const tuples, so that
 * both the type and the list of values (for pickers, validation and the fake API) come from one
 * place.
 */
export const CUSTOMER_CATEGORIES = ['Direct', 'Distributor', 'Indirect', 'Other'] as const
export type CustomerCategory = (typeof CUSTOMER_CATEGORIES)[number]

export const CUSTOMER_TYPES = ['Free', 'Premium'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]

export const DATE_RANGE_KINDS = ['Day', 'Range', 'Month'] as const
export type DateRangeKind = (typeof DATE_RANGE_KINDS)[number]

/** Reader types a record or firmware can carry. */
export const READER_TYPES = ['DesktopReader', 'TruckReader', 'PortableReaderConnect'] as const
export type ReaderType = (typeof READER_TYPES)[number]

/** Device types offered by the filters (a superset of READER_TYPES). */
export const DEVICE_TYPES = [
  'TruckReader',
  'PortableReader',
  'DesktopReader',
  'PortableReaderConnect',
  'Unknown',
] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]

export const MEASUREMENTS = ['Height', 'Area'] as const
export type Measurement = (typeof MEASUREMENTS)[number]

export const JUDGEMENTS = ['ReverseJudgement', 'PositiveJudgement'] as const
export type Judgement = (typeof JUDGEMENTS)[number]

export const MEASUREMENT_METHODS = ['Qualitative', 'Quantitative'] as const
export type MeasurementMethod = (typeof MEASUREMENT_METHODS)[number]

export const TEST_RESULTS = ['Negative', 'WeakPositive', 'Positive'] as const
export type TestResult = (typeof TEST_RESULTS)[number]

export const TEST_FORMS = ['Strip', 'Cassette'] as const
export type TestForm = (typeof TEST_FORMS)[number]

export const SITE_ROLES = ['Root', 'CustomerAdmin', 'SiteAdmin', 'Operator', 'Integration'] as const
export type SiteRole = (typeof SITE_ROLES)[number]

/** User types offered by the user forms (ADMIN-6.1). */
export const USER_TYPES = ['CustomerAdmin', 'SiteAdmin', 'Operator'] as const
export type UserType = (typeof USER_TYPES)[number] | 'Root' | 'Integration'

export const RECORD_TYPES = [
  'PositiveControl',
  'Rejected',
  'Original',
  'Confirmation',
  'Deleted',
  'AnimalControl',
  'SecondConfirmation',
  'Verification',
] as const
export type RecordType = (typeof RECORD_TYPES)[number]

/** Firmware types, one per reader (ADMIN-2.15, ADMIN-9.8). */
export const FIRMWARE_TYPES = ['desktop-reader', 'portable-reader-connect', 'truck-reader'] as const
export type FirmwareType = (typeof FIRMWARE_TYPES)[number]

export const FEEDBACK_CATEGORIES = ['reader', 'testStrip', 'cloud', 'app', 'other'] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

export const FEEDBACK_TYPES = ['error', 'improvement', 'question'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]

export const VERIFICATION_STATUSES = ['failed', 'outstanding', 'completed'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

/** Result bit flags of the `results` query parameter (CORE-9.2). */
export const RESULT_FLAGS = { negative: 1, inconclusive: 2, positive: 4 } as const
export const ALL_RESULT_FLAGS = 7

/** Control result flags (CORE-9.2). */
export const CONTROL_FLAGS = { positiveControl: 1, animalControl: 32 } as const
export const ALL_CONTROL_FLAGS = 33
