/** The not-found result for an unknown path (CORE-2.1). */
import { Link as RouterLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Button } from '@chakra-ui/react'
import { CircleQuestionMark } from 'lucide-react'
import { Result } from './Result'

export interface NotFoundResultProps {
  /** Where the "back" link leads; without it there is no link. */
  homeHref?: string
  headingLevel?: 'h1' | 'h2'
}

export function NotFoundResult({ homeHref, headingLevel }: NotFoundResultProps) {
  const { t } = useTranslation()
  return (
    <Result
      icon={CircleQuestionMark}
      palette="blue"
      title={t('clientErrors.notFoundTitle')}
      description={t('clientErrors.notFound')}
      headingLevel={headingLevel}
    >
      {homeHref && (
        <Button asChild colorPalette="brand">
          <RouterLink to={homeHref}>{t('clientErrors.backHome')}</RouterLink>
        </Button>
      )}
    </Result>
  )
}
