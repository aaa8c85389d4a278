/**
 * /terms and /terms/{itemId}: the terms screen with the signed-in user; an acceptance updates
 * the session's user and lifts the terms gate. The area is the app's own (reached from the user
 * menu and the gate), as it drives the session.
 */
import { lazy, Suspense } from 'react'
import { TestTubes } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { useSignedIn } from '@/ui/session/signed-in'
import { SessionContext } from '../session/session-context'
import { TermsGateContext } from './TermsGate'
import { routeId } from '@/domain/ids'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'

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

export const termsArea: AreaManifest = {
  id: 'terms',
  segment: 'terms',
  href: paths.terms(),
  titleKey: 'nav.terms',
  access: { any: [P.TERMS_READ, P.TERMS_WRITE] },
  section: null,
  icon: TestTubes,
  pages: [
    { path: paths.terms(), element: <TermsRoute /> },
    { path: paths.terms(':itemId'), element: <TermsRoute /> },
  ],
}
