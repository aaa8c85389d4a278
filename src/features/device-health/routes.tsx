/**
 * The device-health routes (ADMIN-2.13, ADMIN-2.14): /device-health, and a verification's details
 * as a modal route over the lists, /device-health/{tab}/{list}/{itemId}, for each tab and list.
 */
import { useParams } from 'react-router-dom'
import { HeartPulse } from 'lucide-react'
import { routeId } from '@/domain/ids'
import {
  DEVICE_HEALTH_LISTS,
  DEVICE_HEALTH_TABS,
  paths,
  type DeviceHealthList,
  type DeviceHealthTab,
} from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const DeviceHealthPage = lazyPage(async () => (await import('./DeviceHealthPage')).DeviceHealthPage)

function DeviceHealthScreen({ item }: { item?: { tab: DeviceHealthTab; list: DeviceHealthList } }) {
  const { user, permissions } = useSignedIn()
  const { itemId } = useParams()
  return (
    <DeviceHealthPage
      item={item ? { ...item, itemId: routeId(itemId) } : null}
      permissions={permissions}
      user={user}
    />
  )
}

export const deviceHealthArea: AreaManifest = {
  id: 'deviceHealth',
  segment: 'device-health',
  href: paths.deviceHealth(),
  titleKey: 'nav.deviceHealth',
  access: { any: [P.DEVICE_HEALTH] },
  section: 'administration',
  icon: HeartPulse,
  pages: [
    { path: paths.deviceHealth(), element: <DeviceHealthScreen /> },
    ...DEVICE_HEALTH_TABS.flatMap((tab) =>
      DEVICE_HEALTH_LISTS.map((list) => ({
        path: paths.deviceHealthItem(tab, list, ':itemId'),
        element: <DeviceHealthScreen item={{ tab, list }} />,
      })),
    ),
  ],
}
