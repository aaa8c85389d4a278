// Formik validation with a shared schema: values turned into the body, errors placed back on
// the form's fields, the form's own checks first, and body fields without a form field dropped.
import { describe, expect, it } from 'vitest'
import { array, number, object, string } from 'yup'
import { schemaValidator } from './schema-validator'

const schema = object({
  name: string().required('validation.required'),
  seconds: number().nullable().min(1, 'validation.min'),
  hidden: string().required('validation.required'),
})

interface Values {
  title: string
  time: string
}

const validate = schemaValidator<Values>({
  schema,
  toBody: (values) => ({
    name: values.title,
    seconds: values.time === '' ? null : Number(values.time),
    hidden: '',
  }),
  fieldOf: (field) => ({ name: 'title', seconds: 'time' })[field] ?? null,
  extra: (values): Record<string, string> =>
    values.time === 'x' ? { time: 'form.timeFormat' } : {},
})

describe('schemaValidator', () => {
  it('places body errors on the form fields and drops those without one', async () => {
    expect(await validate({ title: '', time: '0' })).toEqual({
      title: 'validation.required',
      time: 'validation.min',
    })
  })

  it('gives the form its own check first: one message per field', async () => {
    expect(await validate({ title: 'A', time: 'x' })).toEqual({ time: 'form.timeFormat' })
  })

  it('answers no errors for valid values', async () => {
    const valid = schemaValidator<{ name: string }>({
      schema: object({ name: string().required() }),
    })
    expect(await valid({ name: 'A' })).toEqual({})
  })

  it('nests errors of nested and listed fields as Formik does', async () => {
    const listSchema = object({
      rows: array().of(object({ values: string().required('validation.required') })),
    })
    const validateRows = schemaValidator<{ rows: Array<{ values: string }> }>({
      schema: listSchema,
    })
    expect(await validateRows({ rows: [{ values: 'a' }, { values: '' }] })).toEqual({
      rows: [undefined, { values: 'validation.required' }],
    })
  })
})
