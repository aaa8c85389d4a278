/**
 * /control-records/{itemId} (CORE-2.11, CORE-2.12, detail modal): a control group's details: its
 * control's result and type, the test, the sample, the reader and where it was tested, the
 * group's comment, its records, every record's attachments and the change history of the sample
 * and its records (issue 40). A route dialog over the list.
 */
import { useTranslation } from 'react-i18next'
import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import {
  getGroupedTestRecord,
  getGroupedTestRecordHistory,
} from '@/api/endpoints/grouped-test-records'
import type { GroupedTestRecord } from '@/api/types'
import { formatDateTime } from '@/ui/format'
import { ResultBadge } from '@/ui/ResultBadge'
import { concentrationText } from '../record-columns'
import { Facts, Section } from '@/ui/details'
import { formatAddress } from '@/ui/format'
import { AttachmentsSection, RecordItemDialog } from '../record-item'
import { GroupRecords } from './GroupRecords'
import { RecordHistory } from '../RecordHistory'

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
            [t('testRecords.detail.address'), formatAddress(group.site.address)],
          ]}
        />
      </Section>
      <Section title={t('controlRecords.detail.records')}>
        <GroupRecords group={group} />
      </Section>
      <AttachmentsSection attachments={group.attachments} />
      <RecordHistory
        fetchPage={(query) => getGroupedTestRecordHistory(group.id, query)}
        recordIds={[group.id, ...group.testRecords.map((record) => record.id)]}
        namesRecords
      />
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
  return (
    <RecordItemDialog
      itemId={itemId}
      listPath={listPath}
      load={getGroupedTestRecord}
      title={t('controlRecords.detail.title', { id: itemId })}
      notFound={t('controlRecords.notFound')}
    >
      {(group) => <ControlRecordDetailBody group={group} />}
    </RecordItemDialog>
  )
}
