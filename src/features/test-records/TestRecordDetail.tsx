/**
 * A test record's details (CORE-2.7, CORE-2.13, CORE-3.2): the result and its
 * substances with their levels, the test, the sample (batch, QR code, manufacturing date), the
 * reader, where it was tested (with the place's name when a Maps key lets it be looked up,
 * CORE-7.20), the attachments and the change history (issue 40). A route dialog over the list it was opened
 * from, or over the dashboard's map (/dashboard/testrecord/{itemId}).
 */
import { Suspense, use } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { getTestRecord, getTestRecordHistory } from '@/api/endpoints/test-records'
import type { TestRecord } from '@/api/types'
import { MEASURE_DECIMALS } from '@/domain/test-record-display'
import { formatDate, formatDateTime, formatNumber } from '@/ui/format'
import { ResultBadge } from '@/ui/ResultBadge'
import { concentrationText } from './record-columns'
import { Facts, Section } from '@/ui/details'
import { formatAddress } from '@/ui/format'
import { useReverseGeocode } from '@/ui/maps/geocoding'
import { sharedPlaceNames } from '@/ui/maps/place-name'
import { AttachmentsSection, RecordItemDialog } from './record-item'
import { RecordHistory } from './RecordHistory'

export function TestRecordDetailBody({ record }: { record: TestRecord }) {
  const { t } = useTranslation()
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap">
        <ResultBadge record={record} t={t} />
        <Badge variant="outline">{t(`testRecords.recordTypes.${record.annotation}`)}</Badge>
        <Text color="fg.muted">{formatDateTime(record.testDate)}</Text>
      </HStack>
      <Section title={t('testRecords.detail.test')}>
        <Facts
          facts={[
            [t('testRecords.columns.testType'), record.testType.name],
            [
              t('testRecords.columns.measurementMethod'),
              t(`testRecords.methods.${record.testType.measurementMethod}`),
            ],
            [t('testRecords.columns.concentration'), concentrationText(record)],
          ]}
        />
      </Section>
      <Section title={t('testRecords.detail.substances')}>
        {record.substances.length === 0 ? (
          <Text color="fg.muted">{t('testRecords.detail.noSubstances')}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">
                  {t('testRecords.detail.substance')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('testRecords.detail.level')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  {t('testRecords.columns.result')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {record.substances.map((entry) => (
                <Table.Row key={entry.substanceId}>
                  <Table.Cell>{entry.substance.name}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatNumber(entry.level, { decimals: MEASURE_DECIMALS })}
                  </Table.Cell>
                  <Table.Cell>
                    <ResultBadge record={{ ...record, result: entry.result }} t={t} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
      <Section title={t('testRecords.detail.sample')}>
        <Facts
          facts={[
            [t('testRecords.columns.id'), String(record.id)],
            [t('testRecords.columns.batchNumber'), record.batchNumber],
            [t('testRecords.detail.manufacturingDate'), formatDate(record.manufacturingDate)],
            [t('testRecords.columns.rawQR'), record.rawQR],
            [t('testRecords.columns.route'), record.route],
            [t('testRecords.detail.comments'), record.comments],
          ]}
        />
      </Section>
      <Section title={t('testRecords.detail.reader')}>
        <Facts
          facts={[
            [
              t('testRecords.columns.readerType'),
              t(`testRecords.readerTypes.${record.readerType}`),
            ],
            [t('testRecords.detail.serialNumber'), record.readerSerialNumber],
            [t('testRecords.detail.appVersion'), record.appVersion],
            [t('testRecords.columns.user'), record.user.username],
            [t('testRecords.columns.operatorId'), record.operatorId ?? ''],
          ]}
        />
      </Section>
      <LocationSection record={record} />
      <AttachmentsSection attachments={record.attachments} />
      <RecordHistory
        fetchPage={(query) => getTestRecordHistory(record.id, query)}
        recordIds={[record.id]}
      />
    </Stack>
  )
}

/**
 * Where it was tested: the site, its address and the record's coordinates; with a geocoding
 * service (a Maps key, Google loaded), also the place at those coordinates once it is named
 * (src/ui/maps/place-name.ts). Until then, or if it is not named, the coordinates alone: a
 * failure is only logged.
 */
function LocationSection({ record }: { record: TestRecord }) {
  const { t } = useTranslation()
  const place = sharedPlaceNames(useReverseGeocode())(record.location)
  return (
    <Section title={t('testRecords.detail.location')}>
      <Suspense fallback={<LocationFacts record={record} place={null} />}>
        <LocationFacts record={record} place={place} />
      </Suspense>
    </Section>
  )
}

function LocationFacts({
  record,
  place,
}: {
  record: TestRecord
  place: Promise<string | null> | null
}) {
  const { t } = useTranslation()
  const name = place ? use(place) : null
  const facts: Array<[string, string]> = [
    [t('testRecords.columns.site'), record.site.name],
    [t('testRecords.detail.address'), formatAddress(record.site.address)],
    [
      t('testRecords.detail.coordinates'),
      `${formatNumber(record.location.latitude, { decimals: 5 })}, ${formatNumber(
        record.location.longitude,
        { decimals: 5 },
      )}`,
    ],
  ]
  if (name) facts.push([t('testRecords.detail.place'), name])
  return <Facts facts={facts} />
}

export interface TestRecordDetailDialogProps {
  itemId: number
  /** Where closing returns to (the list with its query, or the dashboard). */
  listPath: string
}

export function TestRecordDetailDialog({ itemId, listPath }: TestRecordDetailDialogProps) {
  const { t } = useTranslation()
  return (
    <RecordItemDialog
      itemId={itemId}
      listPath={listPath}
      load={getTestRecord}
      title={t('testRecords.detail.title', { id: itemId })}
      notFound={t('testRecords.detail.notFound')}
    >
      {(record) => <TestRecordDetailBody record={record} />}
    </RecordItemDialog>
  )
}
