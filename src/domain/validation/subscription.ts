/**
 * Subscription rules (ADMIN-5.12: site and e-mail required, e-mail valid), shared by the
 * subscription form and the fake API. That the site exists and the address is not already
 * subscribed to it are the server's checks.
 */
import { number, object, type InferType } from 'yup'
import { TEXT_LIMITS } from './limits'
import { requiredText } from './text'

export const subscriptionSchema = object({
  siteId: number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.integer'),
  email: requiredText(undefined, undefined, TEXT_LIMITS.email).email('validation.email'),
})

export type SubscriptionValues = InferType<typeof subscriptionSchema>
