/**
 * /account and /account/password (a modal route over it): the signed-in user's account page.
 * Both routes render the same element, so the page stays under the modal.
 */
import { lazy, Suspense } from 'react'
import type { AccountPaths } from '@/features/account/AccountPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const AccountPage = lazy(async () => ({
  default: (await import('@/features/account/AccountPage')).AccountPage,
}))

const ACCOUNT_PATHS: AccountPaths = {
  page: () => paths.account(),
  password: () => paths.accountPassword(),
}

export function AccountRoute({ modal }: { modal?: 'password' }) {
  const { user } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <AccountPage user={user} modal={modal} paths={ACCOUNT_PATHS} />
    </Suspense>
  )
}
