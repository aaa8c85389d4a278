/**
 * The role form's values and their translation to and from the API (ADMIN-5.10 "Site-admin or
 * customer-admin user"). Selects hold text, so customer and site are ids as text until the body
 * is made. A customer admin belongs to a customer and has no site; a site admin belongs to a
 * site of the chosen customer. The username is sent on an edit but cannot change; a password
 * only on a create.
 */
import type { SiteListItem } from '@/api/endpoints/sites'
import type { Customer, User, UserCommand } from '@/api/types'
import { createUserSchema, updateUserSchema } from '@/domain/validation/user'
import { schemaValidator } from '@/ui/form/schema-validator'
import type { AccountRole } from './account-rules'

export interface RoleFormValues {
  type: AccountRole | ''
  customerId: string
  siteId: string
  username: string
  password: string
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
}

/** What the role modal loads: the user (null for a create) and the places to choose from. */
export interface RoleFormData {
  user: User | null
  customers: Array<Pick<Customer, 'id' | 'name'>>
  sites: SiteListItem[]
  /** The user's revision (none for a create): the admin-form machine saves the edit with it. */
  revision?: number
}

/** Where a new role starts: a place chosen on the screen (the site's page, or the filter). */
export interface RolePlace {
  customerId: number | null
  siteId: number | null
}

const text = (id: number | null) => (id === null ? '' : String(id))

export function roleFormValues(
  data: RoleFormData,
  roles: readonly AccountRole[],
  place: RolePlace,
): RoleFormValues {
  const { user } = data
  if (!user) {
    const site = data.sites.find((candidate) => candidate.id === place.siteId)
    const onlyCustomer = data.customers.length === 1 ? data.customers[0]!.id : null
    return {
      // One role to offer is the role (ADMIN-6.12: fixed to SiteAdmin).
      type: roles.length === 1 ? roles[0]! : '',
      customerId: text(site?.customerId ?? place.customerId ?? onlyCustomer),
      siteId: text(site?.id ?? null),
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      email: '',
    }
  }
  return {
    type: user.type === 'CustomerAdmin' || user.type === 'SiteAdmin' ? user.type : '',
    customerId: text(user.customerId),
    siteId: text(user.siteId),
    username: user.username,
    password: '',
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
  }
}

/** The sites a role of this customer may belong to. */
export const sitesOfCustomer = (sites: readonly SiteListItem[], customerId: string) =>
  customerId === '' ? [] : sites.filter((site) => String(site.customerId) === customerId)

const idOf = (value: string) => (value === '' ? undefined : Number(value)) as number

/** The body the shared schema validates and the API receives (without id and revision). */
export function roleBody(values: RoleFormValues, creating: boolean): UserCommand {
  return {
    // An unchosen role is missing, so the schema says "required".
    type: (values.type || undefined) as AccountRole,
    customerId: idOf(values.customerId),
    siteId: values.type === 'CustomerAdmin' ? null : idOf(values.siteId),
    username: values.username,
    ...(creating ? { password: values.password } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    email: values.email,
  }
}

/**
 * Every role of this form is an admin role, whose names, phone and e-mail are required: until
 * one is chosen they are checked as a site admin's, so every missing field shows at once, and
 * the missing role is the form's own error.
 */
export const roleValidator = (creating: boolean) =>
  schemaValidator<RoleFormValues>({
    schema: creating ? createUserSchema : updateUserSchema,
    toBody: (values) => roleBody({ ...values, type: values.type || 'SiteAdmin' }, creating),
    extra: (values): Record<string, string> =>
      values.type === '' ? { type: 'validation.required' } : {},
  })
