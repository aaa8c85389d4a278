/**
 * The page of an area whose screens are not built yet (each area has its own issue). It keeps
 * the navigation, titles and permissions of the area real while its content is on its way.
 */
import { useTranslation } from 'react-i18next'
import { EmptyState, VStack } from '@chakra-ui/react'
import { Construction } from 'lucide-react'

export function UpcomingArea({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation()
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Construction aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('areas.upcomingTitle', { area: t(titleKey) })}</EmptyState.Title>
          <EmptyState.Description>{t('areas.upcomingText')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
