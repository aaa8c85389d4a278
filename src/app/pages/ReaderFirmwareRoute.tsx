/**
 * /reader-firmware/{tab} and /reader-firmware/{tab}/create (the upload modal over the list): the
 * firmware screen with the user's permissions and this area's paths. Every tab and both variants
 * render the same element, so the page, and the uploads it holds, stay mounted.
 */
import { lazy, Suspense } from 'react'
import type { FirmwareType } from '@/domain/enums'
import type { ReaderFirmwarePaths } from '@/features/reader-firmware/ReaderFirmwarePage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const ReaderFirmwarePage = lazy(async () => ({
  default: (await import('@/features/reader-firmware/ReaderFirmwarePage')).ReaderFirmwarePage,
}))

const READER_FIRMWARE_PATHS: ReaderFirmwarePaths = {
  list: (tab) => paths.readerFirmware(tab),
  create: (tab) => paths.readerFirmwareCreate(tab),
}

export function ReaderFirmwareRoute({
  tab,
  creating = false,
}: {
  tab: FirmwareType
  creating?: boolean
}) {
  const { permissions } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <ReaderFirmwarePage
        tab={tab}
        creating={creating}
        permissions={permissions}
        paths={READER_FIRMWARE_PATHS}
      />
    </Suspense>
  )
}
