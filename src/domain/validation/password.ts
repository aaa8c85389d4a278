/**
 * The password rule (CORE-7.5, ADMIN-7.6), one for every
 * form that sets a password (change, reset, a new role or app user) and for the fake API that
 * stores it. Length over composition, as NIST SP 800-63B recommends: at least 8 characters, at
 * most 128, none of a short list of the most common passwords, and not the username; no rules
 * about digits or symbols, which push people to predictable patterns. The confirmation is the
 * forms' own check (it never reaches a server).
 */
import { object, ref, string } from 'yup'
import { TEXT_LIMITS } from './limits'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = TEXT_LIMITS.password

/**
 * The most common passwords of the published breach lists (the top of the "most used" lists of
 * recent years) that are at least 8 characters long, plus the product's own obvious ones.
 * Compared without case. A short list on purpose: it blocks the guesses an attacker tries
 * first, without a megabyte of words in the bundle.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '12345678910',
  '123123123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'trustno1',
  'whatever',
  'dragon123',
  'letmein1',
  'welcome1',
  'welcome123',
  'computer',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'internet',
  'abcd1234',
  'abc12345',
  'aa123456',
  'admin123',
  'administrator',
  'changeme',
  'secret123',
  'qazwsxedc',
  'milksafety',
  'milk-safety',
  'milksafety1',
  'dairy123',
])

/** Whether the password is one of the common ones (case does not matter). */
export const isCommonPassword = (password: string) =>
  COMMON_PASSWORDS.has(password.trim().toLowerCase())

/**
 * A new password for the account named `username` (a form gives it; the server knows it; by
 * default the `username` beside the password, as in a new user's body): the keys say which rule
 * failed.
 */
export const newPasswordRule = (username?: () => string | null | undefined) =>
  string()
    .typeError('validation.required')
    .required('validation.required')
    .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
    .test('not-common', 'validation.passwordCommon', (value) => !value || !isCommonPassword(value))
    .test('not-username', 'validation.passwordIsUsername', function (value) {
      const parent = this.parent as { username?: unknown } | undefined
      const name = username ? username() : parent?.username
      return (
        !value ||
        typeof name !== 'string' ||
        name.trim() === '' ||
        value.trim().toLowerCase() !== name.trim().toLowerCase()
      )
    })

/** A new password and its confirmation, which must be the same (checked before any call). */
export const confirmedPasswordFields = (username: () => string | null | undefined) => ({
  newPassword: newPasswordRule(username),
  confirmation: string()
    .typeError('validation.required')
    .required('validation.required')
    .oneOf([ref('newPassword')], 'validation.passwordMismatch'),
})

/** PATCH /v2/Users/password: the current password and the new one (the server's schema). */
export const passwordChangeSchema = (username: () => string | null | undefined) =>
  object({
    currentPassword: string().typeError('validation.required').required('validation.required'),
    newPassword: newPasswordRule(username),
  })

/** The change-password form: the current password, the new one and its confirmation. */
export const passwordChangeFormSchema = (username: () => string | null | undefined) =>
  object({
    currentPassword: string().typeError('validation.required').required('validation.required'),
    ...confirmedPasswordFields(username),
  })

/** POST /v2/Users/password/reset: a username or an e-mail address. */
export const passwordResetSchema = object({
  login: string()
    .typeError('validation.required')
    .required('validation.required')
    .trim()
    .max(TEXT_LIMITS.email, 'validation.maxLength'),
})

/** POST /v2/Users/password/reset/redeem: the link's token and the new password. */
export const passwordRedeemSchema = (username: () => string | null | undefined) =>
  object({
    token: string()
      .typeError('validation.required')
      .required('validation.required')
      .max(200, 'validation.maxLength'),
    newPassword: newPasswordRule(username),
  })
