/**
 * /control-records (CORE-2.11, CORE-2.12): the filter bar and a table of control groups
 * (a control and the records that belong to it), each row opening onto its records.
 *
 * - The list is asked for only once a customer or a site is chosen (CORE-7.16); before that the
 *   screen says what to choose. Customer staff start on their own customer.
 * - Page and order live in the URL (`page`, `orderBy`); every filter change drops the page; a
 *   page past the end shows the last page.
 * - A group's disclosure button (aria-expanded) opens its records under it, from the group the
 *   list already carries: no request. Which groups are open is the control-groups machine's.
 * - A group's actions open its details and its comment (dialog routes over the list); a record's
 *   actions in an open group annotate or delete it (CORE-4.7). A deleted record is removed
 *   from its group, and a group whose control is deleted from the list: the groups load again.
 * - A saved view of this list gives the columns and their order, and its filters start the
 *   view's filter set; the export (test-records:export) follows them.
 * - The site column and the device filter need accounts:customer:read (CORE-6.4).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMachine } from '@xstate/react'
import { Alert, Box, Stack } from '@chakra-ui/react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import {
  exportGroupedTestRecordsCsv,
  exportGroupedTestRecordsExcel,
  listGroupedTestRecords,
  type GroupedTestRecordQuery,
  type GroupedTestRecordExportQuery,
} from '@/api/endpoints/grouped-test-records'
import type { GroupedTestRecord, SavedView, User } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { shownColumns } from '@/domain/test-record-columns'
import type { ExportChoice, ExportFormat } from '@/machines/export.machine'
import { startingPlace } from '@/machines/filters.machine'
import type { DataColumn } from '@/ui/data-table/DataTable'
import { TABLE_SCROLL_WIDTH } from '@/ui/data-table/scroll-width'
import { ListTable } from '@/ui/data-table/ListTable'
import { useListScreen, type FetchListPage } from '@/lists/use-list-screen'
import { RecordsFilterBar } from '../RecordsFilterBar'
import { STATIC } from '@/ui/static-styles'
import { RecordsToolbar } from '../ExportMenu'
import { recordColumns } from '../record-columns'
import {
  groupMarker,
  RecordMenu,
  recordMarker,
  RowMenuButton,
  useRecordMenuHandlers,
  useRowMenu,
} from '../RecordRowMenu'
import { useRecordActions } from '../useRecordActions'
import { useRecordsExport } from '../useRecordsExport'
import { withExportChoice } from '../records-query'
import { controlGroupsMachine } from '@/machines/test-records/control-groups.machine'
import {
  CONTROL_LIST_OPTIONS,
  CONTROL_PAGE_SIZE,
  controlExportQuery,
  controlFilterQuery,
  controlPageQuery,
  hasPlace,
} from './control-records-query'
import { GroupRecords } from './GroupRecords'
import { useRecordsFilters } from '../useRecordsFilters'
import { controlViewFilterValues, viewKey } from '../views/view-filters'

export interface ControlRecordsPageProps {
  user: User
  permissions: readonly string[]
  /** The saved view chosen by `viewId`, or null for the Default view. */
  activeView?: SavedView | null
  /** The views bar (this list's saved views), above the table. */
  viewsBar?: ReactNode
  /** A dialog route over the list (detail, comment, view editor). */
  overlay?: ReactNode
  /** Told once an export's file is saved (a stable function; see useRecordsExport). */
  onExported?: (format: ExportFormat) => void
}

const fetchGroups: FetchListPage<GroupedTestRecord, GroupedTestRecordQuery> = ({
  filter,
  ...list
}) => listGroupedTestRecords(controlPageQuery(filter, list))
const downloadExport = (choice: ExportChoice, query: GroupedTestRecordExportQuery) => {
  const asked = withExportChoice(query, choice)
  return choice.format === 'excel'
    ? exportGroupedTestRecordsExcel(asked)
    : exportGroupedTestRecordsCsv(asked)
}

/** The id of a group's records row, which its disclosure button controls. */
const recordsRowId = (group: GroupedTestRecord) => `control-group-${group.id}-records`

export function ControlRecordsPage({ overlay, ...props }: ControlRecordsPageProps) {
  // Another view, or the shown view's filters edited, is a new list: its own filter set.
  const key = props.activeView ? viewKey(props.activeView) : 'default'
  // The dialog over the list is not started over with it (a view deleted elsewhere while its
  // editor is open keeps what was typed there).
  return (
    <>
      <ControlRecordsScreen key={key} {...props} />
      {overlay}
    </>
  )
}

function ControlRecordsScreen({
  user,
  permissions,
  activeView = null,
  viewsBar,
  onExported,
}: ControlRecordsPageProps) {
  const { t } = useTranslation()
  const canPickSite = permissions.includes(P.ACCOUNTS_CUSTOMER_READ)
  const canExport = permissions.includes(P.TEST_RECORDS_EXPORT)

  const {
    actor: filtersActor,
    filters,
    options,
  } = useRecordsFilters({
    permissions,
    start: startingPlace(user),
    view: activeView,
    fromView: controlViewFilterValues,
  })
  const placeChosen = hasPlace(filters)

  // Nothing is asked before a place is chosen.
  const groups = useListScreen(fetchGroups, {
    filter: placeChosen ? controlFilterQuery(filters) : null,
    queryOptions: CONTROL_LIST_OPTIONS,
  })
  const listQuery = { page: groups.page, sort: groups.sort }

  const [open, sendOpen] = useMachine(controlGroupsMachine)
  const expanded = open.context.expanded
  // The table shows other groups (a page, an order, a filter): only those still shown stay open.
  // The rows are the list-screen machine's: a new array only with a new answer.
  useEffect(() => {
    sendOpen({ type: 'groups.shown', ids: groups.rows.map((group) => group.id) })
  }, [groups.rows, sendOpen])

  // A changed record changes its group (a deleted one leaves it): the groups load again.
  const actions = useRecordActions({ onAnnotated: groups.refresh, onDeleted: groups.refresh })
  const exports = useRecordsExport({
    fileName: 'control-records',
    download: downloadExport,
    onExported,
  })
  const groupMenu = useRowMenu()
  const recordMenu = useRowMenu()
  const busy = actions.busy

  const {
    detailHref: groupDetail,
    commentHref: groupComment,
    annotate,
    deleteRecord,
  } = useRecordMenuHandlers('controlRecords', actions.send)
  // The export asks for the list as it is when chosen (read then): the memoised menu keeps its
  // handler through page changes.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const exportQuery = useRef<GroupedTestRecordExportQuery | null>(null)
  useLayoutEffect(() => {
    exportQuery.current = controlExportQuery(filters, activeView, listQuery, timeZone)
  })
  const { start: startExport } = exports
  const exportList = useCallback(
    (choice: ExportChoice) => {
      if (exportQuery.current) startExport(choice, exportQuery.current)
    },
    [startExport],
  )

  const columns = useMemo(() => {
    const cells = recordColumns<GroupedTestRecord>({ t })
    const toggle = (id: number) => sendOpen({ type: 'group.toggle', id })
    const shown: DataColumn<GroupedTestRecord>[] = shownColumns(activeView?.columns ?? null)
      .filter((id) => canPickSite || id !== 'site')
      .map((id) => {
        if (id === 'id')
          return {
            ...cells.id,
            header: t('controlRecords.columns.group'),
            cell: (group) => disclosure(group),
          }
        if (id === 'annotation')
          return { ...cells.annotation, header: t('controlRecords.columns.control') }
        return cells[id]
      })
    function disclosure(group: GroupedTestRecord) {
      const isOpen = expanded.includes(group.id)
      return (
        // Chakra's ghost button as a static class: every row has one (src/ui/static-styles.ts).
        <button
          type="button"
          className={STATIC.disclosure}
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
        </button>
      )
    }
    shown.push({
      id: 'actions',
      header: <Box srOnly>{t('testRecords.actions')}</Box>,
      cell: (group) => {
        const label = t('controlRecords.actionsFor', { id: group.id })
        return (
          <RowMenuButton
            label={label}
            marker={groupMarker(group.id)}
            busy={busy}
            expanded={groupMenu.target?.record.id === group.id}
            onOpen={(anchor) => groupMenu.open({ record: group, deleted: false, anchor, label })}
          />
        )
      },
      align: 'end',
    })
    return shown
    // The columns do not read the address: a page change renders the rows once, with the new
    // page's groups, not also with the old ones (a memoised row re-renders on new columns).
    // groupMenu.open is a new function each render; the target it sets is listed instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, activeView, canPickSite, expanded, sendOpen, busy, groupMenu.target])

  const recordActions = (record: GroupedTestRecord['testRecords'][number]) => {
    const label = t('testRecords.actionsFor', { id: record.id })
    return (
      <RowMenuButton
        label={label}
        marker={recordMarker(record.id)}
        busy={busy}
        expanded={recordMenu.target?.record.id === record.id}
        onOpen={(anchor) => recordMenu.open({ record, deleted: false, anchor, label })}
      />
    )
  }

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
      <RecordsToolbar
        viewsBar={viewsBar}
        exports={canExport && placeChosen ? { busy: exports.busy, onExport: exportList } : null}
      />
      {placeChosen ? (
        <Box>
          <ListTable
            caption={t('controlRecords.tableCaption')}
            columns={columns}
            list={groups}
            rowKey={(group) => group.id}
            sort={listQuery.sort}
            onSortChange={groups.setSort}
            emptyText={t('controlRecords.empty')}
            minWidth={TABLE_SCROLL_WIDTH}
            rowDetails={{
              id: recordsRowId,
              render: (group) =>
                expanded.includes(group.id) ? (
                  <GroupRecords group={group} actions={recordActions} />
                ) : null,
            }}
            page={listQuery.page}
            pageSize={CONTROL_PAGE_SIZE}
            onPageChange={groups.setPage}
          />
        </Box>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('controlRecords.choosePlace')}</Alert.Title>
        </Alert.Root>
      )}
      {actions.confirmDelete}
      <RecordMenu
        target={groupMenu.target}
        onClose={groupMenu.close}
        detailHref={groupDetail}
        commentHref={groupComment}
      />
      <RecordMenu
        target={recordMenu.target}
        onClose={recordMenu.close}
        onAnnotate={annotate}
        onDelete={deleteRecord}
      />
    </Stack>
  )
}
