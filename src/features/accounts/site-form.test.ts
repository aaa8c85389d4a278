// The site form (ADMIN-5.9) against the API body and the shared site schema: where a
// new site starts, the body it sends, when its position is looked up again, and the errors.
import { describe, expect, it } from 'vitest'
import type { Site } from '@/api/types'
import { siteSchema } from '@/domain/validation/site'
import { schemaValidator } from '@/ui/form/schema-validator'
import { addressChanged, siteBody, siteFormValues, type SiteFormValues } from './site-form'

const site: Site = {
  id: 5,
  name: 'North dairy',
  shipTo: 'SH-1',
  customerId: 2,
  customer: { id: 2, name: 'Alpine Dairy' },
  type: 'Premium',
  contact: { name: 'Dana Dairy', phone: '+45 1234 5678', email: 'dana@example.com' },
  address: { street: 'Mejerivej 2', postalCode: '8000', city: 'Aarhus', country: 'DK' },
  location: { latitude: 56.15, longitude: 10.2 },
  availableTestTypes: [{ testTypeId: 1, qrActive: false }],
  revision: 4,
}

const customers = [
  { id: 1, name: 'Fresh Milk Co' },
  { id: 2, name: 'Alpine Dairy' },
]

const validate = schemaValidator<SiteFormValues>({ schema: siteSchema, toBody: siteBody })

describe('siteFormValues for a create', () => {
  it('is blank, a Free site, at the chosen customer', () => {
    expect(siteFormValues({ site: null, customers }, 1)).toEqual({
      name: '',
      shipTo: '',
      customerId: '1',
      type: 'Free',
      contact: { name: '', phone: '', email: '' },
      address: { street: '', postalCode: '', city: '', country: '' },
    })
  })

  it('takes the chosen customer over the only one', () => {
    expect(siteFormValues({ site: null, customers: [customers[1]!] }, 1).customerId).toBe('1')
  })

  it('preselects the only customer', () => {
    expect(siteFormValues({ site: null, customers: [customers[1]!] }, null).customerId).toBe('2')
  })

  it('leaves the customer to choose among several, or none', () => {
    expect(siteFormValues({ site: null, customers }, null).customerId).toBe('')
    expect(siteFormValues({ site: null, customers: [] }, null).customerId).toBe('')
  })
})

describe('siteFormValues for an edit', () => {
  it("holds the site's values, its customer as text", () => {
    expect(siteFormValues({ site, customers: [customers[1]!] }, 1)).toEqual({
      name: 'North dairy',
      shipTo: 'SH-1',
      customerId: '2',
      type: 'Premium',
      contact: { name: 'Dana Dairy', phone: '+45 1234 5678', email: 'dana@example.com' },
      address: { street: 'Mejerivej 2', postalCode: '8000', city: 'Aarhus', country: 'DK' },
    })
  })
})

describe('siteBody', () => {
  const values = siteFormValues({ site, customers }, null)

  it('sends the customer as a number, without type, position or test types', () => {
    expect(siteBody({ ...values, customerId: '4' })).toEqual({
      name: 'North dairy',
      shipTo: 'SH-1',
      customerId: 4,
      contact: site.contact,
      address: site.address,
    })
  })

  it('leaves an unchosen customer out', () => {
    expect(siteBody({ ...values, customerId: '' }).customerId).toBeUndefined()
  })
})

describe('addressChanged', () => {
  it('is true for a new site', () => {
    expect(addressChanged(null, site)).toBe(true)
  })

  it('is false when the address stayed, whatever else changed', () => {
    expect(addressChanged(site, { ...site, name: 'Renamed', address: { ...site.address } })).toBe(
      false,
    )
  })

  it('is true when a part of the address changed', () => {
    expect(addressChanged(site, { ...site, address: { ...site.address, city: 'Odense' } })).toBe(
      true,
    )
    expect(addressChanged(site, { ...site, address: { ...site.address, country: 'SE' } })).toBe(
      true,
    )
  })
})

describe('site form validation', () => {
  it('accepts a complete site', async () => {
    expect(await validate(siteFormValues({ site, customers }, null))).toEqual({})
  })

  it('names every required field of a blank form', async () => {
    expect(await validate(siteFormValues({ site: null, customers }, null))).toEqual({
      name: 'validation.required',
      customerId: 'validation.required',
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

  it('refuses a blank name and an invalid e-mail', async () => {
    const values = siteFormValues({ site, customers }, null)
    expect(
      await validate({ ...values, name: '  ', contact: { ...values.contact, email: 'dana@' } }),
    ).toEqual({ name: 'validation.blank', contact: { email: 'validation.email' } })
  })
})
