/**
 * Fake mode's sign-in screen, standing in for the hosted sign-in page: one button per persona
 * (the accessible name says whom it signs in as). The session machine does the signing in.
 */
import { useTranslation } from 'react-i18next'
import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { listFakePersonas } from '@/api/endpoints/fake-auth'
import { personaTextKey } from '@/domain/users'
import { useFetchedList } from '@/lists/use-list-screen'
import { SignInFrame } from './SignInFrame'

export interface FakeSignInProps {
  /** Why the last sign-in failed or the user was signed out. */
  problem: string | null
  /** The forgot-password page (a persona's password, for the provider's page: docs/personas.md). */
  forgotHref: string
  busy: boolean
  onSignIn: (username: string) => void
}

/** The personas, as one page of a fetched list (which loads them and keeps the failure). */
const loadPersonas = async () => {
  const personas = await listFakePersonas()
  return { data: personas, meta: { currentPage: 1, total: personas.length, perPage: 0 } }
}
const ALL_PERSONAS = {}

export function FakeSignIn({ problem, forgotHref, busy, onSignIn }: FakeSignInProps) {
  const { t } = useTranslation()
  const personas = useFetchedList(loadPersonas, ALL_PERSONAS)

  return (
    <SignInFrame intro={t('signIn.intro')} problem={problem ?? personas.error}>
      <Stack as="ul" gap="3" listStyleType="none">
        {personas.rows.map((persona) => (
          <li key={persona.username}>
            <Button
              width="full"
              justifyContent="space-between"
              variant="outline"
              disabled={busy}
              onClick={() => onSignIn(persona.username)}
              aria-label={t('signIn.signInAs', { username: persona.username })}
            >
              <span>{persona.username}</span>
              <Text as="span" fontSize="sm" color="fg.muted" truncate>
                {t(personaTextKey(persona.username), {
                  defaultValue: persona.description,
                })}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
      <Link href={forgotHref} alignSelf="start" variant="underline">
        {t('password.forgot')}
      </Link>
    </SignInFrame>
  )
}
