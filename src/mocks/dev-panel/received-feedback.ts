/**
 * The feedback the fake API has stored (POST /v2/Feedback; a real API's product team reads it
 * elsewhere), for the dev panel's "Feedback received" list: newest first, at most `limit` rows,
 * and how many there are in all. It runs in the backend's worker (backend.worker.ts answers the
 * page's `feedback` message with it), so it imports nothing of React or the page.
 */
import type { Database } from '../db/database'
import type { FeedbackRow } from '../db/rows'

export interface ReceivedFeedback {
  /** How many feedback rows are stored. */
  total: number
  /** The newest ones, newest first. */
  rows: FeedbackRow[]
}

/** The panel lists this many: the newest are the ones a product person just sent. */
export const RECEIVED_FEEDBACK_LIMIT = 50

const newestFirst = (a: FeedbackRow, b: FeedbackRow) =>
  b.created.localeCompare(a.created) || b.id - a.id

export function receivedFeedback(db: Database, limit = RECEIVED_FEEDBACK_LIMIT): ReceivedFeedback {
  const all = db.feedback.all()
  return { total: all.length, rows: [...all].sort(newestFirst).slice(0, limit) }
}
