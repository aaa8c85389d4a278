/**
 * Formik validation with a shared Yup schema (src/domain/validation) when the form's values are
 * not the API body: the values become the body first (`toBody`, e.g. mm:ss into seconds), the
 * schema validates the body, and each error goes back to the form field it belongs to (`fieldOf`,
 * the same mapping that places the server's field errors). A body path with no form field is
 * dropped: the form's own fields carry the rules the user can act on.
 */
import { getIn, setIn, type FormikErrors } from 'formik'
import { ValidationError, type AnySchema } from 'yup'

export interface SchemaValidatorOptions<TValues> {
  schema: AnySchema
  toBody?: (values: TValues) => unknown
  /** The form field of a body field, given the form's values (default: the same name). */
  fieldOf?: (bodyField: string, values: TValues) => string | null
  /** Errors the form checks itself, before the schema (e.g. a text that is not mm:ss). */
  extra?: (values: TValues) => Record<string, string>
}

export function schemaValidator<TValues>({
  schema,
  toBody = (values) => values,
  fieldOf = (field) => field,
  extra,
}: SchemaValidatorOptions<TValues>) {
  return async (values: TValues): Promise<FormikErrors<TValues>> => {
    let errors: FormikErrors<TValues> = {}
    const place = (field: string, code: string) => {
      if (field === '') return
      // The first error of a field is the one shown.
      if (getIn(errors, field) === undefined) errors = setIn(errors, field, code)
    }
    for (const [field, code] of Object.entries(extra?.(values) ?? {})) place(field, code)
    try {
      await schema.validate(toBody(values), { abortEarly: false })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const leaves = error.inner.length > 0 ? error.inner : [error]
      for (const leaf of leaves) {
        const field = fieldOf(leaf.path ?? '', values)
        if (field) place(field, String(leaf.message))
      }
    }
    return errors
  }
}
