/**
 * A control group's records, in a table of their own: under the group's row when it is open,
 * and in the group's detail dialog. The list gives each record its actions button (annotate,
 * delete); the dialog shows them without.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, Table, Text } from '@chakra-ui/react'
import type { GroupedTestRecord } from '@/api/types'
import { formatDateTime } from '@/ui/format'
import { ResultBadge } from '@/ui/ResultBadge'

export type GroupRecord = GroupedTestRecord['testRecords'][number]

export function GroupRecords({
  group,
  actions,
}: {
  group: GroupedTestRecord
  /** A record's actions button, when the records can be changed from here. */
  actions?: (record: GroupRecord) => ReactNode
}) {
  const { t } = useTranslation()
  if (group.testRecords.length === 0) {
    return <Text color="fg.muted">{t('controlRecords.noRecords')}</Text>
  }
  return (
    <Table.Root size="sm" variant="outline" width="auto" background="bg">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" marginBottom="2">
        {t('controlRecords.recordsOf', { id: group.id })}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{t('testRecords.columns.id')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t('testRecords.columns.testDate')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t('testRecords.columns.testType')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t('testRecords.columns.result')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            {t('controlRecords.columns.recordType')}
          </Table.ColumnHeader>
          {actions && (
            <Table.ColumnHeader scope="col">
              <Box srOnly>{t('testRecords.actions')}</Box>
            </Table.ColumnHeader>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {group.testRecords.map((record) => (
          <Table.Row key={record.id}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {record.id}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(record.testDate)}</Table.Cell>
            <Table.Cell>{record.testType.name}</Table.Cell>
            <Table.Cell>
              <ResultBadge record={record} t={t} />
            </Table.Cell>
            <Table.Cell>{t(`testRecords.recordTypes.${record.annotation}`)}</Table.Cell>
            {actions && <Table.Cell textAlign="end">{actions(record)}</Table.Cell>}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
