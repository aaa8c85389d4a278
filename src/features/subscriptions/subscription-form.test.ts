// The subscription form (ADMIN-5.12: site and e-mail required, e-mail valid)
// against its body and the shared schema.
import { describe, expect, it } from 'vitest'
import { subscriptionBody, subscriptionFormValues, validateSubscription } from './subscription-form'

const sites = [
  { id: 1, name: 'Videbæk Dairy', customerId: 1 },
  { id: 2, name: 'Esbjerg Dairy', customerId: 1 },
]

describe('subscription form', () => {
  it('starts at the chosen site, or the only one', () => {
    expect(subscriptionFormValues(sites, 2)).toEqual({ siteId: '2', email: '' })
    expect(subscriptionFormValues([sites[0]!], null)).toEqual({ siteId: '1', email: '' })
    expect(subscriptionFormValues(sites, null)).toEqual({ siteId: '', email: '' })
  })

  it('sends the site as a number and the address trimmed', () => {
    expect(subscriptionBody({ siteId: '2', email: ' lab@example.com ' })).toEqual({
      siteId: 2,
      email: 'lab@example.com',
    })
  })

  it('asks for a site and a valid e-mail', async () => {
    expect(await validateSubscription({ siteId: '', email: '' })).toEqual({
      siteId: 'validation.required',
      email: 'validation.required',
    })
    expect(await validateSubscription({ siteId: '1', email: 'lab' })).toEqual({
      email: 'validation.email',
    })
    expect(await validateSubscription({ siteId: '1', email: 'lab@example.com' })).toEqual({})
  })
})
