/**
 * The forbidden result (CORE-2.1, CORE-8.1): shown for a route the user may not use and, standing
 * alone, when the session is not authenticated; it carries the server's message when there is one.
 */
import { useTranslation } from 'react-i18next'
import { Button } from '@chakra-ui/react'
import { Lock, LogOut } from 'lucide-react'
import { Result } from './Result'

export interface ForbiddenResultProps {
  /** The server's message (e.g. of a 403); null shows the default text. */
  message: string | null
  onSignOut: () => void
  headingLevel?: 'h1' | 'h2'
}

export function ForbiddenResult({ message, onSignOut, headingLevel }: ForbiddenResultProps) {
  const { t } = useTranslation()
  return (
    <Result
      icon={Lock}
      palette="orange"
      title={t('clientErrors.forbiddenTitle')}
      description={message ?? t('clientErrors.forbidden')}
      headingLevel={headingLevel}
    >
      <Button colorPalette="brand" onClick={onSignOut}>
        <LogOut size={16} aria-hidden />
        {t('clientErrors.signOut')}
      </Button>
    </Result>
  )
}
