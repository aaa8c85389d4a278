// The test-type form's values against the API body: initial values of an edit, the body of each
// kind of test type, and where each body field's error shows on the form.
import { describe, expect, it } from 'vitest'
import type { Substance, TestType } from '@/api/types'
import {
  formFieldOf,
  incubationTimeError,
  initialTestTypeValues,
  measurableRangeSet,
  SUBSTANCE_LIST_FIELD,
  testTypeCommand,
  type TestTypeFormValues,
} from './test-type-form'

const substances: Substance[] = [
  { id: 2, name: 'Amoxicillin', created: '2024-01-01T00:00:00Z' },
  { id: 1, name: 'Penicillin G', created: '2024-01-01T00:00:00Z' },
  { id: 12, name: 'Aflatoxin M1', created: '2024-01-01T00:00:00Z' },
]

const qualitative: TestType = {
  id: 3,
  name: 'Strip',
  measurementMethod: 'Qualitative',
  category: 'Cassette',
  qrIdString: 'BL',
  judgeType: 'Height',
  judgingDirection: 'ReverseJudgement',
  positiveValue: 0.9,
  negativeValue: 1.1,
  temperature: 40,
  incubationTime: 330,
  substances: [
    {
      substanceId: 1,
      substance: { id: 1, name: 'Penicillin G' },
      readerIndex: 2,
      substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
    },
  ],
  quantitativeRange: null,
}

const quantitative: TestType = {
  ...qualitative,
  id: 9,
  measurementMethod: 'Quantitative',
  qrIdString: null,
  judgeType: null,
  judgingDirection: null,
  positiveValue: null,
  negativeValue: null,
  substances: [
    {
      substanceId: 12,
      substance: { id: 12, name: 'Aflatoxin M1' },
      readerIndex: 1,
      substanceOverride: null,
    },
  ],
  quantitativeRange: {
    measurableRangeMin: 5,
    measurableRangeMax: 100,
    negativeRangeMin: 5,
    negativeRangeMax: 50,
  },
}

describe('initialTestTypeValues', () => {
  it('is blank for a create, with an unticked row per substance', () => {
    const values = initialTestTypeValues({ testType: null, substances })
    expect(values).toMatchObject({ name: '', measurementMethod: '', incubationTime: '' })
    expect(values.substanceRows.map((row) => [row.substanceId, row.ticked])).toEqual([
      [2, false],
      [1, false],
      [12, false],
    ])
  })

  it('ticks the substances of a qualitative type with their index and override', () => {
    const values = initialTestTypeValues({ testType: qualitative, substances })
    expect(values.incubationTime).toBe('05:30')
    expect(values.substanceRows[1]).toEqual({
      substanceId: 1,
      ticked: true,
      readerIndex: 2,
      positiveValue: 0.8,
      negativeValue: 1,
    })
    expect(values.quantitativeSubstanceId).toBe('')
  })

  it('chooses the one substance of a quantitative type and fills its ranges', () => {
    const values = initialTestTypeValues({ testType: quantitative, substances })
    expect(values.quantitativeSubstanceId).toBe('12')
    expect(values.substanceRows.every((row) => !row.ticked)).toBe(true)
    expect(values.quantitativeRange.negativeRangeMax).toBe(50)
    expect(values.judgeType).toBe('')
  })
})

describe('testTypeCommand', () => {
  it('round-trips a qualitative type', () => {
    const { id: _id, substances: entries, ...rest } = qualitative
    expect(testTypeCommand(initialTestTypeValues({ testType: qualitative, substances }))).toEqual({
      ...rest,
      substances: entries.map(({ substance: _s, ...entry }) => entry),
    })
  })

  it('round-trips a quantitative type', () => {
    const { id: _id, substances: entries, ...rest } = quantitative
    expect(testTypeCommand(initialTestTypeValues({ testType: quantitative, substances }))).toEqual({
      ...rest,
      substances: entries.map(({ substance: _s, ...entry }) => entry),
    })
  })

  it('sends only ticked rows, an empty reader index as 0 and an empty override as none', () => {
    const values = initialTestTypeValues({ testType: qualitative, substances })
    values.substanceRows[0] = {
      substanceId: 2,
      ticked: true,
      readerIndex: '',
      positiveValue: '',
      negativeValue: '',
    }
    values.substanceRows[2] = {
      substanceId: 12,
      ticked: false,
      readerIndex: 4,
      positiveValue: 1,
      negativeValue: 2,
    }
    expect(testTypeCommand(values).substances).toEqual([
      { substanceId: 2, readerIndex: 0, substanceOverride: null },
      {
        substanceId: 1,
        readerIndex: 2,
        substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
      },
    ])
  })

  it('sends the QR id only for a qualitative cassette, and no judging for a quantitative type', () => {
    const strip = {
      ...initialTestTypeValues({ testType: qualitative, substances }),
      category: 'Strip' as const,
    }
    expect(testTypeCommand(strip).qrIdString).toBeNull()
    const changed: TestTypeFormValues = {
      ...initialTestTypeValues({ testType: qualitative, substances }),
      measurementMethod: 'Quantitative',
    }
    expect(testTypeCommand(changed)).toMatchObject({
      qrIdString: null,
      judgeType: null,
      positiveValue: null,
      substances: [],
      quantitativeRange: {
        measurableRangeMin: null,
        measurableRangeMax: null,
        negativeRangeMin: null,
        negativeRangeMax: null,
      },
    })
  })
})

describe('formFieldOf', () => {
  const values = initialTestTypeValues({ testType: qualitative, substances })
  values.substanceRows[2]!.ticked = true // ticked: rows 1 and 2 → body entries 0 and 1
  const quantitativeValues = initialTestTypeValues({ testType: quantitative, substances })

  it.each<[string, TestTypeFormValues, string | null]>([
    ['name', values, 'name'],
    ['quantitativeRange.negativeRangeMin', values, 'quantitativeRange.negativeRangeMin'],
    ['substances', values, SUBSTANCE_LIST_FIELD],
    ['substances[0].readerIndex', values, 'substanceRows[1].readerIndex'],
    ['substances[1].readerIndex', values, 'substanceRows[2].readerIndex'],
    ['substances[1].substanceOverride.positiveValue', values, 'substanceRows[2].positiveValue'],
    ['substances[0].substanceOverride.negativeValue', values, 'substanceRows[1].negativeValue'],
    ['substances[1].substanceId', values, 'substanceRows[2].ticked'],
    ['substances[0].substanceOverride', values, 'substanceRows[1].ticked'],
    ['substances[5].readerIndex', values, SUBSTANCE_LIST_FIELD],
    ['substances', quantitativeValues, 'quantitativeSubstanceId'],
    ['substances[0].substanceId', quantitativeValues, 'quantitativeSubstanceId'],
  ])('%s goes to the form field', (field, formValues, expected) => {
    expect(formFieldOf(field, formValues)).toBe(expected)
  })
})

describe('form-only checks', () => {
  const blank = initialTestTypeValues({ testType: null, substances })

  it.each<[string, Record<string, string>]>([
    ['', {}],
    ['  ', {}],
    ['05:30', {}],
    ['5:30', {}],
    ['5', { incubationTime: 'testItems.inputIncubationTimeError' }],
    ['05:75', { incubationTime: 'testItems.inputIncubationTimeError' }],
    ['five', { incubationTime: 'testItems.inputIncubationTimeError' }],
  ])('incubation time %j', (text, errors) => {
    expect(incubationTimeError({ ...blank, incubationTime: text })).toEqual(errors)
  })

  it.each<[number | '', number | '', boolean]>([
    ['', '', false],
    [5, '', false],
    ['', 100, false],
    [5, 100, true],
  ])('measurable range %j–%j set: %j', (min, max, set) => {
    expect(
      measurableRangeSet({
        ...blank,
        quantitativeRange: {
          ...blank.quantitativeRange,
          measurableRangeMin: min,
          measurableRangeMax: max,
        },
      }),
    ).toBe(set)
  })
})
