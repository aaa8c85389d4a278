/**
 * The test-type rules of ADMIN-5.1 to ADMIN-5.6 as tables of accepted and refused bodies, shared by
 * the schema's tests (src/domain/validation/test-type.test.ts) and the fake API's
 * (src/mocks/handlers/catalogue.test.ts): both sides answer every row alike.
 */
import { TEST_TYPE_KEYS as KEY } from '@/domain/validation/test-type'

export const qualitative = {
  name: 'Beta-lactam Strip',
  measurementMethod: 'Qualitative',
  category: 'Strip',
  qrIdString: null,
  judgeType: 'Height',
  judgingDirection: 'ReverseJudgement',
  positiveValue: 0.9,
  negativeValue: 1.1,
  temperature: 40,
  incubationTime: 180,
  substances: [
    { substanceId: 1, readerIndex: 1, substanceOverride: null },
    { substanceId: 2, readerIndex: 2, substanceOverride: null },
  ],
  quantitativeRange: null,
}

export const qualitativeCassette = { ...qualitative, category: 'Cassette', qrIdString: 'BL-2L' }

export const quantitative = {
  name: 'Aflatoxin Quantitative',
  measurementMethod: 'Quantitative',
  category: 'Cassette',
  qrIdString: null,
  judgeType: null,
  judgingDirection: null,
  positiveValue: null,
  negativeValue: null,
  temperature: 40,
  incubationTime: 600,
  substances: [{ substanceId: 12, readerIndex: 1, substanceOverride: null }],
  quantitativeRange: {
    measurableRangeMin: 5,
    measurableRangeMax: 100,
    negativeRangeMin: 5,
    negativeRangeMax: 50,
  },
}

/** The quantitative type with some range bounds changed. */
export const withRange = (changes: Record<string, unknown>) => ({
  ...quantitative,
  quantitativeRange: { ...quantitative.quantitativeRange, ...changes },
})

const substancesWith = (...entries: object[]) => ({ ...qualitative, substances: entries })

/** [what, body] that the rules accept. */
export const TEST_TYPES_ACCEPTED: Array<[string, object]> = [
  ['a qualitative strip without a QR id', qualitative],
  ['a qualitative cassette with a QR id', qualitativeCassette],
  ['a quantitative cassette without judging values or QR id', quantitative],
  ['a quantitative strip', { ...quantitative, category: 'Strip' }],
  ['judging values left empty on a quantitative type', { ...quantitative, positiveValue: '' }],
  ['one-decimal values', { ...qualitative, positiveValue: 0.3, negativeValue: 1.7 }],
  ['values with float noise (0.1 + 0.2)', { ...qualitative, positiveValue: 0.1 + 0.2 }],
  ['whole numbers as values', { ...qualitative, positiveValue: 1, negativeValue: 2 }],
  ['a one-decimal temperature', { ...qualitative, temperature: 37.5 }],
  ['no temperature', { ...qualitative, temperature: null }],
  ['no incubation time', { ...qualitative, incubationTime: null }],
  ['an incubation time of 0 seconds', { ...qualitative, incubationTime: 0 }],
  ['a QR id on a strip (not required there)', { ...qualitative, qrIdString: 'X' }],
  [
    'one missing reader index (it becomes 0)',
    { ...qualitative, substances: [{ substanceId: 1 }, { substanceId: 2, readerIndex: 1 }] },
  ],
  [
    'an override with both values',
    {
      ...qualitative,
      substances: [
        {
          substanceId: 1,
          readerIndex: 1,
          substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
        },
      ],
    },
  ],
  [
    'an override with neither value',
    {
      ...qualitative,
      substances: [
        {
          substanceId: 1,
          readerIndex: 1,
          substanceOverride: { positiveValue: null, negativeValue: '' },
        },
      ],
    },
  ],
  [
    'a negative range equal to the measurable range',
    withRange({ negativeRangeMin: 5, negativeRangeMax: 100 }),
  ],
  ['range bounds of 1', withRange({ measurableRangeMin: 1, negativeRangeMin: 1 })],
]

/** [what, body, field, code]: each refused with this code on this field. */
export const TEST_TYPES_REFUSED: Array<[string, object, string, string]> = [
  ['a missing name', { ...qualitative, name: undefined }, 'name', KEY.nameRequired],
  ['an empty name', { ...qualitative, name: '' }, 'name', KEY.nameRequired],
  ['a whitespace-only name', { ...qualitative, name: '  \t ' }, 'name', KEY.nameRequired],
  [
    'a missing measurement method',
    { ...qualitative, measurementMethod: undefined },
    'measurementMethod',
    'validation.required',
  ],
  [
    'an unknown measurement method',
    { ...qualitative, measurementMethod: 'Semi' },
    'measurementMethod',
    'validation.oneOf',
  ],
  [
    'a missing category',
    { ...qualitative, category: undefined },
    'category',
    'validation.required',
  ],
  ['an unknown category', { ...qualitative, category: 'Tube' }, 'category', 'validation.oneOf'],
  [
    'a qualitative cassette without QR id',
    { ...qualitativeCassette, qrIdString: null },
    'qrIdString',
    'validation.required',
  ],
  [
    'a qualitative cassette with an empty QR id',
    { ...qualitativeCassette, qrIdString: '' },
    'qrIdString',
    'validation.required',
  ],
  [
    'a qualitative cassette with a blank QR id',
    { ...qualitativeCassette, qrIdString: '   ' },
    'qrIdString',
    'validation.blank',
  ],
  [
    'a qualitative type without judge type',
    { ...qualitative, judgeType: null },
    'judgeType',
    'validation.required',
  ],
  [
    'an unknown judge type',
    { ...qualitative, judgeType: 'Width' },
    'judgeType',
    'validation.oneOf',
  ],
  [
    'a qualitative type without judging direction',
    { ...qualitative, judgingDirection: undefined },
    'judgingDirection',
    'validation.required',
  ],
  [
    'an unknown judging direction',
    { ...qualitative, judgingDirection: 'Sideways' },
    'judgingDirection',
    'validation.oneOf',
  ],
  [
    'a qualitative type without positive value',
    { ...qualitative, positiveValue: null },
    'positiveValue',
    'validation.required',
  ],
  [
    'an emptied positive value',
    { ...qualitative, positiveValue: '' },
    'positiveValue',
    'validation.required',
  ],
  [
    'a qualitative type without negative value',
    { ...qualitative, negativeValue: undefined },
    'negativeValue',
    'validation.required',
  ],
  [
    'a positive value with two decimals',
    { ...qualitative, positiveValue: 0.95 },
    'positiveValue',
    'validation.oneDecimal',
  ],
  [
    'a negative value with two decimals',
    { ...qualitative, negativeValue: 1.15 },
    'negativeValue',
    'validation.oneDecimal',
  ],
  [
    'a positive value that is not a number',
    { ...qualitative, positiveValue: 'abc' },
    'positiveValue',
    'validation.number',
  ],
  [
    'a temperature with two decimals',
    { ...qualitative, temperature: 40.25 },
    'temperature',
    'validation.oneDecimal',
  ],
  [
    'a negative incubation time',
    { ...qualitative, incubationTime: -1 },
    'incubationTime',
    'validation.min',
  ],
  [
    'a fractional incubation time',
    { ...qualitative, incubationTime: 1.5 },
    'incubationTime',
    'validation.integer',
  ],
  ['a qualitative type without substances', substancesWith(), 'substances', KEY.substanceRequired],
  [
    'a qualitative type with no substance list',
    { ...qualitative, substances: undefined },
    'substances',
    KEY.substanceRequired,
  ],
  [
    'two substances on one reader index',
    substancesWith({ substanceId: 1, readerIndex: 1 }, { substanceId: 2, readerIndex: 1 }),
    'substances[1].readerIndex',
    KEY.duplicateReaderIndex,
  ],
  [
    'a missing reader index next to reader index 0',
    substancesWith({ substanceId: 1 }, { substanceId: 2, readerIndex: 0 }),
    'substances[1].readerIndex',
    KEY.duplicateReaderIndex,
  ],
  [
    'a negative reader index',
    substancesWith({ substanceId: 1, readerIndex: -1 }),
    'substances[0].readerIndex',
    'validation.min',
  ],
  [
    'a substance entry without substance',
    substancesWith({ readerIndex: 1 }),
    'substances[0].substanceId',
    'validation.required',
  ],
  [
    'an override with only a positive value',
    substancesWith({ substanceId: 1, readerIndex: 1, substanceOverride: { positiveValue: 0.8 } }),
    'substances[0].substanceOverride.negativeValue',
    KEY.overrideIncomplete,
  ],
  [
    'an override with only a negative value',
    substancesWith({
      substanceId: 1,
      readerIndex: 1,
      substanceOverride: { positiveValue: '', negativeValue: 1 },
    }),
    'substances[0].substanceOverride.positiveValue',
    KEY.overrideIncomplete,
  ],
  [
    'an override value with two decimals',
    substancesWith({
      substanceId: 1,
      readerIndex: 1,
      substanceOverride: { positiveValue: 0.85, negativeValue: 1 },
    }),
    'substances[0].substanceOverride.positiveValue',
    'validation.oneDecimal',
  ],
  [
    'a quantitative type without substance',
    { ...quantitative, substances: [] },
    'substances',
    KEY.substanceRequired,
  ],
  [
    'a quantitative type without range',
    { ...quantitative, quantitativeRange: null },
    'quantitativeRange.measurableRangeMin',
    'validation.required',
  ],
  ...(
    ['measurableRangeMin', 'measurableRangeMax', 'negativeRangeMin', 'negativeRangeMax'] as const
  ).flatMap((bound): Array<[string, object, string, string]> => [
    [
      `a missing ${bound}`,
      withRange({ [bound]: null }),
      `quantitativeRange.${bound}`,
      'validation.required',
    ],
    [
      `an emptied ${bound}`,
      withRange({ [bound]: '' }),
      `quantitativeRange.${bound}`,
      'validation.required',
    ],
    [`${bound} of 0`, withRange({ [bound]: 0 }), `quantitativeRange.${bound}`, 'validation.min'],
    [
      `a fractional ${bound}`,
      withRange({ [bound]: 2.5 }),
      `quantitativeRange.${bound}`,
      'validation.integer',
    ],
  ]),
  [
    'a negative minimum below the measurable minimum',
    withRange({ negativeRangeMin: 4 }),
    'quantitativeRange.negativeRangeMin',
    KEY.negativeOutsideMeasurable,
  ],
  [
    'a negative minimum above the measurable maximum',
    withRange({ negativeRangeMin: 101, negativeRangeMax: 100 }),
    'quantitativeRange.negativeRangeMin',
    KEY.negativeOutsideMeasurable,
  ],
  [
    'a negative maximum above the measurable maximum',
    withRange({ negativeRangeMax: 101 }),
    'quantitativeRange.negativeRangeMax',
    KEY.negativeOutsideMeasurable,
  ],
  [
    'a negative maximum below the measurable minimum',
    withRange({ negativeRangeMin: 5, negativeRangeMax: 4 }),
    'quantitativeRange.negativeRangeMax',
    KEY.negativeOutsideMeasurable,
  ],
]
