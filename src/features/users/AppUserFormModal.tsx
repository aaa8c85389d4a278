/**
 * Create and edit an app (operator) user (/users/create, /users/edit/{itemId}; ADMIN-5.11
 * "App user"): the site, the username (read-only on edit) and a password (create only, never
 * shown back), names, phone, e-mail (valid if given), comment, and "shared user", which blanks
 * and disables the primary operator id. The server's field errors land on their fields.
 */
import { useTranslation } from 'react-i18next'
import { useFormikContext } from 'formik'
import { SimpleGrid, Stack } from '@chakra-ui/react'
import { listFormSites, withUserSite } from '@/api/endpoints/sites'
import { getUser, saveUser, userUpdate } from '@/api/endpoints/users'
import type { User } from '@/api/types'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { CheckboxField, SelectField, TextField } from '@/ui/form/fields'
import { notify } from '@/ui/toaster'
import {
  appUserBody,
  appUserFormValues,
  appUserValidator,
  type AppUserFormData,
  type AppUserFormValues,
} from './app-user-form'

const validateCreate = appUserValidator(true)
const validateEdit = appUserValidator(false)

async function loadAppUserForm(itemId: number | null): Promise<AppUserFormData> {
  const [user, sites] = await Promise.all([
    itemId === null ? null : getUser(itemId),
    listFormSites(),
  ])
  return { user, sites: withUserSite(sites, user), revision: user?.revision }
}

export interface AppUserFormModalProps {
  itemId: number | null
  listPath: string
  /** Where a new user starts: the chosen site, if any. */
  siteId: number | null
  onSaved: (user: User, created: boolean) => void
}

export function AppUserFormModal({ itemId, listPath, siteId, onSaved }: AppUserFormModalProps) {
  const { t } = useTranslation()
  const creating = itemId === null
  return (
    <AdminFormModal<AppUserFormData, AppUserFormValues, User>
      title={t(creating ? 'users.createTitle' : 'users.editTitle')}
      listPath={listPath}
      itemId={itemId}
      size="xl"
      // A new user's password is never kept in a draft (sessionStorage).
      secretFields={['password']}
      load={loadAppUserForm}
      save={(values, _id, revision, data) =>
        saveUser(
          data.user === null
            ? appUserBody(values, true)
            : userUpdate(data.user, appUserBody(values, false), revision),
        )
      }
      fieldLabels={{
        siteId: t('users.site'),
        firstName: t('users.firstName'),
        lastName: t('users.lastName'),
        phoneNumber: t('users.phone'),
        email: t('users.email'),
        comment: t('users.comment'),
        sharedUser: t('users.sharedUser'),
        primaryOperatorId: t('users.primaryOperatorId'),
      }}
      initialValues={(data) => appUserFormValues(data, siteId)}
      validate={creating ? validateCreate : validateEdit}
      onSaved={(user, created) => {
        notify.success(t('users.saveSuccess'))
        onSaved(user, created)
      }}
      onRejected={(message) => notify.error(t('users.saveError'), message)}
    >
      {({ data }) => <AppUserFields data={data} creating={creating} />}
    </AdminFormModal>
  )
}

function AppUserFields({ data, creating }: { data: AppUserFormData; creating: boolean }) {
  const { t } = useTranslation()
  const form = useFormikContext<AppUserFormValues>()
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="siteId"
          label={t('users.site')}
          required
          placeholder={t('users.chooseSite')}
          options={data.sites.map((site) => ({ value: String(site.id), label: site.name }))}
        />
        <TextField
          name="username"
          label={t('users.username')}
          required
          readOnly={!creating}
          autoFocus={creating}
          helperText={creating ? undefined : t('users.usernameReadOnly')}
          maxLength={TEXT_LIMITS.username}
        />
        {creating && (
          <TextField
            name="password"
            label={t('users.password')}
            type="password"
            required
            autoComplete="new-password"
            maxLength={TEXT_LIMITS.password}
          />
        )}
        <TextField name="firstName" label={t('users.firstName')} maxLength={TEXT_LIMITS.name} />
        <TextField name="lastName" label={t('users.lastName')} maxLength={TEXT_LIMITS.name} />
        <TextField
          name="phoneNumber"
          label={t('users.phone')}
          type="tel"
          maxLength={TEXT_LIMITS.phone}
        />
        <TextField
          name="email"
          label={t('users.email')}
          type="email"
          maxLength={TEXT_LIMITS.email}
        />
      </SimpleGrid>
      <CheckboxField
        name="sharedUser"
        label={t('users.sharedUser')}
        // A shared user has no primary operator.
        onChanged={(shared) => {
          if (shared) void form.setFieldValue('primaryOperatorId', '')
        }}
      />
      <TextField
        name="primaryOperatorId"
        label={t('users.primaryOperatorId')}
        disabled={form.values.sharedUser}
        helperText={form.values.sharedUser ? t('users.sharedUserNoOperator') : undefined}
        maxLength={TEXT_LIMITS.code}
      />
      <TextField name="comment" label={t('users.comment')} maxLength={TEXT_LIMITS.description} />
    </Stack>
  )
}
