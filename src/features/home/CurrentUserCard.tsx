/**
 * Who is signed in, read from GET /v2/Users/me: the first screen behind the sign-in until the
 * shell of the Foundation II issue replaces it.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { getCurrentUser } from '@/api/endpoints/current-user'
import type { CurrentUserResponse } from '@/api/types'

export function CurrentUserCard({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation()
  const [answer, setAnswer] = useState<CurrentUserResponse | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    getCurrentUser().then(setAnswer, () => setFailed(true))
  }, [])

  const user = answer?.currentUser
  const name =
    user && (user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.username)
  return (
    <Container as="main" maxW="2xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {failed ? t('home.noAccount') : name ? t('home.signedInAs', { name }) : t('app.loading')}
        </Heading>
        {answer && (
          <Text>{t('home.permissions', { permissions: answer.permissions.join(', ') })}</Text>
        )}
        <Button alignSelf="start" onClick={onSignOut}>
          {t('home.signOut')}
        </Button>
      </Stack>
    </Container>
  )
}
