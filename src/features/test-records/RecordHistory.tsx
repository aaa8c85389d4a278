/**
 * The History section of a record's detail dialog (issue 40): who changed what and when, newest
 * first, as an ordered list a screen reader reads entry by entry. Annotations read "before →
 * after"; a comment's change is a word diff (jsdiff), the removed words struck and the added ones
 * marked, each also named for screen readers. Where the API has no history calls (a 404) the
 * section is left out. State is the record-history machine's; this renders it.
 */
import { useEffect } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Alert, Box, Button, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { diffWords } from 'diff'
import { fromPromise } from 'xstate'
import { onChange } from '@/api/changes'
import type { ListResponse, RecordHistoryEntry } from '@/api/types'
import {
  recordHistoryMachine,
  type HistoryPageInput,
} from '@/machines/test-records/record-history.machine'
import { Section } from '@/ui/details'
import { formatDateTime } from '@/ui/format'
import { useProvidedMachine } from '@/ui/machines/use-provided-actor'

export interface RecordHistoryProps {
  /** One page of the history (the record's call, or the sample's). */
  fetchPage: (query: HistoryPageInput) => Promise<ListResponse<RecordHistoryEntry>>
  /**
   * The records whose saved changes add an entry here (the record, or the sample and its
   * records): a change of one loads the history again.
   */
  recordIds: readonly number[]
  /** A sample's history names each entry's record; a record's needs not. */
  namesRecords?: boolean
}

export function RecordHistory({ fetchPage, recordIds, namesRecords = false }: RecordHistoryProps) {
  const { t } = useTranslation()
  const [snapshot, send] = useProvidedMachine(
    recordHistoryMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => fetchPage(input)) },
    }),
  )
  const idsKey = recordIds.join(',')
  useEffect(() => {
    send({ type: 'history.load' })
    const ids = new Set(idsKey.split(',').map(Number))
    return onChange(['records'], (change) => {
      if (change.id !== null && ids.has(change.id)) send({ type: 'history.reload' })
    })
  }, [idsKey, send])

  if (snapshot.hasTag('unavailable') || snapshot.matches('idle')) return null
  const { entries, total, error } = snapshot.context
  return (
    <Section title={t('testRecords.history.title')}>
      {snapshot.hasTag('loading') ? (
        <HStack>
          <Spinner size="sm" />
          <Text>{t('testRecords.history.loading')}</Text>
        </HStack>
      ) : snapshot.matches('failed') ? (
        <FailedLoad error={error} onRetry={() => send({ type: 'history.retry' })} />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t('testRecords.history.empty')}</Text>
      ) : (
        <>
          <Stack
            as="ol"
            gap="3"
            listStyleType="none"
            aria-label={t('testRecords.history.listLabel')}
          >
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} namesRecord={namesRecords} t={t} />
            ))}
          </Stack>
          {snapshot.hasTag('failed') && (
            <FailedLoad error={error} onRetry={() => send({ type: 'history.retry' })} />
          )}
          {entries.length < total && !snapshot.hasTag('failed') && (
            <Box>
              <Button
                size="sm"
                variant="outline"
                loading={snapshot.hasTag('loadingMore')}
                onClick={() => send({ type: 'history.more' })}
              >
                {t('testRecords.history.more', { shown: entries.length, total })}
              </Button>
            </Box>
          )}
        </>
      )}
    </Section>
  )
}

function FailedLoad({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('testRecords.history.failed')}</Alert.Title>
        {error && <Alert.Description>{error}</Alert.Description>}
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('default.retry')}
      </Button>
    </Alert.Root>
  )
}

/** Who made the change: the account's name, or the reader an anonymous upload came from. */
const actorName = (entry: RecordHistoryEntry, t: TFunction) =>
  entry.user.id === null
    ? t('testRecords.history.reader', { serial: entry.user.name })
    : entry.user.name

function HistoryEntry({
  entry,
  namesRecord,
  t,
}: {
  entry: RecordHistoryEntry
  namesRecord: boolean
  t: TFunction
}) {
  return (
    <Box as="li" borderStartWidth="2px" borderColor="border.emphasized" ps="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{t(`testRecords.history.actions.${entry.action}`)}</Text>
        {namesRecord && (
          <Text color="fg.muted">
            {entry.recordKind === 'testRecord'
              ? t('testRecords.history.ofRecord', { id: entry.recordId })
              : t('testRecords.history.ofSample', { id: entry.recordId })}
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <Trans
          i18nKey="testRecords.history.byAt"
          values={{ user: actorName(entry, t), time: formatDateTime(entry.time) }}
          components={{ time: <time dateTime={entry.time} /> }}
        />
      </Text>
      {entry.field === 'annotation' && <AnnotationChange entry={entry} t={t} />}
      {entry.field === 'comments' && <CommentChange entry={entry} t={t} />}
    </Box>
  )
}

const recordTypeText = (value: string | null, t: TFunction) =>
  value ? t(`testRecords.recordTypes.${value}`) : t('testRecords.history.emptyValue')

function AnnotationChange({ entry, t }: { entry: RecordHistoryEntry; t: TFunction }) {
  const before = recordTypeText(entry.before, t)
  const after = recordTypeText(entry.after, t)
  return (
    <Text>
      <span aria-hidden>{t('testRecords.history.change', { before, after })}</span>
      <VisuallyHidden>{t('testRecords.history.fromTo', { before, after })}</VisuallyHidden>
    </Text>
  )
}

/** A comment's change word by word; a comment written where there was none is shown whole. */
function CommentChange({ entry, t }: { entry: RecordHistoryEntry; t: TFunction }) {
  const before = entry.before ?? ''
  const after = entry.after ?? ''
  if (!before || !after) {
    return (
      <Text whiteSpace="pre-wrap">
        {before ? <Removed text={before} t={t} /> : <Added text={after} t={t} />}
      </Text>
    )
  }
  return (
    <Text whiteSpace="pre-wrap">
      {diffWords(before, after).map((part, index) =>
        part.removed ? (
          <Removed key={index} text={part.value} t={t} />
        ) : part.added ? (
          <Added key={index} text={part.value} t={t} />
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Text>
  )
}

function Removed({ text, t }: { text: string; t: TFunction }) {
  return (
    <Box as="del" bg="red.subtle" color="red.fg">
      <VisuallyHidden>{t('testRecords.history.removed')}</VisuallyHidden>
      {text}
    </Box>
  )
}

function Added({ text, t }: { text: string; t: TFunction }) {
  return (
    <Box as="ins" bg="green.subtle" color="green.fg" textDecoration="none">
      <VisuallyHidden>{t('testRecords.history.added')}</VisuallyHidden>
      {text}
    </Box>
  )
}
