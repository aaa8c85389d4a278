/**
 * The sign-in screen of real mode: one button that takes the user to the hosted sign-in service,
 * and the reason the last attempt failed, if it did.
 */
import { useTranslation } from 'react-i18next'
import { Button } from '@chakra-ui/react'
import { SignInFrame } from './SignInFrame'

export interface SignInScreenProps {
  problem: string | null
  busy: boolean
  onSignIn: () => void
}

export function SignInScreen({ problem, busy, onSignIn }: SignInScreenProps) {
  const { t } = useTranslation()
  return (
    <SignInFrame intro={t('signIn.hostedIntro')} problem={problem}>
      <Button alignSelf="start" colorPalette="brand" loading={busy} onClick={onSignIn}>
        {t('signIn.continue')}
      </Button>
    </SignInFrame>
  )
}
