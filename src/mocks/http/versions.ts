/**
 * Optimistic concurrency in the fake API (issue 20, docs/decisions.md "Concurrent edits"): a
 * write says what it was based on, and a write based on something older is refused with 409, so
 * a stale tab can never overwrite or delete what it never saw.
 * - The saved-views list carries `lastUpdated` (core.md §7): the stamp of the list the change
 *   was made on. Each save gives the list a new stamp, later than the one before.
 * - A record (a test record's comment, every admin record) carries `version`, a counter that
 *   each update raises; an update sends the version it was made on.
 */
import { conflict } from './errors'

/** The stamp of a list saved at `now`: always later than the previous one (ISO 8601). */
export function nextStamp(now: number, previous: string | null): string {
  const after = previous === null ? Number.NEGATIVE_INFINITY : Date.parse(previous) + 1
  return new Date(Math.max(now, after)).toISOString()
}

/**
 * Refuses an update made on another version of the record than the stored one. A write without
 * a version (a client that does not know about versions) is taken as it is.
 */
export function requireVersion(stored: number, sent: unknown, what: string): void {
  if (sent === undefined || sent === null) return
  if (sent !== stored) {
    throw conflict(
      `${what} was changed by someone else since it was loaded (version ${String(sent)}, now ` +
        `${stored}). Load it again and apply the change to the current version.`,
    )
  }
}
