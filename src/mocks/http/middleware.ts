/**
 * Runs before every endpoint: waits the configured latency and trips the fault rules of the
 * dev panel. The rule itself is `controlledAnswer`, shared by msw's handler (the browser, the
 * tests) and the standalone server's HTTP adapter (src/mocks/server/api-adapter.ts); no answer
 * hands the request on to the endpoint itself.
 */
import { http } from 'msw'
import type { Controls } from '../controls'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The answer the controls give `method` `path` (under the API base) after the latency: an
 * injected fault, Response.error() for a network failure, or undefined to let the endpoint answer.
 */
export async function controlledAnswer(
  controls: Controls,
  method: string,
  path: string,
): Promise<Response | undefined> {
  const { latencyMs, slowMs } = controls.settings
  const fault = controls.takeFault(method, path)
  if (latencyMs > 0) await sleep(latencyMs)
  if (!fault) return undefined
  switch (fault.kind) {
    case 'network':
      return Response.error()
    case 'server-error':
      return Response.json(
        { message: fault.message ?? 'Internal server error (injected by the fake API).' },
        { status: 500 },
      )
    case 'forbidden':
      return Response.json(
        { message: fault.message ?? 'Access denied (injected by the fake API).' },
        { status: 403 },
      )
    // A token the API no longer accepts (expired or revoked): the portal signs the user out.
    case 'unauthorized':
      return Response.json(
        { message: fault.message ?? 'Unauthorized (injected by the fake API).' },
        { status: 401 },
      )
    case 'slow':
      await sleep(slowMs)
      return undefined
  }
}

export function controlsMiddleware(base: string, controls: Controls) {
  // The base's path without its trailing slash: '' when the API is at the root of its origin.
  const basePath = new URL(base, 'http://base.invalid').pathname.replace(/\/$/, '')
  return http.all(`${base}/*`, ({ request }) =>
    controlledAnswer(
      controls,
      request.method,
      new URL(request.url).pathname.slice(basePath.length),
    ),
  )
}
