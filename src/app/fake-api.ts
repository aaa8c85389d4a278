/**
 * The door to fake-mode code from the portal: the fake API itself, its dev panel, the fake sign-in
 * and its screen (the entry's own door is fake-backend.ts). Each is chosen with the compile-time
 * constant `__FAKE_API__` in a conditional expression, which the bundler folds before it splits
 * chunks: a real-API build then contains no dynamic import of them, and so none of their code
 * (scripts/checks/check-real-build.mjs proves it).
 */
import { lazy } from 'react'
import type { AuthService } from './auth/auth-service'

export type { FakeApiHandle } from '@/mocks/browser'

export const startFakeApiIfEnabled = __FAKE_API__
  ? async (base: string) => (await import('@/mocks/browser')).startFakeApi(base)
  : async () => null

/** Forgets what the fake API stored in this browser (its failure screen's reset), or null. */
export const forgetFakeDemoData: (() => Promise<void>) | null = __FAKE_API__
  ? async () => (await import('@/mocks/recover')).forgetDemoData()
  : null

/** The fake sign-in service, or null in a real-API build. */
export const loadFakeAuthService: (() => Promise<AuthService>) | null = __FAKE_API__
  ? async () => (await import('./auth/fake-auth-service')).fakeAuthService
  : null

/** The dev panel, loaded with the fake API only. */
export const FakeApiDevPanel = __FAKE_API__
  ? lazy(() => import('@/mocks/dev-panel/DevPanel'))
  : null

/** Fake mode's sign-in screen, standing in for the hosted sign-in service. */
export const FakeSignInScreen = __FAKE_API__
  ? lazy(async () => ({ default: (await import('@/features/sign-in/FakeSignIn')).FakeSignIn }))
  : null
