/**
 * The test-records feature put together (loaded lazily by TestRecordsRoute): the list page with
 * the signed-in user's saved views (views bar, active view, editor) and the dialog of the
 * current route; a successful export is logged as the "report exported" analytics event.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Center, Spinner } from '@chakra-ui/react'
import { hasAny, USER_LIST_READERS } from '@/domain/permissions'
import { CommentDialog } from '@/features/test-records/CommentDialog'
import { TestRecordDetailDialog } from '@/features/test-records/TestRecordDetail'
import { TestRecordsPage } from '@/features/test-records/TestRecordsPage'
import { SavedViewsProvider, useSavedViews } from '@/features/test-records/views/SavedViewsProvider'
import { ViewEditor } from '@/features/test-records/views/ViewEditor'
import { ViewsBar } from '@/features/test-records/views/ViewsBar'
import type { ExportFormat } from '@/machines/export.machine'
import { logEvent } from '../analytics'
import { ROUTES } from '../paths'
import type { TestRecordsOverlay } from './TestRecordsRoute'

export interface TestRecordsScreenProps {
  permissions: readonly string[]
  userId: number
  overlay?: TestRecordsOverlay
  itemId: number | null
  listPath: string
}

/** The "report exported" analytics event (core.md §9), after a test-records export succeeded. */
const logReportExported = (format: ExportFormat) =>
  logEvent('report_exported', { report: 'test-records', format })

export default function TestRecordsScreen({ userId, ...props }: TestRecordsScreenProps) {
  return (
    <SavedViewsProvider userId={userId} listPath={ROUTES.testRecords}>
      <RecordsWithViews {...props} />
    </SavedViewsProvider>
  )
}

function RecordsWithViews({
  permissions,
  overlay,
  itemId,
  listPath,
}: Omit<TestRecordsScreenProps, 'userId'>) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { activeView, status } = useSavedViews()
  const viewId = params.get('viewId')
  const view = activeView(viewId)
  // A view this browser has not kept yet: wait for the list rather than load Default first.
  if (viewId && !view && status === 'loading') {
    return (
      <Center paddingY="16">
        <Spinner size="lg" aria-label={t('views.loading')} />
      </Center>
    )
  }
  const dialog =
    overlay === 'detail' && itemId !== null ? (
      <TestRecordDetailDialog key={itemId} itemId={itemId} listPath={listPath} />
    ) : overlay === 'comments' && itemId !== null ? (
      <CommentDialog key={itemId} itemId={itemId} listPath={listPath} />
    ) : overlay === 'views' ? (
      <ViewEditor canPickUsers={hasAny(permissions, USER_LIST_READERS)} />
    ) : null
  return (
    <TestRecordsPage
      permissions={permissions}
      activeView={view}
      viewsBar={<ViewsBar />}
      overlay={dialog}
      onExported={logReportExported}
    />
  )
}
