/**
 * Where the sign-in service keeps its state (sessions, grants, codes, refresh tokens,
 * interactions): oidc-provider's adapter interface, in two parts.
 *
 * - What a signed-in user has (a session with an account, grants, codes, refresh tokens) is kept
 *   in one JSON file in the data directory, so a restart of `npm run api` keeps the users signed
 *   in at the provider, as it keeps the data and the keys. That state is small (a few entries per
 *   sign-in), so the whole file is rewritten after a change, through a temporary file and a
 *   rename, with expired entries left out. The writes are coalesced: one at a time, and one after
 *   it for every change made meanwhile, so a burst of sign-ins costs two writes, not one each.
 * - What anyone can make the provider keep without signing in (an authorization request's
 *   interaction, a pushed authorization request, a DPoP proof's replay record, the session of a
 *   sign-out without a sign-in) is kept in memory only, up to a limit per model, the oldest
 *   dropped first: anonymous traffic neither rewrites the file nor grows the memory without
 *   bound. A restart forgets it, which costs a sign-in under way its page (it starts again).
 *
 * Without a data directory (tests) all of it is in memory.
 */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Epoch ms; null for an entry without an expiry. */
  expiresAt: number | null
}

/** Entries by model name ("Session", "Grant", …), then by id: the file's shape. */
type Stored = Record<string, Record<string, Entry>>

/**
 * The models an unauthenticated request creates (found by watching the adapter while anonymous
 * clients call /auth, /request and /session/end, and a DPoP proof is sent): short-lived, and
 * worthless once the sign-in they belong to is over.
 */
const ANONYMOUS_MODELS = new Set(['Interaction', 'PushedAuthorizationRequest', 'ReplayDetection'])

/**
 * Whether an entry stays in memory only: an anonymous model's, or a session nobody signed in
 * to (a sign-out page opened without a sign-in saves one).
 */
const isTransient = (model: string, payload: AdapterPayload) =>
  ANONYMOUS_MODELS.has(model) || (model === 'Session' && !payload.accountId)

/**
 * How many entries of one model the memory keeps: an interaction lives 15 minutes, so this is
 * about 5 sign-ins a second started and left; beyond that the oldest one's sign-in starts again.
 */
export const TRANSIENT_LIMIT = 5000

function readStore(path: string | null, now: number): Stored {
  if (!path) return {}
  let read: Stored
  try {
    read = JSON.parse(readFileSync(path, 'utf8')) as Stored
  } catch {
    // Missing, or unreadable (a hand-edited file): the provider starts with no sessions.
    return {}
  }
  // A file written before anonymous state was kept apart holds it too (thousands of
  // interactions): it is left behind, with what expired while the server was stopped.
  const kept: Stored = {}
  for (const [model, entries] of Object.entries(read)) {
    if (ANONYMOUS_MODELS.has(model) || typeof entries !== 'object' || entries === null) continue
    kept[model] = Object.fromEntries(
      Object.entries(entries).filter(
        ([, entry]) =>
          !isTransient(model, entry.payload) && (entry.expiresAt === null || entry.expiresAt > now),
      ),
    )
  }
  return kept
}

export interface ProviderStoreOptions {
  /** The most entries of one model kept in memory only (TRANSIENT_LIMIT; smaller in tests). */
  transientLimit?: number
}

export interface ProviderStoreStats {
  /** Entries kept in memory only, of every model. */
  transient: number
  /** Entries kept in the file (or, without one, in memory as if they were). */
  persisted: number
  /** Writes of the file so far. */
  writes: number
}

export interface ProviderStore {
  adapter: AdapterFactory
  /** Resolves once every change so far is on disk. */
  flush: () => Promise<void>
  stats: () => ProviderStoreStats
}

export function providerStore(
  path: string | null,
  // Read at every call, not bound once, so a test's fake Date is the store's clock too.
  now: () => number = () => Date.now(),
  { transientLimit = TRANSIENT_LIMIT }: ProviderStoreOptions = {},
): ProviderStore {
  const persisted = readStore(path, now())
  /** By model, then id, in the order written (the oldest first), as a Map keeps it. */
  const transient = new Map<string, Map<string, Entry>>()
  let writes = 0

  const live = (entry: Entry | undefined) =>
    entry && (entry.expiresAt === null || entry.expiresAt > now()) ? entry : undefined

  // The file's writes: `current` is the one under way; `next`, once something changed during
  // it, the one that follows it and writes everything changed until it starts.
  let current: Promise<void> | null = null
  let next: { promise: Promise<void>; settle: (write: Promise<void>) => void } | null = null

  async function writeFileNow(): Promise<void> {
    if (!path) return
    for (const entries of Object.values(persisted)) {
      for (const [id, entry] of Object.entries(entries)) if (!live(entry)) delete entries[id]
    }
    const text = JSON.stringify(persisted)
    const temporary = `${path}.${process.pid}.tmp`
    writes += 1
    await writeFile(temporary, text, { mode: 0o600 })
    await rename(temporary, path)
  }

  function startWrite(): Promise<void> {
    const write = writeFileNow()
    current = write
    // Whether it succeeds or not, the next write may start: a failed write (a full disk) fails
    // the changes waiting for it, not every change after it.
    void write
      .catch(() => undefined)
      .then(() => {
        current = null
        const waiting = next
        next = null
        if (waiting) waiting.settle(startWrite())
      })
    return write
  }

  /** Resolves once the file holds every change made so far. */
  function save(): Promise<void> {
    if (!path) return Promise.resolve()
    if (!current) return startWrite()
    if (!next) {
      let settle!: (write: Promise<void>) => void
      const promise = new Promise<void>((resolve) => {
        settle = resolve
      })
      next = { promise, settle }
    }
    return next.promise
  }

  function transientOf(model: string): Map<string, Entry> {
    let entries = transient.get(model)
    if (!entries) transient.set(model, (entries = new Map()))
    return entries
  }

  /** Keeps an entry in memory only: expired entries first out, then the oldest beyond the limit. */
  function keepTransient(entries: Map<string, Entry>, id: string, entry: Entry) {
    // Written again, it counts as new: the order of the Map is the order of the last writes.
    entries.delete(id)
    entries.set(id, entry)
    // Entries of one model mostly share a lifetime, so the expired ones are at the front.
    for (const [oldId, oldEntry] of entries) {
      if (live(oldEntry) && entries.size <= transientLimit) break
      entries.delete(oldId)
    }
  }

  function adapter(model: string): Adapter {
    // An anonymous model's entries never reach the file, so it gets no place in it.
    const kept = ANONYMOUS_MODELS.has(model) ? {} : (persisted[model] ??= {})
    const memory = transientOf(model)
    const entryOf = (id: string) => memory.get(id) ?? kept[id]
    const findWhere = (test: (payload: AdapterPayload) => boolean) => {
      for (const entry of memory.values())
        if (live(entry) && test(entry.payload)) return entry.payload
      return Object.values(kept).find((entry) => live(entry) && test(entry.payload))?.payload
    }
    return {
      async upsert(id, payload, expiresIn) {
        const entry = { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : null }
        if (isTransient(model, payload)) {
          keepTransient(memory, id, entry)
          // A session that was signed in, then saved without its account, leaves the file.
          if (id in kept) {
            delete kept[id]
            await save()
          }
          return
        }
        memory.delete(id)
        kept[id] = entry
        await save()
      },
      async find(id) {
        const entry = entryOf(id)
        if (live(entry)) return entry!.payload
        // Expired: gone from memory at once; from the file with its next write.
        memory.delete(id)
        return undefined
      },
      findByUid: async (uid) => findWhere((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => findWhere((payload) => payload.userCode === userCode),
      async consume(id) {
        const entry = live(entryOf(id))
        if (!entry) return
        entry.payload.consumed = Math.floor(now() / 1000)
        if (!memory.has(id)) await save()
      },
      async destroy(id) {
        if (memory.delete(id)) return
        if (!(id in kept)) return
        delete kept[id]
        await save()
      },
      async revokeByGrantId(grantId) {
        for (const [id, entry] of memory) if (entry.payload.grantId === grantId) memory.delete(id)
        const revoked = Object.entries(kept).filter(
          ([, entry]) => entry.payload.grantId === grantId,
        )
        if (revoked.length === 0) return
        for (const [id] of revoked) delete kept[id]
        await save()
      },
    }
  }

  return {
    adapter,
    flush: () => next?.promise ?? current ?? Promise.resolve(),
    stats: () => ({
      transient: [...transient.values()].reduce((sum, entries) => sum + entries.size, 0),
      persisted: Object.values(persisted).reduce(
        (sum, entries) => sum + Object.keys(entries).length,
        0,
      ),
      writes,
    }),
  }
}
