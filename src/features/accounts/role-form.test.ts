// The role form (ADMIN-5.10) against the API body and the
// shared user schemas: where a new role starts, the sites it may belong to, the body it sends
// and the errors the form shows.
import { describe, expect, it } from 'vitest'
import type { SiteListItem } from '@/api/endpoints/sites'
import { aUser } from '../../../tests/helpers/builders'
import {
  roleBody,
  roleFormValues,
  roleValidator,
  sitesOfCustomer,
  type RoleFormData,
  type RoleFormValues,
} from './role-form'

const customers = [
  { id: 1, name: 'Fresh Milk Co' },
  { id: 2, name: 'Alpine Dairy' },
]

const sites: SiteListItem[] = [
  { id: 3, name: 'North dairy', customerId: 1 },
  { id: 4, name: 'South dairy', customerId: 1 },
  { id: 5, name: 'Valley farm', customerId: 2 },
]

const create: RoleFormData = { user: null, customers, sites }
const nowhere = { customerId: null, siteId: null }

const siteAdmin = aUser({
  id: 8,
  type: 'SiteAdmin',
  username: 'sam.siteadmin',
  firstName: 'Sam',
  lastName: 'Site',
  phoneNumber: '+45 1111 2222',
  email: 'sam@example.com',
  customerId: 2,
  siteId: 5,
})

const filled: RoleFormValues = {
  type: 'SiteAdmin',
  customerId: '1',
  siteId: '3',
  username: 'new.admin',
  password: 'secret-password',
  firstName: 'Nora',
  lastName: 'New',
  phoneNumber: '+45 3333 4444',
  email: 'nora@example.com',
}

const validateCreate = roleValidator(true)
const validateEdit = roleValidator(false)

describe('roleFormValues for a create', () => {
  it('presets the role when only one is offered', () => {
    expect(roleFormValues(create, ['SiteAdmin'], nowhere).type).toBe('SiteAdmin')
  })

  it('leaves the role to choose when two are offered', () => {
    expect(roleFormValues(create, ['CustomerAdmin', 'SiteAdmin'], nowhere).type).toBe('')
  })

  it('starts blank, with no place chosen among several customers', () => {
    expect(roleFormValues(create, ['CustomerAdmin', 'SiteAdmin'], nowhere)).toEqual({
      type: '',
      customerId: '',
      siteId: '',
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      email: '',
    })
  })

  it("starts at a chosen site, with the site's customer", () => {
    const values = roleFormValues(create, ['SiteAdmin'], { customerId: null, siteId: 5 })
    expect(values).toMatchObject({ customerId: '2', siteId: '5' })
  })

  it("takes the site's customer over another chosen customer", () => {
    const values = roleFormValues(create, ['SiteAdmin'], { customerId: 1, siteId: 5 })
    expect(values).toMatchObject({ customerId: '2', siteId: '5' })
  })

  it('starts at a chosen customer without a site', () => {
    const values = roleFormValues(create, ['SiteAdmin'], { customerId: 2, siteId: null })
    expect(values).toMatchObject({ customerId: '2', siteId: '' })
  })

  it('preselects the only customer', () => {
    const values = roleFormValues(
      { user: null, customers: [customers[1]!], sites: [sites[2]!] },
      ['SiteAdmin'],
      nowhere,
    )
    expect(values).toMatchObject({ customerId: '2', siteId: '' })
  })
})

describe('roleFormValues for an edit', () => {
  it("holds the user's values, without a password", () => {
    expect(
      roleFormValues({ ...create, user: siteAdmin }, ['SiteAdmin'], { customerId: 1, siteId: 3 }),
    ).toEqual({
      type: 'SiteAdmin',
      customerId: '2',
      siteId: '5',
      username: 'sam.siteadmin',
      password: '',
      firstName: 'Sam',
      lastName: 'Site',
      phoneNumber: '+45 1111 2222',
      email: 'sam@example.com',
    })
  })

  it("keeps a customer admin's role even when only site admins are offered, with no site", () => {
    const customerAdmin = aUser({ type: 'CustomerAdmin', customerId: 1, siteId: null, site: null })
    const values = roleFormValues({ ...create, user: customerAdmin }, ['SiteAdmin'], nowhere)
    expect(values).toMatchObject({ type: 'CustomerAdmin', customerId: '1', siteId: '' })
  })
})

describe('sitesOfCustomer', () => {
  it("lists the customer's sites", () => {
    expect(sitesOfCustomer(sites, '1').map((site) => site.id)).toEqual([3, 4])
    expect(sitesOfCustomer(sites, '2').map((site) => site.id)).toEqual([5])
  })

  it('lists none before a customer is chosen, or for a customer without sites', () => {
    expect(sitesOfCustomer(sites, '')).toEqual([])
    expect(sitesOfCustomer(sites, '9')).toEqual([])
  })
})

describe('roleBody', () => {
  it('sends a site admin with its customer and site as numbers', () => {
    expect(roleBody(filled, true)).toEqual({
      type: 'SiteAdmin',
      customerId: 1,
      siteId: 3,
      username: 'new.admin',
      password: 'secret-password',
      firstName: 'Nora',
      lastName: 'New',
      phoneNumber: '+45 3333 4444',
      email: 'nora@example.com',
    })
  })

  it('sends a customer admin without a site', () => {
    const body = roleBody({ ...filled, type: 'CustomerAdmin', siteId: '3' }, true)
    expect(body).toMatchObject({ type: 'CustomerAdmin', customerId: 1, siteId: null })
  })

  it('sends the password on a create only', () => {
    expect(roleBody(filled, true).password).toBe('secret-password')
    expect(roleBody(filled, false)).not.toHaveProperty('password')
    expect(roleBody(filled, false).username).toBe('new.admin')
  })

  it('leaves an unchosen role, customer and site out', () => {
    const body = roleBody({ ...filled, type: '', customerId: '', siteId: '' }, true)
    expect(body.type).toBeUndefined()
    expect(body.customerId).toBeUndefined()
    expect(body.siteId).toBeUndefined()
  })
})

describe('role form validation', () => {
  const blank = roleFormValues(create, ['CustomerAdmin', 'SiteAdmin'], nowhere)

  it('accepts a complete create and edit', async () => {
    expect(await validateCreate(filled)).toEqual({})
    expect(await validateEdit({ ...filled, password: '' })).toEqual({})
  })

  it('names every missing field of a blank create at once, the role included', async () => {
    expect(await validateCreate(blank)).toEqual({
      type: 'validation.required',
      customerId: 'validation.required',
      siteId: 'validation.required',
      username: 'validation.required',
      password: 'validation.required',
      firstName: 'validation.required',
      lastName: 'validation.required',
      phoneNumber: 'validation.required',
      email: 'validation.required',
    })
  })

  it('names every field a site admin needs, the site included', async () => {
    expect(await validateCreate({ ...blank, type: 'SiteAdmin' })).toEqual({
      customerId: 'validation.required',
      siteId: 'validation.required',
      username: 'validation.required',
      password: 'validation.required',
      firstName: 'validation.required',
      lastName: 'validation.required',
      phoneNumber: 'validation.required',
      email: 'validation.required',
    })
  })

  it('does not ask a customer admin for a site', async () => {
    expect(await validateCreate({ ...blank, type: 'CustomerAdmin' })).toEqual({
      customerId: 'validation.required',
      username: 'validation.required',
      password: 'validation.required',
      firstName: 'validation.required',
      lastName: 'validation.required',
      phoneNumber: 'validation.required',
      email: 'validation.required',
    })
    expect(await validateCreate({ ...filled, type: 'CustomerAdmin', siteId: '' })).toEqual({})
  })

  it('asks a site admin with a customer for the site', async () => {
    expect(await validateCreate({ ...filled, siteId: '' })).toEqual({
      siteId: 'validation.required',
    })
  })

  it('refuses an invalid e-mail', async () => {
    expect(await validateCreate({ ...filled, email: 'nora@' })).toEqual({
      email: 'validation.email',
    })
    expect(await validateEdit({ ...filled, email: 'nora' })).toEqual({
      email: 'validation.email',
    })
  })

  it('does not ask an edit for a password', async () => {
    const edit = roleFormValues({ ...create, user: siteAdmin }, ['SiteAdmin'], nowhere)
    expect(await validateEdit(edit)).toEqual({})
  })
})
