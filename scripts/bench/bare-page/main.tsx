// The floor of `npm run bench:load`: the least a React page on an msw worker can do — start the
// worker, make one call, render its answer. The portal's cold load is reported against it.
import { createRoot } from 'react-dom/client'
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

async function main() {
  const worker = setupWorker(http.get('/api/ping', () => HttpResponse.json({ message: 'ready' })))
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
  const answer = (await (await fetch('/api/ping')).json()) as { message: string }
  createRoot(document.getElementById('root')!).render(<p id="ready">{answer.message}</p>)
}

void main()
