/**
 * The address and contact blocks that customers and sites share (admin.md §5). Each address
 * field has its own message key for both "missing" and "blank", as the spec asks for one message
 * per field; the contact block uses the generic keys.
 */
import { object, string } from 'yup'
import { requiredText } from './text'

export const addressSchema = object({
  street: requiredText('accounts.streetRequired', 'accounts.streetRequired'),
  postalCode: requiredText('accounts.postalCodeRequired', 'accounts.postalCodeRequired'),
  city: requiredText('accounts.cityRequired', 'accounts.cityRequired'),
  country: requiredText('accounts.countryRequired', 'accounts.countryRequired'),
})
  .typeError('validation.required')
  .required('validation.required')

export const contactSchema = object({
  name: requiredText(),
  phone: requiredText(),
  email: string()
    .typeError('validation.email')
    .required('validation.required')
    .email('validation.email'),
})
  .typeError('validation.required')
  .required('validation.required')
