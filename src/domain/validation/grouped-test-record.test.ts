import { describe, expect, it } from 'vitest'
import { groupedTestRecordUploadSchema, MAX_GROUP_RECORDS } from './grouped-test-record'
import { TEXT_LIMITS } from './limits'
import type { UploadTestType } from './test-record'
import { schemaErrors as errorsOf } from '../../../tests/helpers/schema-errors'

const TEST_TYPES: Record<number, UploadTestType> = {
  1: { measurementMethod: 'Qualitative', substanceIds: [11, 12] },
  2: { measurementMethod: 'Quantitative', substanceIds: [21] },
}
const schema = groupedTestRecordUploadSchema((id) => TEST_TYPES[id])

const record = (overrides: Record<string, unknown> = {}) => ({
  testDate: '2026-11-20T06:15:00.000Z',
  testType: { id: 1 },
  result: 'Positive',
  readerType: 'TruckReader',
  readerSerialNumber: 'TR-1001',
  substances: [
    { substanceId: 11, level: 0.42, result: 'Positive' },
    { substanceId: 12, level: 1.18, result: 'Negative' },
  ],
  ...overrides,
})

const confirmation = () =>
  record({ testDate: '2026-11-20T06:30:00.000Z', annotation: 'Confirmation' })

describe('groupedTestRecordUploadSchema', () => {
  it('accepts an original and its confirmation, with each record read as a single upload', async () => {
    const values = await schema.validate({ testRecords: [record(), confirmation()] })
    expect(values.comments).toBe('')
    expect(values.testRecords).toHaveLength(2)
    expect(values.testRecords[0]).toMatchObject({
      annotation: 'Original',
      concentration: null,
      groupId: null,
      rawQR: '',
    })
    expect(values.testRecords[1]?.annotation).toBe('Confirmation')
  })

  it('accepts a control on its own, with a comment', async () => {
    const body = {
      testRecords: [record({ annotation: 'PositiveControl' })],
      comments: 'Kit lot opened.',
    }
    expect(await errorsOf(schema, body)).toEqual({})
  })

  it.each<[string, unknown, Record<string, string>]>([
    ['no records', {}, { testRecords: 'validation.required' }],
    ['an empty list', { testRecords: [] }, { testRecords: 'validation.required' }],
    ['records that are not a list', { testRecords: 'many' }, { testRecords: 'validation.invalid' }],
    [
      `more than ${MAX_GROUP_RECORDS} records`,
      { testRecords: Array.from({ length: MAX_GROUP_RECORDS + 1 }, () => record()) },
      { testRecords: 'validation.max' },
    ],
    [
      'a record that is not an object',
      { testRecords: [record(), 'x', null] },
      { 'testRecords[1]': 'validation.invalid', 'testRecords[2]': 'validation.invalid' },
    ],
    [
      'a record missing its result and date',
      { testRecords: [record(), record({ result: undefined, testDate: undefined })] },
      {
        'testRecords[1].result': 'validation.required',
        'testRecords[1].testDate': 'validation.required',
      },
    ],
    [
      // The rules that read the record's own test type apply inside a group too.
      'a substance of another test type',
      {
        testRecords: [record({ substances: [{ substanceId: 21, level: 1, result: 'Positive' }] })],
      },
      { 'testRecords[0].substances[0].substanceId': 'validation.oneOf' },
    ],
    [
      'a quantitative record without concentration',
      {
        testRecords: [
          record({
            testType: { id: 2 },
            substances: [{ substanceId: 21, level: 3, result: 'Negative' }],
            result: 'Negative',
          }),
        ],
      },
      { 'testRecords[0].concentration': 'validation.required' },
    ],
    [
      'a record uploaded as deleted',
      { testRecords: [record({ annotation: 'Deleted' })] },
      { 'testRecords[0].annotation': 'validation.oneOf' },
    ],
    [
      'a record that names another group',
      { testRecords: [record(), record({ groupId: 12 })] },
      { 'testRecords[1].groupId': 'validation.invalid' },
    ],
    [
      `a comment of ${TEXT_LIMITS.comment + 1} characters`,
      { testRecords: [record()], comments: 'x'.repeat(TEXT_LIMITS.comment + 1) },
      { comments: 'validation.maxLength' },
    ],
    [
      'a comment that is not text',
      { testRecords: [record()], comments: { text: 'x' } },
      { comments: 'validation.invalid' },
    ],
  ])('refuses %s', async (_name, body, expected) => {
    expect(await errorsOf(schema, body)).toEqual(expected)
  })
})
