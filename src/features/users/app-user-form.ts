/**
 * The app-user form's values and their body (ADMIN-5.11): a site (required; an id as
 * text, as the select holds it), username and password on a create (the username is read-only
 * afterwards, a password is never shown back), an e-mail that must be valid when given, names,
 * phone and comment, and the shared-user rule: a shared user has no primary operator, so the
 * operator id is blanked while "shared" is ticked, and the server refuses one anyway.
 */
import type { SiteListItem } from '@/api/endpoints/sites'
import type { User, UserCommand } from '@/api/types'
import { createUserSchema, updateUserSchema } from '@/domain/validation/user'
import { schemaValidator } from '@/ui/form/schema-validator'

export interface AppUserFormValues {
  siteId: string
  username: string
  password: string
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
  comment: string
  sharedUser: boolean
  primaryOperatorId: string
}

/** What the app-user modal loads: the user (null for a create) and the sites of the scope. */
export interface AppUserFormData {
  user: User | null
  sites: SiteListItem[]
  /** The user's revision (none for a create): the admin-form machine saves the edit with it. */
  revision?: number
}

export function appUserFormValues(data: AppUserFormData, siteId: number | null): AppUserFormValues {
  const { user } = data
  const start = user?.siteId ?? siteId ?? (data.sites.length === 1 ? data.sites[0]!.id : null)
  return {
    siteId: start === null ? '' : String(start),
    username: user?.username ?? '',
    password: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    email: user?.email ?? '',
    comment: user?.comment ?? '',
    sharedUser: user?.sharedUser ?? false,
    primaryOperatorId: user?.primaryOperatorId ?? '',
  }
}

/** The body the shared schema validates and the API receives (without id and revision). */
export function appUserBody(values: AppUserFormValues, creating: boolean): UserCommand {
  return {
    type: 'Operator',
    // An unchosen site is missing, so the schema says "required".
    siteId: (values.siteId === '' ? undefined : Number(values.siteId)) as number,
    username: values.username,
    ...(creating ? { password: values.password } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    email: values.email,
    comment: values.comment,
    sharedUser: values.sharedUser,
    primaryOperatorId:
      values.sharedUser || values.primaryOperatorId === '' ? null : values.primaryOperatorId,
  }
}

export const appUserValidator = (creating: boolean) =>
  schemaValidator<AppUserFormValues>({
    schema: creating ? createUserSchema : updateUserSchema,
    toBody: (values) => appUserBody(values, creating),
  })
