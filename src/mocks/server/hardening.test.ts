/**
 * The standalone server as an attacker and a careless client try it (issue 34), one test per
 * class of what once ended the process, lost an acknowledged write or trusted what it must not:
 * each request below is answered with a status and the API's error body, and the server answers
 * normally afterwards.
 */
import { connect } from 'node:net'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiErrorBody, Firmware, SavedView, UploadUrl, UserViews } from '@/api/types'
import { call, optionsFor, temporaryDirs } from '../../../tests/helpers/standalone-api'
import { signInWithCodeFlow } from './sign-in-client'
import { startStandaloneApi, type StandaloneApi } from './standalone'
import { JournalUnreadableError } from '../db/file-journal'

/**
 * One request written byte for byte on a socket (fetch would refuse the Host headers and methods
 * tried here): the status of the answer, and its body.
 */
function rawRequest(url: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let text = ''
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')))
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) })
    })
    // Written, not ended: a client that half-closes its side is told nothing by Node's server.
    socket.write(`${head}\r\nConnection: close\r\n\r\n`)
  })
}

const temporaryDir = temporaryDirs('fake-api-hardening-')

describe('what once ended the process', () => {
  let api: StandaloneApi
  let dataDir: string
  let admin: string
  let host: string
  const stillServing = async () => {
    const answer = await call(`${api.url}/v2/Languages`, { token: admin })
    expect(answer.status).toBe(200)
  }

  beforeAll(async () => {
    dataDir = await temporaryDir()
    api = await startStandaloneApi(optionsFor(dataDir))
    admin = (await signInWithCodeFlow({ issuer: api.issuer, username: 'admin' })).accessToken
    host = new URL(api.url).host
  }, 60_000)

  afterAll(async () => {
    await api?.close()
  })

  it.each(['/v2/TestRecords', '/oidc/auth', '/__fake-api/settings', '/nothing/here'])(
    'TRACE %s is a 405 naming the methods served, with no token',
    async (path) => {
      const answer = await rawRequest(api.url, `TRACE ${path} HTTP/1.1\r\nHost: ${host}`)
      expect(answer.status).toBe(405)
      expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining('TRACE') })
      await stillServing()
    },
  )

  it.each(['[', '', 'a b', 'x:99999', 'host:-1'])(
    'a malformed Host header (%j) is a 400',
    async (value) => {
      const answer = await rawRequest(api.url, `GET /v2/Languages HTTP/1.1\r\nHost: ${value}`)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body).message).toMatch(/Host/)
      await stillServing()
    },
  )

  it('a Host that is not this server’s is refused (DNS rebinding), a loopback name of it is not', async () => {
    for (const other of ['evil.example', `evil.example:${new URL(api.url).port}`, '127.0.0.1:1']) {
      const answer = await rawRequest(
        api.url,
        `GET /v2/Languages HTTP/1.1\r\nHost: ${other}\r\nAuthorization: Bearer ${admin}`,
      )
      expect(answer.status, other).toBe(403)
    }
    const local = await rawRequest(
      api.url,
      `GET /v2/Languages HTTP/1.1\r\nHost: localhost:${new URL(api.url).port}\r\nAuthorization: Bearer ${admin}`,
    )
    expect(local.status, local.body).toBe(200)
  })

  it('bad percent-encoding is a 400, in a path parameter and anywhere else', async () => {
    for (const path of ['/v2/TestRecords/%ff', '/v2/Sites/%E0%A4%A/roles', '/oidc/%zz']) {
      const answer = await call(`${api.url}${path}`, { token: admin })
      expect(answer.status, path).toBe(400)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    await stillServing()
  })

  it('a path served with other methods is a 405 with Allow', async () => {
    const answer = await call(`${api.url}/v2/TestRecords`, { method: 'PATCH', token: admin })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST'])
    const head = await fetch(`${api.url}/v2/Languages`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${admin}` },
    })
    expect(head.status).toBe(200)
  })

  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'toString'])(
    'sorting by %s (a property of every object, never a column) is a 400',
    async (field) => {
      for (const direction of ['asc', 'desc']) {
        const answer = await call(`${api.url}/v2/TestRecords?orderBy=${field}_${direction}`, {
          token: admin,
        })
        expect(answer.status).toBe(400)
        expect(answer.body.errors[0]).toMatchObject({ field: 'order', code: 'invalidOrder' })
      }
    },
  )

  describe('a saved view nested thousands of levels deep', () => {
    const views = () => call<UserViews>(`${api.url}/v2/Users/me/views`, { token: admin })
    /** Saves `list`, the first view with `extra` (JSON text) as a field it does not have. */
    const save = (list: SavedView[], lastUpdated: string | null, extra = '{}') =>
      call<UserViews>(`${api.url}/v2/Users/me/views`, {
        method: 'PUT',
        token: admin,
        raw: JSON.stringify({ views: list, lastUpdated }).replace(
          /"list":"testRecords"/,
          `"list":"testRecords","extra":${extra}`,
        ),
      })
    const view: SavedView = {
      id: 7,
      name: 'Deep',
      filters: { testResult: 4, controlResult: 3 },
      columns: [],
      list: 'testRecords',
    }
    // As text: a value this deep would overflow the test's own JSON.stringify.
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

    it('is a 400 (at any depth past the limit), and every later save of the user works, also after a restart', async () => {
      const before = (await views()).body
      for (const depth of [40, 2_500, 100_000]) {
        const answer = await save([view], before.lastUpdated, nested(depth))
        expect(answer.status, String(depth)).toBe(400)
        expect((answer.body as unknown as ApiErrorBody).message).toMatch(/nests deeper/)
      }
      const saved = await save([view], before.lastUpdated)
      expect(saved.status).toBe(200)
      await api.close()
      api = await startStandaloneApi(optionsFor(dataDir))
      admin = (await signInWithCodeFlow({ issuer: api.issuer, username: 'admin' })).accessToken
      const again = await save([{ ...view, name: 'After the restart' }], saved.body.lastUpdated)
      expect(again.status).toBe(200)
      expect((await views()).body.views.map((each) => each.name)).toEqual(['After the restart'])
    }, 30_000)

    it('drops the fields a view does not have, at any level, rather than storing them', async () => {
      const { lastUpdated } = (await views()).body
      const saved = await save(
        [
          {
            ...view,
            filters: { ...view.filters, pasted: 'x'.repeat(1000) } as SavedView['filters'],
            columns: [
              { id: 'route', name: 'Route', label: 'r', enabled: true, order: 1, junk: 1 } as never,
            ],
          },
        ],
        lastUpdated,
        JSON.stringify({ more: 'y'.repeat(1000) }),
      )

      expect(saved.status).toBe(200)
      const stored = (await views()).body.views[0]!
      expect(stored).toEqual({
        id: 7,
        name: 'Deep',
        filters: { testResult: 4, controlResult: 3 },
        columns: [{ id: 'route', name: 'Route', label: 'r', enabled: true, order: 1 }],
        list: 'testRecords',
      })
    })
  })

  it('refuses a body over 1 MB with a 413 before reading it all, and one that is not JSON with a 400', async () => {
    for (const megabytes of [5, 50]) {
      const started = performance.now()
      const answer = await fetch(`${api.url}/v2/Users/me/views`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: `{"views":[],"pad":"${'x'.repeat(megabytes * 1024 * 1024)}"}`,
      }).catch((error: unknown) => error)
      // The server answers and closes without reading the rest: the client may see the 413,
      // or, still sending, a closed connection. Either way, quickly and nothing stored.
      if (answer instanceof Response) expect(answer.status).toBe(413)
      expect(performance.now() - started).toBeLessThan(5_000)
    }
    const invalid = await call(`${api.url}/v2/Users/me/views`, {
      method: 'PUT',
      token: admin,
      raw: '{"views": [',
    })
    expect(invalid.status).toBe(400)
    await stillServing()
  })

  it('hands out every URL at its own address, whatever the Host, and its storage wants a signature', async () => {
    const port = new URL(api.url).port
    const created = await call<Firmware>(`${api.url}/v2/Firmware/desktop-reader`, {
      method: 'POST',
      token: admin,
      body: { version: '90.0.0' },
    })
    expect(created.status).toBe(201)
    // Asked through another of its names: the URL still names the configured address.
    const asked = await rawRequest(
      api.url,
      `GET /v2/Firmware/desktop-reader/${created.body.id}/RequestUploadUrl HTTP/1.1\r\nHost: localhost:${port}\r\nAuthorization: Bearer ${admin}`,
    )
    const upload = JSON.parse(asked.body) as UploadUrl
    expect(upload.url.startsWith(`${api.url}/fake-storage/`)).toBe(true)
    const unsigned = upload.url.slice(0, upload.url.indexOf('?'))
    const put = (url: string) =>
      fetch(url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array([0x50, 0x4b, 3, 4]),
      })
    expect((await put(unsigned)).status).toBe(403)
    expect((await put(upload.url)).status).toBe(201)
    const latest = await call<Firmware>(`${api.url}/v2/Firmware/desktop-reader/latest`, {
      token: admin,
    })
    expect(latest.body.url).toBe(unsigned)
    // The sign-in service's discovery too names the configured address only.
    const discovery = await rawRequest(
      api.url,
      `GET /oidc/.well-known/openid-configuration HTTP/1.1\r\nHost: localhost:${port}`,
    )
    const endpoints = Object.values(JSON.parse(discovery.body) as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string' && value.startsWith('http'),
    )
    expect(endpoints.length).toBeGreaterThan(5)
    for (const endpoint of endpoints) expect(endpoint.startsWith(`${api.url}/oidc`)).toBe(true)
  })

  it('answers a write the journal cannot store with 503, keeps memory as it was, and stores again once it can', async () => {
    const journal = join(dataDir, 'journal-default.jsonl')
    const substance = () =>
      call<{ name: string; revision: number }>(`${api.url}/v2/Substances/1`, { token: admin })
    const rename = async (name: string) =>
      call(`${api.url}/v2/Substances/1`, {
        method: 'PATCH',
        token: admin,
        body: { name, revision: (await substance()).body.revision },
      })
    const before = (await substance()).body
    const kept = await readFile(journal)
    // The file replaced by a directory: a full or vanished disk, as an append meets it.
    await rm(journal)
    await mkdir(journal)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const failed = await rename('Never stored')
      expect(failed.status).toBe(503)
      expect(failed.body.message).toMatch(/could not be stored/)
      expect((await substance()).body).toEqual(before)
      await stillServing()
    } finally {
      errors.mockRestore()
      await rm(journal, { recursive: true })
      await writeFile(journal, kept)
    }
    expect((await rename('Stored after all')).status).toBe(200)
    await api.close()
    api = await startStandaloneApi(optionsFor(dataDir))
    admin = (await signInWithCodeFlow({ issuer: api.issuer, username: 'admin' })).accessToken
    expect((await substance()).body.name).toBe('Stored after all')
  }, 30_000)
})

describe('a journal it cannot read', () => {
  it('stops the start without touching the file, naming it and what to do; --reset keeps it aside', async () => {
    const dataDir = await temporaryDir()
    const first = await startStandaloneApi(optionsFor(dataDir))
    const token = (await signInWithCodeFlow({ issuer: first.issuer, username: 'admin' }))
      .accessToken
    const answer = await call(`${first.url}/v2/Substances/2`, {
      method: 'PATCH',
      token,
      body: { name: 'Amoxicillin (stored)', revision: 1 },
    })
    expect(answer.status).toBe(200)
    await first.close()

    const journal = join(dataDir, 'journal-default.jsonl')
    const text = await readFile(journal, 'utf8')
    // One bad byte in the first line.
    const damaged = `${text.slice(0, 2)}#${text.slice(3)}`
    await writeFile(journal, damaged)
    const starting = startStandaloneApi(optionsFor(dataDir))
    await expect(starting).rejects.toThrow(JournalUnreadableError)
    await expect(starting).rejects.toThrow(journal)
    await expect(starting).rejects.toThrow(/--reset/)
    expect(await readFile(journal, 'utf8')).toBe(damaged)

    const reset = await startStandaloneApi(optionsFor(dataDir, { reset: true }))
    try {
      expect(reset.backend.replayed).toBe(0)
      const names = await readdir(dataDir)
      const aside = names.find((name) => name.startsWith('journal-default.jsonl.damaged-'))
      expect(aside).toBeDefined()
      expect(await readFile(join(dataDir, aside!), 'utf8')).toBe(damaged)
    } finally {
      await reset.close()
    }
  }, 30_000)
})
