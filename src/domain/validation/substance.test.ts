// The substance rule of ADMIN-5.7 (name required); the refusals are shared with the fake API's
// tests.
import { describe, expect, it } from 'vitest'
import { schemaErrors } from '../../../tests/helpers/schema-errors'
import { SUBSTANCES_REFUSED } from '../../../tests/helpers/substance-cases'
import { substanceSchema } from './substance'

const errorsOf = (values: unknown) => schemaErrors(substanceSchema, values)

describe('substanceSchema', () => {
  it.each<[string, unknown]>([
    ['a name', { name: 'Neomycin' }],
    ['a name with spaces around it (the server trims it)', { name: '  Neomycin ' }],
    ['a one-letter name', { name: 'X' }],
  ])('accepts %s', async (_name, values) => {
    expect(await errorsOf(values)).toEqual({})
  })

  it.each(SUBSTANCES_REFUSED)('refuses %s', async (_name, values, code) => {
    expect(await errorsOf(values)).toEqual({ name: code })
  })
})
