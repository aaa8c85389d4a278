/**
 * The application root: the design system, an error boundary, the session, and (fake mode) the
 * fake API's dev panel.
 */
import { Suspense } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { ErrorBoundary } from '@/ui/ErrorBoundary'
import { system } from '@/ui/theme'
import { AppToaster } from '@/ui/toaster'
import type { AuthService } from './auth/auth-service'
import { FakeApiDevPanel, type FakeApiHandle } from './fake-api'
import { SessionGate } from './SessionGate'
import { SessionProvider } from './session/SessionProvider'

export function App({ auth, fakeApi }: { auth: AuthService; fakeApi: FakeApiHandle | null }) {
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary>
        <SessionProvider auth={auth}>
          <SessionGate />
        </SessionProvider>
      </ErrorBoundary>
      <AppToaster />
      {fakeApi && FakeApiDevPanel && (
        <Suspense fallback={null}>
          <FakeApiDevPanel api={fakeApi} />
        </Suspense>
      )}
    </ChakraProvider>
  )
}
