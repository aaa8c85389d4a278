/**
 * The error answers of the fake API. Every error body has the one documented shape
 * (ApiErrorBody: a message, and for 400 the field errors), so the portal handles them in one place.
 */
import type { ApiErrorBody, FieldError } from '@/api/types'

export class HttpError extends Error {
  readonly status: number
  readonly body: ApiErrorBody

  constructor(status: number, body: ApiErrorBody) {
    super(body.message)
    this.status = status
    this.body = body
  }
}

export const unauthorized = (message = 'Sign in to use the API.') => new HttpError(401, { message })

export const forbidden = (message: string) => new HttpError(403, { message })

export const notFound = (message: string) => new HttpError(404, { message })

export const conflict = (message: string) => new HttpError(409, { message })

/** A 400 whose field errors name the form fields they belong to. */
export const badRequest = (errors: FieldError[], message = 'The request is not valid.') =>
  new HttpError(400, { message: errors[0]?.message ?? message, errors })

/** A 400 for one field; the message is also the answer's top-level message. */
export const fieldError = (field: string, code: string, message: string) =>
  badRequest([{ field, code, message }])
