/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real API's base address; when absent the embedded fake API is the backend. */
  readonly VITE_API_BASE?: string
  /** The OpenID Connect sign-in service (real mode). */
  readonly VITE_OIDC_AUTHORITY?: string
  readonly VITE_OIDC_CLIENT_ID?: string
  /** Google Maps for the dashboard map; without it the offline map shows. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string
}

declare const __FAKE_API__: boolean
