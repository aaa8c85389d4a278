/**
 * Acknowledged means stored (issue 34): `npm run api` as a real process, a burst of concurrent
 * writes, and SIGKILL while the burst is still going. Every write that was answered 201 before
 * the kill is there after a restart (before the fix, 106 of 150 were gone: the answer went out
 * before the journal's append).
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startApiProcess } from './api-process'
import { sampleUpload } from './sample-upload'
import { signInWithCodeFlow } from './sign-in-client'
import { startStandaloneApi } from './standalone'
import { optionsFor } from '../../../tests/helpers/standalone-api'

let dataDir: string | undefined
let child: ChildProcess | undefined

afterAll(async () => {
  child?.kill('SIGKILL')
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

it('keeps every acknowledged write of a burst through a SIGKILL', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fake-api-durability-'))
  const server = await startApiProcess(['--data-dir', dataDir, '--reset'])
  child = server.child
  const issuer = `${server.url}/oidc`
  const { accessToken } = await signInWithCodeFlow({ issuer, username: 'operator' })

  const acknowledged: number[] = []
  const KILL_AFTER = 150
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  // 300 writes at once; the server is killed as soon as 150 of them have been answered.
  const burst = Array.from({ length: 300 }, async (_, index) => {
    try {
      const response = await fetch(`${server.url}/v2/TestRecords`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(sampleUpload(index)),
      })
      if (response.status !== 201) return
      acknowledged.push(((await response.json()) as { id: number }).id)
      if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL')
    } catch {
      // Cut off by the kill: never acknowledged, so nothing is owed.
    }
  })
  await Promise.all(burst)
  await exited
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)

  // The journal's own anchor (the child's today), not the tests' pinned one.
  const restarted = await startStandaloneApi(optionsFor(dataDir, { anchor: undefined }))
  try {
    const missing = acknowledged.filter((id) => !restarted.backend.db.testRecords.get(id))
    expect(missing).toEqual([])
  } finally {
    await restarted.close()
  }
}, 60_000)
