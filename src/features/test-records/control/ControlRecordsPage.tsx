/**
 * /control-records (core.md §2 "Control records"): the filter bar and a table of control groups
 * (a control and the records that belong to it), each row opening onto its records.
 *
 * - The list is asked for only once a customer or a site is chosen (core.md §7); before that the
 *   screen says what to choose. Customer staff start on their own customer.
 * - Page and order live in the URL (`page`, `orderBy`); every filter change drops the page; a
 *   page past the end shows the last page.
 * - A group's disclosure button (aria-expanded) opens its records under it, from the group the
 *   list already carries: no request. Which groups are open is the control-groups machine's.
 * - The site column and the device filter need accounts:customer:read (core.md §6).
 */
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useActorRef, useMachine, useSelector } from '@xstate/react'
import type { TFunction } from 'i18next'
import { Alert, Box, Button, Stack, Table, Text } from '@chakra-ui/react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { listGroupedTestRecords } from '@/api/endpoints/grouped-test-records'
import type { GroupedTestRecord, User } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { filtersMachine, startingPlace } from '@/machines/filters.machine'
import { DataTable, type DataColumn } from '@/ui/data-table/DataTable'
import { Pagination } from '@/ui/data-table/Pagination'
import { useList } from '@/ui/data-table/useList'
import { useListQuery } from '@/ui/data-table/useListQuery'
import { useFilterOptions } from '@/ui/filters/use-filter-options'
import { formatDateTime } from '@/ui/format'
import { recordFilterOptions, recordOptionNeeds } from '@/ui/filters/record-filter-options'
import { ResultBadge } from '@/ui/ResultBadge'
import { RecordsFilterBar } from '@/ui/filters/RecordsFilterBar'
import { useRecordsPage } from '@/ui/data-table/useRecordsPage'
import { controlGroupsMachine } from './control-groups.machine'
import {
  CONTROL_LIST_OPTIONS,
  CONTROL_PAGE_SIZE,
  controlPageQuery,
  hasPlace,
} from './control-records-query'

export interface ControlRecordsPageProps {
  user: User
  permissions: readonly string[]
}

const fetchGroups = listGroupedTestRecords

/** The id of a group's records row, which its disclosure button controls. */
const recordsRowId = (group: GroupedTestRecord) => `control-group-${group.id}-records`

export function ControlRecordsPage({ user, permissions }: ControlRecordsPageProps) {
  const { t } = useTranslation()
  const list = useListQuery(CONTROL_LIST_OPTIONS)
  const canPickSite = permissions.includes(P.ACCOUNTS_CUSTOMER_READ)

  const pageActor = useRecordsPage(list)
  const listQuery = useSelector(pageActor, (snapshot) => snapshot.context.query)

  const filtersActor = useActorRef(
    filtersMachine.provide({
      actors: { filterOptions: recordFilterOptions },
      actions: { dropPage: () => pageActor.send({ type: 'filters.changed' }) },
    }),
    {
      input: {
        scope: 'dashboard',
        initial: startingPlace(user),
        options: recordOptionNeeds(permissions),
      },
    },
  )
  const filters = useSelector(filtersActor, (snapshot) => snapshot.context.filters)
  const options = useFilterOptions(filtersActor)
  const placeChosen = hasPlace(filters)

  const groups = useList(fetchGroups, placeChosen ? controlPageQuery(filters, listQuery) : null, {
    showLastPage: list.replacePage,
  })

  const [open, sendOpen] = useMachine(controlGroupsMachine)
  const expanded = open.context.expanded
  // The table shows other groups (a page, an order, a filter): only those still shown stay open.
  // The rows are the list machine's: a new array only with a new answer.
  useEffect(() => {
    sendOpen({ type: 'groups.shown', ids: groups.rows.map((group) => group.id) })
  }, [groups.rows, sendOpen])

  const columns = useMemo(
    () => groupColumns(t, canPickSite, expanded, (id) => sendOpen({ type: 'group.toggle', id })),
    [t, canPickSite, expanded, sendOpen],
  )

  return (
    <Stack gap="4">
      <RecordsFilterBar
        list="control"
        filters={filters}
        send={filtersActor.send}
        options={options}
        includeDeleted={null}
        showDeviceTypes={canPickSite}
      />
      {placeChosen ? (
        <Box>
          <DataTable
            caption={t('controlRecords.tableCaption')}
            columns={columns}
            rows={groups.rows}
            rowKey={(group) => group.id}
            sort={listQuery.sort}
            onSortChange={list.setSort}
            loading={groups.loading}
            error={groups.failed ? groups.error : null}
            onRetry={groups.retry}
            emptyText={t('controlRecords.empty')}
            rowDetails={{
              id: recordsRowId,
              render: (group) =>
                expanded.includes(group.id) ? <GroupRecords group={group} t={t} /> : null,
            }}
          />
          {groups.meta && (
            <Pagination
              page={listQuery.page}
              pageSize={CONTROL_PAGE_SIZE}
              total={groups.meta.total}
              onPageChange={list.setPage}
              disabled={groups.loading}
            />
          )}
        </Box>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('controlRecords.choosePlace')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  )
}

function groupColumns(
  t: TFunction,
  canPickSite: boolean,
  expanded: readonly number[],
  toggle: (id: number) => void,
): DataColumn<GroupedTestRecord>[] {
  const columns: Array<DataColumn<GroupedTestRecord> | null> = [
    {
      id: 'id',
      header: t('controlRecords.columns.group'),
      sortField: 'id',
      nowrap: true,
      cell: (group) => {
        const isOpen = expanded.includes(group.id)
        return (
          <Button
            size="xs"
            variant="ghost"
            marginX="-2"
            aria-expanded={isOpen}
            aria-controls={isOpen ? recordsRowId(group) : undefined}
            aria-label={t('controlRecords.groupLabel', {
              id: group.id,
              records: t('controlRecords.recordCount', { count: group.testRecords.length }),
            })}
            onClick={() => toggle(group.id)}
          >
            {isOpen ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
            {group.id}
          </Button>
        )
      },
    },
    {
      id: 'testDate',
      header: t('testRecords.columns.testDate'),
      sortField: 'testDate',
      nowrap: true,
      cell: (group) => formatDateTime(group.testDate),
    },
    {
      id: 'testType',
      header: t('testRecords.columns.testType'),
      sortField: 'testType',
      cell: (group) => group.testType.name,
    },
    {
      id: 'result',
      header: t('testRecords.columns.result'),
      sortField: 'result',
      cell: (group) => <ResultBadge record={group} t={t} />,
    },
    {
      id: 'annotation',
      header: t('controlRecords.columns.control'),
      sortField: 'annotation',
      cell: (group) => t(`testRecords.recordTypes.${group.annotation}`),
    },
    {
      id: 'measurementMethod',
      header: t('testRecords.columns.measurementMethod'),
      cell: (group) => t(`testRecords.methods.${group.measurementMethod}`),
    },
    {
      id: 'route',
      header: t('testRecords.columns.route'),
      sortField: 'route',
      cell: (group) => group.route,
    },
    {
      id: 'readerType',
      header: t('testRecords.columns.readerType'),
      sortField: 'readerType',
      cell: (group) => t(`testRecords.readerTypes.${group.readerType}`),
    },
    canPickSite
      ? {
          id: 'site',
          header: t('testRecords.columns.site'),
          sortField: 'site',
          cell: (group) => group.site.name,
        }
      : null,
    {
      id: 'user',
      header: t('testRecords.columns.user'),
      sortField: 'user',
      cell: (group) => group.user.username,
    },
  ]
  return columns.filter((column) => column !== null)
}

/** An open group's records, in a table of their own under the group's row. */
function GroupRecords({ group, t }: { group: GroupedTestRecord; t: TFunction }) {
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
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
