import { afterEach, describe, expect, it, vi } from 'vitest'
import { startBackendWorker } from './backend-client'
import type { FromBackend, ToBackend } from './protocol'
import { bootParamsOf, fromWireRequest, toWireResponse } from './protocol'

/** Stands in for the browser's Worker: records what the page sends, lets the test answer. */
class FakeWorker {
  static last: FakeWorker
  sent: ToBackend[] = []
  name: string | undefined
  onmessage: ((event: MessageEvent<FromBackend>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  constructor(_url: URL, options?: WorkerOptions) {
    this.name = options?.name
    FakeWorker.last = this
  }
  terminated = false
  terminate() {
    this.terminated = true
  }
  postMessage(message: ToBackend) {
    this.sent.push(message)
  }
  answer(message: FromBackend) {
    this.onmessage?.({ data: message } as MessageEvent<FromBackend>)
  }
  fail(message: string) {
    this.onerror?.({ message } as ErrorEvent)
  }
}

function start() {
  vi.stubGlobal('Worker', FakeWorker)
  const onExternalReset = vi.fn()
  const client = startBackendWorker('http://localhost/api', 'default', onExternalReset)
  return { client, worker: FakeWorker.last, onExternalReset }
}

const lastRequest = (worker: FakeWorker) => {
  const message = worker.sent.at(-1)
  if (message?.type !== 'request') throw new Error('no request was sent')
  return message
}

describe('the page side of the fake backend worker', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('boots the worker with the base and the seed, and is ready when it says so', async () => {
    const { client, worker } = start()
    // In its name, which the worker reads as its script runs: no message to wait for.
    expect(bootParamsOf(worker.name!)).toEqual({ base: 'http://localhost/api', size: 'default' })
    expect(worker.sent).toEqual([])
    worker.answer({ type: 'ready', info: { bootMs: 210, replayed: 2, recordCount: 25_000 } })
    await expect(client.ready).resolves.toEqual({ bootMs: 210, replayed: 2, recordCount: 25_000 })
  })

  it('sends a request as data and gives back the answer to that request', async () => {
    const { client, worker } = start()
    const answered = client.fetch(
      new Request('http://localhost/api/v2/Substances', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Aflatoxin M1' }),
      }),
    )
    await vi.waitFor(() => expect(worker.sent).toHaveLength(1))
    const sent = lastRequest(worker)
    const request = fromWireRequest(sent.request)
    expect(request.method).toBe('POST')
    expect(await request.json()).toEqual({ name: 'Aflatoxin M1' })

    const response = await toWireResponse(Response.json({ id: 9 }, { status: 201 }))
    worker.answer({ type: 'response', id: sent.id, response })
    const answer = await answered
    expect(answer?.status).toBe(201)
    expect(await answer?.json()).toEqual({ id: 9 })
  })

  it('lets a request no route matches go on to the network', async () => {
    const { client, worker } = start()
    const answered = client.fetch(new Request('http://localhost/api/unknown'))
    await vi.waitFor(() => expect(worker.sent).toHaveLength(1))
    worker.answer({ type: 'response', id: lastRequest(worker).id, response: null })
    await expect(answered).resolves.toBeUndefined()
  })

  it('reports a boot that failed, and a worker that broke fails what waits and what comes', async () => {
    const { client, worker } = start()
    const waiting = client.fetch(new Request('http://localhost/api/v2/Users/me'))
    await vi.waitFor(() => expect(worker.sent).toHaveLength(1))
    worker.fail('SyntaxError in the script')
    await expect(client.ready).rejects.toThrow(/SyntaxError in the script/)
    await expect(waiting).rejects.toThrow(/worker failed/)
    await expect(client.flush()).rejects.toThrow(/worker failed/)

    const other = start()
    other.worker.answer({ type: 'failed', message: 'IndexedDB is not available' })
    await expect(other.client.ready).rejects.toThrow(/could not start: IndexedDB/)
  })

  it('asks the worker for the stored feedback and gives back its answer', async () => {
    const { client, worker } = start()
    const answered = client.receivedFeedback()
    const sent = worker.sent.at(-1)
    expect(sent).toEqual({ type: 'feedback', id: expect.any(Number) })
    const received = { total: 6, rows: [] }
    worker.answer({ type: 'feedback', id: (sent as { id: number }).id, received })
    await expect(answered).resolves.toEqual(received)
  })

  it('asks the worker for the sent mail and gives back its answer', async () => {
    const { client, worker } = start()
    const answered = client.outbox()
    const sent = worker.sent.at(-1)
    expect(sent).toEqual({ type: 'outbox', id: expect.any(Number) })
    const mails = {
      total: 1,
      mails: [
        {
          id: 1,
          kind: 'passwordReset' as const,
          to: 'site.admin@example.com',
          username: 'site.admin',
          subject: 'Reset your password',
          text: 'Someone asked to reset the password of site.admin.',
          link: 'http://localhost/reset-password?token=abc',
          sentAt: '2030-01-01T08:00:00.000Z',
        },
      ],
    }
    worker.answer({ type: 'outbox', id: (sent as { id: number }).id, sent: mails })
    await expect(answered).resolves.toEqual(mails)
  })

  it('gives each of two questions asked at once its own answer (the panel asks both as it opens)', async () => {
    const { client, worker } = start()
    const feedback = client.receivedFeedback()
    const outbox = client.outbox()
    const [askedFeedback, askedOutbox] = worker.sent as { id: number }[]
    worker.answer({ type: 'outbox', id: askedOutbox!.id, sent: { total: 0, mails: [] } })
    worker.answer({ type: 'feedback', id: askedFeedback!.id, received: { total: 2, rows: [] } })
    await expect(outbox).resolves.toEqual({ total: 0, mails: [] })
    await expect(feedback).resolves.toEqual({ total: 2, rows: [] })
  })

  it('passes on that another tab reset the demo data', () => {
    const { worker, onExternalReset } = start()
    worker.answer({ type: 'externalReset' })
    expect(onExternalReset).toHaveBeenCalledOnce()
  })

  it('stops the worker on request, failing what waits and what comes after', async () => {
    const { client, worker } = start()
    const waiting = client.flush()
    client.terminate()
    expect(worker.terminated).toBe(true)
    await expect(waiting).rejects.toThrow('The fake API was stopped.')
    await expect(client.ready).rejects.toThrow('The fake API was stopped.')
    await expect(client.resetDemoData()).rejects.toThrow('The fake API was stopped.')
  })
})
