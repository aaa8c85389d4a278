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
import { actorFor, authenticate, type Actor, type IdentifyBearer } from './auth'
import { forbidden, HttpError, notFound } from './errors'
import { scopeOf, type Scope } from './scope'

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
  /** The parsed JSON body; a body that is not JSON is a 400. */
  body: <T = unknown>() => Promise<T>
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

/** The first route of `routes` whose method and path match, with its decoded parameters. */
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
    route.names.forEach(
      (name, index) => (params[name] = decodeURIComponent(match[index + 1] ?? '')),
    )
    return { route, params }
  }
  return null
}

const NO_CACHE = { 'Cache-Control': 'no-store' }

/**
 * Answers a request under the API base `base` from the route table. A path no route matches is a
 * 404 with the error body, as a real API answers: letting it go on to the network got the web
 * server's answer for any unknown address, the portal's HTML with a 200 (issue 20).
 */
export function routeRequest(
  base: string,
  routes: readonly Route[],
): (request: Request) => Promise<Response> {
  const basePath = new URL(base, 'http://base.invalid').pathname.replace(/\/$/, '')
  return async (request) => {
    const path = new URL(request.url).pathname.slice(basePath.length)
    const found = matchRoute(routes, request.method, path)
    if (found) return found.route.answer(request, found.params)
    const error = notFound(`There is no ${request.method} ${basePath}${path} in this API.`)
    return Response.json(error.body, { status: error.status, headers: NO_CACHE })
  }
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
}

export function createRouter(getBackend: () => Backend, { identify }: RouterOptions = {}) {
  function define<P extends PathParams>(
    method: Method,
    path: string,
    options: RouteOptions,
    resolver: Resolver<P>,
  ): Route {
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
          body: readJson,
        }
        async function readJson<T>(): Promise<T> {
          try {
            return (await request.clone().json()) as T
          } catch {
            throw new HttpError(400, { message: 'The request body is not valid JSON.' })
          }
        }
        result = await resolver(context)
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        result = Response.json(error.body, { status: error.status, headers: NO_CACHE })
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
