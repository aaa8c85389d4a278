/**
 * /device-health and /device-health/{tab}/{itemName}/{itemId} (the details modal over the lists).
 * Placeholder until the device-health screens land (issue 17); navigation and access apply.
 */
import { UpcomingArea } from './UpcomingArea'

export interface DeviceHealthItemRoute {
  tab: 'details' | 'history'
  list: 'failed' | 'outstanding' | 'completed'
}

export function DeviceHealthRoute(_props: { item?: DeviceHealthItemRoute }) {
  return <UpcomingArea titleKey="nav.deviceHealth" />
}
