/**
 * What a reader uploads as a group (POST /v2/GroupedTestRecords and /anonymous, CORE-7.15): one
 * sample's records, the original first and then its controls and confirmations, each exactly as
 * a single upload (./test-record.ts), and a comment on the group. The group's own fields (date,
 * result, site...) are its first record's, so the body does not repeat them.
 *
 * Each record is checked by the single-upload schema as a body of its own, not as a nested
 * object: that schema finds a record's test type at the root of what it validates, and inside
 * the group the root would be the group, which silently skipped every rule that depends on the
 * test type (the substances of the type, a quantitative test's concentration).
 */
import { array, mixed, object, string, ValidationError, type InferType } from 'yup'
import { TEXT_LIMITS } from './limits'
import {
  testRecordUploadSchema,
  type TestRecordUploadValues,
  type UploadTestTypes,
} from './test-record'

/**
 * Records one upload may group. A sample has an original and at most two confirmations; the
 * room above that is for controls run on the same sample, not for a day's work in one call.
 */
export const MAX_GROUP_RECORDS = 10

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

export function groupedTestRecordUploadSchema(testTypes: UploadTestTypes) {
  const recordSchema = testRecordUploadSchema(testTypes)
  const member = mixed<TestRecordUploadValues>()
    .defined('validation.invalid')
    .nonNullable('validation.invalid')
    // The values handed on are the record's as the single upload reads them (defaults filled).
    .transform((value: unknown) =>
      isPlainObject(value) ? recordSchema.cast(value, { assert: false }) : value,
    )
    .test('test-record', 'validation.invalid', async function () {
      const record: unknown = this.originalValue
      if (!isPlainObject(record)) return false
      const errors: ValidationError[] = []
      try {
        await recordSchema.validate(record, { abortEarly: false })
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        const leaves = error.inner.length > 0 ? error.inner : [error]
        for (const leaf of leaves) {
          const path = leaf.path ? `${this.path}.${leaf.path}` : this.path
          errors.push(this.createError({ path, message: leaf.message }))
        }
      }
      // The group being uploaded is the record's group: it cannot also join another one.
      if (record.groupId !== undefined && record.groupId !== null) {
        errors.push(
          this.createError({ path: `${this.path}.groupId`, message: 'validation.invalid' }),
        )
      }
      return errors.length === 0 || new ValidationError(errors)
    })

  return object({
    testRecords: array(member)
      .typeError('validation.invalid')
      .required('validation.required')
      .min(1, 'validation.required')
      .max(MAX_GROUP_RECORDS, 'validation.max'),
    comments: string()
      .typeError('validation.invalid')
      .nullable()
      .default('')
      .max(TEXT_LIMITS.comment, 'validation.maxLength'),
  })
}

export type GroupedTestRecordUploadValues = InferType<
  ReturnType<typeof groupedTestRecordUploadSchema>
>
