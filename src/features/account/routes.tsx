/**
 * The signed-in user's own account (from the user menu): /account, and /account/password as a
 * modal route over it. Every signed-in user has one.
 */
import { CircleUserRound } from 'lucide-react'
import { paths } from '@/domain/paths'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const AccountPage = lazyPage(async () => (await import('./AccountPage')).AccountPage)

function AccountScreen({ modal }: { modal?: 'password' }) {
  const { user } = useSignedIn()
  return <AccountPage user={user} modal={modal} />
}

export const accountArea: AreaManifest = {
  id: 'account',
  segment: 'account',
  href: paths.account(),
  titleKey: 'nav.account',
  access: {},
  section: null,
  icon: CircleUserRound,
  pages: [
    { path: paths.account(), element: <AccountScreen /> },
    { path: paths.accountPassword(), element: <AccountScreen modal="password" /> },
  ],
}
