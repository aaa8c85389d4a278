/**
 * The terms gate over the signed-in shell: the blocking modal while the machine says so. The
 * gate actor lives in TermsGateProvider so that the terms screen can tell it about an acceptance.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { createActorContext } from '@xstate/react'
import { termsGateActors } from '@/features/terms/terms-actors'
import { termsGateMachine } from '@/machines/terms-gate.machine'
import { paths } from '@/domain/paths'
import { useSignedIn } from '@/ui/session/signed-in'
import { SessionContext } from '../session/session-context'

export const TermsGateContext = createActorContext(termsGateMachine)

// The modal's code loads only for a user the gate stops.
const TermsGateModal = lazy(async () => ({
  default: (await import('@/features/terms/TermsGateModal')).TermsGateModal,
}))

export function TermsGateProvider({ children }: { children: ReactNode }) {
  const { user, permissions } = useSignedIn()
  const session = SessionContext.useActorRef()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const logic = termsGateMachine.provide({
    actors: termsGateActors,
    actions: {
      goToTerms: () => navigate(paths.terms()),
      signOut: () => session.send({ type: 'session.signOut' }),
    },
  })
  return (
    <TermsGateContext.Provider logic={logic} options={{ input: { user, permissions, pathname } }}>
      {children}
    </TermsGateContext.Provider>
  )
}

export function TermsGate() {
  const gate = TermsGateContext.useActorRef()
  const blocking = TermsGateContext.useSelector((snapshot) => snapshot.hasTag('blocking'))
  const { pathname } = useLocation()
  useEffect(() => {
    gate.send({ type: 'route.changed', pathname })
  }, [gate, pathname])
  if (!blocking) return null
  return (
    <Suspense fallback={null}>
      <TermsGateModal
        open
        onConfirm={() => gate.send({ type: 'gate.confirm' })}
        onCancel={() => gate.send({ type: 'gate.cancel' })}
      />
    </Suspense>
  )
}

/** True once the gate does not stand in the way (nothing to accept, or accepted). */
export function useTermsGateClear(): boolean {
  return TermsGateContext.useSelector((snapshot) => snapshot.hasTag('clear'))
}
