/**
 * The route table (src/mocks/http/router.ts) behind Node's HTTP server: a Node request becomes
 * the platform's Request, the dev controls (latency, faults) and the table answer it, and the
 * Response is written back. It replaced @mswjs/http-middleware (issue 34), which built the
 * Request outside any error handling: a TRACE request or a Host of `[` threw there, and the
 * rejection ended the process. Here nothing a client sends can escape: whatever fails is the
 * API's error body with a status, and a bug is a logged 500.
 *
 * The body is handed over as a stream; the router counts it against the route's limit as it
 * reads (http/body.ts), so an oversized upload is refused without being held in memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Controls } from '../controls'
import { controlledAnswer } from '../http/middleware'
import type { AnswerCheck } from '../node'

export interface ApiAdapterOptions {
  /** The route table's answer (routeRequest), with the API at the root of `origin`. */
  answer: (request: Request) => Promise<Response>
  controls: Controls
  /** The API's public origin: the URL every request is read against (never its Host header). */
  origin: string
  /** Looks at a copy of each answer of the route table (not of an injected fault). */
  checkAnswer?: AnswerCheck | undefined
}

/** Node's request as the platform's Request. Only origin-form targets reach here (guards.ts). */
function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headersDistinct)) {
    for (const item of value ?? []) headers.append(name, item)
  }
  const method = message.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // Concatenated, not resolved: a target of `//evil.example/x` stays a path of this origin.
  return new Request(`${origin}${message.url ?? '/'}`, {
    method,
    headers,
    ...(hasBody
      ? { body: Readable.toWeb(message) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  } as RequestInit)
}

async function send(response: Response, out: ServerResponse, request: IncomingMessage) {
  // An injected network fault (Response.error(), status 0): the connection is dropped, as a
  // network failure looks to the client.
  if (response.type === 'error' || response.status === 0) {
    request.socket.destroy()
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(bytes.byteLength)
  const body = request.method === 'HEAD' ? null : bytes
  // A body left unread (a 413 before the upload ended): the connection closes after the answer,
  // rather than reading the rest of a body nobody wants.
  if (!request.complete) headers.connection = 'close'
  if (response.statusText) out.writeHead(response.status, response.statusText, headers)
  else out.writeHead(response.status, headers)
  out.end(body)
}

const json = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** An express-compatible handler answering every request it is given from the route table. */
export function apiAdapter({ answer, controls, origin, checkAnswer }: ApiAdapterOptions) {
  return (request: IncomingMessage, out: ServerResponse): void => {
    void (async () => {
      let response: Response
      try {
        const web = toRequest(request, origin)
        const path = new URL(web.url).pathname
        const fault = await controlledAnswer(controls, web.method, path)
        if (fault) response = fault
        else {
          response = await answer(web)
          checkAnswer?.(web, response.clone())
        }
      } catch (error) {
        console.error('The fake API failed on', request.method, request.url, error)
        response = json(500, 'The fake API failed unexpectedly; the server keeps running.')
      }
      try {
        await send(response, out, request)
      } catch (error) {
        // The client went away mid-answer, or the answer could not be written: nothing to tell.
        if (!out.headersSent) out.destroy(error as Error)
      }
    })()
  }
}
