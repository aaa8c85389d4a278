/**
 * The page's side of the fake backend's worker (backend.worker.ts): starts it, and turns its
 * messages back into promises. Requests sent before the backend is ready wait in the worker.
 */
import type { SentMail } from '../dev-panel/outbox'
import type { ReceivedFeedback } from '../dev-panel/received-feedback'
import type { SeedSize } from '../seed/sizes'
import {
  fromWireResponse,
  toWireRequest,
  transferablesOf,
  workerName,
  type BackendInfo,
  type FromBackend,
  type ToBackend,
} from './protocol'

export interface BackendClient {
  /** Resolves when the database is ready; rejects when the boot failed. */
  ready: Promise<BackendInfo>
  /** The backend's answer, or undefined when no route matches the request. */
  fetch: (request: Request) => Promise<Response | undefined>
  flush: () => Promise<void>
  resetDemoData: () => Promise<void>
  /** The stored feedback, newest first (the dev panel's list). */
  receivedFeedback: () => Promise<ReceivedFeedback>
  /** The mail sent (the outbox), newest first (the dev panel's list, and tests' reset links). */
  outbox: () => Promise<SentMail>
  /** Every reset link that still works expires now (the outbox's dev action). */
  expireResetLinks: () => Promise<void>
  /** Stops the worker (it closes its database), failing whatever still waits on it. */
  terminate: () => void
}

export function startBackendWorker(
  base: string,
  size: SeedSize,
  onExternalReset: () => void,
): BackendClient {
  const worker = new Worker(new URL('./backend.worker.ts', import.meta.url), {
    type: 'module',
    name: workerName({ base, size }),
  })
  const waiting = new Map<
    number,
    { resolve: (message: FromBackend) => void; reject: (error: Error) => void }
  >()
  let nextId = 1
  /** Set when the worker itself failed (its script did not load or threw): nothing will answer. */
  let broken: Error | null = null
  let settleReady!: { resolve: (info: BackendInfo) => void; reject: (error: Error) => void }
  const ready = new Promise<BackendInfo>((resolve, reject) => {
    settleReady = { resolve, reject }
  })

  worker.onmessage = (event: MessageEvent<FromBackend>) => {
    const message = event.data
    switch (message.type) {
      case 'ready':
        return settleReady.resolve(message.info)
      case 'failed':
        return settleReady.reject(new Error(`The fake API could not start: ${message.message}`))
      case 'externalReset':
        return onExternalReset()
      case 'response':
      case 'done':
      case 'feedback':
      case 'outbox':
        waiting.get(message.id)?.resolve(message)
        waiting.delete(message.id)
    }
  }
  // Every waiting request fails at once rather than waiting for a timeout.
  worker.onerror = (event) =>
    fail(new Error(`The fake API's worker failed: ${event.message || 'it could not load'}`))

  function fail(error: Error): void {
    broken = error
    settleReady.reject(error)
    for (const pending of waiting.values()) pending.reject(error)
    waiting.clear()
  }

  /** Sends a message that the worker answers, and waits for that answer. */
  function ask(make: (id: number) => ToBackend, transfer: Transferable[] = []) {
    const id = nextId++
    return new Promise<FromBackend>((resolve, reject) => {
      if (broken) return reject(broken)
      waiting.set(id, { resolve, reject })
      worker.postMessage(make(id), transfer)
    })
  }

  return {
    ready,
    async fetch(request) {
      const wire = await toWireRequest(request)
      const answer = await ask(
        (id) => ({ type: 'request', id, request: wire }),
        transferablesOf(wire),
      )
      if (answer.type !== 'response' || answer.response === null) return undefined
      return fromWireResponse(answer.response)
    },
    flush: async () => void (await ask((id) => ({ type: 'flush', id }))),
    resetDemoData: async () => void (await ask((id) => ({ type: 'reset', id }))),
    async receivedFeedback() {
      const answer = await ask((id) => ({ type: 'feedback', id }))
      return answer.type === 'feedback' ? answer.received : { total: 0, rows: [] }
    },
    expireResetLinks: async () => void (await ask((id) => ({ type: 'expireResetLinks', id }))),
    async outbox() {
      const answer = await ask((id) => ({ type: 'outbox', id }))
      return answer.type === 'outbox' ? answer.sent : { total: 0, mails: [] }
    },
    terminate() {
      worker.terminate()
      fail(new Error('The fake API was stopped.'))
    },
  }
}
