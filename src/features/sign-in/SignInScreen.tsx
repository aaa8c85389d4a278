/**
 * The sign-in screen of real mode: one button that takes the user to the hosted sign-in service,
 * and the reason the last attempt failed, if it did.
 */
import { useTranslation } from 'react-i18next'
import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'

export interface SignInScreenProps {
  problem: string | null
  busy: boolean
  onSignIn: () => void
}

export function SignInScreen({ problem, busy, onSignIn }: SignInScreenProps) {
  const { t } = useTranslation()
  return (
    <Container as="main" maxW="lg" py="16">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('signIn.title')}
        </Heading>
        <Text>{t('signIn.hostedIntro')}</Text>
        {problem && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('signIn.error', { message: problem })}</Alert.Title>
          </Alert.Root>
        )}
        <Button alignSelf="start" colorPalette="brand" loading={busy} onClick={onSignIn}>
          {t('signIn.continue')}
        </Button>
      </Stack>
    </Container>
  )
}
