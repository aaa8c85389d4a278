/**
 * Change password (/account/password, a modal route over the account page; CORE-7.5): the
 * current password, a new one and its confirmation. The form's rules run first (nothing is sent
 * while the confirmation differs); a wrong current password comes back as that field's error;
 * success is a toast and the modal closes. No field is ever kept in a draft.
 */
import { useTranslation } from 'react-i18next'
import { chakra, Stack } from '@chakra-ui/react'
import { changePassword } from '@/api/endpoints/current-user'
import { PASSWORD_MAX_LENGTH } from '@/domain/validation/password'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { TextField } from '@/ui/form/fields'
import { NewPasswordFields } from '@/ui/form/NewPasswordFields'
import { notify } from '@/ui/toaster'
import {
  changePasswordCommand,
  changePasswordValidator,
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  type ChangePasswordValues,
} from './change-password-form'

export interface ChangePasswordModalProps {
  /** The signed-in user's username: the new password may not be it, and managers file it there. */
  username: string
  /** The page under the modal, where closing returns. */
  listPath: string
}

const loadNothing = async () => null

export function ChangePasswordModal({ username, listPath }: ChangePasswordModalProps) {
  const { t } = useTranslation()
  return (
    <AdminFormModal<null, ChangePasswordValues, void>
      title={t('password.changeTitle')}
      listPath={listPath}
      itemId={null}
      size="md"
      load={loadNothing}
      save={(values) => changePassword(changePasswordCommand(values))}
      initialValues={() => EMPTY_PASSWORDS}
      validate={changePasswordValidator(username)}
      secretFields={PASSWORD_FIELDS}
      submitLabel={t('password.change')}
      onSaved={() => notify.success(t('password.changed'))}
      onRejected={(message) => notify.error(t('password.changeError'), message)}
    >
      {() => (
        <Stack gap="4">
          {/* For password managers: which account the new password belongs to. */}
          <chakra.input
            type="text"
            name="username"
            autoComplete="username"
            value={username}
            readOnly
            hidden
          />
          <TextField
            name="currentPassword"
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            maxLength={PASSWORD_MAX_LENGTH}
          />
          <NewPasswordFields />
        </Stack>
      )}
    </AdminFormModal>
  )
}
