/**
 * The test-type form's values and their translation to and from the API (ADMIN-5.1 to ADMIN-5.6
 * "Test type"): the form shows every substance with a tick, a reader index and an override
 * (qualitative) or one substance to choose (quantitative), and the incubation time as mm:ss; the
 * API takes the ticked substances (normalised: a missing reader index is 0, an empty override
 * dropped) and seconds. Validation is the shared schema on the body; `formFieldOf` places its
 * errors, and the server's, on the form field the user can change.
 */
import type { Substance, TestType } from '@/api/types'
import type { TestTypeCommand } from '@/api/endpoints/test-types'
import type { Judgement, Measurement, MeasurementMethod, TestForm } from '@/domain/enums'
import {
  formatIncubationTime,
  normaliseTestTypeSubstances,
  parseIncubationTime,
} from '@/domain/validation/test-type'

type NumberValue = number | ''

export interface SubstanceRowValues {
  substanceId: number
  ticked: boolean
  readerIndex: NumberValue
  positiveValue: NumberValue
  negativeValue: NumberValue
}

export interface TestTypeFormValues {
  name: string
  measurementMethod: MeasurementMethod | ''
  category: TestForm | ''
  qrIdString: string
  judgeType: Measurement | ''
  judgingDirection: Judgement | ''
  positiveValue: NumberValue
  negativeValue: NumberValue
  temperature: NumberValue
  /** mm:ss */
  incubationTime: string
  /** One row per substance of the list, in its order (qualitative). */
  substanceRows: SubstanceRowValues[]
  /** The one substance of a quantitative type ('' until chosen; a select gives text). */
  quantitativeSubstanceId: string
  quantitativeRange: {
    measurableRangeMin: NumberValue
    measurableRangeMax: NumberValue
    negativeRangeMin: NumberValue
    negativeRangeMax: NumberValue
  }
}

/** What the test-type modal loads: the test type (null for a create) and the substance list. */
export interface TestTypeFormData {
  testType: TestType | null
  substances: Substance[]
  /** The test type's revision (none for a create): the admin-form machine saves with it. */
  revision?: number
}

/** The form field of the "at least one substance" error (it belongs to the list, not a row). */
export const SUBSTANCE_LIST_FIELD = 'substanceList'

/** The reader index a quantitative type's one substance is read at (reader indexes start at 1). */
const QUANTITATIVE_READER_INDEX = 1

export const INCUBATION_TIME_FORMAT_ERROR = 'testItems.inputIncubationTimeError'

const orEmpty = (value: number | null | undefined): NumberValue => value ?? ''
const orNull = (value: NumberValue | null | undefined): number | null =>
  value === '' || value === null || value === undefined ? null : value

export function initialTestTypeValues({
  testType,
  substances,
}: TestTypeFormData): TestTypeFormValues {
  const entries = new Map(testType?.substances.map((entry) => [entry.substanceId, entry]))
  const quantitative = testType?.measurementMethod === 'Quantitative'
  const range = testType?.quantitativeRange
  return {
    name: testType?.name ?? '',
    measurementMethod: testType?.measurementMethod ?? '',
    category: testType?.category ?? '',
    qrIdString: testType?.qrIdString ?? '',
    judgeType: testType?.judgeType ?? '',
    judgingDirection: testType?.judgingDirection ?? '',
    positiveValue: orEmpty(testType?.positiveValue),
    negativeValue: orEmpty(testType?.negativeValue),
    temperature: orEmpty(testType?.temperature),
    incubationTime: formatIncubationTime(testType?.incubationTime),
    substanceRows: substances.map((substance) => {
      const entry = quantitative ? undefined : entries.get(substance.id)
      return {
        substanceId: substance.id,
        ticked: entry !== undefined,
        readerIndex: orEmpty(entry?.readerIndex),
        positiveValue: orEmpty(entry?.substanceOverride?.positiveValue),
        negativeValue: orEmpty(entry?.substanceOverride?.negativeValue),
      }
    }),
    quantitativeSubstanceId:
      quantitative && testType.substances[0] ? String(testType.substances[0].substanceId) : '',
    quantitativeRange: {
      measurableRangeMin: orEmpty(range?.measurableRangeMin),
      measurableRangeMax: orEmpty(range?.measurableRangeMax),
      negativeRangeMin: orEmpty(range?.negativeRangeMin),
      negativeRangeMax: orEmpty(range?.negativeRangeMax),
    },
  }
}

const tickedRows = (values: TestTypeFormValues) =>
  values.substanceRows.map((row, index) => ({ row, index })).filter(({ row }) => row.ticked)

/**
 * The API body of the form's values. Fields the kind of test type does not use are sent empty;
 * the schema (and the server) decide what is missing. An incubation time that is not mm:ss is
 * sent as null here: the form refuses it before (incubationTimeError).
 */
export function testTypeCommand(values: TestTypeFormValues): TestTypeCommand {
  const qualitative = values.measurementMethod === 'Qualitative'
  const quantitative = values.measurementMethod === 'Quantitative'
  const substances = qualitative
    ? normaliseTestTypeSubstances(
        tickedRows(values).map(({ row }) => ({
          substanceId: row.substanceId,
          readerIndex: orNull(row.readerIndex),
          substanceOverride: {
            positiveValue: orNull(row.positiveValue),
            negativeValue: orNull(row.negativeValue),
          },
        })),
      )
    : values.quantitativeSubstanceId !== ''
      ? [
          {
            substanceId: Number(values.quantitativeSubstanceId),
            readerIndex: QUANTITATIVE_READER_INDEX,
            substanceOverride: null,
          },
        ]
      : []
  const range = values.quantitativeRange
  return {
    name: values.name,
    measurementMethod: values.measurementMethod as MeasurementMethod,
    category: values.category as TestForm,
    qrIdString: qualitative && values.category === 'Cassette' ? values.qrIdString : null,
    judgeType: qualitative ? (values.judgeType as Measurement) || null : null,
    judgingDirection: qualitative ? (values.judgingDirection as Judgement) || null : null,
    positiveValue: qualitative ? orNull(values.positiveValue) : null,
    negativeValue: qualitative ? orNull(values.negativeValue) : null,
    temperature: orNull(values.temperature),
    incubationTime: parseIncubationTime(values.incubationTime),
    // Validation refuses a half override before anything is sent.
    substances: substances as TestTypeCommand['substances'],
    quantitativeRange: quantitative
      ? ({
          measurableRangeMin: orNull(range.measurableRangeMin),
          measurableRangeMax: orNull(range.measurableRangeMax),
          negativeRangeMin: orNull(range.negativeRangeMin),
          negativeRangeMax: orNull(range.negativeRangeMax),
        } as TestType['quantitativeRange'])
      : null,
  }
}

/** The form's own check the body cannot make: an incubation time that is text but not mm:ss. */
export function incubationTimeError(values: TestTypeFormValues): Record<string, string> {
  const text = values.incubationTime.trim()
  return text !== '' && parseIncubationTime(text) === null
    ? { incubationTime: INCUBATION_TIME_FORMAT_ERROR }
    : {}
}

const SUBSTANCE_ENTRY = /^substances\[(\d+)\](?:\.(.+))?$/

/** Where an error on a body field (the schema's or the server's) shows on the form. */
export function formFieldOf(field: string, values: TestTypeFormValues): string | null {
  if (field === 'substances') {
    return values.measurementMethod === 'Quantitative'
      ? 'quantitativeSubstanceId'
      : SUBSTANCE_LIST_FIELD
  }
  const entry = SUBSTANCE_ENTRY.exec(field)
  if (!entry) return field
  if (values.measurementMethod === 'Quantitative') return 'quantitativeSubstanceId'
  const ticked = tickedRows(values)[Number(entry[1])]
  if (!ticked) return SUBSTANCE_LIST_FIELD
  const row = `substanceRows[${ticked.index}]`
  switch (entry[2]) {
    case 'readerIndex':
      return `${row}.readerIndex`
    case 'substanceOverride.positiveValue':
      return `${row}.positiveValue`
    case 'substanceOverride.negativeValue':
      return `${row}.negativeValue`
    default:
      // The substance itself (unknown, listed twice) or the entry as a whole: its tick.
      return `${row}.ticked`
  }
}

/** Whether the negative range can be entered: only once the measurable range is set. */
export function measurableRangeSet(values: TestTypeFormValues): boolean {
  const { measurableRangeMin, measurableRangeMax } = values.quantitativeRange
  return measurableRangeMin !== '' && measurableRangeMax !== ''
}
