/**
 * The fake API as an HTTP server (`npm run api`, scripts/api.ts): the in-browser fake's route
 * table, seed, validation, permissions and scope, answered over HTTP through msw's own adapter
 * (@mswjs/http-middleware), with a real OpenID Connect provider under /oidc whose access tokens
 * are the API's bearer tokens.
 *
 *   /oidc/*        the sign-in service (sign-in-service.ts)
 *   /__fake-api/*  latency, fault rules and a demo-data reset, as the dev panel has them
 *   /*             the API: /v2/… as the real API has it, and the fake firmware storage
 *
 * Changes are journalled to a file in the data directory (file-journal.ts), beside the provider's
 * keys and its sessions (provider-store.ts): a restart keeps the data, the tokens already issued
 * stay valid, and whoever was signed in at the provider still is.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import cors from 'cors'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { createMiddleware } from '@mswjs/http-middleware'
import { bootBackend, type Backend } from '../backend'
import { Controls, FAULT_KINDS, type FaultKind } from '../controls'
import { openFileJournal } from '../db/file-journal'
import { warmUp } from '../handlers'
import { findUserByUsername } from '../http/auth'
import { createHandlers } from '../node'
import { PERSONAS } from '../personas'
import type { SeedSize } from '../seed/sizes'
import { jwtBearer } from './bearer'
import { createKeys, loadOrCreateKeys, publicKeyOf, type ServiceKeys } from './keys'
import { providerStore } from './provider-store'
import { API_AUDIENCE, createSignInService } from './sign-in-service'

export interface StandaloneOptions {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  /** Where the journal and the provider's keys are kept; null keeps nothing (tests). */
  dataDir: string | null
  /** Start from the seed: forget the stored changes and the keys. */
  reset: boolean
  size: SeedSize
  /** Pins the seed's dates (tests); otherwise today, kept by the journal. */
  anchor?: number
  /** Origins the portal is served from: allowed by CORS and as sign-in redirect targets. */
  portalOrigins: readonly string[]
  latencyMs: number
}

export interface StandaloneApi {
  /** The API's base URL (VITE_API_BASE). */
  url: string
  /** The sign-in service's issuer (VITE_OIDC_AUTHORITY). */
  issuer: string
  backend: Backend
  controls: Controls
  close: () => Promise<void>
}

const journalPath = (dataDir: string, size: SeedSize) => join(dataDir, `journal-${size}.jsonl`)
const keysPath = (dataDir: string) => join(dataDir, 'keys.json')
const providerPath = (dataDir: string) => join(dataDir, 'provider.json')

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

const keysFor = (options: StandaloneOptions): Promise<ServiceKeys> =>
  options.dataDir ? loadOrCreateKeys(keysPath(options.dataDir)) : createKeys()

/** The dev panel's knobs over HTTP: for product people with curl, and for browser tests. */
function controlRoutes(controls: Controls, backend: Backend) {
  const router = express.Router()
  router.use(express.json({ limit: '16kb' }))
  router.get('/settings', (_request, response) => void response.json(controls.settings))
  router.put('/latency', (request, response) => {
    const { ms } = request.body as { ms?: unknown }
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      response.status(400).json({ message: 'Send { "ms": a number of milliseconds ≥ 0 }.' })
      return
    }
    controls.setLatency(ms)
    response.json(controls.settings)
  })
  router.post('/faults', (request, response) => {
    const { path, kind, method, remaining, message } = request.body as Record<string, unknown>
    if (typeof path !== 'string' || !FAULT_KINDS.includes(kind as FaultKind)) {
      response.status(400).json({
        message: `Send { "path": "/v2/…*", "kind": one of ${FAULT_KINDS.join(', ')} }.`,
      })
      return
    }
    const rule = controls.addFault({
      path,
      kind: kind as FaultKind,
      ...(typeof method === 'string' ? { method } : {}),
      ...(typeof remaining === 'number' ? { remaining } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    })
    response.status(201).json(rule)
  })
  router.delete('/faults', (_request, response) => {
    controls.clearFaults()
    response.status(204).end()
  })
  router.post('/reset', async (_request, response) => {
    await backend.resetDemoData()
    response.status(204).end()
  })
  return router
}

/**
 * msw answers an injected network fault with Response.error(), which has no status an HTTP server
 * can send (0): the connection is dropped instead, as a network failure looks to the client. It
 * is caught where @mswjs/http-middleware ends the answer: that write is not awaited, so the error
 * Node throws for status 0 would reach no error handler, but end the process as an unhandled
 * rejection (and leave the request hanging).
 */
const dropNetworkErrors: RequestHandler = (request, response, next) => {
  const end = response.end.bind(response)
  response.end = ((...args: Parameters<typeof end>) => {
    if (response.statusCode !== 0) return end(...args)
    request.socket.destroy()
    return response
  }) as typeof response.end
  next()
}

/** Express's last stop: anything here is a bug, answered as a 500 with its message. */
const lastResort: ErrorRequestHandler = (error, _request, response, _next) => {
  console.error(error)
  if (!response.headersSent) {
    response.status(500).json({ message: `The fake API failed: ${String(error)}` })
  }
}

export async function startStandaloneApi(options: StandaloneOptions): Promise<StandaloneApi> {
  if (options.dataDir) {
    if (options.reset) {
      await rm(journalPath(options.dataDir, options.size), { force: true })
      await rm(keysPath(options.dataDir), { force: true })
      await rm(providerPath(options.dataDir), { force: true })
    }
    await mkdir(options.dataDir, { recursive: true })
  }
  // Listening comes first, because the issuer names the port (0 picks one). Until the seed is
  // built, a request is told to come back shortly rather than left waiting.
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ message: 'The fake API is starting.' }))
  })
  const port = await listen(server, options.port, options.host)
  const url = `http://${options.host}:${port}`
  const issuer = `${url}/oidc`

  const [keys, backend] = await Promise.all([
    keysFor(options),
    bootBackend({
      size: options.size,
      persist: options.dataDir !== null,
      ...(options.anchor === undefined ? {} : { anchor: options.anchor }),
      ...(options.dataDir
        ? {
            openJournal: (fresh) =>
              openFileJournal(journalPath(options.dataDir!, options.size), fresh),
          }
        : {}),
    }),
  ])
  warmUp(backend)
  const controls = new Controls(null, { latencyMs: options.latencyMs })
  const knowsUser = (username: string) =>
    PERSONAS.some((persona) => persona.username === username) ||
    findUserByUsername(backend.db, username) !== undefined
  const store = providerStore(options.dataDir ? providerPath(options.dataDir) : null)
  const signIn = createSignInService({
    issuer,
    portalOrigins: options.portalOrigins,
    signingKey: keys.signingKey,
    cookieKeys: keys.cookieKeys,
    knowsUser,
    adapter: store.adapter,
  })
  const identify = jwtBearer({
    issuer,
    audience: API_AUDIENCE,
    publicKey: publicKeyOf(keys.signingKey),
  })

  const app = express()
  app.disable('x-powered-by')
  app.use('/oidc', signIn.interactions)
  app.use('/oidc', signIn.provider.callback())
  app.use('/__fake-api', controlRoutes(controls, backend))
  app.use(
    cors({ origin: [...options.portalOrigins], maxAge: 600, exposedHeaders: ['Server-Timing'] }),
  )
  // The API at the root of the origin (base ''), as the real API's /v2/… paths are.
  app.use(dropNetworkErrors)
  app.use(
    createMiddleware(
      ...createHandlers('', () => backend, controls, { identify, fakeSignIn: false }),
    ),
  )
  app.use(lastResort)
  server.removeAllListeners('request')
  server.on('request', app)

  return {
    url,
    issuer,
    backend,
    controls,
    async close() {
      await Promise.all([backend.flush(), store.flush()])
      backend.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
