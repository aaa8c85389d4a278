/**
 * The portal's only HTTP client (the only module that imports ky). It adds the bearer token and
 * the cache-disabling headers to every call, retries a failed GET a bounded number of times and
 * gives up on a silent one with a clear error, never retries a write, reports every 403 and 401
 * once to whoever subscribed (the session), and turns every failure into one error type, ApiError.
 * A server's error says what the server said; a failure with no answer (no connection, a timeout)
 * is said in the user's language (clientErrors.network, clientErrors.timeout).
 */
import i18next from 'i18next'
import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky'
import { STALE_REVISION, type ApiErrorBody } from './types'

export interface HttpConfig {
  /** The API base, e.g. `https://api.example.com` or, in fake mode, `<origin>/api`. */
  baseUrl: string
  /** The stored sign-in token, read at every call so a new sign-in takes effect at once. */
  getToken: () => string | null
  /** A GET that has not answered by then fails with a timeout error. */
  getTimeoutMs?: number
  /** Extra attempts of a GET that failed with a network error or a 408/429/5xx. */
  getRetries?: number
  /** For tests: the fetch to use. */
  fetch?: typeof fetch
}

export type ApiErrorKind = 'http' | 'network' | 'timeout'

/** Every failed call rejects with this; `body` keeps the server's answer (a failed save's data). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly body: ApiErrorBody | null

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null,
    body: ApiErrorBody | null,
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.body = body
  }
}

/**
 * The write was refused because the record changed since it was loaded (409 with the field
 * error STALE_REVISION on `revision`), not for another conflict such as a record in use.
 */
export const isStaleRevisionError = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body?.errors ?? []).some((entry) => entry.code === STALE_REVISION)

/** What a failed call (or any thrown value) says, for a toast or an error state. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The HTTP status a failed call answered, or null (a network failure, a timeout, no call). */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

/**
 * A required path parameter was null or undefined: the call is refused before any request, with
 * the spec's words (core.md §5: "Required parameter {name} was null or undefined when calling
 * {operation}").
 */
export class RequiredParameterError extends Error {
  readonly parameter: string

  constructor(parameter: string, operation: string) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}`)
    this.name = 'RequiredParameterError'
    this.parameter = parameter
  }
}

/** Returns the value, or throws RequiredParameterError when it is null or undefined. */
export function required<T>(value: T | null | undefined, parameter: string, operation: string): T {
  if (value === null || value === undefined) throw new RequiredParameterError(parameter, operation)
  return value
}

type ForbiddenListener = (message: string | null) => void
const forbiddenListeners = new Set<ForbiddenListener>()
const unauthorizedListeners = new Set<() => void>()

/** Hears every 403 answer, with the server's message when it sent one. */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener)
  return () => forbiddenListeners.delete(listener)
}

/** Hears every 401 answer: the token is missing, expired or unknown. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export const CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' }

const DEFAULT_GET_TIMEOUT_MS = 20_000
const DEFAULT_GET_RETRIES = 2

let client: KyInstance | null = null
let currentConfig: HttpConfig | null = null

async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const body = (await response.clone().json()) as Partial<ApiErrorBody> | null
    return body && typeof body === 'object'
      ? { message: String(body.message ?? ''), ...body }
      : null
  } catch {
    return null
  }
}

export function configureHttp(config: HttpConfig): void {
  currentConfig = config
  client = ky.create({
    prefixUrl: config.baseUrl,
    fetch: config.fetch,
    timeout: false,
    retry: 0,
    headers: CACHE_HEADERS,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = config.getToken()
          if (token) request.headers.set('Authorization', `Bearer ${token}`)
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 401) for (const listener of unauthorizedListeners) listener()
          if (response.status !== 403) return
          const body = await readErrorBody(response)
          const message = body?.message || null
          for (const listener of forbiddenListeners) listener(message)
        },
      ],
    },
  })
}

function http(): KyInstance {
  if (!client) throw new Error('The API client is not configured: call configureHttp() first.')
  return client
}

/** Query values; arrays repeat the key (`routes=a&routes=b`); null, undefined and '' are left out. */
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>
export type Query = Record<string, QueryValue>

export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  return params
}

/** ky wants paths without the leading slash when a prefix is set. */
const relative = (path: string) => path.replace(/^\/+/, '')

async function send(method: string, path: string, options: Options): Promise<Response> {
  const isGet = method === 'get'
  const timeoutMs = currentConfig?.getTimeoutMs ?? DEFAULT_GET_TIMEOUT_MS
  try {
    return await http()(relative(path), {
      method,
      ...options,
      // Only reads are safe to repeat; a write is sent once and its outcome reported as it is.
      retry: isGet
        ? {
            limit: currentConfig?.getRetries ?? DEFAULT_GET_RETRIES,
            methods: ['get'],
            statusCodes: [408, 429, 500, 502, 503, 504],
          }
        : 0,
      timeout: isGet ? timeoutMs : false,
    })
  } catch (error) {
    throw await toApiError(error, method, path, timeoutMs)
  }
}

async function toApiError(error: unknown, method: string, path: string, timeoutMs: number) {
  if (error instanceof HTTPError) {
    const body = await readErrorBody(error.response)
    const message =
      body?.message ||
      `${method.toUpperCase()} ${path} failed with status ${error.response.status}.`
    return new ApiError('http', message, error.response.status, body)
  }
  if (error instanceof TimeoutError) {
    return new ApiError(
      'timeout',
      i18next.t('clientErrors.timeout', {
        request: `${method.toUpperCase()} ${path}`,
        duration: timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`,
      }),
      null,
      null,
    )
  }
  if (error instanceof ApiError || error instanceof RequiredParameterError) return error
  const detail = error instanceof Error ? error.message : String(error)
  return new ApiError('network', i18next.t('clientErrors.network', { detail }), null, null)
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export async function get<T>(path: string, query?: Query): Promise<T> {
  return json<T>(await send('get', path, { searchParams: toSearchParams(query) }))
}

export async function post<T = void>(path: string, body?: unknown, query?: Query): Promise<T> {
  return json<T>(await send('post', path, { json: body, searchParams: toSearchParams(query) }))
}

export async function patch<T = void>(path: string, body?: unknown): Promise<T> {
  return json<T>(await send('patch', path, { json: body }))
}

export async function put<T = void>(path: string, body?: unknown): Promise<T> {
  return json<T>(await send('put', path, { json: body }))
}

export async function del<T = void>(path: string): Promise<T> {
  return json<T>(await send('delete', path, {}))
}

/** The generic save: PATCH `path/{id}` when the body has an id, otherwise POST `path`. */
export async function save<T, B extends { id?: number | null }>(path: string, body: B): Promise<T> {
  return body.id === null || body.id === undefined
    ? post<T>(path, body)
    : patch<T>(`${path}/${body.id}`, body)
}

/** Downloads a file answer (CSV, Excel) as a Blob. */
export async function download(path: string, query?: Query): Promise<Blob> {
  const response = await send('get', path, { searchParams: toSearchParams(query) })
  return response.blob()
}
