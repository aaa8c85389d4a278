// The place pickers of the administration lists: customers with accounts:read (internal scope),
// sites with the customer scope too, nothing otherwise.
import { describe, expect, it } from 'vitest'
import { PERMISSIONS as P } from '@/domain/permissions'
import { placeOptionNeeds } from './use-place-filters'

describe('placeOptionNeeds', () => {
  it('loads customers and sites with accounts:read', () => {
    expect(placeOptionNeeds([P.ACCOUNTS_READ])).toEqual({ customers: 'always', sites: 'always' })
    expect(placeOptionNeeds([P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ])).toEqual({
      customers: 'always',
      sites: 'always',
    })
  })

  it('loads the sites only with the customer scope alone', () => {
    expect(placeOptionNeeds([P.ACCOUNTS_CUSTOMER_READ])).toEqual({ sites: 'always' })
  })

  it('loads nothing without either', () => {
    expect(placeOptionNeeds([])).toEqual({})
    expect(placeOptionNeeds([P.ACCOUNTS_SITE_READ, P.ACCOUNTS_WRITE, P.USERS_READ])).toEqual({})
  })
})
