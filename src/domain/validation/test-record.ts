/**
 * What a reader uploads as a test record (POST /v2/TestRecords and /anonymous, CORE-7.10). The
 * wire shape is the TestRecord without the parts the server joins (id, site, customer, user):
 * the test type by id, the result and per-substance lines, the reader, and what the QR code and
 * the reader's position said. The test types an upload may name are an argument (like the latest
 * version of the firmware rules), as only the server knows them when it validates: the test type
 * must exist, the substance lines must be that type's substances, each once, and a quantitative
 * test needs its concentration.
 *
 * Deleting is a portal action, so an upload cannot arrive as Deleted; the record type defaults
 * to Original.
 */
import { array, mixed, number, object, string, type InferType } from 'yup'
import {
  READER_TYPES,
  RECORD_TYPES,
  TEST_RESULTS,
  type MeasurementMethod,
  type ReaderType,
  type RecordType,
  type TestResult,
} from '@/domain/enums'
import { locationSchema } from './location'
import { requiredText } from './text'

/** What the rules need to know of a test type. */
export interface UploadTestType {
  measurementMethod: MeasurementMethod
  substanceIds: readonly number[]
}

export type UploadTestTypes = (id: number) => UploadTestType | undefined

/** The record types a reader may upload: every kind but Deleted. */
export const UPLOAD_RECORD_TYPES = RECORD_TYPES.filter(
  (type): type is Exclude<RecordType, 'Deleted'> => type !== 'Deleted',
)

/** Free texts a reader sends (QR text, batch, route...) are at most this long. */
export const UPLOAD_TEXT_MAX_LENGTH = 500
export const UPLOAD_COMMENT_MAX_LENGTH = 3000

const isIsoDateTime = (value: string | null | undefined) =>
  value === null ||
  value === undefined ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value)))

const id = () =>
  number().typeError('validation.number').integer('validation.integer').min(1, 'validation.min')

const optionalText = (max = UPLOAD_TEXT_MAX_LENGTH) =>
  string().typeError('validation.invalid').nullable().default('').max(max, 'validation.maxLength')

const testResult = () =>
  mixed<TestResult>()
    .oneOf([...TEST_RESULTS], 'validation.oneOf')
    .required('validation.required')

export function testRecordUploadSchema(testTypes: UploadTestTypes) {
  const testTypeOf = (context: { from?: Array<{ value: unknown }> }) => {
    const root = context.from?.[context.from.length - 1]?.value as
      { testType?: { id?: unknown } } | undefined
    const typeId = root?.testType?.id
    return typeof typeId === 'number' ? testTypes(typeId) : undefined
  }
  return object({
    testDate: string()
      .typeError('validation.date')
      .required('validation.required')
      .test('iso-date', 'validation.date', isIsoDateTime),
    testType: object({
      id: id()
        .required('validation.required')
        .test('exists', 'validation.oneOf', (value) => value === undefined || !!testTypes(value)),
    }),
    result: testResult(),
    annotation: mixed<Exclude<RecordType, 'Deleted'>>()
      .oneOf([...UPLOAD_RECORD_TYPES], 'validation.oneOf')
      .default('Original'),
    readerType: mixed<ReaderType>()
      .oneOf([...READER_TYPES], 'validation.oneOf')
      .required('validation.required'),
    readerSerialNumber: requiredText().max(100, 'validation.maxLength'),
    substances: array(
      object({
        substanceId: id()
          .required('validation.required')
          .test('of-test-type', 'validation.oneOf', function (value) {
            const testType = testTypeOf(this)
            return !testType || value === undefined || testType.substanceIds.includes(value)
          }),
        level: number().typeError('validation.number').required('validation.required'),
        result: testResult(),
      }),
    )
      .typeError('validation.invalid')
      .required('validation.required')
      .min(1, 'validation.required')
      .test('once-each', 'validation.unique', (lines) => {
        const ids = (lines ?? []).map((line) => line.substanceId)
        return new Set(ids).size === ids.length
      }),
    concentration: number()
      .typeError('validation.number')
      .nullable()
      .default(null)
      .test('quantitative', 'validation.required', function (value) {
        return testTypeOf(this)?.measurementMethod !== 'Quantitative' || typeof value === 'number'
      }),
    batchNumber: optionalText(),
    manufacturingDate: string()
      .typeError('validation.date')
      .nullable()
      .default(null)
      .test('iso-date', 'validation.date', isIsoDateTime),
    rawQR: optionalText(),
    route: optionalText(),
    operatorId: optionalText(100).default(null),
    appVersion: optionalText(50),
    comments: optionalText(UPLOAD_COMMENT_MAX_LENGTH),
    location: locationSchema().nullable().default(null),
    /** A confirmation or control joins the group (sample) of an earlier record. */
    groupId: id().nullable().default(null),
  })
}

export type TestRecordUploadValues = InferType<ReturnType<typeof testRecordUploadSchema>>
