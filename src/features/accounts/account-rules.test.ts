// The accounts' rules that are not a form schema (ADMIN-4.13, ADMIN-6.12): the roles the role form
// offers, what each persona may do on the accounts screens, and a site's QR switch.
import { describe, expect, it, vi } from 'vitest'
import { PERMISSIONS as P } from '@/domain/permissions'
import { permissionsFor } from '@/mocks/personas'
import { accountPermissions, qrToggle, qrValue, roleOptions, saveTypeSwitch } from './account-rules'

describe('roleOptions', () => {
  it('offers customer admins and site admins with accounts:read and accounts:write', () => {
    expect(roleOptions([P.ACCOUNTS_READ, P.ACCOUNTS_WRITE])).toEqual(['CustomerAdmin', 'SiteAdmin'])
  })

  it('fixes the role to SiteAdmin with accounts:read but without accounts:write', () => {
    expect(roleOptions([P.ACCOUNTS_READ])).toEqual(['SiteAdmin'])
  })

  it('offers site admins only for the customer scope', () => {
    expect(roleOptions([P.ACCOUNTS_CUSTOMER_READ])).toEqual(['SiteAdmin'])
    expect(roleOptions([P.ACCOUNTS_CUSTOMER_READ, P.ACCOUNTS_CUSTOMER_WRITE])).toEqual([
      'SiteAdmin',
    ])
  })

  it('does not offer customer admins without accounts:read, even with accounts:write', () => {
    expect(roleOptions([P.ACCOUNTS_CUSTOMER_READ, P.ACCOUNTS_WRITE])).toEqual(['SiteAdmin'])
  })

  it('offers nothing without either read permission', () => {
    expect(roleOptions([])).toEqual([])
    expect(roleOptions([P.ACCOUNTS_WRITE, P.ACCOUNTS_CUSTOMER_WRITE, P.USERS_WRITE])).toEqual([])
  })
})

describe('accountPermissions of the personas', () => {
  it('lets the admin do everything', () => {
    expect(accountPermissions(permissionsFor('Root', null))).toEqual({
      readCustomers: true,
      readSites: true,
      writeCustomers: true,
      deleteCustomers: true,
      premium: true,
      createSites: true,
      editSites: true,
      deleteSites: true,
      writeRoles: true,
      deleteRoles: true,
    })
  })

  it('lets a customer admin manage sites and roles, not customers or the Premium switch', () => {
    expect(accountPermissions(permissionsFor('CustomerAdmin', 'Premium'))).toEqual({
      readCustomers: true,
      readSites: true,
      writeCustomers: false,
      deleteCustomers: false,
      premium: false,
      createSites: true,
      editSites: true,
      deleteSites: true,
      writeRoles: true,
      deleteRoles: true,
    })
  })

  it('lets a site admin edit (and so delete) sites, nothing else', () => {
    expect(accountPermissions(permissionsFor('SiteAdmin', 'Premium'))).toEqual({
      readCustomers: true,
      readSites: true,
      writeCustomers: false,
      deleteCustomers: false,
      premium: false,
      createSites: false,
      editSites: true,
      deleteSites: true,
      writeRoles: false,
      deleteRoles: false,
    })
  })

  it('lets an operator do nothing', () => {
    const permissions = accountPermissions(permissionsFor('Operator', null))
    expect(Object.values(permissions).every((allowed) => allowed === false)).toBe(true)
    expect(Object.keys(permissions)).toHaveLength(10)
  })
})

describe('accountPermissions', () => {
  it('reads sites, not customers, with the customer scope alone', () => {
    expect(accountPermissions([P.ACCOUNTS_CUSTOMER_READ])).toMatchObject({
      readCustomers: false,
      readSites: true,
    })
  })

  it('writes no roles when no role is offered, whatever the write permission', () => {
    expect(accountPermissions([P.ACCOUNTS_CUSTOMER_WRITE]).writeRoles).toBe(false)
    expect(accountPermissions([P.ACCOUNTS_WRITE]).writeRoles).toBe(false)
  })
})

describe('qrToggle and qrValue', () => {
  const strip = { category: 'Strip', measurementMethod: 'Qualitative' } as const
  const quantitativeStrip = { category: 'Strip', measurementMethod: 'Quantitative' } as const
  const qualitativeCassette = { category: 'Cassette', measurementMethod: 'Qualitative' } as const
  const quantitativeCassette = { category: 'Cassette', measurementMethod: 'Quantitative' } as const

  it('has no QR for a strip, ticked or not', () => {
    for (const testType of [strip, quantitativeStrip]) {
      expect(qrToggle(testType, true)).toBe('notApplicable')
      expect(qrToggle(testType, false)).toBe('notApplicable')
    }
    expect(qrValue('notApplicable', true)).toBe(false)
    expect(qrValue('notApplicable', false)).toBe(false)
  })

  it('locks the QR off for an unticked cassette, whatever was chosen', () => {
    expect(qrToggle(qualitativeCassette, false)).toBe('lockedOff')
    expect(qrToggle(quantitativeCassette, false)).toBe('lockedOff')
    expect(qrValue('lockedOff', true)).toBe(false)
  })

  it('forces the QR on for a ticked quantitative cassette, whatever was chosen', () => {
    expect(qrToggle(quantitativeCassette, true)).toBe('forcedOn')
    expect(qrValue('forcedOn', false)).toBe(true)
    expect(qrValue('forcedOn', true)).toBe(true)
  })

  it('leaves the QR to the user for a ticked qualitative cassette', () => {
    expect(qrToggle(qualitativeCassette, true)).toBe('free')
    expect(qrValue('free', true)).toBe(true)
    expect(qrValue('free', false)).toBe(false)
  })
})

describe('saveTypeSwitch', () => {
  const saved = { id: 3, type: 'Free' as const }

  it('changes the type through its own call when the switch moved', async () => {
    const changeType = vi.fn(async (type: 'Free' | 'Premium') => ({ ...saved, type }))
    expect(await saveTypeSwitch(saved, 'Premium', true, changeType)).toEqual({
      id: 3,
      type: 'Premium',
    })
    expect(changeType).toHaveBeenCalledWith('Premium')
  })

  it('asks nothing when the switch did not move, or the user may not switch', async () => {
    const changeType = vi.fn(async (type: 'Free' | 'Premium') => ({ ...saved, type }))
    expect(await saveTypeSwitch(saved, 'Free', true, changeType)).toBe(saved)
    expect(await saveTypeSwitch(saved, 'Premium', false, changeType)).toBe(saved)
    expect(changeType).not.toHaveBeenCalled()
  })
})
