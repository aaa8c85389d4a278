/** The full-screen spinner shown while the session loads (CORE-2.6, CORE-4.1). */
import { useTranslation } from 'react-i18next'
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react'

export function FullScreenSpinner() {
  const { t } = useTranslation()
  return (
    <Center role="status" aria-live="polite" minH="100dvh" width="full">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-hidden />
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
    </Center>
  )
}
