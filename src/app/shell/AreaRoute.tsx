/**
 * A page of an area, or the forbidden result when the user may not use it (CORE-2.1: "A route
 * the user lacks permission for shows a forbidden result"); and an area's bare path, which goes
 * to where the area's navigation entry leads this user.
 */
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { mayUse, type AccessRule } from '@/domain/permissions'
import type { Area } from '@/ui/routing/area'
import { ForbiddenResult } from '@/ui/results/ForbiddenResult'
import { useSignedIn } from '@/ui/session/signed-in'
import { areaHref } from '../navigation'
import { SessionContext } from '../session/session-context'

export function AreaRoute({
  area,
  access,
  children,
}: {
  area: Area
  access?: AccessRule
  children: ReactNode
}) {
  const { permissions } = useSignedIn()
  const session = SessionContext.useActorRef()
  const allowed = mayUse(permissions, area.access) && (!access || mayUse(permissions, access))
  if (allowed) return <>{children}</>
  return (
    <ForbiddenResult
      message={null}
      headingLevel="h2"
      onSignOut={() => session.send({ type: 'session.signOut' })}
    />
  )
}

/** An area's bare path (`/test-types`): its first tab this user may read. */
export function AreaHomeRedirect({ area }: { area: Area }) {
  const { permissions } = useSignedIn()
  return <Navigate to={areaHref(area, permissions)} replace />
}
