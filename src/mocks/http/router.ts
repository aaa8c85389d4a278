/**
 * Defines fake API endpoints the way a server framework would: each route states the permissions
 * it needs, gets the authenticated caller and the database, and returns data or throws an
 * HttpError. The router matches a request against its route table under the API base, enforces
 * authentication and permissions, maps errors to their documented bodies, and reports the
 * handler's own time in a Server-Timing header (what `npm run bench:api` measures).
 *
 * The whole table is one msw handler (browser.ts, node.ts), not one per route: msw
 * parses every handler it tries for every request (the URL, the page's cookies, a path pattern
 * compiled anew), and the service worker hands it every request of the page, script chunks
 * included. With some eighty routes that cost ~15 ms a request on a cold load; here each pattern
 * is compiled once.
 *
 * This module runs in the backend's Web Worker, so it speaks the platform's own Request and
 * Response and imports nothing of msw (whose page-side code needs localStorage, which a worker
 * lacks): see "What the backend worker may import" in docs/architecture.md.
 */
import { parseId } from '@/domain/ids'
import { hasAll, hasAny, type Permission } from '@/domain/permissions'
import type { Backend } from '../backend'
import { RowTooLargeError } from '../db/table'
import { JournalWriteError } from '../db/write-queue'
import { actorFor, authenticate, type Actor, type IdentifyBearer } from './auth'
import { readBytes, readJson } from './body'
import { forbidden, HttpError, notFound } from './errors'
import { JSON_BODY_LIMIT } from './limits'
import { scopeOf, type Scope } from './scope'
import { createStorageSigner, type StorageSigner } from './storage'

/** A route's named path parameters, decoded (`/v2/Sites/:id` gives `{ id }`). */
export type PathParams = Record<string, string>

export interface RouteContext<P extends PathParams = PathParams> {
  request: Request
  params: P
  query: URLSearchParams
  backend: Backend
  actor: Actor
  /** The customers and sites the caller may see (computed on first use). */
  readonly scope: Scope
  /**
   * The parsed JSON body: over the route's body limit a 413 (before it is parsed), not JSON or
   * nested deeper than MAX_JSON_DEPTH a 400 (http/body.ts).
   */
  body: <T = unknown>() => Promise<T>
  /** The raw body, counted against the route's body limit (a storage upload's file). */
  bytes: () => Promise<Uint8Array>
  /**
   * The API's own address (origin and base path), for every URL it hands out: the configured
   * public address, never the request's Host header (issue 34).
   */
  publicBase: string
  /** Signs and checks the fake storage's upload URLs (storage.ts). */
  storage: StorageSigner
  /**
   * The portal's origin, for links it mails (a password reset): the request's Origin when it is
   * one of the portals the API serves, else the first of them, never an origin a caller made up
   * (a link to an attacker's page would hand them the token).
   */
  portalOrigin: string
}

export interface RouteOptions {
  /** The caller needs at least one of these. */
  any?: readonly Permission[]
  /** The caller needs every one of these. */
  all?: readonly Permission[]
  /** Routes that work without a signed-in caller (the fake sign-in itself). */
  public?: boolean
  /** Lets a caller without an account through (GET /v2/Users/me answers 404 itself). */
  allowMissingAccount?: boolean
  /** The largest body the route reads, in bytes (default JSON_BODY_LIMIT); larger is a 413. */
  bodyLimit?: number
}

export type Resolver<P extends PathParams> = (context: RouteContext<P>) => unknown

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** One endpoint: its method, its path pattern compiled once, and what answers it. */
export interface Route {
  method: string
  path: string
  /** Matches the path under the API base; the groups are the named parameters, in order. */
  pattern: RegExp
  names: readonly string[]
  answer: (request: Request, params: PathParams) => Promise<Response>
}

/**
 * `/v2/Sites/:id/roles` as a RegExp with the same rules msw's matching has: case-insensitive,
 * a `:name` is one path segment, and a trailing slash is allowed.
 */
export function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names }
}

/**
 * The first route of `routes` whose method and path match, with its decoded parameters. A
 * parameter that is not valid percent-encoding (`/v2/TestRecords/%ff`) is a 400.
 */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: PathParams } | null {
  for (const route of routes) {
    if (route.method !== method) continue
    const match = route.pattern.exec(path)
    if (!match) continue
    const params: Record<string, string> = {}
    route.names.forEach((name, index) => (params[name] = decodePathSegment(match[index + 1])))
    return { route, params }
  }
  return null
}

function decodePathSegment(segment = ''): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, { message: `“${segment}” is not valid percent-encoding.` })
  }
}

/** The methods the routes matching `path` answer: a 405's Allow header. */
function methodsFor(routes: readonly Route[], path: string): string[] {
  const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((r) => r.method))
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods]
}

const NO_CACHE = { 'Cache-Control': 'no-store' }

/**
 * Answers a request under the API base `base` from the route table. A path no route matches is a
 * 404 with the error body, as a real API answers: letting it go on to the network got the web
 * server's answer for any unknown address, the portal's HTML with a 200 (issue 20). A path some
 * route serves, asked with another method, is a 405 naming the methods it takes; HEAD is
 * answered as GET without the body.
 */
export function routeRequest(
  base: string,
  routes: readonly Route[],
): (request: Request) => Promise<Response> {
  const basePath = new URL(base, 'http://base.invalid').pathname.replace(/\/$/, '')
  return async (request) => {
    const path = new URL(request.url).pathname.slice(basePath.length)
    const head = request.method === 'HEAD'
    try {
      const found = matchRoute(routes, head ? 'GET' : request.method, path)
      if (found) {
        const response = await found.route.answer(request, found.params)
        return head ? new Response(null, response) : response
      }
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error)
      throw error
    }
    const allowed = methodsFor(routes, path)
    if (allowed.length > 0) {
      const error = new HttpError(405, {
        message: `${basePath}${path} takes ${allowed.join(', ')}, not ${request.method}.`,
      })
      return errorResponse(error, { Allow: allowed.join(', ') })
    }
    return errorResponse(notFound(`There is no ${request.method} ${basePath}${path} in this API.`))
  }
}

const errorResponse = (error: HttpError, headers: Record<string, string> = {}) =>
  Response.json(error.body, { status: error.status, headers: { ...NO_CACHE, ...headers } })

/** Methods that change something: answered only once the change is stored. */
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * What a route's failure means to the client: an HttpError as it is; a row too large to store a
 * 413; a change the journal could not store a 503 (it was undone: the client may try again).
 * Anything else is a bug, left to the last-resort 500 of whoever runs the table.
 */
function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  if (error instanceof RowTooLargeError) {
    return new HttpError(413, { message: 'The change would make the stored item too large.' })
  }
  if (error instanceof JournalWriteError) {
    return new HttpError(503, {
      message: 'The change could not be stored, and nothing was changed. Try again.',
    })
  }
  return null
}

/** Plain data becomes a 200 JSON answer, undefined a 204; a Response passes through. */
function toResponse(result: unknown, timing: string): Response {
  if (result instanceof Response) {
    result.headers.set('Server-Timing', timing)
    return result
  }
  const headers = { ...NO_CACHE, 'Server-Timing': timing }
  if (result === undefined) return new Response(null, { status: 204, headers })
  return Response.json(result, { headers })
}

function permissionMessage(needed: readonly Permission[], every: boolean): string {
  const names = needed.map((name) => `“${name}”`).join(every ? ' and ' : ' or ')
  return `You do not have permission to do this: it needs ${names}.`
}

export interface RouterOptions {
  /** How a bearer token names its user (default: the in-browser fake sign-in's tokens). */
  identify?: IdentifyBearer
  /**
   * The API's public address, e.g. http://127.0.0.1:8787 (the standalone server). Without it
   * (the browser's worker, whose requests only the page makes, and in-process tests) it is the
   * request's own origin and base path.
   */
  publicBase?: string
  /** The storage's signing key (the standalone server keeps one); a random one otherwise. */
  storageSecret?: Uint8Array<ArrayBuffer>
  /**
   * The portals' origins (the standalone server's --origin). Without them (the browser's worker,
   * whose requests only its own page makes, and in-process tests) the portal is the API's origin.
   */
  portalOrigins?: readonly string[]
}

export function createRouter(
  getBackend: () => Backend,
  { identify, publicBase, storageSecret, portalOrigins }: RouterOptions = {},
) {
  const storage = createStorageSigner(storageSecret)
  function define<P extends PathParams>(
    method: Method,
    path: string,
    options: RouteOptions,
    resolver: Resolver<P>,
  ): Route {
    const bodyLimit = options.bodyLimit ?? JSON_BODY_LIMIT
    async function answer(request: Request, params: P): Promise<Response> {
      const started = performance.now()
      const backend = getBackend()
      let result: unknown
      try {
        const actor = options.public
          ? actorFor(backend.db, '')
          : await authenticate(request, backend.db, identify)
        if (!options.public) {
          if (!actor.user && !options.allowMissingAccount) {
            throw forbidden(`No account was found for “${actor.username}”.`)
          }
          if (options.any && !hasAny(actor.permissions, options.any)) {
            throw forbidden(permissionMessage(options.any, false))
          }
          if (options.all && !hasAll(actor.permissions, options.all)) {
            throw forbidden(permissionMessage(options.all, true))
          }
        }
        let scope: Scope | undefined
        let json: Promise<unknown> | undefined
        const context: RouteContext<P> = {
          request,
          params,
          query: new URL(request.url).searchParams,
          backend,
          actor,
          get scope() {
            scope ??= scopeOf(backend.db, actor.user)
            return scope
          },
          body: <T>() => (json ??= readJson(request, bodyLimit)) as Promise<T>,
          bytes: () => readBytes(request, bodyLimit),
          publicBase: publicBase ?? apiBaseOf(request),
          storage,
          portalOrigin: portalOriginOf(request, portalOrigins, publicBase ?? apiBaseOf(request)),
        }
        result = await resolver(context)
        // Acknowledged means stored: a write is answered once the journal has it on disk.
        if (WRITES.has(request.method)) await backend.flush()
      } catch (error) {
        const httpError = asHttpError(error)
        if (!httpError) throw error
        result = errorResponse(httpError)
      }
      return toResponse(result, `handler;dur=${(performance.now() - started).toFixed(2)}`)
    }
    return {
      method: method.toUpperCase(),
      path,
      ...compilePath(path),
      answer: (request, params) => answer(request, params as P),
    }
  }

  return {
    get: <P extends PathParams>(path: string, options: RouteOptions, resolver: Resolver<P>) =>
      define('get', path, options, resolver),
    post: <P extends PathParams>(path: string, options: RouteOptions, resolver: Resolver<P>) =>
      define('post', path, options, resolver),
    put: <P extends PathParams>(path: string, options: RouteOptions, resolver: Resolver<P>) =>
      define('put', path, options, resolver),
    patch: <P extends PathParams>(path: string, options: RouteOptions, resolver: Resolver<P>) =>
      define('patch', path, options, resolver),
    delete: <P extends PathParams>(path: string, options: RouteOptions, resolver: Resolver<P>) =>
      define('delete', path, options, resolver),
  }
}

export type Router = ReturnType<typeof createRouter>

/**
 * Reads an id path parameter strictly (src/domain/ids.ts: "0x10" or "1e3" is no id); anything
 * else is a 404, as no such item can exist.
 */
export function idParam(value: string | readonly string[] | undefined, what: string): number {
  const text = Array.isArray(value) ? value[0] : value
  const id = parseId(text)
  if (id === null) {
    throw new HttpError(404, { message: `${what} “${String(text)}” does not exist.` })
  }
  return id
}

/** The row, or a 404 naming what was asked for. */
export function found<T>(row: T | undefined, what: string, id: number): T {
  if (row === undefined) throw new HttpError(404, { message: `${what} ${id} does not exist.` })
  return row
}

/** The API base of a request (origin and the path before /v2/ or /fake-storage/). */
function portalOriginOf(
  request: Request,
  portalOrigins: readonly string[] | undefined,
  apiBase: string,
): string {
  const own = new URL(apiBase).origin
  if (!portalOrigins || portalOrigins.length === 0) return own
  const origin = request.headers.get('origin')
  return origin !== null && portalOrigins.includes(origin) ? origin : portalOrigins[0]!
}

function apiBaseOf(request: Request): string {
  const url = new URL(request.url)
  const index = url.pathname.search(/\/(v2|fake-storage)\//)
  return `${url.origin}${index >= 0 ? url.pathname.slice(0, index) : ''}`
}
