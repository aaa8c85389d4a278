/**
 * The areas of the portal in navigation order (two sections, CORE-2.2): each area's manifest
 * comes from its own `routes.tsx`. The router makes its routes from this list and the navigation
 * its entries, so adding an area is one line here (see "Adding an area" in docs/architecture.md).
 */
import { accountArea } from '@/features/account/routes'
import { accountsArea } from '@/features/accounts/routes'
import { dashboardArea } from '@/features/dashboard/routes'
import { deviceHealthArea } from '@/features/device-health/routes'
import { feedbackArea } from '@/features/feedback/routes'
import { readerFirmwareArea } from '@/features/reader-firmware/routes'
import { subscriptionsArea } from '@/features/subscriptions/routes'
import { termsAdminArea } from '@/features/terms-admin/routes'
import {
  controlRecordsArea,
  testRecordOverDashboard,
  testRecordsArea,
} from '@/features/test-records/routes'
import { testTypesArea } from '@/features/test-types/routes'
import { usersArea } from '@/features/users/routes'
import type { AreaManifest } from '@/ui/routing/area'
import { termsArea } from './shell/TermsRoute'

/** The dashboard opens a test record's details over its map: one area's dialog in another's page. */
const dashboardWithRecords: AreaManifest = {
  ...dashboardArea,
  pages: dashboardArea.pages.map((page) => ({ ...page, children: [testRecordOverDashboard] })),
}

export const AREAS: readonly AreaManifest[] = [
  dashboardWithRecords,
  testRecordsArea,
  controlRecordsArea,
  testTypesArea,
  accountsArea,
  usersArea,
  subscriptionsArea,
  termsAdminArea,
  deviceHealthArea,
  readerFirmwareArea,
  feedbackArea,
  termsArea,
  accountArea,
]
