/**
 * The API's error types and the helpers that read them: ApiError (what every failed call rejects
 * with), the stale-revision test, the message and status of any thrown value, and the refusal of a
 * call whose required path parameter is missing. They live apart from http.ts, the HTTP client, so
 * that machines and screens can read an error without importing the client (machines get their
 * calls as actors).
 */
import { STALE_REVISION, type ApiErrorBody } from './types'

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
 * the spec's words (CORE-5.7: "Required parameter {name} was null or undefined when calling
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
