/**
 * /test-records and its dialog routes (core.md §2): the list with the signed-in user's
 * permissions, and over it the record's details (/test-records/{itemId}), its comment
 * (/test-records/{itemId}/comments) or the view editor (/test-records/my-views). Every one of
 * these routes renders this same component, so moving between the list and a dialog keeps the
 * list as it is (React keeps a component of the same type in the same place).
 */
import { lazy, Suspense } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { useSignedIn } from '../session/session-context'
import { routeId } from '@/domain/ids'

// The records screen (table, filters, dialogs) loads with its route, not with the shell.
const TestRecordsScreen = lazy(() => import('./TestRecordsScreen'))

export type TestRecordsOverlay = 'detail' | 'comments' | 'views'

export function TestRecordsRoute({ overlay }: { overlay?: TestRecordsOverlay }) {
  const { permissions, user } = useSignedIn()
  const { itemId } = useParams()
  const { search } = useLocation()
  // An id that can exist nowhere gets the not-found answer without a request.
  const id = itemId === undefined ? null : routeId(itemId)
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <TestRecordsScreen
        permissions={permissions}
        userId={user.id}
        overlay={overlay}
        itemId={id}
        listPath={`/test-records${search}`}
      />
    </Suspense>
  )
}
