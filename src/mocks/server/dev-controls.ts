/**
 * The dev panel's knobs over HTTP (`/__fake-api/…`): latency, fault rules and a demo-data reset,
 * and the outbox (the mail the fake API "sent", such as password reset links), for product
 * people with curl and for the browser tests against `npm run api`.
 *
 * They change how the whole server behaves for everyone, so they need authority (issue 34: a
 * reset by any web page's form post wiped the data): `Authorization: Bearer <the dev secret>`,
 * the per-start secret the server prints (or FAKE_API_DEV_SECRET), or the access token of an
 * internal administrator. The outbox needs the same: its mails hold working reset links, each as
 * good as its account's password. Bodies are JSON only (no form a page can send cross-site), small, and
 * checked: a bad one is a 4xx with the API's error body, never a 500.
 */
import { timingSafeEqual } from 'node:crypto'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Backend } from '../backend'
import { FAULT_KINDS, type Controls, type FaultKind } from '../controls'
import { sentMail } from '../dev-panel/outbox'
import { actorFor, bearerTokenIn, type IdentifyBearer } from '../http/auth'

/** The longest latency or slow-fault delay a control may set: long enough to see, not a hang. */
export const MAX_CONTROL_DELAY_MS = 30_000
/** Fault rules kept at once; each is checked against every request. */
export const MAX_FAULT_RULES = 100
const MAX_PATTERN_CHARS = 200
const MAX_MESSAGE_CHARS = 500
const MAX_REMAINING = 10_000
const FAULT_METHODS = ['*', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

export interface DevControlOptions {
  controls: Controls
  backend: Backend
  /** The per-start secret that authorises a caller. */
  secret: string
  /** Reads an API access token (an internal administrator's also authorises). */
  identify: IdentifyBearer
}

class BadControl extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

function requireAuthority({ secret, identify, backend }: DevControlOptions): RequestHandler {
  return (request, _response, next) => {
    void (async () => {
      const token = bearerTokenIn(request.get('authorization'))
      if (token && sameSecret(token, secret)) return next()
      const username = token ? await identify(token) : null
      if (username && actorFor(backend.db, username).user?.type === 'Root') return next()
      next(
        new BadControl(
          token ? 403 : 401,
          'The dev controls need `Authorization: Bearer <secret>` (the secret `npm run api` ' +
            'prints when it starts) or an internal administrator’s access token.',
        ),
      )
    })().catch(next)
  }
}

/** JSON bodies only: a form or text/plain post (all a cross-site page can send freely) is 415. */
const jsonOnly: RequestHandler = (request, _response, next) => {
  const hasBody = Number(request.get('content-length') ?? 0) > 0 || request.get('transfer-encoding')
  if (hasBody && !request.is('application/json')) {
    next(
      new BadControl(
        415,
        'The dev controls take JSON bodies only (Content-Type: application/json).',
      ),
    )
  } else {
    next()
  }
}

const delayOf = (value: unknown, name: string): number => {
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < 0 ||
    value > MAX_CONTROL_DELAY_MS
  ) {
    throw new BadControl(400, `Send { "${name}": milliseconds from 0 to ${MAX_CONTROL_DELAY_MS} }.`)
  }
  return value
}

const bodyOf = (request: express.Request): Record<string, unknown> => {
  const body: unknown = request.body
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadControl(400, 'Send a JSON object.')
  }
  return body as Record<string, unknown>
}

function faultOf(body: Record<string, unknown>) {
  const { path, kind, method, remaining, message } = body
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.length > MAX_PATTERN_CHARS ||
    !FAULT_KINDS.includes(kind as FaultKind)
  ) {
    throw new BadControl(
      400,
      `Send { "path": "/v2/…*" (up to ${MAX_PATTERN_CHARS} characters), "kind": one of ${FAULT_KINDS.join(', ')} }.`,
    )
  }
  if (method !== undefined && !FAULT_METHODS.includes(String(method).toUpperCase())) {
    throw new BadControl(400, `"method" is one of ${FAULT_METHODS.join(', ')}.`)
  }
  if (
    remaining !== undefined &&
    remaining !== null &&
    (!Number.isInteger(remaining) ||
      (remaining as number) < 1 ||
      (remaining as number) > MAX_REMAINING)
  ) {
    throw new BadControl(400, `"remaining" is a whole number from 1 to ${MAX_REMAINING}.`)
  }
  if (
    message !== undefined &&
    (typeof message !== 'string' || message.length > MAX_MESSAGE_CHARS)
  ) {
    throw new BadControl(400, `"message" is text of up to ${MAX_MESSAGE_CHARS} characters.`)
  }
  return {
    path,
    kind: kind as FaultKind,
    ...(method === undefined ? {} : { method: String(method).toUpperCase() }),
    ...(typeof remaining === 'number' ? { remaining } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  }
}

/** Every failure here is a 4xx with the API's error body: bad JSON, too large, bad values. */
const controlErrors: ErrorRequestHandler = (error, _request, response, next) => {
  if (response.headersSent) return next(error)
  const { status, type } = error as { status?: number; type?: string }
  const [code, message] =
    error instanceof BadControl
      ? [error.status, error.message]
      : type === 'entity.parse.failed'
        ? [400, 'The body is not valid JSON.']
        : type === 'entity.too.large'
          ? [413, 'The body is larger than the dev controls take (16 KB).']
          : typeof status === 'number' && status >= 400 && status < 500
            ? [status, 'The request could not be read.']
            : [500, 'The dev controls failed unexpectedly.']
  if (code === 500) console.error(error)
  response.status(code).set('Cache-Control', 'no-store').json({ message })
}

export function devControlRoutes(options: DevControlOptions) {
  const { controls, backend } = options
  const router = express.Router()
  router.use(requireAuthority(options))
  router.use(jsonOnly)
  router.use(express.json({ limit: '16kb', strict: false }))
  router.get('/settings', (_request, response) => void response.json(controls.settings))
  router.put('/latency', (request, response) => {
    controls.setLatency(delayOf(bodyOf(request).ms, 'ms'))
    response.json(controls.settings)
  })
  router.put('/slow', (request, response) => {
    controls.setSlowDelay(delayOf(bodyOf(request).ms, 'ms'))
    response.json(controls.settings)
  })
  router.post('/faults', (request, response) => {
    if (controls.settings.faults.length >= MAX_FAULT_RULES) {
      throw new BadControl(409, `There are ${MAX_FAULT_RULES} fault rules; delete some first.`)
    }
    response.status(201).json(controls.addFault(faultOf(bodyOf(request))))
  })
  router.delete('/faults', (_request, response) => {
    controls.clearFaults()
    response.status(204).end()
  })
  router.post('/reset', (_request, response, next) => {
    backend.resetDemoData().then(() => response.status(204).end(), next)
  })
  // The dev panel's outbox over HTTP (dev-panel/outbox.ts): the newest 50 mails first.
  router.get('/outbox', (_request, response) => {
    response.set('Cache-Control', 'no-store').json(sentMail(backend.db))
  })
  router.use((request, response) => {
    response
      .status(404)
      .json({ message: `There is no ${request.method} /__fake-api${request.path} control.` })
  })
  router.use(controlErrors)
  return router
}
