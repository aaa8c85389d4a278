/**
 * Boots the portal: configures the API client, starts the fake API when no real API is
 * configured, loads the translations, then renders.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureHttp } from '@/api/http'
import { readAccessToken } from '@/api/session-token'
import { App } from './App'
import { apiBase } from './config'
import { startFakeApiIfEnabled } from './fake-api'
import { initI18n } from './i18n'

async function bootstrap() {
  const base = apiBase()
  configureHttp({ baseUrl: base, getToken: readAccessToken })
  const [fakeApi] = await Promise.all([startFakeApiIfEnabled(base), initI18n()])
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App fakeApi={fakeApi} />
    </StrictMode>,
  )
}

void bootstrap()
