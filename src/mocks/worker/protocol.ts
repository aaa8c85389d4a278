/**
 * What the page and the fake backend's worker say to each other (see backend.worker.ts). Requests
 * and responses cross as plain data, their bodies as transferred ArrayBuffers.
 */
import type { ReceivedFeedback } from '../dev-panel/received-feedback'
import type { SeedSize } from '../seed/sizes'

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

export type ToBackend =
  | { type: 'boot'; base: string; size: SeedSize }
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'flush'; id: number }
  | { type: 'reset'; id: number }
  /** The stored feedback, for the dev panel. */
  | { type: 'feedback'; id: number }

export type FromBackend =
  | { type: 'ready'; info: BackendInfo }
  | { type: 'failed'; message: string }
  /** `response` is null when no route matches: the request goes on to the network. */
  | { type: 'response'; id: number; response: WireResponse | null }
  | { type: 'done'; id: number }
  | { type: 'feedback'; id: number; received: ReceivedFeedback }
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
