/**
 * The application root: the design system, an error boundary, the session (or a public page
 * that needs none), and (fake mode) the fake API's dev panel.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, ChakraProvider } from '@chakra-ui/react'
import { ErrorBoundary } from '@/ui/ErrorBoundary'
import { system } from '@/ui/theme'
import { AppToaster } from '@/ui/toaster'
import type { AuthService } from './auth/auth-service'
import { FakeApiDevPanel, type FakeApiHandle } from './fake-api'
import { PublicPageView, publicPageAt } from './PublicPages'
import { SessionGate } from './SessionGate'
import { SessionProvider } from './session/SessionProvider'

export function App({ auth, fakeApi }: { auth: AuthService; fakeApi: FakeApiHandle | null }) {
  // A public page (a reset mail's link) needs no session: none is started for it.
  const publicPage = publicPageAt(window.location.pathname)
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary>
        {publicPage ? (
          <PublicPageView page={publicPage} search={window.location.search} />
        ) : (
          <SessionProvider auth={auth}>
            <SessionGate />
          </SessionProvider>
        )}
      </ErrorBoundary>
      <AppToaster />
      {fakeApi && FakeApiDevPanel && (
        // A panel that fails says so in its corner; it never takes the portal down with it.
        <ErrorBoundary fallback={(error) => <DevPanelFailure message={error.message} />}>
          <Suspense fallback={null}>
            <FakeApiDevPanel api={fakeApi} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ChakraProvider>
  )
}

function DevPanelFailure({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      position="fixed"
      bottom="3"
      right="3"
      maxW="xs"
      p="2"
      fontSize="xs"
      bg="bg.error"
      color="fg.error"
      rounded="md"
      zIndex="docked"
    >
      {t('devPanel.failed', { message })}
    </Box>
  )
}
