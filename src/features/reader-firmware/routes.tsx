/**
 * The reader firmware routes (ADMIN-2.15): /reader-firmware/{tab} for each reader type, with
 * /create as the upload modal route over the list, which needs desktop-versioning:write. Every
 * tab and variant renders the same screen, so the page, and the uploads it holds, stay mounted.
 */
import { Cpu } from 'lucide-react'
import { FIRMWARE_TYPES, type FirmwareType } from '@/domain/enums'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest, AreaPage } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const ReaderFirmwarePage = lazyPage(
  async () => (await import('./ReaderFirmwarePage')).ReaderFirmwarePage,
)

function ReaderFirmwareScreen({
  tab,
  creating = false,
}: {
  tab: FirmwareType
  creating?: boolean
}) {
  const { permissions } = useSignedIn()
  return <ReaderFirmwarePage tab={tab} creating={creating} permissions={permissions} />
}

export const readerFirmwareArea: AreaManifest = {
  id: 'readerFirmware',
  segment: 'reader-firmware',
  href: paths.readerFirmware(),
  titleKey: 'nav.readerFirmware',
  access: { any: [P.DESKTOP_VERSIONING_READ] },
  section: 'administration',
  icon: Cpu,
  pages: FIRMWARE_TYPES.flatMap((tab): AreaPage[] => [
    { path: paths.readerFirmware(tab), element: <ReaderFirmwareScreen tab={tab} /> },
    {
      path: paths.readerFirmwareCreate(tab),
      access: { any: [P.DESKTOP_VERSIONING_WRITE] },
      element: <ReaderFirmwareScreen tab={tab} creating />,
    },
  ]),
}
