/**
 * /dashboard/testrecord/{itemId}: the test-record detail dialog over the dashboard (CORE-2.7),
 * opened from a map marker; closing it returns to the dashboard. A Maps key lets the record's
 * position be named (the geocoding provider).
 */
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import { paths } from '../paths'
import { routeId } from '@/domain/ids'
import { GeocodingProvider } from '@/ui/maps/geocoding'

// The dialog loads when a marker is first opened, not with the dashboard.
const TestRecordDetailDialog = lazy(async () => ({
  default: (await import('@/features/test-records/TestRecordDetail')).TestRecordDetailDialog,
}))

export function DashboardTestRecordRoute() {
  const { itemId } = useParams()
  // An id that can exist nowhere gets the not-found answer without a request.
  const id = routeId(itemId)
  return (
    <GeocodingProvider apiKey={import.meta.env.VITE_GOOGLE_MAPS_API_KEY}>
      <Suspense fallback={null}>
        <TestRecordDetailDialog key={id} itemId={id} listPath={paths.dashboard()} />
      </Suspense>
    </GeocodingProvider>
  )
}
