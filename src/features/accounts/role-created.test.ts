import { describe, expect, it, vi } from 'vitest'
import type { User } from '@/api/types'
import { aUser } from '../../../tests/helpers/builders'
import { announceRoleSaved } from './role-created'

const customerAdmin = aUser({ type: 'CustomerAdmin', customerId: 3, siteId: null })
const siteAdmin = aUser({ type: 'SiteAdmin', customerId: 3, siteId: 7 })

function announce(role: User, created: boolean) {
  const events = { cloudUserAdded: vi.fn() }
  const placeFilter = { send: vi.fn() }
  announceRoleSaved(role, created, events, placeFilter)
  return { events, placeFilter }
}

describe('announceRoleSaved (ADMIN-4.9, ADMIN-9.9)', () => {
  it('a new customer admin is logged and narrows the place to its customer only', () => {
    const { events, placeFilter } = announce(customerAdmin, true)
    expect(events.cloudUserAdded).toHaveBeenCalledWith(customerAdmin)
    expect(placeFilter.send).toHaveBeenCalledWith({
      type: 'account.customerAdminCreated',
      customerId: 3,
    })
  })

  it('a new site admin is logged and leaves the place as it is', () => {
    const { events, placeFilter } = announce(siteAdmin, true)
    expect(events.cloudUserAdded).toHaveBeenCalledWith(siteAdmin)
    expect(placeFilter.send).not.toHaveBeenCalled()
  })

  it('an edited role is neither logged nor moves the place', () => {
    const { events, placeFilter } = announce(customerAdmin, false)
    expect(events.cloudUserAdded).not.toHaveBeenCalled()
    expect(placeFilter.send).not.toHaveBeenCalled()
  })
})
