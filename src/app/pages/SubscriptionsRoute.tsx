/**
 * /subscriptions and /subscriptions/create (a modal route over the list): the subscriptions
 * screen with the signed-in user and this area's paths. Both render the same element, so the
 * list is kept under the modal.
 */
import { lazy, Suspense } from 'react'
import type { SubscriptionsPaths } from '@/features/subscriptions/SubscriptionsPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const SubscriptionsPage = lazy(async () => ({
  default: (await import('@/features/subscriptions/SubscriptionsPage')).SubscriptionsPage,
}))

const SUBSCRIPTIONS_PATHS: SubscriptionsPaths = {
  list: () => paths.subscriptions(),
  create: () => paths.subscriptionsCreate(),
}

export function SubscriptionsRoute({ creating = false }: { creating?: boolean }) {
  const { user, permissions } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <SubscriptionsPage
        creating={creating}
        permissions={permissions}
        user={user}
        paths={SUBSCRIPTIONS_PATHS}
      />
    </Suspense>
  )
}
