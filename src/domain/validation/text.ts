/**
 * Text rules shared by the validation schemas: a required text field rejects a missing or empty
 * value with one key and a whitespace-only value with another, so a form can tell the user which.
 */
import { string } from 'yup'

export const isBlank = (value: string | null | undefined) =>
  typeof value === 'string' && value !== '' && value.trim() === ''

/**
 * A required, non-blank text. The address form gives each field its own key for both cases
 * (admin.md §5), so both keys can be chosen.
 */
export function requiredText(requiredKey = 'validation.required', blankKey = 'validation.blank') {
  return string()
    .typeError(requiredKey)
    .required(requiredKey)
    .test('not-blank', blankKey, (value) => !isBlank(value))
}
