/**
 * The sign-in service's store: what oidc-provider keeps (sessions, grants, codes) is found until
 * it expires, consumed, destroyed or revoked with its grant, and a store opened again on the same
 * file finds what the last one kept, without the expired entries.
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
    await second.adapter('Session').destroy('nothing')
    await second.flush()
    expect(await readFile(path, 'utf8')).not.toContain('short')
  })

  it('starts empty on a file it cannot read', async () => {
    const path = join(dir, 'provider.json')
    await writeFile(path, 'not json')
    expect(await providerStore(path, now).adapter('Session').find('any')).toBeUndefined()
  })
})
