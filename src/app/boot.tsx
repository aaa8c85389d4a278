/**
 * Boots the portal: configures the API client, starts the fake API when no real API is
 * configured, loads the translations and the sign-in service, then renders. Loaded by the entry
 * (main.tsx).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureHttp } from '@/api/http'
import { readAccessToken } from '@/api/session-token'
import { App } from './App'
import { apiBase, oidcSettings } from './config'
import { loadFakeAuthService, startFakeApiIfEnabled } from './fake-api'
import { initI18n } from './i18n'

export async function bootstrap() {
  // Marks for `npm run bench:load`'s breakdown of a cold load (cheap; visible in dev tools).
  performance.mark('boot:start')
  const base = apiBase()
  configureHttp({ baseUrl: base, getToken: readAccessToken })
  const [fakeApi, auth] = await Promise.all([
    startFakeApiIfEnabled(base).then((handle) => {
      performance.mark('boot:fake-api-ready')
      return handle
    }),
    loadFakeAuthService
      ? loadFakeAuthService()
      : import('./auth/oidc-auth-service').then((oidc) =>
          oidc.createOidcAuthService(oidcSettings()),
        ),
    initI18n().then(() => performance.mark('boot:i18n-ready')),
  ])
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App auth={auth} fakeApi={fakeApi} />
    </StrictMode>,
  )
}
