/**
 * The control-records screen (loaded lazily by RecordsRoute): the grouped list with its saved
 * views and dialogs (records-screen.tsx: a group's details or comment, the view editor); a
 * successful export is logged as the report_exported analytics event.
 */
import { CONTROL_RECORD_COMMENT } from '../CommentDialog'
import { ControlRecordDetailDialog } from '../control/ControlRecordDetail'
import { ControlRecordsPage } from '../control/ControlRecordsPage'
import { RecordsScreenFrame, type RecordsScreenProps } from './records-screen'
import { logReportExported } from './report-exported'

export default function ControlRecordsScreen(props: RecordsScreenProps) {
  return (
    <RecordsScreenFrame
      {...props}
      list="controlRecords"
      comment={CONTROL_RECORD_COMMENT}
      detail={(itemId, listPath) => (
        <ControlRecordDetailDialog key={itemId} itemId={itemId} listPath={listPath} />
      )}
      page={(view, viewsBar, overlay) => (
        <ControlRecordsPage
          user={props.user}
          permissions={props.permissions}
          activeView={view}
          viewsBar={viewsBar}
          overlay={overlay}
          onExported={logReportExported.controlRecords}
        />
      )}
    />
  )
}
