/**
 * Test type rules (ADMIN-5.1 to ADMIN-5.6), shared by the test-type form and the fake API, plus
 * the pure helpers both apply around them: the substance list's normalisation (a missing reader
 * index is 0, an empty override is dropped) and the mm:ss incubation time of the form versus the
 * seconds the API stores. Codes are the spec's keys, so the form shows the spec's messages.
 */
import { array, mixed, number, object, string, ValidationError, type InferType } from 'yup'
import {
  JUDGEMENTS,
  MEASUREMENT_METHODS,
  MEASUREMENTS,
  TEST_FORMS,
  type Judgement,
  type Measurement,
  type MeasurementMethod,
  type TestForm,
} from '@/domain/enums'
import { TEXT_LIMITS } from './limits'
import { isBlank, requiredText } from './text'

export const TEST_TYPE_KEYS = {
  nameRequired: 'testItems.inputNameErrorRequired',
  substanceRequired: 'testItems.inputSubstanceErrorRequired',
  duplicateReaderIndex: 'testItems.inputDuplicateReaderIndexError',
  overrideIncomplete: 'testItems.inputPositiveOrNegativeMissingError',
  negativeOutsideMeasurable: 'testItems.inputNegativeMinMaxError',
} as const

/** A number with at most one decimal (the form's step 0.1); this also absorbs 0.1 + 0.2 noise. */
export function hasOneDecimal(value: number): boolean {
  const tenths = value * 10
  return Math.abs(tenths - Math.round(tenths)) < 1e-9
}

// Number inputs give '' when emptied: that is a missing value, not "not a number".
const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined ? null : value

function optionalNumber() {
  return number().typeError('validation.number').transform(emptyToNull).nullable().default(null)
}

function oneDecimalNumber() {
  return optionalNumber().test(
    'one-decimal',
    'validation.oneDecimal',
    (value) => value === null || value === undefined || hasOneDecimal(value),
  )
}

const isQualitative = (method: unknown) => method === 'Qualitative'
const isQuantitative = (method: unknown) => method === 'Quantitative'

/** A one-decimal value required only for a qualitative type (a quantitative one has no use for it). */
function qualitativeValue() {
  return oneDecimalNumber().when('measurementMethod', {
    is: isQualitative,
    then: (required) => required.required('validation.required'),
  })
}

function measurementValue<T extends string>(values: readonly T[]) {
  return mixed<T>()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .oneOf([...values, null], 'validation.oneOf')
    .when('measurementMethod', {
      is: isQualitative,
      then: (required) => required.required('validation.required'),
    })
}

const rangeBound = () =>
  number()
    .typeError('validation.number')
    .transform(emptyToNull)
    .nullable()
    .required('validation.required')
    .integer('validation.integer')
    .min(1, 'validation.min')

/** A negative bound must lie within the measurable range (when that range is itself complete). */
const negativeBound = () =>
  rangeBound().test(
    'within-measurable',
    TEST_TYPE_KEYS.negativeOutsideMeasurable,
    function withinMeasurable(value) {
      const { measurableRangeMin: min, measurableRangeMax: max } = this.parent as Record<
        string,
        unknown
      >
      // A bound that breaks its own rules shows that error alone.
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return true
      if (typeof min !== 'number' || typeof max !== 'number') return true
      return value >= min && value <= max
    },
  )

export const quantitativeRangeSchema = object({
  measurableRangeMin: rangeBound(),
  measurableRangeMax: rangeBound(),
  negativeRangeMin: negativeBound(),
  negativeRangeMax: negativeBound(),
})
  // A missing range shows as four required bounds, each under its own field.
  .transform((value: unknown, original: unknown) => (original == null ? {} : value))

/** Only its name tells whether the other value is present, so each side checks the other. */
function overrideValue(other: 'positiveValue' | 'negativeValue') {
  return oneDecimalNumber().test(
    'both-or-neither',
    TEST_TYPE_KEYS.overrideIncomplete,
    function bothOrNeither(value) {
      const otherValue = (this.parent as Record<string, unknown>)[other]
      const has = (candidate: unknown) => candidate !== null && candidate !== undefined
      return has(value) || !has(otherValue)
    },
  )
}

export const testTypeSubstanceSchema = object({
  substanceId: number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.integer'),
  readerIndex: optionalNumber().integer('validation.integer').min(0, 'validation.min'),
  substanceOverride: object({
    positiveValue: overrideValue('negativeValue'),
    negativeValue: overrideValue('positiveValue'),
  })
    .nullable()
    .default(null),
})

/** The reader index a substance gets when the form leaves it empty. */
const readerIndexOf = (entry: { readerIndex?: number | null } | null | undefined) =>
  entry?.readerIndex ?? 0

const substancesSchema = array()
  .of(testTypeSubstanceSchema)
  .transform(emptyToNull)
  .nullable()
  .default([])
  .required(TEST_TYPE_KEYS.substanceRequired)
  .min(1, TEST_TYPE_KEYS.substanceRequired)
  .when('measurementMethod', {
    is: isQualitative,
    then: (qualitative) =>
      qualitative.test('unique-reader-index', function uniqueReaderIndexes(entries) {
        // Every entry that repeats an earlier reader index gets the error under its own field.
        const seen = new Set<number>()
        const errors: ValidationError[] = []
        ;(entries ?? []).forEach((entry, index) => {
          const readerIndex = readerIndexOf(entry)
          if (seen.has(readerIndex)) {
            errors.push(
              this.createError({
                path: `${this.path}[${index}].readerIndex`,
                message: TEST_TYPE_KEYS.duplicateReaderIndex,
              }),
            )
          }
          seen.add(readerIndex)
        })
        return errors.length === 0 || new ValidationError(errors)
      }),
  })

export const testTypeSchema = object({
  name: requiredText(TEST_TYPE_KEYS.nameRequired, TEST_TYPE_KEYS.nameRequired),
  measurementMethod: mixed<MeasurementMethod>()
    .oneOf([...MEASUREMENT_METHODS], 'validation.oneOf')
    .required('validation.required'),
  category: mixed<TestForm>()
    .oneOf([...TEST_FORMS], 'validation.oneOf')
    .required('validation.required'),
  qrIdString: string()
    .max(TEXT_LIMITS.code, 'validation.maxLength')
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .when(['measurementMethod', 'category'], ([method, category], schema) =>
      isQualitative(method) && category === 'Cassette'
        ? schema
            .required('validation.required')
            .test('not-blank', 'validation.blank', (value) => !isBlank(value))
        : schema,
    ),
  judgeType: measurementValue<Measurement>(MEASUREMENTS),
  judgingDirection: measurementValue<Judgement>(JUDGEMENTS),
  positiveValue: qualitativeValue(),
  negativeValue: qualitativeValue(),
  temperature: oneDecimalNumber(),
  /** Seconds; the form enters mm:ss (parseIncubationTime). */
  incubationTime: optionalNumber().integer('validation.integer').min(0, 'validation.min'),
  substances: substancesSchema,
  quantitativeRange: mixed().when('measurementMethod', {
    is: isQuantitative,
    then: () => quantitativeRangeSchema,
    otherwise: (schema) => schema.nullable(),
  }),
})

export type TestTypeValues = InferType<typeof testTypeSchema>

// ---------------------------------------------------------------- helpers around the rules

export interface SubstanceEntryInput {
  substanceId: number
  readerIndex?: number | null
  substanceOverride?: { positiveValue?: number | null; negativeValue?: number | null } | null
}

export type NormalisedSubstanceEntry<T extends SubstanceEntryInput> = Omit<
  T,
  'readerIndex' | 'substanceOverride'
> & {
  readerIndex: number
  /** After validation both values are numbers; a half-filled override is the validation's to refuse. */
  substanceOverride: { positiveValue: number | null; negativeValue: number | null } | null
}

/**
 * The substance list as it is saved: a missing reader index becomes 0 and an override with
 * neither value is dropped (ADMIN-5.5).
 */
export function normaliseTestTypeSubstances<T extends SubstanceEntryInput>(
  entries: readonly T[],
): Array<NormalisedSubstanceEntry<T>> {
  return entries.map((entry) => {
    const override = entry.substanceOverride
    const positive = override?.positiveValue ?? null
    const negative = override?.negativeValue ?? null
    return {
      ...entry,
      readerIndex: readerIndexOf(entry),
      substanceOverride:
        positive === null && negative === null
          ? null
          : { positiveValue: positive, negativeValue: negative },
    }
  })
}

const INCUBATION_TIME = /^(\d{1,3}):([0-5]\d)$/

/** Seconds from the form's mm:ss ("5:30" too); null for empty or malformed text. */
export function parseIncubationTime(text: string | null | undefined): number | null {
  const match = INCUBATION_TIME.exec((text ?? '').trim())
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** The form's mm:ss for stored seconds; empty text when there is no time. */
export function formatIncubationTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return ''
  }
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`
}
