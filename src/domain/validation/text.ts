/**
 * Text rules shared by the validation schemas: a required text field rejects a missing or empty
 * value with one key and a whitespace-only value with another, so a form can tell the user which.
 */
import { string } from 'yup'
import { TEXT_LIMITS } from './limits'

export const isBlank = (value: string | null | undefined) =>
  typeof value === 'string' && value !== '' && value.trim() === ''

/**
 * A required, non-blank text of at most `max` characters (a name's, unless said). The address
 * form gives each field its own key for both cases (ADMIN-5.9, CORE-5.2), so both keys can be
 * chosen.
 */
export function requiredText(
  requiredKey = 'validation.required',
  blankKey = 'validation.blank',
  max: number = TEXT_LIMITS.name,
) {
  return string()
    .typeError(requiredKey)
    .required(requiredKey)
    .test('not-blank', blankKey, (value) => !isBlank(value))
    .max(max, 'validation.maxLength')
}

/** Text that may be empty, of at most `max` characters. */
export function limitedText(max: number) {
  return string().typeError('validation.invalid').max(max, 'validation.maxLength')
}
