/**
 * Optimistic concurrency in the fake API (issue 20, docs/decisions.md "Concurrent edits"): a
 * write says what it was based on, and a write based on something older is refused with 409, so
 * a stale tab can never overwrite or delete what it never saw.
 * - The saved-views list carries `lastUpdated` (CORE-7.3): the stamp of the list the change
 *   was made on. Each save gives the list a new stamp, later than the one before.
 * - A record (a test record's comment, every admin record) carries `revision`, a counter that
 *   each update raises; an update sends the revision it was made on. (Not `version`: firmware
 *   and feedback rows have a version of their own.) An update that sends none is refused with
 *   428 (issue 34): it would overwrite whatever was saved since without a word, so a form that
 *   forgets the revision fails in the tests rather than losing a colleague's change.
 */
import { MISSING_REVISION, STALE_REVISION } from '@/api/types'
import { HttpError } from './errors'

/** The stamp of a list saved at `now`: always later than the previous one (ISO 8601). */
export function nextStamp(now: number, previous: string | null): string {
  const after = previous === null ? Number.NEGATIVE_INFINITY : Date.parse(previous) + 1
  return new Date(Math.max(now, after)).toISOString()
}

/**
 * Refuses an update made on another revision of the record than the stored one (409), and one
 * that does not say which revision it was made on (428 Precondition Required).
 */
export function requireRevision(stored: number, sent: unknown, what: string): void {
  if (sent === undefined || sent === null) {
    const message =
      `${what} is updated only with the revision it was loaded with ("revision"), so that ` +
      `a change someone else made meanwhile is never overwritten unseen.`
    throw new HttpError(428, {
      message,
      errors: [{ field: 'revision', code: MISSING_REVISION, message }],
    })
  }
  if (sent !== stored) {
    const message =
      `${what} was changed by someone else since it was loaded (revision ${String(sent)}, now ` +
      `${stored}). Load it again and apply the change to the current revision.`
    // The field error tells this 409 from the others (a record in use, a duplicate move).
    throw new HttpError(409, {
      message,
      errors: [{ field: 'revision', code: STALE_REVISION, message }],
    })
  }
}
