/**
 * The dev panel's "Outbox": the mail the fake API "sent" (a password reset's link), newest first,
 * so that product people open the link a user would have received without a real inbox. Like
 * "Feedback received", it shows what the panel asked of the backend's worker when it opened (and
 * again on Refresh): the worker holds the outbox, not the page.
 */
import { useTranslation } from 'react-i18next'
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { formatDateTime } from '@/ui/format'
import type { OutboxRow } from '../db/rows'
import { AskedList } from './AskedList'
import type { SentMail } from './outbox'

export function OutboxSection({
  sent,
  onRefresh,
  onExpireLinks,
}: {
  sent: Promise<SentMail> | null
  onRefresh: () => void
  /** Lets every reset link that still works expire now (to see the expired link's page). */
  onExpireLinks: () => void
}) {
  const { t } = useTranslation()
  return (
    <AskedList
      keys="outbox"
      answer={sent}
      rowsOf={(answer: SentMail) => answer.mails}
      onRefresh={onRefresh}
      help={
        <Text fontSize="sm" color="fg.muted">
          {t('devPanel.outboxHelp')}
        </Text>
      }
      actions={
        <Button size="xs" variant="outline" onClick={onExpireLinks}>
          {t('devPanel.outboxExpire')}
        </Button>
      }
      item={(mail) => <OutboxEntry key={mail.id} mail={mail} />}
    />
  )
}

function OutboxEntry({ mail }: { mail: OutboxRow }) {
  const { t } = useTranslation()
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" padding="2" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="purple">
          {t(`devPanel.outboxKinds.${mail.kind}`)}
        </Badge>
        <Text asChild color="fg.muted">
          <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
        </Text>
      </HStack>
      <Text overflowWrap="anywhere">
        {mail.to === mail.username
          ? t('devPanel.outboxTo', { to: mail.to })
          : t('devPanel.outboxToAccount', { to: mail.to, username: mail.username })}
      </Text>
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {t('devPanel.outboxSubject', { subject: mail.subject })}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {mail.text}
      </Text>
      {/* The portal's own page (its origin), opened in this tab as the mail's reader would. */}
      <Link href={mail.link} variant="underline" overflowWrap="anywhere" alignSelf="start">
        {mail.link}
      </Link>
    </Stack>
  )
}
