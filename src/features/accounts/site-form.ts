/**
 * The site form's values and their translation to and from the API (ADMIN-5.9). The
 * customer is chosen on a create (an id as text, as a select holds it) and fixed afterwards: a
 * site moves to another customer only by a transfer. The type is the Premium/Free switch, saved
 * by its own call (after the create or the edit); a new site's switch starts at Free, and what
 * the switch shows is what the site gets.
 */
import type { SiteCommand } from '@/api/endpoints/sites'
import type { Customer, Site } from '@/api/types'
import type { CustomerType } from '@/domain/enums'
import {
  EMPTY_ADDRESS,
  EMPTY_CONTACT,
  type AddressValues,
  type ContactValues,
} from './AccountFields'

export interface SiteFormValues {
  name: string
  shipTo: string
  /** The customer's id as the select holds it; '' until chosen. */
  customerId: string
  type: CustomerType
  contact: ContactValues
  address: AddressValues
}

/** What the site modal loads: the site (null for a create) and the customers to choose from. */
export interface SiteFormData {
  site: Site | null
  customers: Array<Pick<Customer, 'id' | 'name'>>
  /** The site's revision (none for a create): the admin-form machine saves the edit with it. */
  revision?: number
}

/** A new site starts at the chosen customer, or the only one the user has. */
export function siteFormValues(data: SiteFormData, customerId: number | null): SiteFormValues {
  const { site } = data
  if (!site) {
    const only = data.customers.length === 1 ? data.customers[0]!.id : null
    const start = customerId ?? only
    return {
      name: '',
      shipTo: '',
      customerId: start === null ? '' : String(start),
      type: 'Free',
      contact: { ...EMPTY_CONTACT },
      address: { ...EMPTY_ADDRESS },
    }
  }
  return {
    name: site.name,
    shipTo: site.shipTo,
    customerId: String(site.customerId),
    type: site.type,
    contact: { ...site.contact },
    address: { ...site.address },
  }
}

/** The body the shared schema validates and the API receives (without id and revision). */
export function siteBody(values: SiteFormValues): Omit<SiteCommand, 'id'> {
  return {
    name: values.name,
    shipTo: values.shipTo,
    // An unchosen customer is missing, so the schema says "required".
    customerId: (values.customerId === '' ? undefined : Number(values.customerId)) as number,
    contact: values.contact,
    address: values.address,
  }
}

/** Whether a save moved the site's address, so its position is looked up again. */
export const addressChanged = (before: Site | null, after: Site) =>
  before === null || JSON.stringify(before.address) !== JSON.stringify(after.address)
