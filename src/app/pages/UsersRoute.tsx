/**
 * /users, /users/create and /users/edit/{itemId} (modal routes over the list): the app users
 * screen with the signed-in user, this area's paths and the "app user added" analytics event.
 * Every route renders the same element, so the list is kept under its modals.
 */
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import type { User } from '@/api/types'
import type { UsersPaths } from '@/features/users/UsersPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { logEvent } from '../analytics'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const UsersPage = lazy(async () => ({
  default: (await import('@/features/users/UsersPage')).UsersPage,
}))

const USERS_PATHS: UsersPaths = {
  list: () => paths.users(),
  create: () => paths.usersCreate(),
  edit: (itemId) => paths.usersEdit(itemId),
}

/** ADMIN-9.9: an app user was added. */
const logAppUserAdded = (user: User) => logEvent('app_user_added', { userId: user.id })

export function UsersRoute({ modal = null }: { modal?: 'create' | 'edit' | null }) {
  const { itemId } = useParams()
  const { user, permissions } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <UsersPage
        modal={modal}
        itemId={itemId}
        permissions={permissions}
        user={user}
        paths={USERS_PATHS}
        onAppUserAdded={logAppUserAdded}
      />
    </Suspense>
  )
}
