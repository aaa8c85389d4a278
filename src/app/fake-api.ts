/**
 * The one door to the fake API from the app. Every import of src/mocks sits behind the
 * compile-time FAKE_API flag, so a real-API build drops them, and with them the whole fake API.
 */
import { lazy } from 'react'
import { FAKE_API } from './config'

export type { FakeApiHandle } from '@/mocks/browser'

export async function startFakeApiIfEnabled(base: string) {
  if (!FAKE_API) return null
  const { startFakeApi } = await import('@/mocks/browser')
  return startFakeApi(base)
}

/** The dev panel, loaded with the fake API only. */
export const FakeApiDevPanel = FAKE_API ? lazy(() => import('@/mocks/dev-panel/DevPanel')) : null
