/**
 * The e-mail report subscriptions' routes (ADMIN-2.8): /subscriptions, with
 * /subscriptions/create as a modal route over the list.
 */
import { BellRing } from 'lucide-react'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const SubscriptionsPage = lazyPage(
  async () => (await import('./SubscriptionsPage')).SubscriptionsPage,
)

function SubscriptionsScreen({ creating = false }: { creating?: boolean }) {
  const { user, permissions } = useSignedIn()
  return <SubscriptionsPage creating={creating} permissions={permissions} user={user} />
}

export const subscriptionsArea: AreaManifest = {
  id: 'subscriptions',
  segment: 'subscriptions',
  href: paths.subscriptions(),
  titleKey: 'nav.subscriptions',
  access: { any: [P.SUBSCRIPTIONS_READ] },
  section: 'administration',
  icon: BellRing,
  pages: [
    { path: paths.subscriptions(), element: <SubscriptionsScreen /> },
    {
      path: paths.subscriptionsCreate(),
      access: { all: [P.SUBSCRIPTIONS_READ, P.SUBSCRIPTIONS_WRITE] },
      element: <SubscriptionsScreen creating />,
    },
  ],
}
