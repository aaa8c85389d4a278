/**
 * The test-records screen (loaded lazily by RecordsRoute): the list page with its saved views
 * and dialogs (records-screen.tsx); a successful export is logged as the report_exported
 * analytics event. A Maps key lets a record's position be named in its detail (the geocoding
 * provider).
 */
import { TEST_RECORD_COMMENT } from '../CommentDialog'
import { TestRecordDetailDialog } from '../TestRecordDetail'
import { TestRecordsPage } from '../TestRecordsPage'
import { GeocodingProvider } from '@/ui/maps/geocoding'
import { RecordsScreenFrame, type RecordsScreenProps } from './records-screen'
import { logReportExported } from './report-exported'

export default function TestRecordsScreen(props: RecordsScreenProps) {
  return (
    <RecordsScreenFrame
      {...props}
      list="testRecords"
      comment={TEST_RECORD_COMMENT}
      detail={(itemId, listPath) => (
        <GeocodingProvider apiKey={import.meta.env.VITE_GOOGLE_MAPS_API_KEY}>
          <TestRecordDetailDialog key={itemId} itemId={itemId} listPath={listPath} />
        </GeocodingProvider>
      )}
      page={(view, viewsBar, overlay) => (
        <TestRecordsPage
          permissions={props.permissions}
          activeView={view}
          viewsBar={viewsBar}
          overlay={overlay}
          onExported={logReportExported.testRecords}
        />
      )}
    />
  )
}
