/**
 * The fake backend in a worker of its own: the seed, the database, its journal and every route
 * run here, off the page's main thread. On a cold load the 25,000-record seed is then built while
 * the page evaluates its code and renders, and the dashboard's aggregations are computed while it
 * paints (`npm run bench:dashboard`). msw still intercepts in the page (src/mocks/browser.ts) and
 * hands each API request here; latency and injected faults stay there, with the dev panel.
 */
import { bootBackend, type Backend } from '../backend'
import { sentMail } from '../dev-panel/outbox'
import { expireResetLinks } from '../password-resets'
import { receivedFeedback } from '../dev-panel/received-feedback'
import { createRoutes, warmUp } from '../handlers'
import { routeRequest } from '../http/router'
import {
  bootParamsOf,
  fromWireRequest,
  toWireResponse,
  transferablesOf,
  type BootParams,
  type FromBackend,
  type ToBackend,
  type WireRequest,
  type WireResponse,
} from './protocol'

interface Booted {
  backend: Backend
  answer: (request: Request) => Promise<Response> | undefined
}

function post(message: FromBackend, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer })
}

async function boot({ base, size }: BootParams): Promise<Booted> {
  try {
    const backend = await bootBackend({
      size,
      persist: true,
      onExternalReset: () => post({ type: 'externalReset' }),
    })
    post({
      type: 'ready',
      info: {
        bootMs: backend.bootMs,
        replayed: backend.replayed,
        recordCount: backend.db.testRecords.size,
      },
    })
    // While the page signs in and renders; a request that comes first is answered first.
    setTimeout(() => warmUp(backend), 0)
    return {
      backend,
      answer: routeRequest(
        base,
        createRoutes(() => backend),
      ),
    }
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
    throw error
  }
}

/** A route that fails unexpectedly answers 500 with the reason, as msw did in the page. */
async function respond({ answer }: Booted, wire: WireRequest): Promise<WireResponse | null> {
  let response: Response | undefined
  try {
    response = await answer(fromWireRequest(wire))
  } catch (error) {
    console.error('The fake API failed on', wire.method, wire.url, error)
    const message = error instanceof Error ? error.message : String(error)
    response = Response.json({ message: `The fake API failed: ${message}` }, { status: 500 })
  }
  return response ? toWireResponse(response) : null
}

async function handle(message: ToBackend): Promise<void> {
  // A boot that failed has been reported by then.
  const current = await booted.catch(() => null)
  switch (message.type) {
    case 'request': {
      const response = current
        ? await respond(current, message.request)
        : await toWireResponse(
            Response.json({ message: 'The fake API could not start.' }, { status: 503 }),
          )
      post({ type: 'response', id: message.id, response }, transferablesOf(response))
      return
    }
    case 'flush':
      await current?.backend.flush()
      post({ type: 'done', id: message.id })
      return
    case 'reset':
      await current?.backend.resetDemoData()
      post({ type: 'done', id: message.id })
      return
    case 'feedback':
      post({
        type: 'feedback',
        id: message.id,
        received: current ? receivedFeedback(current.backend.db) : { total: 0, rows: [] },
      })
      return
    case 'expireResetLinks':
      if (current) await expireResetLinks(current.backend.db, current.backend.now())
      await current?.backend.flush()
      post({ type: 'done', id: message.id })
      return
    case 'outbox':
      post({
        type: 'outbox',
        id: message.id,
        sent: current ? sentMail(current.backend.db) : { total: 0, mails: [] },
      })
      return
  }
}

/** Boots at once, with the parameters the page put in the worker's name (protocol.ts). */
function bootFromName(): Promise<Booted> {
  const params = bootParamsOf(self.name)
  if (params) return boot(params)
  const message = `the worker's name carries no boot parameters: ${self.name}`
  post({ type: 'failed', message })
  return Promise.reject(new Error(message))
}

const booted = bootFromName()
self.onmessage = (event: MessageEvent<ToBackend>) => void handle(event.data)
