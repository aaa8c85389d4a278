/**
 * The audit trail of test records and their groups (issue 40; ISO/IEC 17025 traceability, the
 * audit trail of 21 CFR Part 11): who created, annotated, commented, deleted or restored a
 * record, when, and what the field said before and after. Entries are only ever appended here,
 * by the handlers that make the change; no route edits or removes one. They are rows of the
 * database like any other, so they are journalled (reloads, `npm run api` restarts) and a reset
 * of the demo data starts them over from the seed.
 */
import type { RecordHistoryEntry } from '@/api/types'
import { PERMISSIONS } from '@/domain/permissions'
import type { Database } from './db/database'
import type { RecordHistoryAction, RecordHistoryRow, UserRow } from './db/rows'
import type { Actor } from './http/auth'

/** Who an entry names: the account's full name, else its login; a reader without one by serial. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username
}

/** The acting account of a request, as an entry records it. */
export function actorOf(actor: Actor): Pick<RecordHistoryRow, 'userId' | 'userName'> {
  return actor.user
    ? { userId: actor.user.id, userName: displayName(actor.user) }
    : { userId: null, userName: actor.username }
}

/**
 * An anonymous upload's actor: the reader that sent it, by its serial number (the portal says
 * "Reader …" in the user's language).
 */
export const readerActor = (
  serialNumber: string,
): Pick<RecordHistoryRow, 'userId' | 'userName'> => ({ userId: null, userName: serialNumber })

export interface HistoryChange {
  recordKind: RecordHistoryRow['recordKind']
  recordId: number
  action: RecordHistoryAction
  field?: RecordHistoryRow['field']
  before?: string | null
  after?: string | null
}

/** Appends one entry: `who` did `change` at `time`. */
export function appendHistory(
  db: Database,
  change: HistoryChange,
  who: Pick<RecordHistoryRow, 'userId' | 'userName'>,
  time: number,
): Promise<RecordHistoryRow> {
  return db.recordHistory.insert({
    id: db.recordHistory.nextId(),
    recordKind: change.recordKind,
    recordId: change.recordId,
    action: change.action,
    field: change.field ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    ...who,
    time,
  })
}

/**
 * The entries of the test records `recordIds` and of the group `groupId` (when given), newest
 * first (by time, then by the order they were appended).
 */
export function historyOf(
  db: Database,
  recordIds: ReadonlySet<number>,
  groupId: number | null = null,
): RecordHistoryRow[] {
  return db.recordHistory
    .all()
    .filter((entry) =>
      entry.recordKind === 'testRecord'
        ? recordIds.has(entry.recordId)
        : entry.recordId === groupId,
    )
    .sort((a, b) => b.time - a.time || b.id - a.id)
}

/**
 * Whether a caller holding `permissions` may read a test record's entries. A deleted record's
 * entries are the record's: without test-records:read-deleted they are left out, as the record
 * is. The history calls and the exports' change history both ask this.
 */
export function historyReadableBy(
  db: Database,
  permissions: readonly string[],
): (recordId: number) => boolean {
  if (permissions.includes(PERMISSIONS.TEST_RECORDS_READ_DELETED)) return () => true
  return (recordId) => !db.testRecords.get(recordId)?.deleted
}

/** Every entry by what it is about, each list oldest first (by time, then as appended). */
export interface HistoryIndex {
  ofRecord: (recordId: number) => readonly RecordHistoryRow[]
  ofGroup: (groupId: number) => readonly RecordHistoryRow[]
}

const NO_ENTRIES: readonly RecordHistoryRow[] = []

/**
 * The trail indexed in one pass, for the history of many records at once (an export of 25,000
 * records would otherwise scan the whole trail per record).
 */
export function historyIndex(db: Database): HistoryIndex {
  const byRecord = new Map<number, RecordHistoryRow[]>()
  const byGroup = new Map<number, RecordHistoryRow[]>()
  for (const entry of db.recordHistory.all()) {
    const index = entry.recordKind === 'testRecord' ? byRecord : byGroup
    const entries = index.get(entry.recordId)
    if (entries) entries.push(entry)
    else index.set(entry.recordId, [entry])
  }
  const oldestFirst = (a: RecordHistoryRow, b: RecordHistoryRow) => a.time - b.time || a.id - b.id
  for (const entries of byRecord.values()) entries.sort(oldestFirst)
  for (const entries of byGroup.values()) entries.sort(oldestFirst)
  return {
    ofRecord: (recordId) => byRecord.get(recordId) ?? NO_ENTRIES,
    ofGroup: (groupId) => byGroup.get(groupId) ?? NO_ENTRIES,
  }
}

/** The annotation a deleted record had before it was deleted (what a restore puts back). */
export function annotationBeforeDeletion(db: Database, recordId: number): string | null {
  const deletion = historyOf(db, new Set([recordId])).find((entry) => entry.action === 'deleted')
  return deletion?.before ?? null
}

export function presentHistoryEntry(entry: RecordHistoryRow): RecordHistoryEntry {
  return {
    id: entry.id,
    recordKind: entry.recordKind,
    recordId: entry.recordId,
    action: entry.action,
    field: entry.field,
    before: entry.before,
    after: entry.after,
    user: { id: entry.userId, name: entry.userName },
    time: new Date(entry.time).toISOString(),
  }
}
