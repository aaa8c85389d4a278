/**
 * Boots the portal: configures the API client, starts the fake API when no real API is
 * configured, loads the translations and the sign-in service, then renders. Loaded by the entry
 * (main.tsx). A fake API that cannot start, before or after the portal is shown, replaces the page
 * with its failure screen (FakeApiFailure): never a white page.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureHttp } from '@/api/http'
import { readAccessToken } from '@/api/session-token'
import { App } from './App'
import { apiBase, oidcSettings } from './config'
import { forgetFakeDemoData, loadFakeAuthService, startFakeApiIfEnabled } from './fake-api'
import { toaster } from '@/ui/toaster'
import { followStoredLanguage, initI18n } from './i18n'

export async function bootstrap() {
  // Marks for `npm run bench:load`'s breakdown of a cold load (cheap; visible in dev tools).
  performance.mark('boot:start')
  const base = apiBase()
  configureHttp({ baseUrl: base, getToken: readAccessToken })
  const container = document.getElementById('root')!
  let root = createRoot(container)
  const i18nReady = initI18n().then(() => performance.mark('boot:i18n-ready'))
  const fakeApiStarted = startFakeApiIfEnabled(base).then((handle) => {
    performance.mark('boot:fake-api-ready')
    return handle
  })

  let fakeApiFailed = false
  function showFakeApiFailure(error: unknown) {
    fakeApiFailed = true
    console.error(error)
    const message = error instanceof Error ? error.message : String(error)
    // The screen is translated, so it waits for the translations (which do not need the API);
    // it is loaded only when needed, to keep the boot small.
    void Promise.all([i18nReady.catch(() => undefined), import('./FakeApiFailure')]).then(
      ([, { FakeApiFailure }]) =>
        root.render(
          <StrictMode>
            <FakeApiFailure
              message={message}
              onReload={() => window.location.reload()}
              onReset={() => void forgetFakeDemoData?.().finally(() => window.location.reload())}
            />
          </StrictMode>,
        ),
    )
  }
  // Whether the service worker did not start or the backend's database did not boot.
  fakeApiStarted.then((handle) => handle?.ready).catch(showFakeApiFailure)

  const [fakeApi, auth] = await Promise.all([
    fakeApiStarted.catch(() => null),
    loadFakeAuthService
      ? loadFakeAuthService()
      : import('./auth/oidc-auth-service').then((oidc) =>
          oidc.createOidcAuthService(oidcSettings()),
        ),
    i18nReady,
  ])
  if (fakeApiFailed) return
  const renderPortal = () =>
    root.render(
      <StrictMode>
        <App auth={auth} fakeApi={fakeApi} />
      </StrictMode>,
    )
  renderPortal()
  // The fake API can start the portal over without a page load (FakeApiHandle.startPortal).
  fakeApi?.attachPortal({
    stop() {
      root.unmount()
      // What the portal keeps outside React: queued toasts and analytics events.
      toaster.remove()
      delete window.dataLayer
    },
    async start() {
      await followStoredLanguage()
      root = createRoot(container)
      renderPortal()
    },
  })
}
