/**
 * User rules (ADMIN-5.10, ADMIN-5.11), shared by the role form (site-admin and customer-admin
 * users), the app-user form (operators) and the fake API. Admin users need a customer, a site
 * unless they are customer admins, names, phone and e-mail; app users need a site, and an e-mail
 * only has to be valid when given. Username and password are required on create; the username is
 * read-only on edit (the server refuses a change). A shared app user has no primary operator id
 * (refused).
 */
import { array, boolean, mixed, number, object, type InferType } from 'yup'
import { USER_TYPES } from '@/domain/enums'
import { TEXT_LIMITS } from './limits'
import { newPasswordRule } from './password'
import { limitedText, requiredText } from './text'

export type UserFormType = (typeof USER_TYPES)[number]

const isAdminType = (type: unknown) => type === 'CustomerAdmin' || type === 'SiteAdmin'

/**
 * Optional text of at most `max` characters: a missing or null value becomes empty text, as the
 * wire shape has no nulls.
 */
const optionalText = (max: number = TEXT_LIMITS.name) =>
  limitedText(max)
    .default('')
    .transform((value: string | null | undefined) => value ?? '')

/** Required for admin users, free text for app users. */
const adminRequiredText = (max: number = TEXT_LIMITS.name) =>
  optionalText(max).when('type', {
    is: isAdminType,
    then: (schema) => schema.concat(requiredText(undefined, undefined, max)),
  })

const id = () => number().typeError('validation.required').integer('validation.integer').nullable()

/** The fields of both forms; create and update differ in username and password only. */
const userFieldsSchema = object({
  type: mixed<UserFormType>()
    .oneOf([...USER_TYPES], 'validation.oneOf')
    .required('validation.required'),
  customerId: id()
    .default(null)
    .when('type', { is: isAdminType, then: (schema) => schema.required('validation.required') }),
  siteId: id()
    .default(null)
    .when('type', {
      is: 'CustomerAdmin',
      then: (schema) => schema.transform(() => null),
      otherwise: (schema) => schema.required('validation.required'),
    }),
  firstName: adminRequiredText(),
  lastName: adminRequiredText(),
  phoneNumber: adminRequiredText(TEXT_LIMITS.phone),
  email: optionalText(TEXT_LIMITS.email)
    .email('validation.email')
    .when('type', {
      is: isAdminType,
      then: (schema) => schema.required('validation.required'),
    }),
  sharedUser: boolean().typeError('validation.invalid').default(false),
  primaryOperatorId: limitedText(TEXT_LIMITS.code)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    // A shared user has no primary operator: the form blanks the field, the server refuses one.
    .when('sharedUser', {
      is: true,
      then: (schema) =>
        schema.test(
          'sharedWithoutOperator',
          'users.sharedUserOperatorId',
          (value) => value === null,
        ),
    }),
  comment: optionalText(TEXT_LIMITS.description),
  acceptedTerms: array(
    object({
      userId: number().typeError('validation.required').required('validation.required'),
      termsId: number().typeError('validation.required').required('validation.required'),
    }),
  )
    .typeError('validation.invalid')
    .optional(),
})

export const createUserSchema = userFieldsSchema.shape({
  username: requiredText(undefined, undefined, TEXT_LIMITS.username),
  // The password rule of every form that sets one (password.ts).
  password: newPasswordRule(),
})

/** The username is sent but read-only; a new password is optional. */
export const updateUserSchema = userFieldsSchema.shape({
  username: limitedText(TEXT_LIMITS.username),
  password: limitedText(TEXT_LIMITS.password).nullable(),
})

export type UserValues = InferType<typeof updateUserSchema>
