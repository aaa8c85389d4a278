/**
 * The mail the fake API has "sent" (a real API's mail service sends it; password-resets.ts stores
 * it in the outbox table), for the dev panel's "Outbox" list and for tests that open a mail's link
 * (`window.fakeApi.outbox()`): newest first, at most `limit` mails, and how many there are in all.
 * It runs in the backend's worker (backend.worker.ts answers the page's `outbox` message with it),
 * so it imports nothing of React or the page.
 */
import type { Database } from '../db/database'
import type { OutboxRow } from '../db/rows'

export interface SentMail {
  /** How many mails the outbox holds. */
  total: number
  /** The newest ones, newest first. */
  mails: OutboxRow[]
}

/** The panel lists this many: the newest are the ones a product person just asked for. */
export const SENT_MAIL_LIMIT = 50

/** By the time it was sent, then by id: two mails sent in the same millisecond keep their order. */
const newestFirst = (a: OutboxRow, b: OutboxRow) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id

export function sentMail(db: Database, limit = SENT_MAIL_LIMIT): SentMail {
  const all = db.outbox.all()
  return { total: all.length, mails: [...all].sort(newestFirst).slice(0, limit) }
}
