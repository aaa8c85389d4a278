// Builds the bare pages of `npm run bench:load` into dist-bench-bare: index.html (main.tsx, React
// on an msw worker: the fake-mode floor) and plain.html (plain.tsx, React and one plain fetch:
// the real-API floor), and the design's floors: design-msw.html and design.html, the same calls
// rendered through i18next, Chakra UI and react-router (design-page.tsx).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fakeApiWorker } from '../../../vite.config'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), fakeApiWorker(true)],
  build: {
    outDir: fileURLToPath(new URL('../../../dist-bench-bare', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        msw: fileURLToPath(new URL('./index.html', import.meta.url)),
        plain: fileURLToPath(new URL('./plain.html', import.meta.url)),
        designMsw: fileURLToPath(new URL('./design-msw.html', import.meta.url)),
        design: fileURLToPath(new URL('./design.html', import.meta.url)),
      },
    },
  },
  logLevel: 'warn',
})
