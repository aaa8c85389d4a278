/**
 * Runs before every endpoint: waits the configured latency and trips the fault rules of the
 * dev panel. Returning nothing hands the request on to the endpoint itself.
 */
import { delay, http, HttpResponse } from 'msw'
import type { Controls } from '../controls'

export function controlsMiddleware(base: string, controls: Controls) {
  // The base's path without its trailing slash: '' when the API is at the root of its origin.
  const basePath = new URL(base, 'http://base.invalid').pathname.replace(/\/$/, '')
  return http.all(`${base}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(basePath.length)
    const { latencyMs, slowMs } = controls.settings
    const fault = controls.takeFault(request.method, path)
    if (latencyMs > 0) await delay(latencyMs)
    if (!fault) return undefined
    switch (fault.kind) {
      case 'network':
        return HttpResponse.error()
      case 'server-error':
        return HttpResponse.json(
          { message: fault.message ?? 'Internal server error (injected by the fake API).' },
          { status: 500 },
        )
      case 'forbidden':
        return HttpResponse.json(
          { message: fault.message ?? 'Access denied (injected by the fake API).' },
          { status: 403 },
        )
      // A token the API no longer accepts (expired or revoked): the portal signs the user out.
      case 'unauthorized':
        return HttpResponse.json(
          { message: fault.message ?? 'Unauthorized (injected by the fake API).' },
          { status: 401 },
        )
      case 'slow':
        await delay(slowMs)
        return undefined
    }
  })
}
