// The app-user form (ADMIN-5.11) against the API body and the shared user schemas:
// where a new user starts, what is sent (type Operator, the shared-user rule), and the errors
// the form shows.
import { describe, expect, it } from 'vitest'
import { aUser } from '../../../tests/helpers/builders'
import {
  appUserBody,
  appUserFormValues,
  appUserValidator,
  type AppUserFormValues,
} from './app-user-form'

const sites = [
  { id: 1, name: 'Videbæk Dairy', customerId: 1 },
  { id: 2, name: 'Esbjerg Dairy', customerId: 1 },
]

const filled: AppUserFormValues = {
  siteId: '2',
  username: 'emil.storm',
  password: 'a long passphrase',
  firstName: 'Emil',
  lastName: 'Storm',
  phoneNumber: '',
  email: '',
  comment: '',
  sharedUser: false,
  primaryOperatorId: 'OP-7',
}

describe('app-user form values', () => {
  it('starts a new user at the chosen site, or the only one', () => {
    expect(appUserFormValues({ user: null, sites }, 2).siteId).toBe('2')
    expect(appUserFormValues({ user: null, sites: [sites[0]!] }, null).siteId).toBe('1')
    expect(appUserFormValues({ user: null, sites }, null).siteId).toBe('')
  })

  it('edits a user as saved, the password never shown back', () => {
    const user = aUser({ siteId: 2, username: 'x', sharedUser: true, primaryOperatorId: null })
    expect(appUserFormValues({ user, sites }, 1)).toMatchObject({
      siteId: '2',
      username: 'x',
      password: '',
      sharedUser: true,
      primaryOperatorId: '',
    })
  })
})

describe('app-user body', () => {
  it('is an operator with the site as a number, the password only on a create', () => {
    expect(appUserBody(filled, true)).toMatchObject({
      type: 'Operator',
      siteId: 2,
      password: 'a long passphrase',
      primaryOperatorId: 'OP-7',
    })
    expect(appUserBody(filled, false)).not.toHaveProperty('password')
  })

  it('sends no primary operator for a shared user, or an empty one', () => {
    expect(appUserBody({ ...filled, sharedUser: true }, true).primaryOperatorId).toBeNull()
    expect(appUserBody({ ...filled, primaryOperatorId: '' }, true).primaryOperatorId).toBeNull()
  })
})

describe('app-user validation', () => {
  const validateCreate = appUserValidator(true)
  const validateEdit = appUserValidator(false)

  it('accepts a user with names, phone and e-mail left out', async () => {
    expect(await validateCreate(filled)).toEqual({})
    expect(await validateEdit({ ...filled, password: '' })).toEqual({})
  })

  it('asks for the site, username and password of a new user', async () => {
    expect(await validateCreate({ ...filled, siteId: '', username: '', password: '' })).toEqual({
      siteId: 'validation.required',
      username: 'validation.required',
      password: 'validation.required',
    })
  })

  it('checks an e-mail only when one is given', async () => {
    expect(await validateCreate({ ...filled, email: 'emil' })).toEqual({
      email: 'validation.email',
    })
  })
})
