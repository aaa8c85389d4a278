/**
 * /dashboard and /dashboard/testrecord/{itemId}: the dashboard with the signed-in user, the areas
 * they may use (for the link grid) and, over it, the child route (the test-record detail dialog).
 * The dashboard's charts and map load with this route, not with the shell.
 */
import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { permittedAreas } from '../navigation'
import { useSignedIn } from '../session/session-context'

const loadDashboard = () => import('@/features/dashboard/DashboardPage')

// Most sessions open on the dashboard (the root path leads there): its chunk is fetched while
// the session is still being checked, not after.
const { pathname } = typeof window === 'undefined' ? { pathname: '' } : window.location
if (pathname === '/' || pathname.startsWith('/dashboard')) {
  void loadDashboard()
}

const DashboardPage = lazy(async () => ({ default: (await loadDashboard()).DashboardPage }))

export function DashboardRoute() {
  const { user, permissions } = useSignedIn()
  const links = permittedAreas(permissions)
    .filter((area) => area.section !== null && area.id !== 'dashboard')
    .map(({ id, href, titleKey }) => ({ id, href, titleKey }))
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <DashboardPage
        user={user}
        permissions={permissions}
        links={links}
        detail={<Outlet />}
        googleMapsApiKey={import.meta.env.VITE_GOOGLE_MAPS_API_KEY}
      />
    </Suspense>
  )
}
