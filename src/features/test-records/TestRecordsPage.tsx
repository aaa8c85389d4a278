/**
 * /test-records (CORE-2.13, CORE-2.14): the filter bar, the views bar, the export menu and the
 * table of tests, with its detail, comment and view-editor dialogs as routes over it.
 *
 * - Page and order live in the URL (`page`, `orderBy`); every filter change drops the page. What
 *   the list asks for, and which rows a delete greyed, is the list-screen machine's.
 * - The Default view filters with the main set (shared with the dashboard for the session); a
 *   saved view with its own user-view set, starting from the view's saved filters, and shows
 *   the view's columns in its order.
 * - Row actions go through the record-actions machine; the export through the export machine.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Box, Stack } from '@chakra-ui/react'
import {
  exportTestRecordsCsv,
  exportTestRecordsExcel,
  listTestRecords,
  type TestRecordQuery,
} from '@/api/endpoints/test-records'
import type { SavedView, TestRecord } from '@/api/types'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import { shownColumns } from '@/domain/test-record-columns'
import type { ExportChoice, ExportFormat } from '@/machines/export.machine'
import type { DataColumn } from '@/ui/data-table/DataTable'
import { TEST_RECORDS_SCROLL_WIDTH } from '@/ui/data-table/scroll-width'
import { ListTable } from '@/ui/data-table/ListTable'
import { useListScreen, type FetchListPage } from '@/lists/use-list-screen'
import { RecordsToolbar } from './ExportMenu'
import { recordColumns } from './record-columns'
import {
  RECORD_LIST_OPTIONS,
  recordExportQuery,
  recordFilterQuery,
  recordPageQuery,
  RECORDS_PAGE_SIZE,
  withExportChoice,
  type RecordExportQuery,
} from './records-query'
import {
  RecordMenu,
  recordMarker,
  RowMenuButton,
  useRecordMenuHandlers,
  useRowMenu,
} from './RecordRowMenu'
import { useRecordActions } from './useRecordActions'
import { useRecordsExport } from './useRecordsExport'
import { RecordsFilterBar } from './RecordsFilterBar'
import { useRecordsFilters } from './useRecordsFilters'
import { viewFilterValues, viewKey } from './views/view-filters'

export interface TestRecordsPageProps {
  permissions: readonly string[]
  /** The saved view chosen by `viewId`, or null for the Default view. */
  activeView: SavedView | null
  /** The views bar (saved views), above the table. */
  viewsBar?: ReactNode
  /** A dialog route over the list (detail, comment, view editor). */
  overlay?: ReactNode
  /**
   * Told once the export's file has been handed to the browser (the app logs the "report
   * exported" analytics event, CORE-9.11); not after a failed export. Like the export
   * machine's other actions it is taken at the first render: pass a stable function.
   */
  onExported?: (format: ExportFormat) => void
}

/** The list's path with its query string: where the dialogs return to. */
export function useListHref(): string {
  const location = useLocation()
  return `${paths.testRecords()}${location.search}`
}

const fetchRecords: FetchListPage<TestRecord, TestRecordQuery> = ({ filter, ...list }) =>
  listTestRecords(recordPageQuery(filter, list))
const downloadExport = (choice: ExportChoice, query: RecordExportQuery) => {
  const asked = withExportChoice(query, choice)
  return choice.format === 'excel' ? exportTestRecordsExcel(asked) : exportTestRecordsCsv(asked)
}

export function TestRecordsPage({ overlay, ...props }: TestRecordsPageProps) {
  // Another view, or the shown view's filters edited, is a new list: its own filter set.
  const key = props.activeView ? viewKey(props.activeView) : 'default'
  // The dialog over the list is not started over with it (a view deleted elsewhere while its
  // editor is open keeps what was typed there).
  return (
    <>
      <RecordsScreen key={key} {...props} />
      {overlay}
    </>
  )
}

function RecordsScreen({ permissions, activeView, viewsBar, onExported }: TestRecordsPageProps) {
  const { t } = useTranslation()
  const canReadDeleted = permissions.includes(P.TEST_RECORDS_READ_DELETED)
  const canExport = permissions.includes(P.TEST_RECORDS_EXPORT)
  const canPickSite = permissions.includes(P.ACCOUNTS_CUSTOMER_READ)

  const {
    actor: filtersActor,
    filters,
    options,
  } = useRecordsFilters({ permissions, view: activeView, fromView: viewFilterValues })

  const queryOptions = { includeDeleted: canReadDeleted && filters.includeDeleted }
  const records = useListScreen(fetchRecords, {
    filter: recordFilterQuery(filters, activeView, queryOptions),
    queryOptions: RECORD_LIST_OPTIONS,
  })
  const listQuery = { page: records.page, sort: records.sort }
  const deletedIds = records.deleted

  const actions = useRecordActions({
    onAnnotated: records.refresh,
    onDeleted: (id) => records.actor.send({ type: 'record.deleted', id }),
    onRestored: (id) => {
      records.actor.send({ type: 'record.restored', id })
      records.refresh()
    },
  })

  const exports = useRecordsExport({
    fileName: 'test-records',
    download: downloadExport,
    onExported,
  })

  const { detailHref, commentHref, annotate, deleteRecord, restoreRecord } = useRecordMenuHandlers(
    'testRecords',
    actions.send,
  )
  const isDeleted = (record: TestRecord) =>
    deletedIds.includes(record.id) || record.annotation === 'Deleted'
  const busy = actions.busy
  const menu = useRowMenu()

  const columns = useMemo(() => {
    const cells = recordColumns({ t, detailPath: (record) => paths.testRecord(record.id) })
    const shown: DataColumn<TestRecord>[] = shownColumns(activeView?.columns ?? null)
      .filter((id) => canPickSite || id !== 'site')
      .map((id) => cells[id])
    shown.push({
      id: 'actions',
      header: <Box srOnly>{t('testRecords.actions')}</Box>,
      cell: (record) => (
        <RowMenuButton
          label={t('testRecords.actionsFor', { id: record.id })}
          marker={recordMarker(record.id)}
          busy={busy}
          expanded={menu.target?.record.id === record.id}
          onOpen={(anchor) =>
            menu.open({
              record,
              deleted: isDeleted(record),
              anchor,
              label: t('testRecords.actionsFor', { id: record.id }),
            })
          }
        />
      ),
      align: 'end',
    })
    return shown
    // isDeleted reads deletedIds, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, activeView, canPickSite, deletedIds, busy, menu.target])

  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  // The export asks for the list as it is when chosen (read then), so the memoised menu keeps
  // its handler through page changes.
  const exportQuery = useRef<RecordExportQuery | null>(null)
  useLayoutEffect(() => {
    exportQuery.current = recordExportQuery(filters, activeView, listQuery, {
      ...queryOptions,
      timeZone,
    })
  })
  const { start: startExport } = exports
  const exportList = useCallback(
    (choice: ExportChoice) => {
      if (exportQuery.current) startExport(choice, exportQuery.current)
    },
    [startExport],
  )
  // Stable, so the memoised filter bar is not drawn again by a page change.
  const setIncludeDeleted = useCallback(
    (includeDeleted: boolean) =>
      filtersActor.send({ type: 'filter.setIncludeDeleted', includeDeleted }),
    [filtersActor],
  )

  return (
    <Stack gap="4">
      <RecordsFilterBar
        filters={filters}
        send={filtersActor.send}
        options={options}
        includeDeleted={canReadDeleted ? filters.includeDeleted : null}
        onIncludeDeletedChange={setIncludeDeleted}
      />
      <RecordsToolbar
        viewsBar={viewsBar}
        exports={canExport ? { busy: exports.busy, onExport: exportList } : null}
      />
      <Box>
        <ListTable
          caption={t('testRecords.tableCaption')}
          columns={columns}
          list={records}
          rowKey={(record) => record.id}
          sort={listQuery.sort}
          onSortChange={records.setSort}
          minWidth={TEST_RECORDS_SCROLL_WIDTH}
          isMuted={isDeleted}
          emptyText={t('testRecords.empty')}
          page={listQuery.page}
          pageSize={RECORDS_PAGE_SIZE}
          onPageChange={records.setPage}
        />
      </Box>
      {actions.confirmDelete}
      <RecordMenu
        target={menu.target}
        onClose={menu.close}
        detailHref={detailHref}
        commentHref={commentHref}
        onAnnotate={annotate}
        onDelete={deleteRecord}
        onRestore={canReadDeleted ? restoreRecord : undefined}
      />
    </Stack>
  )
}
