/**
 * The test-records feature put together (loaded lazily by TestRecordsRoute): the list page with
 * the signed-in user's saved views of this list (views bar, active view, editor) and the dialog
 * of the current route; a successful export is logged as the "report exported" analytics event.
 */
import { hasAny, USER_LIST_READERS } from '@/domain/permissions'
import { CommentDialog, TEST_RECORD_COMMENT } from '@/features/test-records/CommentDialog'
import { TestRecordDetailDialog } from '@/features/test-records/TestRecordDetail'
import { TestRecordsPage } from '@/features/test-records/TestRecordsPage'
import { WithActiveView } from '@/features/test-records/views/ActiveView'
import { SavedViewsProvider } from '@/features/test-records/views/SavedViewsProvider'
import { ViewEditor } from '@/features/test-records/views/ViewEditor'
import { ViewsBar } from '@/features/test-records/views/ViewsBar'
import { ROUTES } from '../paths'
import { logReportExported } from './report-exported'
import type { RecordsScreenProps } from './records-screen'

export default function TestRecordsScreen({
  user,
  permissions,
  overlay,
  itemId,
  listPath,
}: RecordsScreenProps) {
  const dialog =
    overlay === 'detail' && itemId !== null ? (
      <TestRecordDetailDialog key={itemId} itemId={itemId} listPath={listPath} />
    ) : overlay === 'comments' && itemId !== null ? (
      <CommentDialog
        key={itemId}
        itemId={itemId}
        listPath={listPath}
        target={TEST_RECORD_COMMENT}
      />
    ) : overlay === 'views' ? (
      <ViewEditor canPickUsers={hasAny(permissions, USER_LIST_READERS)} />
    ) : null
  return (
    <SavedViewsProvider userId={user.id} listPath={ROUTES.testRecords} list="testRecords">
      <WithActiveView>
        {(view) => (
          <TestRecordsPage
            permissions={permissions}
            activeView={view}
            viewsBar={<ViewsBar />}
            overlay={dialog}
            onExported={logReportExported('test-records')}
          />
        )}
      </WithActiveView>
    </SavedViewsProvider>
  )
}
