/**
 * The two public password forms (CORE-7.5): asking for a reset link by username or e-mail
 * (POST /v2/Users/password/reset) and choosing a new password with a link's token (POST
 * /v2/Users/password/reset/redeem). Their rules are the shared ones (src/domain/validation/
 * password.ts), which the server applies too; the confirmation never leaves the form.
 */
import { object } from 'yup'
import type { PasswordResetCommand, PasswordResetRedeemCommand } from '@/api/endpoints/current-user'
import type { FieldError } from '@/api/types'
import { confirmedPasswordFields, passwordResetSchema } from '@/domain/validation/password'
import { schemaValidator } from '@/ui/form/schema-validator'

export interface ForgotPasswordValues {
  login: string
}

export const forgotPasswordValidator = schemaValidator<ForgotPasswordValues>({
  schema: passwordResetSchema,
})

export const resetRequest = (values: ForgotPasswordValues): PasswordResetCommand => ({
  login: values.login.trim(),
})

export interface ResetPasswordValues {
  newPassword: string
  confirmation: string
}

export const EMPTY_RESET: ResetPasswordValues = { newPassword: '', confirmation: '' }

/** The page does not know whose link it is: the server checks the password against the username. */
export const resetPasswordValidator = schemaValidator<ResetPasswordValues>({
  schema: object(confirmedPasswordFields(() => null)),
})

export const redemption = (
  token: string,
  values: ResetPasswordValues,
): PasswordResetRedeemCommand => ({ token, newPassword: values.newPassword })

/**
 * Why a link does not work, as the server says it (a field error on `token`: unknown, used or
 * expired), as a translation key; null when the refusal is about something else.
 */
export function linkProblem(fieldErrors: readonly FieldError[]): string | null {
  return fieldErrors.find((error) => error.field === 'token')?.code ?? null
}
