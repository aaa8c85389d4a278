// The customer form against the API body and the shared customer schema (ADMIN-5.8
// "Customer"): its starting values, the body it sends, and the errors the form shows.
import { describe, expect, it } from 'vitest'
import type { Customer } from '@/api/types'
import { customerSchema } from '@/domain/validation/customer'
import { schemaValidator } from '@/ui/form/schema-validator'
import { customerBody, customerFormValues, type CustomerFormValues } from './customer-form'

const customer: Customer = {
  id: 7,
  name: 'Fresh Milk Co',
  soldTo: 'S-100',
  category: 'Indirect',
  distributorId: 12,
  type: 'Premium',
  contact: { name: 'Dana Dairy', phone: '+45 1234 5678', email: 'dana@example.com' },
  address: { street: 'Mejerivej 2', postalCode: '8000', city: 'Aarhus', country: 'DK' },
  revision: 3,
}

const filled: CustomerFormValues = customerFormValues(customer)

const validate = schemaValidator<CustomerFormValues>({
  schema: customerSchema,
  toBody: customerBody,
})

describe('customerFormValues', () => {
  it('is blank for a create, a Free customer', () => {
    expect(customerFormValues(null)).toEqual({
      name: '',
      soldTo: '',
      category: '',
      distributorId: '',
      type: 'Free',
      contact: { name: '', phone: '', email: '' },
      address: { street: '', postalCode: '', city: '', country: '' },
    })
  })

  it("holds an edited customer's values, the distributor as text", () => {
    expect(customerFormValues(customer)).toEqual({
      name: 'Fresh Milk Co',
      soldTo: 'S-100',
      category: 'Indirect',
      distributorId: '12',
      type: 'Premium',
      contact: { name: 'Dana Dairy', phone: '+45 1234 5678', email: 'dana@example.com' },
      address: { street: 'Mejerivej 2', postalCode: '8000', city: 'Aarhus', country: 'DK' },
    })
  })

  it("holds '' for a customer without a distributor", () => {
    expect(
      customerFormValues({ ...customer, category: 'Direct', distributorId: null }).distributorId,
    ).toBe('')
  })

  it('does not share the blank blocks between two creates', () => {
    const first = customerFormValues(null)
    first.contact.name = 'Changed'
    first.address.city = 'Changed'
    expect(customerFormValues(null).contact.name).toBe('')
    expect(customerFormValues(null).address.city).toBe('')
  })
})

describe('customerBody', () => {
  it("sends an Indirect customer's distributor as a number", () => {
    expect(customerBody({ ...filled, category: 'Indirect', distributorId: '12' })).toEqual({
      name: 'Fresh Milk Co',
      soldTo: 'S-100',
      category: 'Indirect',
      distributorId: 12,
      type: 'Premium',
      contact: customer.contact,
      address: customer.address,
    })
  })

  it('clears the distributor of any other category', () => {
    expect(customerBody({ ...filled, category: 'Direct', distributorId: '12' }).distributorId).toBe(
      null,
    )
    expect(
      customerBody({ ...filled, category: 'Distributor', distributorId: '12' }).distributorId,
    ).toBe(null)
  })

  it('sends no distributor for an Indirect customer without one', () => {
    expect(customerBody({ ...filled, category: 'Indirect', distributorId: '' }).distributorId).toBe(
      null,
    )
  })

  it('leaves an unchosen category out', () => {
    expect(customerBody({ ...filled, category: '' }).category).toBeUndefined()
  })
})

describe('customer form validation', () => {
  it('accepts a complete customer', async () => {
    expect(await validate(filled)).toEqual({})
  })

  it('names every required field of a blank form', async () => {
    expect(await validate(customerFormValues(null))).toEqual({
      name: 'validation.required',
      category: 'validation.required',
      contact: {
        name: 'validation.required',
        phone: 'validation.required',
        email: 'validation.required',
      },
      address: {
        street: 'accounts.streetRequired',
        postalCode: 'accounts.postalCodeRequired',
        city: 'accounts.cityRequired',
        country: 'accounts.countryRequired',
      },
    })
  })

  it('asks an Indirect customer for its distributor', async () => {
    const errors = await validate({ ...filled, category: 'Indirect', distributorId: '' })
    expect(errors).toEqual({ distributorId: 'validation.required' })
  })

  it('does not ask a Direct customer for a distributor', async () => {
    expect(await validate({ ...filled, category: 'Direct', distributorId: '' })).toEqual({})
  })

  it('refuses an invalid e-mail', async () => {
    const errors = await validate({ ...filled, contact: { ...filled.contact, email: 'dana@' } })
    expect(errors).toEqual({ contact: { email: 'validation.email' } })
  })

  it('refuses a whitespace-only street with the street message', async () => {
    const errors = await validate({ ...filled, address: { ...filled.address, street: '   ' } })
    expect(errors).toEqual({ address: { street: 'accounts.streetRequired' } })
  })
})
