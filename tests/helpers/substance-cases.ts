/**
 * The substance rule of ADMIN-5.7 (name required, not blank) as a table of refused bodies,
 * shared by the schema's tests and the fake API's: both sides answer every row alike.
 */

/** [what, body, code on name]. */
export const SUBSTANCES_REFUSED: Array<[string, object, string]> = [
  ['a missing name', {}, 'validation.required'],
  ['an empty name', { name: '' }, 'validation.required'],
  ['a null name', { name: null }, 'validation.required'],
  ['a whitespace-only name', { name: ' \t ' }, 'validation.blank'],
]
