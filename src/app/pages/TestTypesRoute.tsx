/**
 * /test-types/{tab}, with /create and /edit/:itemId as modal routes over the list: the test
 * catalogue screen with the signed-in user's permissions and this area's paths. Every route of
 * the area renders this element, so opening or closing a modal keeps the list as it is.
 */
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import type { TestTypesPaths, TestTypesTab } from '@/features/test-types/TestTypesPage'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const TestTypesPage = lazy(async () => ({
  default: (await import('@/features/test-types/TestTypesPage')).TestTypesPage,
}))

const TEST_TYPES_PATHS: TestTypesPaths = {
  list: (tab) => paths.testTypes(tab),
  create: (tab) => paths.testTypesCreate(tab),
  edit: (tab, itemId) => paths.testTypesEdit(tab, itemId),
}

export function TestTypesRoute({
  tab,
  modal = null,
}: {
  tab: TestTypesTab
  modal?: 'create' | 'edit' | null
}) {
  const { itemId } = useParams()
  const { permissions } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <TestTypesPage
        tab={tab}
        modal={modal}
        itemId={itemId}
        permissions={permissions}
        paths={TEST_TYPES_PATHS}
      />
    </Suspense>
  )
}
