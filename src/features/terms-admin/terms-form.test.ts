// The new terms version's form: the body is always released, blank HTML is refused, the limit
// is the shared schema's.
import { describe, expect, it } from 'vitest'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { editorValue, termsBody, termsFormValues, validateTerms } from './terms-form'

describe('terms form', () => {
  it('starts empty', () => {
    expect(termsFormValues()).toEqual({ termsText: '' })
  })

  it('always sends the version as released', () => {
    expect(termsBody({ termsText: '<p>Version 4.</p>' })).toEqual({
      termsText: '<p>Version 4.</p>',
      released: true,
    })
  })

  it('keeps an empty editor as no text', () => {
    expect(editorValue('<p></p>', true)).toBe('')
    expect(editorValue('<h2>Terms</h2>', false)).toBe('<h2>Terms</h2>')
    expect(editorValue('<ul><li><p>One</p></li></ul><p></p>', false)).toBe(
      '<ul><li><p>One</p></li></ul>',
    )
    expect(editorValue('<p>One</p><p></p><p>Two</p>', false)).toBe('<p>One</p><p></p><p>Two</p>')
  })

  it('refuses no text and HTML without visible text with its own message', async () => {
    for (const termsText of ['', '<p></p>', '<p><br></p>', '<h2> </h2><p>&nbsp;</p>']) {
      expect(await validateTerms({ termsText }), termsText).toEqual({
        termsText: 'termsAdmin.textRequired',
      })
    }
  })

  it('takes formatted text, up to the shared limit', async () => {
    expect(
      await validateTerms({ termsText: '<h2>1. Use</h2><p><strong>Read</strong></p>' }),
    ).toEqual({})
    const tooLong = `<p>${'a'.repeat(TEXT_LIMITS.termsText)}</p>`
    expect(await validateTerms({ termsText: tooLong })).toEqual({
      termsText: 'validation.maxLength',
    })
  })
})
