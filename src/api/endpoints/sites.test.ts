import { describe, expect, it } from 'vitest'
import { withUserSite } from './sites'

const first200 = [
  { id: 1, name: 'Aarhus', customerId: 1 },
  { id: 2, name: 'Billund', customerId: 1 },
]

describe('withUserSite (a form lists 200 sites: ADMIN-9.1)', () => {
  it('adds an edited user’s own site when it is not among them', () => {
    const user = { site: { id: 9, name: 'Viborg' }, customerId: 3 }
    expect(withUserSite(first200, user)).toEqual([
      ...first200,
      { id: 9, name: 'Viborg', customerId: 3 },
    ])
  })

  it('leaves the list as it is for a create, a user without a site, or a site already listed', () => {
    expect(withUserSite(first200, null)).toBe(first200)
    expect(withUserSite(first200, { site: null, customerId: 1 })).toBe(first200)
    expect(withUserSite(first200, { site: { id: 2, name: 'Billund' }, customerId: 1 })).toBe(
      first200,
    )
  })
})
