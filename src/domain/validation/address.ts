/**
 * The address and contact blocks that customers and sites share (ADMIN-5.8, ADMIN-5.9). Each
 * address field has its own message key for both "missing" and "blank", as the spec asks for one
 * message per field; the contact block uses the generic keys.
 */
import { object, string } from 'yup'
import { TEXT_LIMITS } from './limits'
import { requiredText } from './text'

export const addressSchema = object({
  street: requiredText('accounts.streetRequired', 'accounts.streetRequired', TEXT_LIMITS.street),
  postalCode: requiredText(
    'accounts.postalCodeRequired',
    'accounts.postalCodeRequired',
    TEXT_LIMITS.postalCode,
  ),
  city: requiredText('accounts.cityRequired', 'accounts.cityRequired', TEXT_LIMITS.city),
  country: requiredText(
    'accounts.countryRequired',
    'accounts.countryRequired',
    TEXT_LIMITS.country,
  ),
})
  .typeError('validation.required')
  .required('validation.required')

export const contactSchema = object({
  name: requiredText(),
  phone: requiredText(undefined, undefined, TEXT_LIMITS.phone),
  email: string()
    .typeError('validation.email')
    .required('validation.required')
    .email('validation.email')
    .max(TEXT_LIMITS.email, 'validation.maxLength'),
})
  .typeError('validation.required')
  .required('validation.required')
