/**
 * /feedback and /feedback/{type} (a modal route over the screen): the feedback screen with the
 * signed-in user, the portal's version (sent with every feedback) and this area's paths. All four
 * routes render the same element, so the screen is kept under the modal.
 */
import { lazy, Suspense } from 'react'
import type { FeedbackType } from '@/domain/enums'
import type { FeedbackPaths } from '@/features/feedback/FeedbackPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { APP_VERSION } from '../config'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const FeedbackPage = lazy(async () => ({
  default: (await import('@/features/feedback/FeedbackPage')).FeedbackPage,
}))

const FEEDBACK_PATHS: FeedbackPaths = {
  screen: () => paths.feedback(),
  type: (type) => paths.feedbackType(type),
}

export function FeedbackRoute({ type }: { type?: FeedbackType }) {
  const { user } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <FeedbackPage type={type} user={user} version={APP_VERSION} paths={FEEDBACK_PATHS} />
    </Suspense>
  )
}
