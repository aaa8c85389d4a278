/**
 * Substance rules (ADMIN-5.7: name required), shared by the substance form and the fake API.
 * That the name is unique is the server's check (it needs the other substances).
 */
import { object, type InferType } from 'yup'
import { requiredText } from './text'

export const substanceSchema = object({
  name: requiredText(),
})

export type SubstanceValues = InferType<typeof substanceSchema>
