/** Field → code of every error a shared Yup schema finds, as the fake API and the forms see them. */
import { ValidationError, type AnySchema } from 'yup'

export async function schemaErrors(
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
