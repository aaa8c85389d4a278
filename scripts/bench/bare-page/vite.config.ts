// Builds the bare page of `npm run bench:load` (see main.tsx) into dist-bench-bare.
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
  },
  logLevel: 'warn',
})
