/**
 * /control-records (core.md §2): the grouped list with the signed-in user and permissions.
 */
import { lazy, Suspense } from 'react'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { useSignedIn } from '../session/session-context'

// The control-records screen loads with its route, not with the shell.
const ControlRecordsPage = lazy(() =>
  import('@/features/test-records/control/ControlRecordsPage').then((module) => ({
    default: module.ControlRecordsPage,
  })),
)

export function ControlRecordsRoute() {
  const { permissions, user } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <ControlRecordsPage user={user} permissions={permissions} />
    </Suspense>
  )
}
