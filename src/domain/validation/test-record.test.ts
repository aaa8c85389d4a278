import { describe, expect, it } from 'vitest'
import { testRecordUploadSchema, type UploadTestType } from './test-record'
import { schemaErrors as errorsOf } from '../../../tests/helpers/schema-errors'

const TEST_TYPES: Record<number, UploadTestType> = {
  1: { measurementMethod: 'Qualitative', substanceIds: [11, 12] },
  2: { measurementMethod: 'Quantitative', substanceIds: [21] },
}
const schema = testRecordUploadSchema((id) => TEST_TYPES[id])

const qualitative = () => ({
  testDate: '2026-11-20T06:15:00.000Z',
  testType: { id: 1 },
  result: 'Negative',
  readerType: 'TruckReader',
  readerSerialNumber: 'TR-1001',
  substances: [
    { substanceId: 11, level: 1.32, result: 'Negative' },
    { substanceId: 12, level: 1.18, result: 'Negative' },
  ],
})

type Body = Record<string, unknown>
const without = (key: string) => (body: Body) => {
  const copy = { ...body }
  delete copy[key]
  return copy
}
const withValue = (key: string, value: unknown) => (body: Body) => ({ ...body, [key]: value })

describe('testRecordUploadSchema', () => {
  it('accepts a complete qualitative record and defaults the rest', async () => {
    const values = await schema.validate(qualitative())
    expect(values).toMatchObject({
      annotation: 'Original',
      concentration: null,
      rawQR: '',
      batchNumber: '',
      operatorId: null,
      location: null,
      groupId: null,
      comments: '',
    })
  })

  it('accepts a quantitative record with its concentration', async () => {
    const body = {
      ...qualitative(),
      testType: { id: 2 },
      substances: [{ substanceId: 21, level: 12.5, result: 'Negative' }],
      concentration: 12.5,
      location: { latitude: 55.87, longitude: 12.49 },
      manufacturingDate: '2026-09-01T00:00:00Z',
      annotation: 'Confirmation',
    }
    expect(await errorsOf(schema, body)).toEqual({})
  })

  it.each<[string, (body: Body) => unknown, Record<string, string>]>([
    ['no test date', without('testDate'), { testDate: 'validation.required' }],
    [
      'a test date that is not ISO',
      withValue('testDate', '20.11.2026'),
      { testDate: 'validation.date' },
    ],
    [
      'an impossible date',
      withValue('testDate', '2026-02-31T25:00:00Z'),
      { testDate: 'validation.date' },
    ],
    ['no test type', without('testType'), { 'testType.id': 'validation.required' }],
    [
      'an unknown test type',
      withValue('testType', { id: 99 }),
      { 'testType.id': 'validation.oneOf' },
    ],
    [
      'a test type id as text',
      withValue('testType', { id: 'one' }),
      { 'testType.id': 'validation.number' },
    ],
    ['no result', without('result'), { result: 'validation.required' }],
    ['an unknown result', withValue('result', 'Inconclusive'), { result: 'validation.oneOf' }],
    ['uploaded as deleted', withValue('annotation', 'Deleted'), { annotation: 'validation.oneOf' }],
    ['no reader type', without('readerType'), { readerType: 'validation.required' }],
    [
      'a filter-only device type',
      withValue('readerType', 'PortableReader'),
      { readerType: 'validation.oneOf' },
    ],
    [
      'no serial number',
      without('readerSerialNumber'),
      { readerSerialNumber: 'validation.required' },
    ],
    [
      'a blank serial number',
      withValue('readerSerialNumber', '  '),
      { readerSerialNumber: 'validation.blank' },
    ],
    ['no substances', without('substances'), { substances: 'validation.required' }],
    ['an empty substance list', withValue('substances', []), { substances: 'validation.required' }],
    [
      'a substance of another test type',
      withValue('substances', [{ substanceId: 21, level: 1, result: 'Negative' }]),
      { 'substances[0].substanceId': 'validation.oneOf' },
    ],
    [
      'a substance twice',
      withValue('substances', [
        { substanceId: 11, level: 1, result: 'Negative' },
        { substanceId: 11, level: 1, result: 'Negative' },
      ]),
      { substances: 'validation.unique' },
    ],
    [
      'a line without level and result',
      withValue('substances', [{ substanceId: 11 }]),
      {
        'substances[0].level': 'validation.required',
        'substances[0].result': 'validation.required',
      },
    ],
    [
      'a quantitative record without concentration',
      (body) => ({
        ...body,
        testType: { id: 2 },
        substances: [{ substanceId: 21, level: 3, result: 'Negative' }],
      }),
      { concentration: 'validation.required' },
    ],
    [
      'a concentration as text',
      withValue('concentration', 'high'),
      { concentration: 'validation.number' },
    ],
    [
      'a position off the globe',
      withValue('location', { latitude: 91, longitude: -181 }),
      { 'location.latitude': 'validation.max', 'location.longitude': 'validation.min' },
    ],
    [
      'a comment of 3001 characters',
      withValue('comments', 'x'.repeat(3001)),
      { comments: 'validation.maxLength' },
    ],
    [
      'a QR text of 501 characters',
      withValue('rawQR', 'x'.repeat(501)),
      { rawQR: 'validation.maxLength' },
    ],
    ['a group id of 0', withValue('groupId', 0), { groupId: 'validation.min' }],
  ])('refuses %s', async (_name, change, expected) => {
    expect(await errorsOf(schema, change(qualitative()))).toEqual(expected)
  })
})
