/**
 * The routes of the two records lists (CORE-2.7, CORE-2.11, CORE-2.13): /test-records and
 * /control-records, and over each list a record's or group's details (`/{itemId}`), its comment
 * (`/{itemId}/comments`) or the view editor (`/my-views`). Every route of a list renders the same
 * screen, so moving between the list and a dialog keeps the list as it is. Also the test-record
 * dialog the dashboard opens from a map marker (/dashboard/testrecord/{itemId}), which the app
 * nests in the dashboard's route.
 */
import { useLocation, useParams } from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { ClipboardList, ShieldCheck } from 'lucide-react'
import { routeId } from '@/domain/ids'
import { paths, RECORDS_PATHS } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { ViewList } from '@/domain/view-lists'
import { GeocodingProvider } from '@/ui/maps/geocoding'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'
import type { RecordsOverlay } from './screens/records-screen'

// Each records screen (table, filters, dialogs) loads with its route, not with the shell.
const SCREENS = {
  testRecords: lazyPage(async () => (await import('./screens/TestRecordsScreen')).default),
  controlRecords: lazyPage(async () => (await import('./screens/ControlRecordsScreen')).default),
}

function RecordsScreen({ list, overlay }: { list: ViewList; overlay?: RecordsOverlay }) {
  const { permissions, user } = useSignedIn()
  const { itemId } = useParams()
  const { search } = useLocation()
  const Screen = SCREENS[list]
  return (
    <Screen
      user={user}
      permissions={permissions}
      overlay={overlay}
      // An id that can exist nowhere gets the not-found answer without a request.
      itemId={itemId === undefined ? null : routeId(itemId)}
      listPath={`${paths[list]()}${search}`}
    />
  )
}

/** Each list's own part of its navigation entry. */
const ENTRIES = {
  testRecords: { segment: 'test-records', icon: ClipboardList },
  controlRecords: { segment: 'control-records', icon: ShieldCheck },
} satisfies Record<ViewList, unknown>

function recordsArea(list: ViewList): AreaManifest {
  const { detail, comments, views } = RECORDS_PATHS[list]
  return {
    id: list,
    ...ENTRIES[list],
    href: paths[list](),
    titleKey: `nav.${list}`,
    access: { any: [P.TEST_RECORDS] },
    section: 'results',
    pages: [
      { path: paths[list](), element: <RecordsScreen list={list} /> },
      { path: detail(':itemId'), element: <RecordsScreen list={list} overlay="detail" /> },
      { path: comments(':itemId'), element: <RecordsScreen list={list} overlay="comments" /> },
      { path: views(), element: <RecordsScreen list={list} overlay="views" /> },
    ],
  }
}

export const testRecordsArea = recordsArea('testRecords')
export const controlRecordsArea = recordsArea('controlRecords')

// The dialog loads when a marker is first opened, not with the dashboard.
const TestRecordDetailDialog = lazyPage(
  async () => (await import('./TestRecordDetail')).TestRecordDetailDialog,
  null,
)

function DashboardTestRecord() {
  // An id that can exist nowhere gets the not-found answer without a request.
  const id = routeId(useParams().itemId)
  return (
    <GeocodingProvider apiKey={import.meta.env.VITE_GOOGLE_MAPS_API_KEY}>
      <TestRecordDetailDialog key={id} itemId={id} listPath={paths.dashboard()} />
    </GeocodingProvider>
  )
}

/** /dashboard/testrecord/{itemId}: a test record's details over the dashboard's map. */
export const testRecordOverDashboard: RouteObject = {
  path: paths.dashboardTestRecord(':itemId'),
  element: <DashboardTestRecord />,
}
