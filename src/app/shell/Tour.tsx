/**
 * The guided tour on the signed-in shell: it starts by itself on the first sign-in in this
 * browser (no firstLogin cookie), and finishing it is reported to the API.
 */
import { lazy, Suspense, useState } from 'react'
import { completeTourGuide } from '@/api/endpoints/current-user'
import { isFirstLogin, markFirstLoginSeen } from '@/features/tour/first-login-cookie'

// react-joyride loads only for a tour that is shown.
const GuidedTour = lazy(async () => ({
  default: (await import('@/features/tour/GuidedTour')).GuidedTour,
}))

/**
 * `restarts` counts the user's "Restart the tour" requests: each one mounts the tour afresh, which
 * then starts by itself as on a first login.
 */
export function Tour({ restarts }: { restarts: number }) {
  // Read once per shell: the cookie is set as soon as the tour starts.
  const [firstLogin] = useState(isFirstLogin)
  if (!firstLogin && restarts === 0) return null
  return (
    <Suspense fallback={null}>
      <GuidedTour
        key={restarts}
        firstLogin
        onFirstLoginSeen={markFirstLoginSeen}
        onComplete={() => {
          completeTourGuide().catch((error: unknown) =>
            console.warn('Could not record the finished tour.', error),
          )
        }}
      />
    </Suspense>
  )
}
