/**
 * The pages that need no session (CORE-7.5): forgot password and the reset page a
 * mail's link opens. They are shown instead of the session's screens, at their own addresses;
 * links between them and to signing in are plain page loads (the portal's router exists only
 * once signed in).
 */
import { lazy, Suspense } from 'react'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { paths } from '@/domain/paths'

const ForgotPasswordPage = lazy(async () => ({
  default: (await import('@/features/sign-in/ForgotPasswordPage')).ForgotPasswordPage,
}))
const ResetPasswordPage = lazy(async () => ({
  default: (await import('@/features/sign-in/ResetPasswordPage')).ResetPasswordPage,
}))

export type PublicPage = 'forgotPassword' | 'resetPassword'

/** The public page at this address, if it is one. */
export function publicPageAt(pathname: string): PublicPage | null {
  const path = pathname.replace(/\/+$/, '')
  if (path === paths.forgotPassword()) return 'forgotPassword'
  if (path === paths.resetPassword()) return 'resetPassword'
  return null
}

export function PublicPageView({ page, search }: { page: PublicPage; search: string }) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {page === 'forgotPassword' ? (
        <ForgotPasswordPage signInHref={paths.dashboard()} />
      ) : (
        <ResetPasswordPage
          token={new URLSearchParams(search).get('token')}
          signInHref={paths.dashboard()}
          forgotHref={paths.forgotPassword()}
        />
      )}
    </Suspense>
  )
}
