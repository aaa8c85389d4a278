/**
 * /device-health and /device-health/{tab}/{itemName}/{itemId} (the details modal over the lists):
 * the device-health screen with the signed-in user and this area's paths. Every route renders
 * this same element, so the lists are kept under the modal and between its tabs.
 */
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import type { DeviceHealthPaths } from '@/features/device-health/DeviceHealthPage'
import { routeId } from '@/domain/ids'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const DeviceHealthPage = lazy(async () => ({
  default: (await import('@/features/device-health/DeviceHealthPage')).DeviceHealthPage,
}))

export interface DeviceHealthItemRoute {
  tab: 'details' | 'history'
  list: 'failed' | 'outstanding' | 'completed'
}

const DEVICE_HEALTH_PATHS: DeviceHealthPaths = {
  list: () => paths.deviceHealth(),
  item: (tab, list, itemId) => paths.deviceHealthItem(tab, list, itemId),
}

export function DeviceHealthRoute({ item }: { item?: DeviceHealthItemRoute }) {
  const { user, permissions } = useSignedIn()
  const { itemId } = useParams()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <DeviceHealthPage
        item={item ? { ...item, itemId: routeId(itemId) } : null}
        permissions={permissions}
        user={user}
        paths={DEVICE_HEALTH_PATHS}
      />
    </Suspense>
  )
}
