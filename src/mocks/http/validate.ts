/**
 * Request validation with the same Yup schemas the forms use (src/domain/validation), turned into
 * the documented 400 answer. A rule's message is a translation key; it becomes the field error's
 * `code`, and `message` carries English text for clients without the translations.
 *
 * Fields a schema does not name are dropped from what it answers (stripUnknown): a handler that
 * stores validated values stores only what the API has (issue 34: a saved view kept whatever a
 * client added to it, at any size).
 */
import { ValidationError, type AnySchema, type InferType } from 'yup'
import type { FieldError } from '@/api/types'
import { badRequest } from './errors'
import { describeCode } from './messages'

export async function validateBody<S extends AnySchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(toFieldErrors(error))
    // Yup itself fails on some objects where text or an object is expected (one whose own
    // `toString` or `valueOf` is a number: `{"name": {"toString": 1}}`). Such a body is not
    // valid; it must not be a 500 (the property tests found these).
    if (error instanceof TypeError) throw badRequest([], 'The request body is not valid.')
    throw error
  }
}

export function toFieldErrors(error: ValidationError): FieldError[] {
  const leaves = error.inner.length > 0 ? error.inner : [error]
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const leaf of leaves) {
    const field = leaf.path ?? ''
    // One error per field, as a form shows one message under a field.
    if (seen.has(field)) continue
    seen.add(field)
    const code = typeof leaf.message === 'string' ? leaf.message : 'validation.invalid'
    errors.push({ field, code, message: describeCode(code, field) })
  }
  return errors
}
