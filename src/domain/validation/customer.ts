/**
 * Customer rules (ADMIN-5.8), shared by the customer form and the fake API: name, category and
 * contact are required, and a distributor only for an Indirect customer (otherwise it is cleared,
 * as the form disables the field). That the distributor exists is the server's check.
 */
import { mixed, number, object, type InferType } from 'yup'
import {
  CUSTOMER_CATEGORIES,
  CUSTOMER_TYPES,
  type CustomerCategory,
  type CustomerType,
} from '@/domain/enums'
import { addressSchema, contactSchema } from './address'
import { TEXT_LIMITS } from './limits'
import { limitedText, requiredText } from './text'

export const customerSchema = object({
  name: requiredText(),
  soldTo: limitedText(TEXT_LIMITS.code).default(''),
  category: mixed<CustomerCategory>()
    .oneOf([...CUSTOMER_CATEGORIES], 'validation.oneOf')
    .required('validation.required'),
  distributorId: number()
    .typeError('validation.required')
    .integer('validation.integer')
    .nullable()
    .default(null)
    .when('category', {
      is: 'Indirect',
      then: (schema) => schema.required('validation.required'),
      otherwise: (schema) => schema.transform(() => null),
    }),
  /** Changed only with the premium switch (POST /v2/Customer/{id}/type); optional here. */
  type: mixed<CustomerType>().oneOf([...CUSTOMER_TYPES], 'validation.oneOf'),
  contact: contactSchema,
  address: addressSchema,
})

export type CustomerValues = InferType<typeof customerSchema>
