/**
 * Site rules (ADMIN-5.9), shared by the site forms and the fake API: name, contact and address
 * are required and the site belongs to a customer. The test types offered at the site are
 * checked here only for shape; that they exist and what their QR switch may be is the server's.
 */
import { array, boolean, number, object, type InferType } from 'yup'
import { addressSchema, contactSchema } from './address'
import { locationSchema } from './location'
import { TEXT_LIMITS } from './limits'
import { limitedText, requiredText } from './text'

export const availableTestTypeSchema = object({
  testTypeId: number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.integer'),
  qrActive: boolean().typeError('validation.invalid').default(false),
})

export const siteSchema = object({
  name: requiredText(),
  shipTo: limitedText(TEXT_LIMITS.code).default(''),
  customerId: number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.integer'),
  contact: contactSchema,
  address: addressSchema,
  location: locationSchema().default(undefined).optional(),
  availableTestTypes: array(availableTestTypeSchema).typeError('validation.invalid').optional(),
})

export type SiteValues = InferType<typeof siteSchema>
