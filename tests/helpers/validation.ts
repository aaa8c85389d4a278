/** Runs a Yup schema as the fake API and the forms do (every error, not the first). */
import { ValidationError, type AnySchema } from 'yup'

/** Field → code of every error of `values`; empty when they are valid. */
export async function errorsOf(
  schema: AnySchema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((leaf) => [leaf.path ?? '', String(leaf.message)]))
  }
}
