/**
 * /test-records (core.md §2): the filter bar, the views bar, the export menu and the table of
 * tests, with its detail, comment and view-editor dialogs as routes over it.
 *
 * - Page and order live in the URL (`page`, `orderBy`); every filter change drops the page. What
 *   the list asks for, and which rows a delete greyed, is the records-page machine's.
 * - The Default view filters with the main set (shared with the dashboard for the session); a
 *   saved view with its own user-view set, starting from the view's saved filters, and shows
 *   the view's columns in its order.
 * - Row actions go through the record-actions machine; the export through the export machine.
 */
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { useActorRef, useMachine, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Box, HStack, Stack } from '@chakra-ui/react'
import {
  annotateTestRecord,
  deleteTestRecord,
  exportTestRecordsCsv,
  exportTestRecordsExcel,
  listTestRecords,
} from '@/api/endpoints/test-records'
import type { SavedView, TestRecord } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { shownColumns } from '@/domain/test-record-columns'
import { exportMachine, type ExportFormat, type ExportRequest } from '@/machines/export.machine'
import { filtersMachine, filtersStorageKey } from '@/machines/filters.machine'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { DataTable, type DataColumn } from '@/ui/data-table/DataTable'
import { Pagination } from '@/ui/data-table/Pagination'
import { useList } from '@/ui/data-table/useList'
import { useListQuery } from '@/ui/data-table/useListQuery'
import { saveFile } from '@/ui/save-file'
import { notify } from '@/ui/toaster'
import { ExportMenu } from './ExportMenu'
import { useFilterOptions } from '@/ui/filters/use-filter-options'
import { recordFilterOptions, recordOptionNeeds } from '@/ui/filters/record-filter-options'
import { recordActionsMachine } from './record-actions.machine'
import { recordColumns } from './record-columns'
import {
  RECORD_LIST_OPTIONS,
  recordExportQuery,
  recordPageQuery,
  RECORDS_PAGE_SIZE,
  viewFilterValues,
  type RecordExportQuery,
} from './records-query'
import { RecordMenu, RowMenuButton, useRowMenu } from './RecordRowMenu'
import { RecordsFilterBar } from '@/ui/filters/RecordsFilterBar'
import { useRecordsPage } from '@/ui/data-table/useRecordsPage'
import { readStored, removeStored, writeStored } from '@/domain/browser-storage'

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
   * exported" analytics event, core.md §9); not after a failed export. Like the export
   * machine's other actions it is taken at the first render: pass a stable function.
   */
  onExported?: (format: ExportFormat) => void
}

/** The list's path with its query string: where the dialogs return to. */
export function useListHref(): string {
  const location = useLocation()
  return `/test-records${location.search}`
}

const LAST_VIEW_KEY = 'milk-safety.filters.view.id'

/** A view as its filter set depends on it: its id and its saved filters. */
const viewKey = (view: SavedView) => `${view.id}:${JSON.stringify(view.filters)}`

/**
 * A view's filter set starts from its saved filters, unless this session chose for this same
 * view (as saved now: after an edit of its filters, the new ones apply).
 */
function forgetOtherViewFilters(view: SavedView) {
  if (readStored('session', LAST_VIEW_KEY) !== viewKey(view)) {
    removeStored('session', filtersStorageKey('view'))
    writeStored('session', LAST_VIEW_KEY, viewKey(view))
  }
}

const fetchRecords = listTestRecords
const downloadExport = ({ format, query }: ExportRequest) =>
  format === 'excel'
    ? exportTestRecordsExcel(query as RecordExportQuery)
    : exportTestRecordsCsv(query as RecordExportQuery)

export function TestRecordsPage(props: TestRecordsPageProps) {
  // Another view, or the shown view's filters edited, is a new list: its own filter set.
  const key = props.activeView ? viewKey(props.activeView) : 'default'
  return <RecordsScreen key={key} {...props} />
}

function RecordsScreen({
  permissions,
  activeView,
  viewsBar,
  overlay,
  onExported,
}: TestRecordsPageProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const list = useListQuery(RECORD_LIST_OPTIONS)
  const canReadDeleted = permissions.includes(P.TEST_RECORDS_READ_DELETED)
  const canExport = permissions.includes(P.TEST_RECORDS_EXPORT)
  const canPickSite = permissions.includes(P.ACCOUNTS_CUSTOMER_READ)

  const pageActor = useRecordsPage(list)
  const listQuery = useSelector(pageActor, (snapshot) => snapshot.context.query)
  const deletedIds = useSelector(pageActor, (snapshot) => snapshot.context.deleted)

  const filtersActor = useActorRef(
    filtersMachine.provide({
      actors: { filterOptions: recordFilterOptions },
      actions: { dropPage: () => pageActor.send({ type: 'filters.changed' }) },
    }),
    {
      input: (() => {
        const options = recordOptionNeeds(permissions)
        if (!activeView) return { scope: 'dashboard' as const, options }
        forgetOtherViewFilters(activeView)
        return { scope: 'view' as const, initial: viewFilterValues(activeView), options }
      })(),
    },
  )
  const filters = useSelector(filtersActor, (snapshot) => snapshot.context.filters)
  const options = useFilterOptions(filtersActor)

  const queryOptions = { includeDeleted: canReadDeleted && filters.includeDeleted }
  const records = useList(
    fetchRecords,
    recordPageQuery(filters, activeView, listQuery, queryOptions),
    // A page past the end (an old link, ?page=999999) is replaced by the last page.
    { showLastPage: list.replacePage },
  )

  const [actions, sendAction] = useMachine(
    recordActionsMachine.provide({
      actors: {
        annotateRecord: fromPromise(({ input }) => annotateTestRecord(input.id, input.annotation)),
        deleteRecord: fromPromise(({ input }) => deleteTestRecord(input.id)),
      },
      actions: {
        annotated: () => {
          notify.success(t('testRecords.annotationSuccess'))
          records.refresh()
        },
        deleted: (_, { id }) => {
          notify.success(t('testRecords.deleteSuccess'))
          pageActor.send({ type: 'record.deleted', id })
        },
        failed: (_, { action, message }) =>
          notify.error(
            t(action === 'annotate' ? 'testRecords.annotationError' : 'testRecords.deleteError'),
            message,
          ),
      },
    }),
  )

  const [exportState, sendExport] = useMachine(
    exportMachine.provide({
      actors: { downloadExport: fromPromise(({ input }) => downloadExport(input)) },
      actions: {
        saveFile: (_, { blob, format }) => {
          saveFile(blob, format === 'excel' ? 'test-records.xlsx' : 'test-records.csv')
          onExported?.(format)
        },
        notifyFailed: (_, { message }) => notify.error(t('testRecords.exportError'), message),
      },
    }),
  )

  const detailHref = (record: TestRecord) => `/test-records/${record.id}${location.search}`
  const isDeleted = (record: TestRecord) =>
    deletedIds.includes(record.id) || record.annotation === 'Deleted'
  const busy = actions.hasTag('busy')
  const menu = useRowMenu()

  const columns = useMemo(() => {
    const cells = recordColumns({ t, detailHref })
    const shown: DataColumn<TestRecord>[] = shownColumns(activeView?.columns ?? null)
      .filter((id) => canPickSite || id !== 'site')
      .map((id) => cells[id])
    shown.push({
      id: 'actions',
      header: <Box srOnly>{t('testRecords.actions')}</Box>,
      cell: (record) => (
        <RowMenuButton
          record={record}
          busy={busy}
          expanded={menu.target?.record.id === record.id}
          onOpen={(anchor) => menu.open({ record, deleted: isDeleted(record), anchor })}
        />
      ),
      align: 'end',
    })
    return shown
    // detailHref and isDeleted read location.search and deletedIds, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, activeView, canPickSite, location.search, deletedIds, busy, menu.target])

  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const target = actions.context.target

  return (
    <Stack gap="4">
      <RecordsFilterBar
        filters={filters}
        send={filtersActor.send}
        options={options}
        includeDeleted={canReadDeleted ? filters.includeDeleted : null}
        onIncludeDeletedChange={(includeDeleted) =>
          filtersActor.send({ type: 'filter.setIncludeDeleted', includeDeleted })
        }
      />
      <HStack justify="space-between" align="center" gap="4" wrap="wrap">
        <Box flex="1" minW="0">
          {viewsBar}
        </Box>
        {canExport && (
          <ExportMenu
            busy={exportState.hasTag('exporting')}
            onExport={(format) =>
              sendExport({
                type: 'export.start',
                format,
                query: recordExportQuery(filters, activeView, listQuery, {
                  ...queryOptions,
                  timeZone,
                }),
              })
            }
          />
        )}
      </HStack>
      <Box>
        <DataTable
          caption={t('testRecords.tableCaption')}
          columns={columns}
          rows={records.rows}
          rowKey={(record) => record.id}
          sort={listQuery.sort}
          onSortChange={list.setSort}
          loading={records.loading}
          error={records.failed ? records.error : null}
          onRetry={records.retry}
          minWidth={1400}
          isMuted={isDeleted}
          emptyText={t('testRecords.empty')}
        />
        {records.meta && (
          <Pagination
            page={listQuery.page}
            pageSize={RECORDS_PAGE_SIZE}
            total={records.meta.total}
            onPageChange={list.setPage}
            disabled={records.loading}
          />
        )}
      </Box>
      <ConfirmDialog
        open={actions.hasTag('confirming')}
        title={t('testRecords.deleteTitle')}
        description={t('testRecords.deleteQuestion', { id: target?.id })}
        confirmLabel={t('testRecords.delete')}
        busy={busy}
        onConfirm={() => sendAction({ type: 'delete.confirm' })}
        onCancel={() => sendAction({ type: 'delete.cancel' })}
      />
      <RecordMenu
        target={menu.target}
        onClose={menu.close}
        detailHref={detailHref}
        commentHref={(record) => `/test-records/${record.id}/comments${location.search}`}
        onAnnotate={(record, annotation) =>
          sendAction({ type: 'record.annotate', record, annotation })
        }
        onDelete={(record) => sendAction({ type: 'record.delete', record })}
      />
      {overlay}
    </Stack>
  )
}
