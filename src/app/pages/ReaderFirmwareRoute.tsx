/**
 * /reader-firmware/{tab} and /reader-firmware/{tab}/create (the upload modal over the list).
 * Placeholder until the firmware screens land (issue 18); navigation and access already apply.
 */
import type { FirmwareType } from '@/domain/enums'
import { UpcomingArea } from './UpcomingArea'

export function ReaderFirmwareRoute(_props: { tab: FirmwareType; creating?: boolean }) {
  return <UpcomingArea titleKey="nav.readerFirmware" />
}
