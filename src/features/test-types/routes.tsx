/**
 * The test catalogue's routes (ADMIN-2.2): /test-types/{tab}, with /create and /edit/{itemId}
 * as modal routes over the list. Each tab is read and written with its own permissions
 * (ADMIN-6.2); the area's bare path leads to the first tab the user may read.
 */
import { useParams } from 'react-router-dom'
import { FlaskConical } from 'lucide-react'
import { PERMISSIONS as P } from '@/domain/permissions'
import { paths, type TestTypesTab } from '@/domain/paths'
import type { AreaManifest, AreaPage } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

/** The tabs and the permissions to read and to write each. */
const TABS = [
  { tab: 'test-items', read: P.TEST_ITEMS_READ, write: P.TEST_ITEMS_WRITE },
  { tab: 'substances', read: P.SUBSTANCES_READ, write: P.SUBSTANCES_WRITE },
] as const

const TestTypesPage = lazyPage(async () => (await import('./TestTypesPage')).TestTypesPage)

function TestTypesScreen({ tab, modal }: { tab: TestTypesTab; modal?: 'create' | 'edit' }) {
  const { itemId } = useParams()
  const { permissions } = useSignedIn()
  return <TestTypesPage tab={tab} modal={modal ?? null} itemId={itemId} permissions={permissions} />
}

export const testTypesArea: AreaManifest = {
  id: 'testTypes',
  segment: 'test-types',
  href: paths.testTypes(),
  tabs: TABS.map(({ tab, read }) => ({ href: paths.testTypes(tab), access: { any: [read] } })),
  titleKey: 'nav.testTypes',
  access: { any: TABS.map(({ read }) => read) },
  section: 'administration',
  icon: FlaskConical,
  pages: TABS.flatMap(({ tab, read, write }): AreaPage[] => [
    { path: paths.testTypes(tab), access: { any: [read] }, element: <TestTypesScreen tab={tab} /> },
    {
      path: paths.testTypesCreate(tab),
      access: { all: [read, write] },
      element: <TestTypesScreen tab={tab} modal="create" />,
    },
    {
      path: paths.testTypesEdit(tab, ':itemId'),
      access: { all: [read, write] },
      element: <TestTypesScreen tab={tab} modal="edit" />,
    },
  ]),
}
