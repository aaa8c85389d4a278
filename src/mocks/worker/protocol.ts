/**
 * What the page and the fake backend's worker say to each other (see backend.worker.ts). Requests
 * and responses cross as plain data, their bodies as transferred ArrayBuffers.
 */
import type { SentMail } from '../dev-panel/outbox'
import type { ReceivedFeedback } from '../dev-panel/received-feedback'
import { SEED_RECORD_COUNTS, type SeedSize } from '../seed/sizes'

/** What the dev panel and the benchmarks show of a booted backend. */
export interface BackendInfo {
  /** Milliseconds from the worker's start of boot until the database was ready. */
  bootMs: number
  /** How many stored changes were replayed at boot. */
  replayed: number
  recordCount: number
}

export interface WireMessage {
  headers: [string, string][]
  body: ArrayBuffer | null
}

export interface WireRequest extends WireMessage {
  method: string
  url: string
}

export interface WireResponse extends WireMessage {
  status: number
  statusText: string
}

/** What the worker boots with: the API's base URL and the seed. */
export interface BootParams {
  base: string
  size: SeedSize
}

const WORKER_NAME = 'fake-api-backend'

/**
 * The worker's name carries its boot parameters, so the seed starts as soon as the worker's
 * script runs. A message from the page would wait: Chromium hands a new worker the page's first
 * messages only once the page's main thread is free, ~100 ms into a cold load's module
 * evaluation, while the name is there from the start. It stays readable in the dev tools'
 * thread list ("fake-api-backend?base=…&seed=default").
 */
export function workerName({ base, size }: BootParams): string {
  return `${WORKER_NAME}?${new URLSearchParams({ base, seed: size })}`
}

/** The boot parameters in a name made by `workerName`; null for any other name. */
export function bootParamsOf(name: string): BootParams | null {
  const [prefix, query] = name.split('?')
  if (prefix !== WORKER_NAME || query === undefined) return null
  const params = new URLSearchParams(query)
  const base = params.get('base')
  const size = params.get('seed')
  if (base === null || size === null || !(size in SEED_RECORD_COUNTS)) return null
  return { base, size: size as SeedSize }
}

export type ToBackend =
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'flush'; id: number }
  | { type: 'reset'; id: number }
  /** The stored feedback, for the dev panel. */
  | { type: 'feedback'; id: number }
  /** The mail the fake API sent, for the dev panel and tests. */
  | { type: 'outbox'; id: number }
  /** Every reset link that still works expires now (answered with `done`). */
  | { type: 'expireResetLinks'; id: number }

export type FromBackend =
  | { type: 'ready'; info: BackendInfo }
  | { type: 'failed'; message: string }
  /** `response` is null when no route matches: the request goes on to the network. */
  | { type: 'response'; id: number; response: WireResponse | null }
  | { type: 'done'; id: number }
  | { type: 'feedback'; id: number; received: ReceivedFeedback }
  | { type: 'outbox'; id: number; sent: SentMail }
  /** Another tab reset the demo data. */
  | { type: 'externalReset' }

/** Bodies are read whole: the fake API's bodies are JSON, small files and exports. */
async function bodyOf(message: Request | Response): Promise<ArrayBuffer | null> {
  if (message.body === null) return null
  return message.arrayBuffer()
}

export async function toWireRequest(request: Request): Promise<WireRequest> {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: await bodyOf(request),
  }
}

export function fromWireRequest({ method, url, headers, body }: WireRequest): Request {
  return new Request(url, { method, headers, body })
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await bodyOf(response),
  }
}

export function fromWireResponse({ status, statusText, headers, body }: WireResponse): Response {
  return new Response(body, { status, statusText, headers })
}

/** The buffers a message can hand over instead of copying. */
export const transferablesOf = (message: WireMessage | null): Transferable[] =>
  message?.body ? [message.body] : []
