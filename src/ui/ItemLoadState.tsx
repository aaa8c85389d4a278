/**
 * What a dialog shows until its item is there (the item machine's tags, src/ui/use-item.ts):
 * loading, an item that does not exist (or is outside the caller's scope), or a failed load with
 * a retry. The area names the item in its own words (`notFound`, `failed`).
 */
import { useTranslation } from 'react-i18next'
import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react'
import type { useItem } from './use-item'

export interface ItemLoadStateProps {
  snapshot: ReturnType<typeof useItem>['snapshot']
  /** The translated text for a missing (or hidden) item. */
  notFound: string
  /** The translated title of a failed load (the error's own message is shown under it). */
  failed: string
  onRetry: () => void
}

export function ItemLoadState({ snapshot, notFound, failed, onRetry }: ItemLoadStateProps) {
  const { t } = useTranslation()
  if (snapshot.hasTag('notFound')) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{notFound}</Alert.Title>
      </Alert.Root>
    )
  }
  if (snapshot.hasTag('failed')) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{failed}</Alert.Title>
          <Alert.Description>{snapshot.context.error}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('default.retry')}
        </Button>
      </Alert.Root>
    )
  }
  return (
    <HStack justify="center" py="8">
      <Spinner />
      <Text>{t('table.loading')}</Text>
    </HStack>
  )
}
