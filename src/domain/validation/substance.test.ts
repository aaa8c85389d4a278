// The substance rule of admin.md §5 (name required), as the form and the fake API apply it.
import { describe, expect, it } from 'vitest'
import { schemaErrors } from '../../../tests/helpers/schema-errors'
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

  it.each<[string, unknown, string]>([
    ['a missing name', {}, 'validation.required'],
    ['an empty name', { name: '' }, 'validation.required'],
    ['a null name', { name: null }, 'validation.required'],
    ['a whitespace-only name', { name: ' \t ' }, 'validation.blank'],
  ])('refuses %s', async (_name, values, code) => {
    expect(await errorsOf(values)).toEqual({ name: code })
  })
})
