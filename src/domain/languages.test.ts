import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, productLanguageOf } from './languages'

describe('productLanguageOf', () => {
  it('takes the first asked language the product speaks, by its primary subtag', () => {
    expect(productLanguageOf('de')).toBe('de')
    expect(productLanguageOf('fr-CA fr en')).toBe('fr')
    expect(productLanguageOf('ja, fi-FI;q=0.8, en;q=0.5')).toBe('fi')
  })

  it('reads the lists in the order given: ui_locales before Accept-Language', () => {
    expect(productLanguageOf('da', 'de-DE,de;q=0.9')).toBe('da')
    expect(productLanguageOf(undefined, 'de-DE,de;q=0.9')).toBe('de')
    expect(productLanguageOf('ja', 'EL')).toBe('el')
  })

  it('falls back to the default language', () => {
    expect(productLanguageOf()).toBe(DEFAULT_LANGUAGE)
    expect(productLanguageOf('', null, '*')).toBe(DEFAULT_LANGUAGE)
    expect(productLanguageOf('ja-JP, zh;q=0.5')).toBe(DEFAULT_LANGUAGE)
  })
})
