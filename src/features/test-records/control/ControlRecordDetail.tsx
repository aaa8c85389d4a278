/**
 * /control-records/{itemId} (core.md §2 "detail modal"): a control group's details: its
 * control's result and type, the test, the sample, the reader and where it was tested, the
 * group's comment, its records and every record's attachments. A route dialog over the list.
 */
import { useTranslation } from 'react-i18next'
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { getGroupedTestRecord } from '@/api/endpoints/grouped-test-records'
import type { GroupedTestRecord } from '@/api/types'
import { formatDateTime } from '@/ui/format'
import { ModalRoute } from '@/ui/modal-route/ModalRoute'
import { ResultBadge } from '@/ui/ResultBadge'
import { concentrationText } from '../record-columns'
import { addressText, Facts, RecordLoadState, Section, useRecordItem } from '../record-item'
import { GroupRecords } from './GroupRecords'

function ControlRecordDetailBody({ group }: { group: GroupedTestRecord }) {
  const { t } = useTranslation()
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap">
        <ResultBadge record={group} t={t} />
        <Badge variant="outline">{t(`testRecords.recordTypes.${group.annotation}`)}</Badge>
        <Text color="fg.muted">{formatDateTime(group.testDate)}</Text>
      </HStack>
      <Section title={t('testRecords.detail.test')}>
        <Facts
          facts={[
            [t('testRecords.columns.testType'), group.testType.name],
            [
              t('testRecords.columns.measurementMethod'),
              t(`testRecords.methods.${group.measurementMethod}`),
            ],
            [t('testRecords.columns.concentration'), concentrationText(group)],
          ]}
        />
      </Section>
      <Section title={t('testRecords.detail.sample')}>
        <Facts
          facts={[
            [t('controlRecords.columns.group'), String(group.id)],
            [t('testRecords.columns.batchNumber'), group.batchNumber],
            [t('testRecords.columns.rawQR'), group.rawQR],
            [t('testRecords.columns.route'), group.route],
            [t('testRecords.detail.comments'), group.comments],
          ]}
        />
      </Section>
      <Section title={t('testRecords.detail.reader')}>
        <Facts
          facts={[
            [t('testRecords.columns.readerType'), t(`testRecords.readerTypes.${group.readerType}`)],
            [t('testRecords.columns.user'), group.user.username],
            [t('testRecords.columns.operatorId'), group.operatorId ?? ''],
          ]}
        />
      </Section>
      <Section title={t('testRecords.detail.location')}>
        <Facts
          facts={[
            [t('testRecords.columns.site'), group.site.name],
            [t('testRecords.detail.address'), addressText(group.site.address)],
          ]}
        />
      </Section>
      <Section title={t('controlRecords.detail.records')}>
        <GroupRecords group={group} />
      </Section>
      <Section title={t('testRecords.columns.attachments')}>
        {group.attachments.length === 0 ? (
          <Text color="fg.muted">{t('testRecords.detail.noAttachments')}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {group.attachments.map((attachment) => (
              <Box as="li" key={attachment.url}>
                <Link href={attachment.url} target="_blank" rel="noreferrer">
                  {attachment.name}
                </Link>
              </Box>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}

export interface ControlRecordDetailDialogProps {
  itemId: number
  /** The list with its query: where closing returns to. */
  listPath: string
}

export function ControlRecordDetailDialog({ itemId, listPath }: ControlRecordDetailDialogProps) {
  const { t } = useTranslation()
  const { snapshot, send, item } = useRecordItem(itemId, getGroupedTestRecord)
  return (
    <ModalRoute
      title={t('controlRecords.detail.title', { id: itemId })}
      listPath={listPath}
      size="lg"
    >
      {() =>
        item ? (
          <ControlRecordDetailBody group={item} />
        ) : (
          <RecordLoadState
            snapshot={snapshot}
            notFound={t('controlRecords.notFound')}
            onRetry={() => send({ type: 'item.retry' })}
          />
        )
      }
    </ModalRoute>
  )
}
