/**
 * The new terms version's form (ADMIN-4.3 "Creating a terms version always sends it as
 * released", and the shared terms schema): one value, the editor's HTML. An empty editor is
 * kept as '' (so erasing everything leaves the form untouched), and a text with no visible
 * content (`<p></p>`, only spaces) is refused with the area's own message.
 */
import type { TermsCommand } from '@/api/endpoints/terms'
import { termsSchema } from '@/domain/validation/terms'
import { schemaValidator } from '@/ui/form/schema-validator'

export interface TermsFormValues {
  /** The editor's HTML; '' while the editor is empty. */
  termsText: string
}

export const termsFormValues = (): TermsFormValues => ({ termsText: '' })

/** A version is always sent as released: there are no drafts (ADMIN-4.3). */
export const termsBody = (values: TermsFormValues): TermsCommand => ({
  termsText: values.termsText,
  released: true,
})

/**
 * The editor's HTML as the form keeps it: an empty document is no text at all, and the empty
 * paragraph the editor keeps at the end (somewhere to click after a last list) is not stored.
 */
export const editorValue = (html: string, isEmpty: boolean): string =>
  isEmpty ? '' : html.replace(/(<p><\/p>)+$/, '')

/** The schema's codes for no text: both say the same thing to an author. */
const NO_TEXT = new Set(['validation.required', 'validation.blank'])

const validateBody = schemaValidator<TermsFormValues>({ schema: termsSchema, toBody: termsBody })

export async function validateTerms(values: TermsFormValues) {
  const errors = await validateBody(values)
  return errors.termsText !== undefined && NO_TEXT.has(errors.termsText)
    ? { ...errors, termsText: 'termsAdmin.textRequired' }
    : errors
}
