/**
 * The subscription form's values and their body (ADMIN-5.12: site and e-mail
 * required, e-mail valid). The site select holds its id as text until the body is made; a new
 * subscription starts at the chosen site, or the only site the user has.
 */
import type { SiteListItem } from '@/api/endpoints/sites'
import type { SubscriptionCommand } from '@/api/endpoints/subscriptions'
import { subscriptionSchema } from '@/domain/validation/subscription'
import { schemaValidator } from '@/ui/form/schema-validator'

export interface SubscriptionFormValues {
  /** The site's id as the select holds it; '' until chosen. */
  siteId: string
  email: string
}

export function subscriptionFormValues(
  sites: readonly SiteListItem[],
  siteId: number | null,
): SubscriptionFormValues {
  const start = siteId ?? (sites.length === 1 ? sites[0]!.id : null)
  return { siteId: start === null ? '' : String(start), email: '' }
}

export function subscriptionBody(values: SubscriptionFormValues): SubscriptionCommand {
  return {
    // An unchosen site is missing, so the schema says "required".
    siteId: (values.siteId === '' ? undefined : Number(values.siteId)) as number,
    email: values.email.trim(),
  }
}

export const validateSubscription = schemaValidator<SubscriptionFormValues>({
  schema: subscriptionSchema,
  toBody: subscriptionBody,
})
