/**
 * Every error code the shared schemas and the fake API can put on a test-type or substance field
 * has English text, so a form never shows a raw key (the generic message is for codes of a real
 * API that this portal does not know).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flattenKeys, mergedLocale } from '../../../scripts/build/locales.mjs'

const english = new Set(flattenKeys(mergedLocale('en') ?? {}))

const sources = [
  ...readdirSync('src/domain/validation')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join('src/domain/validation', file)),
  'src/mocks/handlers/catalogue.ts',
  'src/mocks/http/list.ts',
  'src/mocks/http/messages.ts',
]

const codes = new Set(
  sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'((?:validation|testItems)\.[A-Za-z]+)'/g)].map(
      (match) => match[1]!,
    ),
  ),
)

describe('error codes', () => {
  it('finds the codes', () => {
    expect(codes.has('validation.required')).toBe(true)
    expect(codes.has('testItems.inputNegativeMinMaxError')).toBe(true)
  })

  it('has English text for every validation.* and testItems.* code', () => {
    expect([...codes].filter((code) => !english.has(code))).toEqual([])
  })
})
