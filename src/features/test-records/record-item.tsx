/**
 * What the records' dialogs share: loading one record or control group by the route's id
 * (through the item machine), its loading, not-found and failed states, and the label and value
 * lists the detail dialogs are made of.
 */
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import {
  Alert,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import type { Address, Attachment } from '@/api/types'
import { itemMachine } from '@/machines/item.machine'
import { ModalRoute } from '@/ui/modal-route/ModalRoute'

/** Loads the item `itemId` with `fetchItem`; shows loading, not found and failures. */
export function useRecordItem<T>(itemId: number, fetchItem: (id: number) => Promise<T>) {
  const [snapshot, send] = useMachine(
    itemMachine.provide({
      actors: { fetchItem: fromPromise(({ input }) => fetchItem(input)) },
    }),
  )
  useEffect(() => send({ type: 'item.load', id: itemId }), [itemId, send])
  return { snapshot, send, item: snapshot.context.item as T | null }
}

export function RecordLoadState({
  snapshot,
  notFound,
  onRetry,
}: {
  snapshot: ReturnType<typeof useRecordItem>['snapshot']
  /** The translated text for a missing (or hidden) record (testRecords.detail.notFound). */
  notFound: string
  onRetry: () => void
}) {
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
          <Alert.Title>{t('testRecords.detail.failed')}</Alert.Title>
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

/** A details dialog route: the item `itemId` loaded with `load`, then shown by `children`. */
export function RecordItemDialog<T>({
  itemId,
  listPath,
  load,
  title,
  notFound,
  children,
}: {
  itemId: number
  /** Where closing returns to (the list with its query, or the dashboard). */
  listPath: string
  load: (id: number) => Promise<T>
  title: string
  notFound: string
  children: (item: T) => ReactNode
}) {
  const { snapshot, send, item } = useRecordItem(itemId, load)
  return (
    <ModalRoute title={title} listPath={listPath} size="lg">
      {() =>
        item ? (
          children(item)
        ) : (
          <RecordLoadState
            snapshot={snapshot}
            notFound={notFound}
            onRetry={() => send({ type: 'item.retry' })}
          />
        )
      }
    </ModalRoute>
  )
}

export const addressText = (address: Address) =>
  [address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.country]
    .filter(Boolean)
    .join(', ')

/** Labels and values; an empty value shows as a dash. */
export function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value === '' || value === null ? '—' : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** The attachments as links (they open in a new tab), or that there are none. */
export function AttachmentsSection({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation()
  return (
    <Section title={t('testRecords.columns.attachments')}>
      {attachments.length === 0 ? (
        <Text color="fg.muted">{t('testRecords.detail.noAttachments')}</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {attachments.map((attachment) => (
            <Box as="li" key={attachment.url}>
              <Link href={attachment.url} target="_blank" rel="noreferrer">
                {attachment.name}
              </Link>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  )
}
