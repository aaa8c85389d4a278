/**
 * The portal's only HTTP client (the only module that imports ky). It adds the bearer token and
 * the cache-disabling headers to every call, retries a failed GET a bounded number of times and
 * gives up on a silent one with a clear error, never retries a write, reports every 403 and 401
 * once to whoever subscribed (the session), and turns every failure into one error type, ApiError (errors.ts).
 * A server's error says what the server said; a failure with no answer (no connection, a timeout)
 * is said in the user's language (clientErrors.network, clientErrors.timeout).
 */
import i18next from 'i18next'
import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky'
import { ApiError, RequiredParameterError } from './errors'
import type { ApiErrorBody } from './types'

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
