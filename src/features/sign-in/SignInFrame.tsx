/**
 * The frame of the signed-out pages (both sign-in screens, forgot and reset password): the
 * heading (the sign-in's unless given), an introduction and the last problem.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react'

export function SignInFrame({
  title,
  intro,
  problem,
  children,
}: {
  title?: string
  intro: string
  problem: string | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Container as="main" maxW="lg" py="16">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title ?? t('signIn.title')}
        </Heading>
        <Text>{intro}</Text>
        {problem && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('signIn.error', { message: problem })}</Alert.Title>
          </Alert.Root>
        )}
        {children}
      </Stack>
    </Container>
  )
}
