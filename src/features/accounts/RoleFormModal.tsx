/**
 * Create and edit a site role: a site-admin or customer-admin user (/accounts/roles/create,
 * /accounts/roles/edit/{itemId}, and from a site's page /accounts/site/{itemId}/role/create and
 * /role/{subItemId}/edit; ADMIN-5.10, ADMIN-6.12). The role list follows the permissions
 * (account-rules.ts `roleOptions`; one role is shown fixed); customer and role are required, and
 * the site unless the role is customer admin; the username is required on a create and read-only
 * afterwards; the password is required on a create; names, phone and e-mail are required. The
 * server's field errors (a username already taken, a password too short) land on their fields.
 */
import { useTranslation } from 'react-i18next'
import { useFormikContext } from 'formik'
import { SimpleGrid, Stack } from '@chakra-ui/react'
import { listAllCustomers } from '@/api/endpoints/customers'
import { listFormSites, withUserSite } from '@/api/endpoints/sites'
import { getUser, saveUser, userUpdate } from '@/api/endpoints/users'
import type { User } from '@/api/types'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { SelectField, TextField } from '@/ui/form/fields'
import { notify } from '@/ui/toaster'
import type { AccountRole } from './account-rules'
import {
  roleBody,
  roleFormValues,
  roleValidator,
  sitesOfCustomer,
  type RoleFormData,
  type RoleFormValues,
  type RolePlace,
} from './role-form'

const validateCreate = roleValidator(true)
const validateEdit = roleValidator(false)

async function loadRoleForm(itemId: number | null): Promise<RoleFormData> {
  const [user, customers, sites] = await Promise.all([
    itemId === null ? null : getUser(itemId),
    listAllCustomers(),
    listFormSites(),
  ])
  return { user, customers, sites: withUserSite(sites, user), revision: user?.revision }
}

export interface RoleFormModalProps {
  itemId: number | null
  listPath: string
  /** The roles the user may give (account-rules.ts `roleOptions`). */
  roles: readonly AccountRole[]
  /** Where a new role starts. */
  place: RolePlace
  /** The site is the page's and cannot be changed (a role created from a site's page). */
  siteFixed?: boolean
  onSaved: (user: User, created: boolean) => void
}

export function RoleFormModal({
  itemId,
  listPath,
  roles,
  place,
  siteFixed = false,
  onSaved,
}: RoleFormModalProps) {
  const { t } = useTranslation()
  const creating = itemId === null
  return (
    <AdminFormModal<RoleFormData, RoleFormValues, User>
      title={t(creating ? 'roles.createTitle' : 'roles.editTitle')}
      listPath={listPath}
      itemId={itemId}
      size="xl"
      // A new user's password is never kept in a draft (sessionStorage).
      secretFields={['password']}
      load={loadRoleForm}
      save={(values, _id, revision, data) =>
        saveUser(
          data.user === null
            ? roleBody(values, true)
            : userUpdate(data.user, roleBody(values, false), revision),
        )
      }
      fieldLabels={{
        type: t('roles.role'),
        customerId: t('roles.customer'),
        siteId: t('roles.site'),
        firstName: t('roles.firstName'),
        lastName: t('roles.lastName'),
        phoneNumber: t('roles.phone'),
        email: t('roles.email'),
      }}
      initialValues={(data) => roleFormValues(data, roles, place)}
      validate={creating ? validateCreate : validateEdit}
      onSaved={(user, created) => {
        notify.success(t('roles.saveSuccess'))
        onSaved(user, created)
      }}
      onRejected={(message) => notify.error(t('roles.saveError'), message)}
    >
      {({ data }) => (
        <RoleFields data={data} roles={roles} creating={creating} siteFixed={siteFixed} />
      )}
    </AdminFormModal>
  )
}

function RoleFields({
  data,
  roles,
  creating,
  siteFixed,
}: {
  data: RoleFormData
  roles: readonly AccountRole[]
  creating: boolean
  siteFixed: boolean
}) {
  const { t } = useTranslation()
  const form = useFormikContext<RoleFormValues>()
  const customerAdmin = form.values.type === 'CustomerAdmin'
  // An edited user keeps a role this user may not give: it is shown, not offered.
  const offered = [
    ...roles,
    ...(form.initialValues.type && !roles.includes(form.initialValues.type)
      ? [form.initialValues.type]
      : []),
  ]
  const sites = sitesOfCustomer(data.sites, form.values.customerId)
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          name="type"
          label={t('roles.role')}
          required
          disabled={offered.length === 1}
          placeholder={t('roles.chooseRole')}
          options={offered.map((role) => ({ value: role, label: t(`roles.types.${role}`) }))}
          // A customer admin has no site.
          onChosen={(role) => {
            if (role === 'CustomerAdmin') void form.setFieldValue('siteId', '')
          }}
        />
        <SelectField
          name="customerId"
          label={t('roles.customer')}
          required
          disabled={siteFixed || data.customers.length === 1}
          placeholder={t('roles.chooseCustomer')}
          options={data.customers.map((customer) => ({
            value: String(customer.id),
            label: customer.name,
          }))}
          // The sites belong to the customer.
          onChosen={() => void form.setFieldValue('siteId', '')}
        />
        <SelectField
          name="siteId"
          label={t('roles.site')}
          required={!customerAdmin}
          disabled={siteFixed || customerAdmin || form.values.customerId === ''}
          helperText={customerAdmin ? t('roles.noSiteForCustomerAdmin') : undefined}
          placeholder={t('roles.chooseSite')}
          options={sites.map((site) => ({ value: String(site.id), label: site.name }))}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="username"
          label={t('roles.username')}
          required
          readOnly={!creating}
          helperText={creating ? undefined : t('roles.usernameReadOnly')}
          maxLength={TEXT_LIMITS.username}
        />
        {creating && (
          <TextField
            name="password"
            label={t('roles.password')}
            type="password"
            required
            autoComplete="new-password"
            maxLength={TEXT_LIMITS.password}
          />
        )}
        <TextField
          name="firstName"
          label={t('roles.firstName')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <TextField
          name="lastName"
          label={t('roles.lastName')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <TextField
          name="phoneNumber"
          label={t('roles.phone')}
          type="tel"
          required
          maxLength={TEXT_LIMITS.phone}
        />
        <TextField
          name="email"
          label={t('roles.email')}
          type="email"
          required
          maxLength={TEXT_LIMITS.email}
        />
      </SimpleGrid>
    </Stack>
  )
}
