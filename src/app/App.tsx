/**
 * The application root: providers, then the signed-in area or the sign-in screen. The session
 * machine, shell and routes of the Foundation II issue take the place of the simple switch here.
 */
import { Suspense, useState } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { clearSessionTokens, readSessionTokens, storeSessionTokens } from '@/api/session-token'
import { CurrentUserCard } from '@/features/home/CurrentUserCard'
import { system } from '@/ui/theme'
import { FakeApiDevPanel, FakeSignInScreen, type FakeApiHandle } from './fake-api'

export function App({ fakeApi }: { fakeApi: FakeApiHandle | null }) {
  const [signedIn, setSignedIn] = useState(() => readSessionTokens() !== null)
  return (
    <ChakraProvider value={system}>
      {signedIn ? (
        <CurrentUserCard
          onSignOut={() => {
            clearSessionTokens()
            setSignedIn(false)
          }}
        />
      ) : (
        FakeSignInScreen && (
          <Suspense fallback={null}>
            <FakeSignInScreen
              onSignedIn={(tokens) => {
                storeSessionTokens(tokens)
                setSignedIn(true)
              }}
            />
          </Suspense>
        )
      )}
      {fakeApi && FakeApiDevPanel && (
        <Suspense fallback={null}>
          <FakeApiDevPanel api={fakeApi} />
        </Suspense>
      )}
    </ChakraProvider>
  )
}
