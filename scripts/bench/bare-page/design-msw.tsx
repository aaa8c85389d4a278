// The fake-mode design floor of `npm run bench:load`: main.tsx's msw worker and one call, rendered
// through the design's packages (design-page.tsx).
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
import { renderThroughTheDesign } from './design-page'

async function answer() {
  const worker = setupWorker(http.get('/api/ping', () => HttpResponse.json({ message: 'ready' })))
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
  return (await (await fetch('/api/ping')).json()) as { message: string }
}

void renderThroughTheDesign(answer())
