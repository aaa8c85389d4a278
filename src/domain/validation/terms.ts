/**
 * Terms rules, shared by the terms-admin form and the fake API: the text (HTML from the editor)
 * must have visible content, so an editor's empty paragraph (`<p><br></p>`) counts as blank.
 */
import { boolean, object, string, type InferType } from 'yup'
import { TEXT_LIMITS } from './limits'

/** The visible text of HTML: tags, entities for spaces and whitespace removed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim()
}

export const termsSchema = object({
  termsText: string()
    .typeError('validation.required')
    .required('validation.required')
    .test('not-blank', 'validation.blank', (value) => !value || visibleText(value) !== '')
    .max(TEXT_LIMITS.termsText, 'validation.maxLength'),
  /** Creating a version always releases it (ADMIN-4.3); the server stores true whatever comes. */
  released: boolean().default(true),
})

export type TermsValues = InferType<typeof termsSchema>
