/**
 * The seed's audit trail (issue 40): a plausible history for a share of the records, so that a
 * detail dialog has something to show before anyone changes a thing. A chosen record has its
 * upload (by its account, or by its reader when it came without one), and, as its current values
 * say: the rejection a site admin annotated, the comment a site admin wrote, the deletion. The
 * other records' history starts with the first change made in the portal: it is the record of
 * what happened since the trail began, not a made-up past for every row.
 */
import type {
  GroupedTestRecordRow,
  RecordHistoryRow,
  TestRecordRow,
  UserRow,
} from '@/mocks/db/rows'
import { displayName, readerActor } from '../record-history'
import type { Random } from './random'

/** One record in this many gets a seeded history. */
export const HISTORY_SHARE = 20

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export interface RecordHistoryInput {
  anchor: number
  testRecords: readonly TestRecordRow[]
  groupedTestRecords: readonly GroupedTestRecordRow[]
  users: readonly UserRow[]
}

export function buildRecordHistory(random: Random, input: RecordHistoryInput): RecordHistoryRow[] {
  const { anchor, testRecords, groupedTestRecords, users } = input
  const usersById = new Map(users.map((user) => [user.id, user]))
  const siteAdmins = new Map<number, UserRow[]>()
  for (const user of users) {
    if (user.type !== 'SiteAdmin' || user.siteId === null) continue
    siteAdmins.set(user.siteId, [...(siteAdmins.get(user.siteId) ?? []), user])
  }
  const entries: RecordHistoryRow[] = []
  /** Before `anchor` (now, for the seed), however late the record was tested. */
  const at = (time: number) => Math.min(time, anchor - MINUTE)
  const add = (entry: Omit<RecordHistoryRow, 'id'>) =>
    entries.push({ id: entries.length + 1, ...entry })

  /** A site admin of the record's site, else the account that uploaded it. */
  const reviewerOf = (record: TestRecordRow) => {
    const admins = siteAdmins.get(record.siteId)
    const user = admins?.length ? random.pick(admins) : usersById.get(record.userId)
    return user
      ? { userId: user.id, userName: displayName(user) }
      : readerActor(record.readerSerialNumber)
  }

  // Only the chosen records are kept by id: a map of every record costs the boot more than the
  // history itself.
  const chosenRecords = new Map<number, TestRecordRow>()
  for (const record of testRecords) {
    if (record.id % HISTORY_SHARE !== 0) continue
    chosenRecords.set(record.id, record)
    const uploader = usersById.get(record.userId)
    const uploaded = at(record.testDate + random.int(1, 10) * MINUTE)
    add({
      recordKind: 'testRecord',
      recordId: record.id,
      action: 'created',
      field: null,
      before: null,
      after: null,
      ...(uploader
        ? { userId: uploader.id, userName: displayName(uploader) }
        : readerActor(record.readerSerialNumber)),
      time: uploaded,
    })
    let later = uploaded
    const next = () => (later = at(later + random.int(1, 48) * HOUR))
    if (record.annotation === 'Rejected') {
      add({
        recordKind: 'testRecord',
        recordId: record.id,
        action: 'annotationChanged',
        field: 'annotation',
        before: 'Original',
        after: 'Rejected',
        ...reviewerOf(record),
        time: next(),
      })
    }
    if (record.comments) {
      add({
        recordKind: 'testRecord',
        recordId: record.id,
        action: 'commentChanged',
        field: 'comments',
        before: '',
        after: record.comments,
        ...reviewerOf(record),
        time: next(),
      })
    }
    if (record.deleted) {
      add({
        recordKind: 'testRecord',
        recordId: record.id,
        action: 'deleted',
        field: 'annotation',
        before: 'Original',
        after: 'Deleted',
        ...reviewerOf(record),
        time: next(),
      })
    }
  }

  for (const group of groupedTestRecords) {
    if (!group.comments) continue
    const first = chosenRecords.get(group.testRecordIds[0] ?? -1)
    if (!first) continue
    add({
      recordKind: 'groupedTestRecord',
      recordId: group.id,
      action: 'commentChanged',
      field: 'comments',
      before: '',
      after: group.comments,
      ...reviewerOf(first),
      time: at(first.testDate + random.int(2, 72) * HOUR),
    })
  }
  return entries
}
