/**
 * /subscriptions (ADMIN-2.8, ADMIN-2.20): the e-mail report subscriptions of the caller's
 * scope, narrowed by the place filter (shared with the other screens for the session), as an
 * administration list (e-mail, site; page and order in the URL) with create (a modal route) and
 * delete. Subscriptions are not edited: there is no update call (ADMIN-7.7).
 */
import { useTranslation } from 'react-i18next'
import { Stack } from '@chakra-ui/react'
import type { Resource } from '@/api/changes'
import { deleteSubscription, listSubscriptions } from '@/api/endpoints/subscriptions'
import type { Subscription, User } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { startingPlace } from '@/machines/filters.machine'
import { AdminListPage } from '@/lists/AdminListPage'
import type { DataColumn } from '@/ui/data-table/DataTable'
import type { ListQueryOptions } from '@/ui/data-table/list-query'
import { PlaceFilterBar } from '@/ui/filters/PlaceFilterBar'
import { placeQuery, usePlaceFilters } from '@/lists/use-place-filters'
import { SubscriptionFormModal } from './SubscriptionFormModal'
import { paths } from '@/domain/paths'

export interface SubscriptionsPageProps {
  /** The create modal route is open over the list. */
  creating: boolean
  permissions: readonly string[]
  user: User
}

export const SUBSCRIPTION_PAGE_SIZE = 20

export const SUBSCRIPTION_QUERY: ListQueryOptions = {
  sortable: ['email', 'site'],
  defaultSort: { field: 'email', direction: 'asc' },
}

const removeSubscription = (subscription: Subscription) => deleteSubscription(subscription.id)
/** A subscription's row names its site. */
const SUBSCRIPTION_ROWS: readonly Resource[] = ['subscriptions', 'sites']

export function SubscriptionsPage({ creating, permissions, user }: SubscriptionsPageProps) {
  const { t } = useTranslation()
  const placeFilters = usePlaceFilters({ permissions, start: startingPlace(user) })
  const { place } = placeFilters
  const may = (permission: string) => permissions.includes(permission)
  const columns: DataColumn<Subscription>[] = [
    {
      id: 'email',
      header: t('subscriptions.email'),
      sortField: 'email',
      cell: (subscription) => subscription.email,
    },
    {
      id: 'site',
      header: t('subscriptions.site'),
      sortField: 'site',
      cell: (subscription) => subscription.site.name,
    },
  ]
  return (
    <Stack gap="4" paddingTop="4">
      <PlaceFilterBar filters={placeFilters} />
      <AdminListPage<Subscription>
        resources={SUBSCRIPTION_ROWS}
        texts={{
          title: t('subscriptions.listTitle'),
          createLabel: t('subscriptions.create'),
          emptyText: t('subscriptions.empty'),
          deleteSuccess: t('subscriptions.deleteSuccess'),
          deleteError: t('subscriptions.deleteError'),
        }}
        columns={columns}
        fetchPage={listSubscriptions}
        filter={placeQuery(place)}
        queryOptions={SUBSCRIPTION_QUERY}
        pageSize={SUBSCRIPTION_PAGE_SIZE}
        rowKey={(subscription) => subscription.id}
        rowName={(subscription) => `${subscription.email} (${subscription.site.name})`}
        createHref={may(P.SUBSCRIPTIONS_WRITE) ? paths.subscriptionsCreate() : null}
        editHref={null}
        deleteItem={may(P.SUBSCRIPTIONS_DELETE) ? removeSubscription : null}
        // Two short columns: they fit a phone before the table scrolls.
        minWidth={480}
        modal={creating && <SubscriptionFormModal listPath={paths.subscriptions()} place={place} />}
      />
    </Stack>
  )
}
