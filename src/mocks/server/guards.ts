/**
 * What the standalone server checks of every request before anything reads it (issue 34): each
 * of these once ended the process or was trusted where it must not be.
 *
 * - The Host header must be well-formed (else 400) and name this server (else 403): a page on
 *   another name that resolves to 127.0.0.1 (DNS rebinding) cannot reach the API through the
 *   browser, and no URL the server hands out is built from a Host header anyway.
 * - The method must be one the server serves (else 405 with Allow): TRACE, for one, made the
 *   platform's Request constructor throw.
 * - The target must be a path (origin form), validly percent-encoded (else 400).
 *
 * Each refusal is the API's error body, `{ message }`.
 */
import type { RequestHandler } from 'express'

/** Every method some route of the server answers (a path's own 405 is the router's). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/

/** Whether `host` is a well-formed Host header value: a name or address, and a port ≤ 65535. */
export function isWellFormedHost(host: string | undefined): host is string {
  if (!host) return false
  const match = HOST.exec(host)
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535)
}

/**
 * The Host values that name this server: the public address's, and when it listens on a
 * loopback or every address, the loopback names at its port. Compared without letter case.
 */
export function ownHosts(publicUrl: string, listenHost: string, port: number): Set<string> {
  const hosts = new Set([new URL(publicUrl).host.toLowerCase()])
  const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0', '::']
  if (loopback.includes(listenHost)) {
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) hosts.add(`${name}:${port}`)
  } else {
    hosts.add(`${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${port}`.toLowerCase())
  }
  return hosts
}

function isValidTarget(target: string): boolean {
  if (!target.startsWith('/')) return false
  const path = target.split('?', 1)[0]!
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The checks above, as the first middleware of the server. */
export function requestGuards(hosts: ReadonlySet<string>): RequestHandler {
  return (request, response, next) => {
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
      response
        .status(status)
        .set({ 'Cache-Control': 'no-store', ...headers })
        .json({ message })
    }
    const host = request.headers.host
    if (!isWellFormedHost(host)) {
      refuse(400, 'The Host header is missing or not a valid host name.')
    } else if (!hosts.has(host.toLowerCase())) {
      refuse(403, `This server does not answer for the host “${host}”.`)
    } else if (!(SERVED_METHODS as readonly string[]).includes(request.method)) {
      refuse(405, `The method ${request.method} is not served here.`, {
        Allow: SERVED_METHODS.join(', '),
      })
    } else if (!isValidTarget(request.originalUrl)) {
      refuse(400, 'The request target is not a path, or not valid percent-encoding.')
    } else {
      next()
    }
  }
}
