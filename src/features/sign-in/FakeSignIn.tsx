/**
 * Fake mode's sign-in screen: one button per persona, standing in for the hosted sign-in page.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { fakeSignIn, listFakePersonas, type FakePersona } from '@/api/endpoints/fake-auth'
import type { SessionTokens } from '@/api/session-token'

export function FakeSignIn({ onSignedIn }: { onSignedIn: (tokens: SessionTokens) => void }) {
  const { t } = useTranslation()
  const [personas, setPersonas] = useState<FakePersona[]>([])
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    listFakePersonas().then(setPersonas, (failure: Error) => setError(failure.message))
  }, [])

  async function signIn(username: string) {
    try {
      const answer = await fakeSignIn(username)
      onSignedIn({ accessToken: answer.access_token, idToken: answer.id_token })
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  return (
    <Container as="main" maxW="lg" py="16">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('signIn.title')}
        </Heading>
        <Text>{t('signIn.intro')}</Text>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('signIn.error', { message: error })}</Alert.Title>
          </Alert.Root>
        )}
        <Stack as="ul" gap="3" listStyleType="none">
          {personas.map((persona) => (
            <li key={persona.username}>
              <Button
                width="full"
                justifyContent="space-between"
                variant="outline"
                onClick={() => void signIn(persona.username)}
                aria-label={t('signIn.signInAs', { username: persona.username })}
              >
                <span>{persona.username}</span>
                <Text as="span" fontSize="sm" color="fg.muted" truncate>
                  {persona.description}
                </Text>
              </Button>
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  )
}
