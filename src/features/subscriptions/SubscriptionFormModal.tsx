/**
 * A new e-mail report subscription (/subscriptions/create; ADMIN-5.12): a site of the caller's
 * scope (narrowed to the chosen customer) and an e-mail address. The server refuses the same
 * address twice for one site, on the e-mail field, with what was typed kept. There is no edit.
 */
import { useTranslation } from 'react-i18next'
import { Stack } from '@chakra-ui/react'
import { listFormSites, type SiteListItem } from '@/api/endpoints/sites'
import { createSubscription } from '@/api/endpoints/subscriptions'
import type { Subscription } from '@/api/types'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { SelectField, TextField } from '@/ui/form/fields'
import type { Place } from '@/lists/use-place-filters'
import { notify } from '@/ui/toaster'
import {
  subscriptionBody,
  subscriptionFormValues,
  validateSubscription,
  type SubscriptionFormValues,
} from './subscription-form'

export interface SubscriptionFormModalProps {
  listPath: string
  /** The chosen place: its customer narrows the sites, its site is where a new one starts. */
  place: Place
}

export function SubscriptionFormModal({ listPath, place }: SubscriptionFormModalProps) {
  const { t } = useTranslation()
  const loadSites = () =>
    listFormSites(place.customerId === null ? {} : { customerId: place.customerId })
  return (
    <AdminFormModal<SiteListItem[], SubscriptionFormValues, Subscription>
      title={t('subscriptions.createTitle')}
      listPath={listPath}
      itemId={null}
      size="md"
      load={loadSites}
      save={(values) => createSubscription(subscriptionBody(values))}
      initialValues={(sites) => subscriptionFormValues(sites, place.siteId)}
      validate={validateSubscription}
      onSaved={() => notify.success(t('subscriptions.saveSuccess'))}
      onRejected={(message) => notify.error(t('subscriptions.saveError'), message)}
    >
      {({ data: sites }) => (
        <Stack gap="4">
          <SelectField
            name="siteId"
            label={t('subscriptions.site')}
            required
            placeholder={t('subscriptions.chooseSite')}
            options={sites.map((site) => ({ value: String(site.id), label: site.name }))}
          />
          <TextField
            name="email"
            label={t('subscriptions.email')}
            type="email"
            required
            autoFocus
            maxLength={TEXT_LIMITS.email}
          />
        </Stack>
      )}
    </AdminFormModal>
  )
}
