/**
 * The customer form's values and their translation to and from the API (ADMIN-5.8
 * "Customer"). Selects hold text, so the distributor is an id as text ('' for none) until the
 * body is made; the distributor is sent only for an Indirect customer (otherwise null, as the
 * form clears and disables it). The type is the Premium/Free switch: sent with a create, and
 * for an edit through its own call (POST /v2/Customer/{id}/type) when it changed.
 */
import type { CustomerCommand } from '@/api/endpoints/customers'
import type { Customer } from '@/api/types'
import type { CustomerCategory, CustomerType } from '@/domain/enums'
import {
  EMPTY_ADDRESS,
  EMPTY_CONTACT,
  type AddressValues,
  type ContactValues,
} from './AccountFields'

export interface CustomerFormValues {
  name: string
  soldTo: string
  category: CustomerCategory | ''
  /** The distributor's id as the select holds it; '' for none. */
  distributorId: string
  type: CustomerType
  contact: ContactValues
  address: AddressValues
}

/** What the customer modal loads: the customer (null for a create) and the distributors. */
export interface CustomerFormData {
  customer: Customer | null
  distributors: Array<Pick<Customer, 'id' | 'name'>>
  /** The customer's revision (none for a create): the admin-form machine saves the edit with it. */
  revision?: number
}

export function customerFormValues(customer: Customer | null): CustomerFormValues {
  if (!customer) {
    return {
      name: '',
      soldTo: '',
      category: '',
      distributorId: '',
      type: 'Free',
      contact: { ...EMPTY_CONTACT },
      address: { ...EMPTY_ADDRESS },
    }
  }
  return {
    name: customer.name,
    soldTo: customer.soldTo,
    category: customer.category,
    distributorId: customer.distributorId === null ? '' : String(customer.distributorId),
    type: customer.type,
    contact: { ...customer.contact },
    address: { ...customer.address },
  }
}

/** Only an Indirect customer has a distributor (ADMIN-5.8). */
export const needsDistributor = (category: CustomerFormValues['category']) =>
  category === 'Indirect'

/** The body the shared schema validates and the API receives (without id and revision). */
export function customerBody(values: CustomerFormValues): Omit<CustomerCommand, 'id'> {
  return {
    name: values.name,
    soldTo: values.soldTo,
    // An unchosen category is missing, so the schema says "required", not "not one of".
    category: (values.category || undefined) as CustomerCategory,
    distributorId:
      needsDistributor(values.category) && values.distributorId !== ''
        ? Number(values.distributorId)
        : null,
    type: values.type,
    contact: values.contact,
    address: values.address,
  }
}
