/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real API's base address; when absent the embedded fake API is the backend. */
  readonly VITE_API_BASE?: string
}

declare const __FAKE_API__: boolean
