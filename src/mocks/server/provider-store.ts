/**
 * Where the sign-in service keeps its state (sessions, grants, codes, refresh tokens,
 * interactions): oidc-provider's adapter interface over one JSON file in the data directory, so
 * a restart of `npm run api` keeps the users signed in at the provider, as it keeps the data and
 * the keys. Without a data directory (tests) it is the same store in memory.
 *
 * The state is small (a few entries per sign-in), so the whole file is rewritten after each
 * change, through a temporary file and a rename; expired entries are dropped on every write.
 */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Epoch ms; null for an entry without an expiry. */
  expiresAt: number | null
}

/** Entries by model name ("Session", "Grant", …), then by id. */
type Stored = Record<string, Record<string, Entry>>

function readStore(path: string | null): Stored {
  if (!path) return {}
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Stored
  } catch {
    // Missing, or unreadable (a hand-edited file): the provider starts with no sessions.
    return {}
  }
}

export interface ProviderStore {
  adapter: AdapterFactory
  /** Resolves once every change so far is on disk. */
  flush: () => Promise<void>
}

export function providerStore(path: string | null, now: () => number = Date.now): ProviderStore {
  const stored = readStore(path)
  let writing: Promise<void> = Promise.resolve()

  const live = (entry: Entry | undefined) =>
    entry && (entry.expiresAt === null || entry.expiresAt > now()) ? entry : undefined

  function save(): Promise<void> {
    if (!path) return writing
    for (const entries of Object.values(stored)) {
      for (const [id, entry] of Object.entries(entries)) if (!live(entry)) delete entries[id]
    }
    const text = JSON.stringify(stored)
    const temporary = `${path}.${process.pid}.tmp`
    writing = writing.then(async () => {
      await writeFile(temporary, text, { mode: 0o600 })
      await rename(temporary, path)
    })
    return writing
  }

  function adapter(name: string): Adapter {
    const entries = (stored[name] ??= {})
    const findWhere = (test: (payload: AdapterPayload) => boolean) =>
      Object.values(entries).find((entry) => live(entry) && test(entry.payload))?.payload
    return {
      async upsert(id, payload, expiresIn) {
        entries[id] = { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : null }
        await save()
      },
      find: async (id) => live(entries[id])?.payload,
      findByUid: async (uid) => findWhere((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => findWhere((payload) => payload.userCode === userCode),
      async consume(id) {
        const entry = live(entries[id])
        if (entry) entry.payload.consumed = Math.floor(now() / 1000)
        await save()
      },
      async destroy(id) {
        delete entries[id]
        await save()
      },
      async revokeByGrantId(grantId) {
        for (const [id, entry] of Object.entries(entries)) {
          if (entry.payload.grantId === grantId) delete entries[id]
        }
        await save()
      },
    }
  }

  return { adapter, flush: () => writing }
}
