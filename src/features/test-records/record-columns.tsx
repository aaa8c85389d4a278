/**
 * The cells of the test-records table (CORE-3.7, CORE-4.6, CORE-9.3, CORE-9.8): each column id of
 * src/domain/test-record-columns.ts with its header, its sort field and how its value reads
 * (DD.MM.YYYY HH:mm; WeakPositive as Positive unless a verification; quantitative values outside
 * the measurable range as < or >; two decimals).
 */
import type { TFunction } from 'i18next'
import { HStack, Link } from '@chakra-ui/react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import type { TestRecord } from '@/api/types'
import { columnLabel, type TestRecordColumnId } from '@/domain/test-record-columns'
import { measuredConcentration, MEASURE_DECIMALS } from '@/domain/test-record-display'
import type { DataColumn } from '@/ui/data-table/DataTable'
import { formatDateTime, formatNumber } from '@/ui/format'
import { ResultBadge } from '@/ui/ResultBadge'
import { STATIC } from '@/ui/static-styles'

/**
 * What a row of either records list has: a test record, or a control group (its control's
 * values). Both lists draw their columns from here.
 */
export type ColumnRecord = Pick<
  TestRecord,
  | 'id'
  | 'testDate'
  | 'testType'
  | 'result'
  | 'annotation'
  | 'rawQR'
  | 'batchNumber'
  | 'concentration'
  | 'route'
  | 'readerType'
  | 'site'
  | 'user'
  | 'operatorId'
  | 'attachments'
>

/** "< 5.00", "12.35" in the interface language. */
export function concentrationText(record: Pick<TestRecord, 'concentration' | 'testType'>): string {
  const measured = measuredConcentration(record)
  if (!measured) return ''
  const value = formatNumber(measured.value, { decimals: MEASURE_DECIMALS })
  return measured.comparator ? `${measured.comparator} ${value}` : value
}

export interface ColumnOptions<R extends ColumnRecord> {
  t: TFunction
  /**
   * The detail route of a record: its id links there, with the list's query string. A list
   * whose first column is its own (the control groups' disclosure button) gives none.
   */
  detailPath?: (record: R) => string
}

/**
 * A record's id, linking to its detail route with the list's current query string. It reads the
 * address itself, so a page change does not draw the rows again before their records come.
 */
function RecordLink({ path, label, id }: { path: string; label: string; id: number }) {
  const { search } = useLocation()
  return (
    <RouterLink className={STATIC.link} to={`${path}${search}`} aria-label={label}>
      {id}
    </RouterLink>
  )
}

export function recordColumns<R extends ColumnRecord>({
  t,
  detailPath,
}: ColumnOptions<R>): Record<TestRecordColumnId, DataColumn<R>> {
  const column = (
    id: TestRecordColumnId,
    cell: (record: R) => React.ReactNode,
    extra: Partial<DataColumn<R>> = {},
  ): DataColumn<R> => ({ id, header: t(columnLabel(id)), cell, sortField: id, ...extra })

  return {
    id: column(
      'id',
      (record) =>
        detailPath === undefined ? (
          record.id
        ) : (
          <RecordLink
            path={detailPath(record)}
            label={t('testRecords.openRecord', { id: record.id })}
            id={record.id}
          />
        ),
      { nowrap: true },
    ),
    testDate: column('testDate', (record) => formatDateTime(record.testDate), { nowrap: true }),
    testType: column('testType', (record) => record.testType.name),
    result: column('result', (record) => <ResultBadge record={record} t={t} />),
    measurementMethod: column('measurementMethod', (record) =>
      t(`testRecords.methods.${record.testType.measurementMethod}`),
    ),
    annotation: column('annotation', (record) => t(`testRecords.recordTypes.${record.annotation}`)),
    rawQR: column('rawQR', (record) => <span className={STATIC.mono}>{record.rawQR}</span>),
    batchNumber: column('batchNumber', (record) => record.batchNumber),
    concentration: column('concentration', concentrationText, { align: 'end', nowrap: true }),
    route: column('route', (record) => record.route),
    readerType: column('readerType', (record) => t(`testRecords.readerTypes.${record.readerType}`)),
    site: column('site', (record) => record.site.name),
    user: column('user', (record) => record.user.username),
    operatorId: column('operatorId', (record) => record.operatorId ?? ''),
    attachments: column(
      'attachments',
      (record) =>
        record.attachments.length === 0 ? null : (
          <HStack gap="2" wrap="wrap">
            {record.attachments.map((attachment) => (
              <Link key={attachment.url} href={attachment.url} target="_blank" rel="noreferrer">
                {attachment.name}
              </Link>
            ))}
          </HStack>
        ),
      { sortField: undefined },
    ),
  }
}
