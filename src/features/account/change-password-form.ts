/**
 * The change-password form (CORE-7.5: PATCH /v2/Users/password): the
 * current password, the new one and its confirmation, checked by the shared rule
 * (src/domain/validation/password.ts, which the fake API applies too) before anything is sent.
 * The confirmation never leaves the form.
 */
import type { PasswordChangeCommand } from '@/api/endpoints/current-user'
import { passwordChangeFormSchema } from '@/domain/validation/password'
import { schemaValidator } from '@/ui/form/schema-validator'

export interface ChangePasswordValues {
  currentPassword: string
  newPassword: string
  confirmation: string
}

export const EMPTY_PASSWORDS: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmation: '',
}

/** Every field is a password: none of them is ever kept in a draft. */
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const

/** The form's rules for the account named `username` (a password may not be the username). */
export const changePasswordValidator = (username: string) =>
  schemaValidator<ChangePasswordValues>({ schema: passwordChangeFormSchema(() => username) })

export const changePasswordCommand = (values: ChangePasswordValues): PasswordChangeCommand => ({
  currentPassword: values.currentPassword,
  newPassword: values.newPassword,
})
