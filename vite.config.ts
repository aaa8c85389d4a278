/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { LOCALES_DIR, localeLanguages, mergedLocale } from './scripts/build/locales.mjs'

const require = createRequire(import.meta.url)

/**
 * msw's service worker script, served in development and emitted into the build only in fake
 * mode. It is taken from the installed msw package rather than committed under public/, so its
 * version always matches the library and a real-API build ships no trace of it.
 */
export function fakeApiWorker(enabled: boolean): Plugin {
  const workerPath = require.resolve('msw/mockServiceWorker.js')
  return {
    name: 'fake-api-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(workerPath))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(workerPath),
      })
    },
  }
}

/**
 * Serves /locales/<language>.json merged from src/locales/<language>/*.json in development and
 * emits the merged files into the build (see scripts/build/locales.mjs).
 */
function locales(): Plugin {
  return {
    name: 'locales',
    configureServer(server) {
      server.watcher.add(LOCALES_DIR)
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/([a-z]{2})\.json(\?.*)?$/.exec(req.url ?? '')
        const merged = match ? mergedLocale(match[1]!) : null
        if (!merged) return next()
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(JSON.stringify(merged))
      })
    },
    generateBundle() {
      for (const language of localeLanguages()) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}.json`,
          source: JSON.stringify(mergedLocale(language)),
        })
      }
    },
  }
}

/**
 * Modules the portal imports as it boots, before it can show anything, in the order it needs
 * them: the portal's boot (the entry only starts it); the sign-in (the fake API and its sign-in
 * in fake mode, the OpenID Connect client otherwise; each build has only its own); the signed-in
 * portal (router and shell); the dashboard (the page most sign-ins land on, which the portal
 * prefetches anyway). They are dynamic imports, so the browser would only learn of them once the
 * entry has run; preloading them from the page lets their download overlap the entry's
 * (`npm run bench:dashboard`: ~100 ms of a cold load).
 */
const BOOT_MODULES = [
  'src/app/boot.tsx',
  'src/mocks/browser.ts',
  'src/app/auth/fake-auth-service.ts',
  'src/app/auth/oidc-auth-service.ts',
  'src/app/SignedInPortal.tsx',
  'src/features/dashboard/DashboardPage.tsx',
]

function preloadBootChunks(): Plugin {
  return {
    name: 'preload-boot-chunks',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const loaded = new Set<string>()
        const walk = (fileName: string) => {
          if (loaded.has(fileName)) return
          loaded.add(fileName)
          for (const child of byFile.get(fileName)?.imports ?? []) walk(child)
        }
        walk(entry.fileName)
        const initial = new Set(loaded)
        // In BOOT_MODULES' order, the boot's own graph first: the browser fetches preloads in
        // the page's order, a few at a time, and the boot is what starts everything else.
        for (const module of BOOT_MODULES) {
          const chunk = chunks.find((candidate) =>
            (candidate.facadeModuleId?.replaceAll('\\', '/') ?? '').endsWith(module),
          )
          if (chunk) walk(chunk.fileName)
        }
        return [...loaded]
          .filter((fileName) => !initial.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // No API base means the embedded fake API is the backend (the default, `npm start`).
  const fakeApi = !env.VITE_API_BASE
  // A real API means a real sign-in: say so at build time, not as a failed sign-in in the browser.
  if (!fakeApi && (!env.VITE_OIDC_AUTHORITY || !env.VITE_OIDC_CLIENT_ID)) {
    throw new Error(
      'VITE_API_BASE is set, so the portal signs in through OpenID Connect: set ' +
        'VITE_OIDC_AUTHORITY and VITE_OIDC_CLIENT_ID as well (README, "More").',
    )
  }
  return {
    plugins: [react(), fakeApiWorker(fakeApi), locales(), preloadBootChunks()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __FAKE_API__: JSON.stringify(fakeApi) },
    server: { port: 5173, strictPort: false },
    // The dev server pre-bundles the packages it finds from index.html; the backend's worker is
    // started with `new Worker(new URL(…))`, which that scan does not follow, so its packages
    // (idb, @msw/data, …) would be found on the first visit, re-bundled, and the page reloaded
    // mid-boot. Naming the worker as an entry finds them all before the first page is served.
    optimizeDeps: {
      entries: ['index.html', ...(fakeApi ? ['src/mocks/worker/backend.worker.ts'] : [])],
    },
    preview: { port: 4173 },
    // Module workers: the fake backend's worker shares chunks with the page's code.
    worker: { format: 'es' },
    build: {
      outDir: env.VITE_OUT_DIR || 'dist',
      sourcemap: false,
      // scripts/bench/bench-load.mjs reads which chunks the entry loads up front.
      manifest: true,
    },
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: ['tests/helpers/vitest.setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      // Both cores (Vitest's default leaves one free), and one module registry per worker rather
      // than per file: each file re-importing React, Chakra and XState was most of the run
      // (270 s → ~110 s here). Files share no state by design: each sets up what it uses.
      maxWorkers: '100%',
      isolate: false,
    },
  }
})
