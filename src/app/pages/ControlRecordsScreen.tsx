/**
 * The control-records screen put together (loaded lazily by ControlRecordsRoute): the grouped
 * list with the signed-in user's saved views of this list (views bar, active view, editor) and
 * the dialog of the current route (a group's details or comment, the view editor); a successful
 * export is logged as the "report exported" analytics event.
 */
import { hasAny, USER_LIST_READERS } from '@/domain/permissions'
import { CommentDialog, CONTROL_RECORD_COMMENT } from '@/features/test-records/CommentDialog'
import { ControlRecordDetailDialog } from '@/features/test-records/control/ControlRecordDetail'
import { ControlRecordsPage } from '@/features/test-records/control/ControlRecordsPage'
import { WithActiveView } from '@/features/test-records/views/ActiveView'
import { SavedViewsProvider } from '@/features/test-records/views/SavedViewsProvider'
import { ViewEditor } from '@/features/test-records/views/ViewEditor'
import { ViewsBar } from '@/features/test-records/views/ViewsBar'
import { ROUTES } from '../paths'
import { logReportExported } from './report-exported'
import type { RecordsScreenProps } from './records-screen'

export default function ControlRecordsScreen({
  user,
  permissions,
  overlay,
  itemId,
  listPath,
}: RecordsScreenProps) {
  const dialog =
    overlay === 'detail' && itemId !== null ? (
      <ControlRecordDetailDialog key={itemId} itemId={itemId} listPath={listPath} />
    ) : overlay === 'comments' && itemId !== null ? (
      <CommentDialog
        key={itemId}
        itemId={itemId}
        listPath={listPath}
        target={CONTROL_RECORD_COMMENT}
      />
    ) : overlay === 'views' ? (
      <ViewEditor canPickUsers={hasAny(permissions, USER_LIST_READERS)} />
    ) : null
  return (
    <SavedViewsProvider userId={user.id} listPath={ROUTES.controlRecords} list="controlRecords">
      <WithActiveView>
        {(view) => (
          <ControlRecordsPage
            user={user}
            permissions={permissions}
            activeView={view}
            viewsBar={<ViewsBar />}
            overlay={dialog}
            onExported={logReportExported('control-records')}
          />
        )}
      </WithActiveView>
    </SavedViewsProvider>
  )
}
