/**
 * TEMPORARY (issue 4, saved views branch): the views bar and the view editor on /test-records
 * until the test-records list screen lands; the lead replaces this with the list page, which
 * mounts SavedViewsProvider around the list and its my-views child route in the same way.
 */
import { Outlet } from 'react-router-dom'
import { Stack } from '@chakra-ui/react'
import { hasAny, PERMISSIONS as P } from '@/domain/permissions'
import { SavedViewsProvider } from '@/features/test-records/views/SavedViewsProvider'
import { ViewEditor } from '@/features/test-records/views/ViewEditor'
import { ViewsBar } from '@/features/test-records/views/ViewsBar'
import { ROUTES } from '../paths'
import { useSignedIn } from '../session/session-context'

/** Who may list users (GET /v2/Users): the views' users filter is offered to them. */
const USER_PICKER = [P.USERS_READ, P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ, P.ACCOUNTS_SITE_READ]

export function TestRecordsViewsPreview() {
  const { user } = useSignedIn()
  return (
    <SavedViewsProvider userId={user.id} listPath={ROUTES.testRecords}>
      <Stack gap="4" paddingY="6">
        <ViewsBar />
        <Outlet />
      </Stack>
    </SavedViewsProvider>
  )
}

export function TestRecordViewEditorPreview() {
  const { permissions } = useSignedIn()
  return <ViewEditor canPickUsers={hasAny(permissions, USER_PICKER)} />
}
