// Every test type rule of ADMIN-5.1 to ADMIN-5.6, accepted and refused (the tables are shared with
// the fake API's tests), plus the normalisation helpers.
import { describe, expect, it } from 'vitest'
import { schemaErrors } from '../../../tests/helpers/schema-errors'
import {
  qualitative,
  quantitative,
  TEST_TYPES_ACCEPTED,
  TEST_TYPES_REFUSED,
} from '../../../tests/helpers/test-type-cases'
import {
  formatIncubationTime,
  normaliseTestTypeSubstances,
  parseIncubationTime,
  TEST_TYPE_KEYS as KEY,
  testTypeSchema,
} from './test-type'

const errorsOf = (values: unknown) => schemaErrors(testTypeSchema, values)

describe('testTypeSchema accepts', () => {
  it.each(TEST_TYPES_ACCEPTED)('%s', async (_name, values) => {
    expect(await errorsOf(values)).toEqual({})
  })
})

describe('testTypeSchema refuses', () => {
  const substancesWith = (...entries: object[]) => ({ ...qualitative, substances: entries })

  it.each(TEST_TYPES_REFUSED)('%s', async (_name, values, field, code) => {
    const errors = await errorsOf(values)
    expect(errors[field], JSON.stringify(errors)).toBe(code)
  })

  it('names every entry that repeats a reader index', async () => {
    const errors = await errorsOf(
      substancesWith(
        { substanceId: 1, readerIndex: 1 },
        { substanceId: 2, readerIndex: 1 },
        { substanceId: 3, readerIndex: 2 },
        { substanceId: 4, readerIndex: 1 },
      ),
    )
    expect(errors).toEqual({
      'substances[1].readerIndex': KEY.duplicateReaderIndex,
      'substances[3].readerIndex': KEY.duplicateReaderIndex,
    })
  })

  it('does not ask a quantitative type for judging values or unique reader indexes', async () => {
    const errors = await errorsOf({
      ...quantitative,
      substances: [
        { substanceId: 12, readerIndex: 1 },
        { substanceId: 1, readerIndex: 1 },
      ],
    })
    expect(errors).toEqual({})
  })
})

describe('normaliseTestTypeSubstances', () => {
  it('gives a missing reader index 0 and drops an override with neither value', () => {
    expect(
      normaliseTestTypeSubstances([
        { substanceId: 1 },
        { substanceId: 2, readerIndex: null, substanceOverride: { positiveValue: null } },
        {
          substanceId: 3,
          readerIndex: 4,
          substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
        },
        { substanceId: 4, readerIndex: 5, substanceOverride: { negativeValue: 1 } },
      ]),
    ).toEqual([
      { substanceId: 1, readerIndex: 0, substanceOverride: null },
      { substanceId: 2, readerIndex: 0, substanceOverride: null },
      {
        substanceId: 3,
        readerIndex: 4,
        substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
      },
      // Half-filled: kept for the validation to refuse.
      {
        substanceId: 4,
        readerIndex: 5,
        substanceOverride: { positiveValue: null, negativeValue: 1 },
      },
    ])
  })

  it('keeps the other fields of an entry (the joined substance)', () => {
    const [entry] = normaliseTestTypeSubstances([
      { substanceId: 1, substance: { id: 1, name: 'Penicillin G' }, readerIndex: 2 },
    ])
    expect(entry?.substance).toEqual({ id: 1, name: 'Penicillin G' })
  })
})

describe('incubation time', () => {
  it.each<[string | null | undefined, number | null]>([
    ['00:00', 0],
    ['03:00', 180],
    ['05:30', 330],
    ['5:30', 330],
    [' 10:05 ', 605],
    ['120:00', 7200],
    ['', null],
    [null, null],
    [undefined, null],
    ['5', null],
    ['05:60', null],
    ['05:5', null],
    ['aa:bb', null],
    ['-1:00', null],
  ])('parseIncubationTime(%j) is %j', (text, seconds) => {
    expect(parseIncubationTime(text)).toBe(seconds)
  })

  it.each<[number | null | undefined, string]>([
    [0, '00:00'],
    [59, '00:59'],
    [180, '03:00'],
    [330, '05:30'],
    [7200, '120:00'],
    [null, ''],
    [undefined, ''],
    [-5, ''],
  ])('formatIncubationTime(%j) is %j', (seconds, text) => {
    expect(formatIncubationTime(seconds)).toBe(text)
  })

  it.each([0, 1, 59, 60, 61, 599, 3599, 5999])('round-trips %i seconds', (seconds) => {
    expect(parseIncubationTime(formatIncubationTime(seconds))).toBe(seconds)
  })
})
