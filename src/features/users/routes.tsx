/**
 * The app users' routes (ADMIN-2.7): /users, with /users/create and /users/edit/{itemId} as
 * modal routes over the list. An added app user is logged as an analytics event (ADMIN-9.9).
 */
import { useParams } from 'react-router-dom'
import { Users } from 'lucide-react'
import { logEvent } from '@/api/analytics'
import type { User } from '@/api/types'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const UsersPage = lazyPage(async () => (await import('./UsersPage')).UsersPage)

const logAppUserAdded = (user: User) => logEvent('app_user_added', { userId: user.id })

function UsersScreen({ modal = null }: { modal?: 'create' | 'edit' | null }) {
  const { itemId } = useParams()
  const { user, permissions } = useSignedIn()
  return (
    <UsersPage
      modal={modal}
      itemId={itemId}
      permissions={permissions}
      user={user}
      onAppUserAdded={logAppUserAdded}
    />
  )
}

const WRITE = { all: [P.USERS_READ, P.USERS_WRITE] }

export const usersArea: AreaManifest = {
  id: 'users',
  segment: 'users',
  href: paths.users(),
  titleKey: 'nav.users',
  access: { any: [P.USERS_READ] },
  section: 'administration',
  icon: Users,
  pages: [
    { path: paths.users(), element: <UsersScreen /> },
    { path: paths.usersCreate(), access: WRITE, element: <UsersScreen modal="create" /> },
    { path: paths.usersEdit(':itemId'), access: WRITE, element: <UsersScreen modal="edit" /> },
  ],
}
