/**
 * The dashboard's route (CORE-2.7, CORE-2.8): /dashboard, with the user's statistics, charts and
 * map, or for users without the full dashboard a grid of links to the areas they may use. A route
 * nested in it (the test-record dialog a map marker opens, which the app adds) shows over the page.
 * The dashboard's charts and map load with this route, not with the shell.
 */
import type { ComponentType } from 'react'
import { Outlet } from 'react-router-dom'
import { ChartColumn } from 'lucide-react'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { usePermittedAreas } from '@/ui/routing/permitted-areas'
import { useSignedIn } from '@/ui/session/signed-in'
import type { DashboardPageProps } from './DashboardPage'

let loaded: ComponentType<DashboardPageProps> | null = null
const loadDashboard = async () => {
  const { DashboardPage } = await import('./DashboardPage')
  loaded = DashboardPage
  return DashboardPage
}

// Most sessions open on the dashboard (the root path leads there): its chunk is fetched while
// the session is still being checked, and once here it renders directly, as going through
// Suspense would hold it back by React's reveal throttle (300 ms) for nothing.
const { pathname } = typeof window === 'undefined' ? { pathname: '' } : window.location
if (pathname === paths.root() || pathname.startsWith(paths.dashboard())) void loadDashboard()

const LazyDashboardPage = lazyPage(loadDashboard)

function DashboardScreen() {
  const { user, permissions } = useSignedIn()
  const links = usePermittedAreas()
    .filter((area) => area.section !== null && area.id !== 'dashboard')
    .map(({ id, href, titleKey }) => ({ id, href, titleKey }))
  const props: DashboardPageProps = {
    user,
    permissions,
    links,
    detail: <Outlet />,
    googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY,
  }
  const DashboardPage = loaded ?? LazyDashboardPage
  return <DashboardPage {...props} />
}

export const dashboardArea: AreaManifest = {
  id: 'dashboard',
  segment: 'dashboard',
  href: paths.dashboard(),
  titleKey: 'nav.dashboard',
  access: { any: [P.DASHBOARD] },
  section: 'results',
  icon: ChartColumn,
  pages: [{ path: paths.dashboard(), element: <DashboardScreen /> }],
}
