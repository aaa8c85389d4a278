/**
 * The test-records feature put together (loaded lazily by TestRecordsRoute): the list page with
 * its dialog of the current route.
 */
import { CommentDialog } from '@/features/test-records/CommentDialog'
import { TestRecordDetailDialog } from '@/features/test-records/TestRecordDetail'
import { TestRecordsPage } from '@/features/test-records/TestRecordsPage'
import type { TestRecordsOverlay } from './TestRecordsRoute'

export interface TestRecordsScreenProps {
  permissions: readonly string[]
  userId: number
  overlay?: TestRecordsOverlay
  itemId: number | null
  listPath: string
}

export default function TestRecordsScreen({
  permissions,
  overlay,
  itemId,
  listPath,
}: TestRecordsScreenProps) {
  const dialog =
    overlay === 'detail' && itemId !== null ? (
      <TestRecordDetailDialog key={itemId} itemId={itemId} listPath={listPath} />
    ) : overlay === 'comments' && itemId !== null ? (
      <CommentDialog key={itemId} itemId={itemId} listPath={listPath} />
    ) : null
  return <TestRecordsPage permissions={permissions} activeView={null} overlay={dialog} />
}
