/**
 * The sign-in service's store: what oidc-provider keeps (sessions, grants, codes) is found until
 * it expires, consumed, destroyed or revoked with its grant, and a store opened again on the same
 * file finds what the last one kept, without the expired entries. What an anonymous request
 * makes it keep (interactions, pushed requests, sessions without an account) stays in memory,
 * bounded, and a burst of changes costs a bounded number of writes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { providerStore } from './provider-store'

let dir: string
let clock: number
const now = () => clock

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'provider-store-'))
  clock = Date.UTC(2026, 10, 25, 9)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('the provider store', () => {
  it('finds an entry until it expires', async () => {
    const sessions = providerStore(null, now).adapter('Session')
    await sessions.upsert('s1', { uid: 'u1', accountId: 'operator' }, 60)
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'operator' })
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'operator' })
    clock += 61_000
    expect(await sessions.find('s1')).toBeUndefined()
    expect(await sessions.findByUid('u1')).toBeUndefined()
  })

  it('keeps models apart, and marks a consumed code', async () => {
    const store = providerStore(null, now)
    const codes = store.adapter('AuthorizationCode')
    await codes.upsert('c1', { grantId: 'g1' }, 60)
    expect(await store.adapter('Session').find('c1')).toBeUndefined()
    await codes.consume('c1')
    expect((await codes.find('c1'))?.consumed).toBe(Math.floor(clock / 1000))
  })

  it('destroys an entry, and revokes everything of a grant', async () => {
    const tokens = providerStore(null, now).adapter('RefreshToken')
    await tokens.upsert('r1', { grantId: 'g1' }, 60)
    await tokens.upsert('r2', { grantId: 'g1' }, 60)
    await tokens.upsert('r3', { grantId: 'g2' }, 60)
    await tokens.destroy('r3')
    expect(await tokens.find('r3')).toBeUndefined()
    await tokens.revokeByGrantId('g1')
    expect(await tokens.find('r1')).toBeUndefined()
    expect(await tokens.find('r2')).toBeUndefined()
  })

  it('is found again by a store on the same file, without what expired', async () => {
    const path = join(dir, 'provider.json')
    const first = providerStore(path, now)
    await first.adapter('Session').upsert('kept', { accountId: 'admin' }, 3600)
    await first.adapter('Session').upsert('short', { accountId: 'operator' }, 1)
    await first.adapter('Grant').upsert('g1', { accountId: 'admin' }, 0)
    await first.flush()

    clock += 2000
    const second = providerStore(path, now)
    expect(await second.adapter('Session').find('kept')).toMatchObject({ accountId: 'admin' })
    expect(await second.adapter('Session').find('short')).toBeUndefined()
    expect(await second.adapter('Grant').find('g1')).toMatchObject({ accountId: 'admin' })
    // The next write leaves the expired entry out of the file.
    await second.adapter('Grant').upsert('g2', { accountId: 'admin' }, 3600)
    await second.flush()
    expect(await readFile(path, 'utf8')).not.toContain('short')
  })

  it('starts empty on a file it cannot read', async () => {
    const path = join(dir, 'provider.json')
    await writeFile(path, 'not json')
    expect(await providerStore(path, now).adapter('Session').find('any')).toBeUndefined()
  })

  it('keeps what an anonymous request makes in memory only: the file is not written', async () => {
    const path = join(dir, 'provider.json')
    const store = providerStore(path, now)
    await store.adapter('Interaction').upsert('i1', { uid: 'i1', params: {} }, 900)
    await store.adapter('PushedAuthorizationRequest').upsert('p1', { request: 'x' }, 60)
    // A sign-out page opened without a sign-in saves a session without an account.
    await store.adapter('Session').upsert('anonymous', { uid: 'u0' }, 3600)
    await store.flush()
    expect(store.stats()).toMatchObject({ transient: 3, persisted: 0, writes: 0 })
    await expect(readFile(path, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' })
    expect(await store.adapter('Interaction').find('i1')).toMatchObject({ uid: 'i1' })
    expect(await store.adapter('Session').findByUid('u0')).toBeDefined()

    // Signed in, the session is kept in the file, and no longer in memory.
    await store.adapter('Session').upsert('anonymous', { uid: 'u0', accountId: 'admin' }, 3600)
    await store.flush()
    expect(store.stats()).toMatchObject({ transient: 2, persisted: 1, writes: 1 })
    const reopened = providerStore(path, now)
    expect(await reopened.adapter('Session').find('anonymous')).toMatchObject({
      accountId: 'admin',
    })
    expect(await reopened.adapter('Interaction').find('i1')).toBeUndefined()
  })

  it('keeps at most its limit of a model in memory, dropping the oldest first', async () => {
    const store = providerStore(null, now, { transientLimit: 3 })
    const interactions = store.adapter('Interaction')
    for (const id of ['a', 'b', 'c']) await interactions.upsert(id, { uid: id }, 900)
    // Written again, `a` is the newest: `b` is the oldest now.
    await interactions.upsert('a', { uid: 'a' }, 900)
    await interactions.upsert('d', { uid: 'd' }, 900)
    expect(await interactions.find('b')).toBeUndefined()
    for (const id of ['a', 'c', 'd']) expect(await interactions.find(id)).toBeDefined()
    for (let index = 0; index < 100; index += 1) {
      await interactions.upsert(`burst-${index}`, { uid: `burst-${index}` }, 900)
    }
    expect(store.stats().transient).toBe(3)
    expect(await interactions.find('burst-99')).toBeDefined()
    expect(await interactions.find('burst-96')).toBeUndefined()
  })

  it('drops expired interactions: not found, and not kept', async () => {
    const store = providerStore(null, now)
    const interactions = store.adapter('Interaction')
    await interactions.upsert('old', { uid: 'old' }, 900)
    clock += 900_000
    expect(await interactions.find('old')).toBeUndefined()
    expect(await interactions.findByUid('old')).toBeUndefined()
    await interactions.upsert('other', { uid: 'other' }, 900)
    await interactions.upsert('new', { uid: 'new' }, 900)
    clock += 900_000
    await interactions.upsert('newest', { uid: 'newest' }, 900)
    // The expired ones go when a newer one is kept; `find` dropped its own already.
    expect(store.stats().transient).toBe(1)
  })

  it('coalesces a burst of changes into two writes, and flush waits for the last', async () => {
    const path = join(dir, 'provider.json')
    const store = providerStore(path, now)
    const grants = store.adapter('Grant')
    // Not awaited one by one: as concurrent sign-ins would, while the first write is under way.
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        grants.upsert(`g${index}`, { accountId: 'admin' }, 3600),
      ),
    )
    expect(store.stats().writes).toBe(2)
    const stored = JSON.parse(await readFile(path, 'utf8')) as { Grant: object }
    expect(Object.keys(stored.Grant)).toHaveLength(50)

    void grants.destroy('g0')
    await store.flush()
    expect(await readFile(path, 'utf8')).not.toContain('"g0"')
    expect(store.stats().writes).toBe(3)
  })

  it('leaves the interactions of an older file behind', async () => {
    const path = join(dir, 'provider.json')
    const expiresAt = clock + 600_000
    await writeFile(
      path,
      JSON.stringify({
        Interaction: { i1: { payload: { uid: 'i1' }, expiresAt } },
        Session: {
          kept: { payload: { accountId: 'admin' }, expiresAt },
          anonymous: { payload: { uid: 'u0' }, expiresAt },
        },
      }),
    )
    const store = providerStore(path, now)
    expect(await store.adapter('Interaction').find('i1')).toBeUndefined()
    expect(await store.adapter('Session').find('anonymous')).toBeUndefined()
    expect(await store.adapter('Session').find('kept')).toMatchObject({ accountId: 'admin' })
    expect(store.stats()).toMatchObject({ transient: 0, persisted: 1 })
  })
})
