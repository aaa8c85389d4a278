/**
 * The guided tour on the signed-in shell: it starts by itself on the first sign-in in this
 * browser (no firstLogin cookie), "Restart the tour" (the user menu, through the `ref` handle)
 * sends the tour machine `tour.restart`, and finishing it is reported to the API. The machine's
 * actor lives here from the moment the shell lets the tour in (the terms gate is clear).
 */
import { lazy, Suspense, useImperativeHandle, type Ref } from 'react'
import { useSelector } from '@xstate/react'
import { completeTourGuide } from '@/api/endpoints/current-user'
import { isFirstLogin, markFirstLoginSeen } from '@/features/tour/first-login-cookie'
import { useTour } from '@/features/tour/use-tour'

// react-joyride loads only for a tour that is shown.
const GuidedTour = lazy(async () => ({
  default: (await import('@/features/tour/GuidedTour')).GuidedTour,
}))

export interface TourHandle {
  /** "Restart the tour": from its first step, whether it ran before or not. */
  restart(): void
}

function reportCompleted() {
  completeTourGuide().catch((error: unknown) =>
    console.warn('Could not record the finished tour.', error),
  )
}

export function Tour({ ref }: { ref?: Ref<TourHandle> }) {
  const tour = useTour({
    // Read once, when the actor starts: the cookie is set as soon as the tour starts.
    firstLogin: isFirstLogin(),
    onFirstLoginSeen: markFirstLoginSeen,
    onComplete: reportCompleted,
  })
  useImperativeHandle(ref, () => ({ restart: () => tour.send({ type: 'tour.restart' }) }), [tour])
  const running = useSelector(tour, (snapshot) => snapshot.hasTag('running'))
  if (!running) return null
  return (
    <Suspense fallback={null}>
      <GuidedTour actor={tour} />
    </Suspense>
  )
}
