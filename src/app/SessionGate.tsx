/**
 * What the session shows (core.md §4): a full-screen spinner while it works, the sign-in screen
 * when signed out, the forbidden result when not authenticated, and the routed portal once
 * signed in.
 */
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { SignInScreen } from '@/features/sign-in/SignInScreen'
import type { SessionProblem } from '@/machines/session.machine'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { Container } from '@chakra-ui/react'
import { ForbiddenResult } from '@/ui/results/ForbiddenResult'
import { Logo } from '@/ui/shell/Logo'
import { FakeSignInScreen } from './fake-api'
import { createAppRouter } from './router'
import { SessionContext } from './session/session-context'

function problemText(problem: SessionProblem | null, t: (key: string) => string): string | null {
  if (problem?.kind === 'accountNotFound') return t('clientErrors.accountNotFound')
  return problem?.message ?? null
}

function SignedInPortal() {
  // One router per signed-in session: a new sign-in starts from a fresh history.
  const [router] = useState(createAppRouter)
  return <RouterProvider router={router} />
}

export function SessionGate() {
  const { t } = useTranslation()
  const session = SessionContext.useActorRef()
  const snapshot = SessionContext.useSelector((state) => state)
  const signIn = (username?: string) => session.send({ type: 'session.signIn', username })
  const busy = snapshot.hasTag('busy')

  if (snapshot.hasTag('authenticated')) return <SignedInPortal />
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
        <FakeSignInScreen problem={problem} busy={busy} onSignIn={signIn} />
      </Suspense>
    ) : (
      <SignInScreen problem={problem} busy={busy} onSignIn={() => signIn()} />
    )
  }
  return <FullScreenSpinner />
}
