/**
 * Reading a request the way every endpoint does: query filters (ids, numbers, dates, flags and
 * lists sent as repeated keys or one comma-separated value), the JSON object body, PATCH merging,
 * and the answers to a create.
 */
import { fieldError, HttpError } from './errors'
import type { RouteContext } from './router'

/** An id filter of the query string; absent or empty means no filter. */
export function readId(query: URLSearchParams, name: string): number | null {
  const text = query.get(name)
  if (text === null || text === '') return null
  const id = Number(text)
  if (!Number.isInteger(id)) {
    throw fieldError(name, 'validation.integer', `${name} must be a whole number.`)
  }
  return id
}

export function readNumber(query: URLSearchParams, name: string): number | null {
  const text = query.get(name)
  if (text === null || text === '') return null
  const value = Number(text)
  if (!Number.isFinite(value)) {
    throw fieldError(name, 'validation.number', `${name} must be a number.`)
  }
  return value
}

/** An ISO date of the query string as epoch milliseconds. */
export function readDate(query: URLSearchParams, name: string): number | null {
  const text = query.get(name)
  if (!text) return null
  const time = Date.parse(text)
  if (Number.isNaN(time)) throw fieldError(name, 'validation.date', `${name} must be an ISO date.`)
  return time
}

export function readBoolean(query: URLSearchParams, name: string): boolean {
  return query.get(name)?.toLowerCase() === 'true'
}

/**
 * A flag of the query that must be one: absent or empty is false, `true` or `false` (any case) as
 * said, anything else a 400, where a lenient reading would take a typo (`history=ture`) for false.
 */
export function readStrictBoolean(query: URLSearchParams, name: string): boolean {
  const text = query.get(name)
  if (text === null || text === '') return false
  const value = text.toLowerCase()
  if (value === 'true' || value === 'false') return value === 'true'
  throw fieldError(name, 'validation.oneOf', `${name} must be true or false.`)
}

/** A list parameter sent either as repeated keys or as one comma-separated value. */
export function readList(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
}

/** The request body as an object; anything else (an array, a bare value) is a 400. */
export async function readObjectBody(context: RouteContext): Promise<Record<string, unknown>> {
  const body = await context.body()
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, { message: 'The request body must be a JSON object.' })
  }
  return body as Record<string, unknown>
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * PATCH semantics: the stored item with the body's fields on top; a nested object (contact,
 * address, location) is merged one level deep, so a form may send only what it edits.
 */
export function mergePatch(
  current: object,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    const before = merged[key]
    merged[key] = isPlainObject(before) && isPlainObject(value) ? { ...before, ...value } : value
  }
  return merged
}

/** The answer to a create: 201 with the new item. */
export const created = (body: object) => Response.json(body, { status: 201 })
