/**
 * What the session shows (CORE-4.1, CORE-2.6): a full-screen spinner while it works, the sign-in
 * screen when signed out, the forbidden result when not authenticated, and the routed portal once
 * signed in.
 */
import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { SignInScreen } from '@/features/sign-in/SignInScreen'
import type { SessionProblem } from '@/machines/session.machine'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { Container } from '@chakra-ui/react'
import { ForbiddenResult } from '@/ui/results/ForbiddenResult'
import { Logo } from '@/ui/shell/Logo'
import { FakeSignInScreen } from './fake-api'
import { paths } from '@/domain/paths'
import { SessionContext } from './session/session-context'

function problemText(problem: SessionProblem | null, t: (key: string) => string): string | null {
  if (problem?.kind === 'accountNotFound') return t('clientErrors.accountNotFound')
  return problem?.message ?? null
}

// Fetched as soon as this module runs, so it arrives while the session signs in and loads the
// user. Once it is here it renders directly: going through Suspense again would hold the shell
// back by React's reveal throttle (300 ms) although nothing is left to wait for.
let LoadedPortal: ComponentType | null = null
const portal = import('./SignedInPortal').then((module) => {
  LoadedPortal = module.default
  return module
})
const SignedInPortal = lazy(() => portal)

export function SessionGate() {
  const { t } = useTranslation()
  const session = SessionContext.useActorRef()
  const snapshot = SessionContext.useSelector((state) => state)
  const signIn = (username?: string) => session.send({ type: 'session.signIn', username })
  const busy = snapshot.hasTag('busy')
  const authenticated = snapshot.hasTag('authenticated')
  // The portal's first render (the shell and the first page) is the largest of a visit: it is
  // done in a deferred render, which React splits into short tasks, rather than in the
  // synchronous render a machine's update gets (useSelector is useSyncExternalStore).
  const portalShown = useDeferredValue(authenticated)

  if (authenticated) {
    if (!portalShown) return <FullScreenSpinner />
    if (LoadedPortal) return <LoadedPortal />
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <SignedInPortal />
      </Suspense>
    )
  }
  if (snapshot.hasTag('unauthenticated')) {
    return (
      <Container as="main" maxW="3xl" py="16">
        <Logo tone="onLight" />
        <ForbiddenResult
          headingLevel="h1"
          message={problemText(snapshot.context.problem, t)}
          onSignOut={() => session.send({ type: 'session.signOut' })}
        />
      </Container>
    )
  }
  if (snapshot.hasTag('signedOut')) {
    const problem = snapshot.context.signInProblem?.message ?? null
    return FakeSignInScreen ? (
      <Suspense fallback={<FullScreenSpinner />}>
        <FakeSignInScreen
          problem={problem}
          forgotHref={paths.forgotPassword()}
          busy={busy}
          onSignIn={signIn}
        />
      </Suspense>
    ) : (
      <SignInScreen problem={problem} busy={busy} onSignIn={() => signIn()} />
    )
  }
  return <FullScreenSpinner />
}
