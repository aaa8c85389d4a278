/**
 * /dashboard and /dashboard/testrecord/{itemId}: the dashboard with the signed-in user, the areas
 * they may use (for the link grid) and, over it, the child route (the test-record detail dialog).
 * The dashboard's charts and map load with this route, not with the shell.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'
import { Outlet } from 'react-router-dom'
import type { DashboardPage as DashboardPageComponent } from '@/features/dashboard/DashboardPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { permittedAreas } from '../navigation'
import { useSignedIn } from '../session/session-context'

type DashboardPageProps = ComponentProps<typeof DashboardPageComponent>

let LoadedDashboard: ComponentType<DashboardPageProps> | null = null
const loadDashboard = () =>
  import('@/features/dashboard/DashboardPage').then((module) => {
    LoadedDashboard = module.DashboardPage
    return module
  })

// Most sessions open on the dashboard (the root path leads there): its chunk is fetched while
// the session is still being checked, and once here it renders directly, as going through
// Suspense would hold it back by React's reveal throttle (300 ms) for nothing.
const { pathname } = typeof window === 'undefined' ? { pathname: '' } : window.location
if (pathname === '/' || pathname.startsWith('/dashboard')) void loadDashboard()

const DashboardPage = lazy(async () => ({ default: (await loadDashboard()).DashboardPage }))

export function DashboardRoute() {
  const { user, permissions } = useSignedIn()
  const links = permittedAreas(permissions)
    .filter((area) => area.section !== null && area.id !== 'dashboard')
    .map(({ id, href, titleKey }) => ({ id, href, titleKey }))
  const props: DashboardPageProps = {
    user,
    permissions,
    links,
    detail: <Outlet />,
    googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY,
  }
  if (LoadedDashboard) return <LoadedDashboard {...props} />
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <DashboardPage {...props} />
    </Suspense>
  )
}
