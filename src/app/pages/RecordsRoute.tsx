/**
 * /test-records and /control-records with their dialog routes (CORE-2.11, CORE-2.13): the list with
 * the signed-in user's permissions, and over it a record's or group's details (`/{itemId}`), its
 * comment (`/{itemId}/comments`) or the view editor (`/my-views`). Every route of a list renders
 * this same component, so moving between the list and a dialog keeps the list as it is (React
 * keeps a component of the same type in the same place).
 */
import { lazy, Suspense } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { useSignedIn } from '../session/session-context'
import { routeId } from '@/domain/ids'
import { ROUTES } from '../paths'
import type { RecordsOverlay } from './records-screen'

// Each records screen (table, filters, dialogs) loads with its route, not with the shell.
const SCREENS = {
  testRecords: lazy(() => import('./TestRecordsScreen')),
  controlRecords: lazy(() => import('./ControlRecordsScreen')),
}

export type RecordsList = keyof typeof SCREENS

export function RecordsRoute({ list, overlay }: { list: RecordsList; overlay?: RecordsOverlay }) {
  const { permissions, user } = useSignedIn()
  const { itemId } = useParams()
  const { search } = useLocation()
  const Screen = SCREENS[list]
  // An id that can exist nowhere gets the not-found answer without a request.
  const id = itemId === undefined ? null : routeId(itemId)
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Screen
        user={user}
        permissions={permissions}
        overlay={overlay}
        itemId={id}
        listPath={`${ROUTES[list]}${search}`}
      />
    </Suspense>
  )
}
