/**
 * /terms and /terms/{itemId}: the terms screen with the signed-in user; an acceptance updates
 * the session's user and lifts the terms gate.
 */
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { SessionContext, useSignedIn } from '../session/session-context'
import { TermsGateContext } from './TermsGate'
import { routeId } from '@/domain/ids'
import { paths } from '../paths'

// The terms screen (with its HTML sanitiser and date library) loads when it is first shown.
const TermsPage = lazy(async () => ({
  default: (await import('@/features/terms/TermsPage')).TermsPage,
}))

export function TermsRoute() {
  const { itemId } = useParams()
  const { user, permissions } = useSignedIn()
  const session = SessionContext.useActorRef()
  const gate = TermsGateContext.useActorRef()
  // A version id that can exist nowhere gets the not-found answer without a request.
  const id = itemId === undefined ? null : routeId(itemId)
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <TermsPage
        // A new version is a new screen: its own machine, from loading.
        key={itemId ?? 'latest'}
        user={user}
        permissions={permissions}
        itemId={id}
        onUserChanged={(changed) => session.send({ type: 'session.userChanged', user: changed })}
        onAccepted={(termsId) => gate.send({ type: 'terms.accepted', termsId })}
        latestPath={paths.terms()}
      />
    </Suspense>
  )
}
