/**
 * Fake mode's sign-in screen, standing in for the hosted sign-in page: one button per persona
 * (the accessible name says whom it signs in as). The session machine does the signing in.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Stack, Text } from '@chakra-ui/react'
import { listFakePersonas, type FakePersona } from '@/api/endpoints/fake-auth'
import { SignInFrame } from './SignInFrame'

export interface FakeSignInProps {
  /** Why the last sign-in failed or the user was signed out. */
  problem: string | null
  busy: boolean
  onSignIn: (username: string) => void
}

export function FakeSignIn({ problem, busy, onSignIn }: FakeSignInProps) {
  const { t } = useTranslation()
  const [personas, setPersonas] = useState<FakePersona[]>([])
  const [loadError, setLoadError] = useState<string | null>(null)

  useEffect(() => {
    listFakePersonas().then(setPersonas, (failure: Error) => setLoadError(failure.message))
  }, [])

  return (
    <SignInFrame intro={t('signIn.intro')} problem={problem ?? loadError}>
      <Stack as="ul" gap="3" listStyleType="none">
        {personas.map((persona) => (
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
                {t(`signIn.personas.${personaKey(persona.username)}`, {
                  defaultValue: persona.description,
                })}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
    </SignInFrame>
  )
}

/** `customer.admin` → `customerAdmin`: i18next reads a dot in a key as nesting. */
function personaKey(username: string): string {
  return username.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())
}
