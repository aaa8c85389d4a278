/**
 * A page of an area, or the forbidden result when the user may not use it (core.md §2: "A route
 * the user lacks permission for shows a forbidden result").
 */
import type { ReactNode } from 'react'
import { ForbiddenResult } from '@/ui/results/ForbiddenResult'
import { areaById, mayUse, type AccessRule, type AreaId } from '../navigation'
import { SessionContext, useSignedIn } from '../session/session-context'

export function AreaRoute({
  area,
  access,
  children,
}: {
  area: AreaId
  access?: AccessRule
  children: ReactNode
}) {
  const { permissions } = useSignedIn()
  const session = SessionContext.useActorRef()
  const allowed =
    mayUse(permissions, areaById(area).access) && (!access || mayUse(permissions, access))
  if (allowed) return <>{children}</>
  return (
    <ForbiddenResult
      message={null}
      headingLevel="h2"
      onSignOut={() => session.send({ type: 'session.signOut' })}
    />
  )
}
