// The real-API floor of `npm run bench:load`: the least a React page can do with a backend and
// no msw (the real-API build has none): one plain fetch, its answer rendered.
import { createRoot } from 'react-dom/client'

async function main() {
  const answer = (await (await fetch('/ping.json')).json()) as { message: string }
  createRoot(document.getElementById('root')!).render(<p id="ready">{answer.message}</p>)
}

void main()
