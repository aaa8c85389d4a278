/**
 * The fake API as an HTTP server (`npm run api`, scripts/dev/api.ts): the in-browser fake's route
 * table, seed, validation, permissions and scope, answered over HTTP (api-adapter.ts), with a
 * real OpenID Connect provider under /oidc whose access tokens are the API's bearer tokens.
 *
 *   /oidc/*        the sign-in service (sign-in-service.ts)
 *   /__fake-api/*  latency, fault rules, a demo-data reset and the outbox, behind the dev secret
 *                  (dev-controls.ts)
 *   /openapi.json, /docs  the API's contract and an interactive reference (api-reference.ts)
 *   /*             the API: /v2/… as the real API has it, and the fake storage (signed URLs)
 *
 * Changes are journalled to a file in the data directory (file-journal.ts), beside the provider's
 * keys and its sessions (provider-store.ts): a restart keeps the data, the tokens already issued
 * stay valid, and whoever was signed in at the provider still is.
 *
 * What it guarantees a client (issue 34; docs/standalone-api.md "What the server guarantees"):
 * no request ends the process (guards.ts, api-adapter.ts, and a last-resort 500); a write is
 * answered once it is on disk; a journal it cannot read stops the start instead of being
 * overwritten; bodies are bounded; it trusts no Host header.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import cors from 'cors'
import express, { type ErrorRequestHandler } from 'express'
import { bootBackend, type Backend } from '../backend'
import { Controls } from '../controls'
import { checkJournalFile, JournalUnreadableError, openFileJournal } from '../db/file-journal'
import { createRoutes, warmUp } from '../handlers'
import { findUserByUsername } from '../http/auth'
import { routeRequest } from '../http/router'
import type { AnswerCheck } from '../node'
import { requestPasswordReset } from '../password-resets'
import { PERSONAS } from '../personas'
import type { SeedSize } from '../seed/sizes'
import { apiAdapter } from './api-adapter'
import { apiReferenceRoutes, referencePage } from './api-reference'
import { jwtBearer } from './bearer'
import { devControlRoutes } from './dev-controls'
import { ownHosts, requestGuards } from './guards'
import {
  createKeys,
  loadOrCreateKeys,
  publicKeyOf,
  storageSecretOf,
  type ServiceKeys,
} from './keys'
import { providerStore } from './provider-store'
import { API_AUDIENCE, createSignInService } from './sign-in-service'

export interface StandaloneOptions {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  /**
   * The address clients reach the server at, e.g. https://fake-api.example.test behind a proxy:
   * every URL the server hands out (upload URLs, the issuer) is built on it, and a request whose
   * Host is neither it nor the listening address is refused. Default: the listening address.
   */
  publicUrl?: string
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
  /** The dev controls' secret (dev-controls.ts); default a new random one each start. */
  devSecret?: string
  /**
   * Looks at a copy of each answer the route table gives over HTTP: the tests hold every one to
   * the API document with it (tests/helpers/standalone-api.ts), as the in-process ones are.
   */
  checkAnswer?: AnswerCheck
}

export interface StandaloneApi {
  /** The API's base URL (VITE_API_BASE). */
  url: string
  /** The sign-in service's issuer (VITE_OIDC_AUTHORITY). */
  issuer: string
  /** What authorises a caller of the dev controls (`Authorization: Bearer <devSecret>`). */
  devSecret: string
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

/**
 * `--reset`: the stored changes, keys and sessions are forgotten. A journal that cannot be read
 * is kept aside (`….damaged-<time>`) rather than deleted: it may be all someone has.
 */
async function forgetStoredState(dataDir: string, size: SeedSize): Promise<string | null> {
  const journal = journalPath(dataDir, size)
  let keptAside: string | null = null
  try {
    await checkJournalFile(journal)
    await rm(journal, { force: true })
  } catch (error) {
    if (!(error instanceof JournalUnreadableError)) throw error
    keptAside = `${journal}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`
    await rename(journal, keptAside)
  }
  await rm(keysPath(dataDir), { force: true })
  await rm(providerPath(dataDir), { force: true })
  return keptAside
}

/** Express's last stop: anything here is a bug, logged, and answered as a 500; serving goes on. */
const lastResort: ErrorRequestHandler = (error, request, response, _next) => {
  console.error('The fake API failed on', request.method, request.originalUrl, error)
  if (response.headersSent) {
    response.destroy()
    return
  }
  response
    .status(500)
    .json({ message: 'The fake API failed unexpectedly; the server keeps running.' })
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host)

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a password typed is the one stored (plain text in this fake). The digests are compared
 * in constant time, so that how long the check takes tells nothing of how much of a guess was
 * right.
 */
const samePassword = (typed: string, stored: string) =>
  timingSafeEqual(digest(typed), digest(stored))

export async function startStandaloneApi(options: StandaloneOptions): Promise<StandaloneApi> {
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true })
    if (options.reset) {
      const keptAside = await forgetStoredState(options.dataDir, options.size)
      if (keptAside) console.warn(`The unreadable journal was kept as ${keptAside}.`)
    }
  }
  // Listening comes first, because the issuer names the port (0 picks one). Until the seed is
  // built, a request is told to come back shortly rather than left waiting.
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ message: 'The fake API is starting.' }))
  })
  const port = await listen(server, options.port, options.host)
  const url = new URL(options.publicUrl ?? `http://${urlHost(options.host)}:${port}`).origin
  const issuer = `${url}/oidc`

  let keys: ServiceKeys
  let backend: Backend
  try {
    ;[keys, backend] = await Promise.all([
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
  } catch (error) {
    // A journal it cannot read, for one: nothing is served over it, and nothing is written.
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    throw error
  }
  warmUp(backend)
  const controls = new Controls(null, { latencyMs: options.latencyMs })
  const devSecret = options.devSecret ?? randomBytes(24).toString('base64url')
  const knowsUser = (username: string) =>
    PERSONAS.some((persona) => persona.username === username) ||
    findUserByUsername(backend.db, username) !== undefined
  // The provider reads the API's own users, so a password changed (PATCH /v2/Users/password) or
  // reset (…/reset/redeem) through the API is the one its form takes from then on.
  const checkPassword = (username: string, password: string) => {
    const user = findUserByUsername(backend.db, username)
    return user && user.password !== '' && samePassword(password, user.password)
      ? user.username
      : null
  }
  // "Forgot password?" on the provider's page: the same request as POST /v2/Users/password/reset,
  // called in process rather than over HTTP, so that the dev controls' latency and fault rules
  // (set for the portal's calls) do not reach the provider's page, and the link names the portal
  // the sign-in came from. Answered once the mail is stored, as the API's writes are.
  const sendResetLink = async (login: string, portalOrigin: string) => {
    await requestPasswordReset(backend.db, { login, now: backend.now(), portalOrigin })
    await backend.flush()
  }
  const store = providerStore(options.dataDir ? providerPath(options.dataDir) : null)
  const signIn = createSignInService({
    issuer,
    portalOrigins: options.portalOrigins,
    signingKey: keys.signingKey,
    cookieKeys: keys.cookieKeys,
    knowsUser,
    checkPassword,
    sendResetLink,
    adapter: store.adapter,
    referencePage: referencePage(url),
  })
  const identify = jwtBearer({
    issuer,
    audience: API_AUDIENCE,
    publicKey: publicKeyOf(keys.signingKey),
  })
  const answer = routeRequest(
    '',
    createRoutes(() => backend, {
      identify,
      fakeSignIn: false,
      publicBase: url,
      storageSecret: storageSecretOf(keys),
      portalOrigins: options.portalOrigins,
    }),
  )

  const app = express()
  app.disable('x-powered-by')
  app.use(requestGuards(ownHosts(url, options.host, port)))
  // The provider builds the URLs it hands out (discovery, redirects) from the request's Host: it
  // is told the public one, whichever of its names a client used (the guards let only those in).
  app.use('/oidc', (request, _response, next) => {
    request.headers.host = new URL(url).host
    next()
  })
  app.use('/oidc', signIn.interactions)
  app.use('/oidc', signIn.provider.callback())
  app.use('/__fake-api', devControlRoutes({ controls, backend, secret: devSecret, identify }))
  // The contract and its reference (api-reference.ts), for anyone: they hold no data.
  app.use(apiReferenceRoutes({ publicBase: url, issuer }))
  app.use(
    cors({ origin: [...options.portalOrigins], maxAge: 600, exposedHeaders: ['Server-Timing'] }),
  )
  // The API at the root of the origin (base ''), as the real API's /v2/… paths are.
  app.use(apiAdapter({ answer, controls, origin: url, checkAnswer: options.checkAnswer }))
  app.use(lastResort)
  server.removeAllListeners('request')
  server.on('request', app)

  return {
    url,
    issuer,
    devSecret,
    backend,
    controls,
    async close() {
      await Promise.all([backend.flush().catch(() => undefined), store.flush()])
      backend.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
