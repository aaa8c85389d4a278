/**
 * What the records' dialogs share: one record or control group loaded by the route's id
 * (src/ui/use-item.ts; its loading, not-found and failed states are src/ui/ItemLoadState.tsx),
 * and its attachments.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, Link, Stack, Text } from '@chakra-ui/react'
import type { Attachment } from '@/api/types'
import { Section } from '@/ui/details'
import { ItemLoadState } from '@/ui/ItemLoadState'
import { useItem } from '@/ui/use-item'
import { ModalRoute } from '@/ui/modal-route/ModalRoute'

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
  const { t } = useTranslation()
  const { snapshot, send, item } = useItem(itemId, load)
  return (
    <ModalRoute title={title} listPath={listPath} size="lg">
      {() =>
        item ? (
          children(item)
        ) : (
          <ItemLoadState
            snapshot={snapshot}
            notFound={notFound}
            failed={t('testRecords.detail.failed')}
            onRetry={() => send({ type: 'item.retry' })}
          />
        )
      }
    </ModalRoute>
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
