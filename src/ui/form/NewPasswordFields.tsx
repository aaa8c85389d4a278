/**
 * A new password and its confirmation, as every form that sets a password asks for them (the
 * change-password modal, the reset page): the rule beside the first, browsers told both are a new
 * password (autocomplete), nothing longer than the rule allows.
 */
import { useTranslation } from 'react-i18next'
import { PASSWORD_MAX_LENGTH } from '@/domain/validation/password'
import { TextField } from './fields'

export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        name="newPassword"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        helperText={t('password.rule')}
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <TextField
        name="confirmation"
        label={t('password.confirmation')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </>
  )
}
