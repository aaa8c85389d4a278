// The substance rule of admin.md §5 (name required), as the form and the fake API apply it.
import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { substanceSchema } from './substance'

async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await substanceSchema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((leaf) => [leaf.path ?? '', String(leaf.message)]))
  }
}

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
