/**
 * The guided tour's actor (src/machines/tour.machine.ts) with its steps and the app's callbacks.
 * Kept apart from GuidedTour.tsx so the shell can own the actor (and send it "Restart the tour")
 * while react-joyride loads only for a tour that is shown.
 */
import type { ActorRefFrom } from 'xstate'
import { tourMachine, type TourStep } from '@/machines/tour.machine'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export type TourActorRef = ActorRefFrom<typeof tourMachine>

/** The shell's navigation item for feedback carries `data-tour="feedback-menu-item"`. */
export const FEEDBACK_MENU_ITEM_TARGET = '[data-tour="feedback-menu-item"]'

/** The tour has one step, pointing at the feedback menu item (CORE-4.3). */
export const TOUR_STEPS: TourStep[] = [
  {
    id: 'feedback',
    target: FEEDBACK_MENU_ITEM_TARGET,
    titleKey: 'tour.feedbackTitle',
    contentKey: 'tour.feedbackContent',
  },
]

export interface TourOptions {
  /** No firstLogin cookie yet (`isFirstLogin()`): the tour starts by itself. Read once. */
  firstLogin: boolean
  /** Called once when the tour starts by itself: set the cookie (`markFirstLoginSeen()`). */
  onFirstLoginSeen(): void
  /** Called when the tour is finished, closed or skipped: POST /v2/Users/tourguide. */
  onComplete(): void
}

export function useTour({ firstLogin, onFirstLoginSeen, onComplete }: TourOptions): TourActorRef {
  return useProvidedActor(
    tourMachine.provide({
      actions: { markFirstLoginSeen: () => onFirstLoginSeen(), completeTour: () => onComplete() },
    }),
    { input: { steps: TOUR_STEPS, firstLogin } },
  )
}
