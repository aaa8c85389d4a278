/**
 * The sample inputs and events of the guided-tour model: the portal's own tour (one step, at the
 * feedback item) with the events the portal sends it, and a two-step tour with every event, for
 * the machine's stepping and its other controls; each from a first login and a later one; the
 * app's events and what react-joyride reports about the step it shows. Shared by
 * tests/model/tour.model.test.ts and the Playwright spec that drives the same paths through the
 * portal's shell (tests/e2e/paths/tour.paths.spec.ts).
 */
import { ACTIONS, EVENTS, STATUS } from 'react-joyride'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { TOUR_STEPS } from '@/features/tour/use-tour'
import type { JoyrideEventData, TourContext, TourInput, TourStep } from '@/machines/tour.machine'
import type { ModelOptions } from './paths'

/** A tour of two steps: the portal's has one, so moving between steps is this tour's. */
export const TWO_STEPS: TourStep[] = ['first', 'second'].map((id) => ({
  id,
  target: `[data-tour="${id}"]`,
  titleKey: `tour.${id}Title`,
  contentKey: `tour.${id}Content`,
}))

export const TOUR_INPUTS: Record<string, TourInput> = {
  firstLogin: { steps: TOUR_STEPS, firstLogin: true },
  laterLogin: { steps: TOUR_STEPS, firstLogin: false },
  twoStepsFirstLogin: { steps: TWO_STEPS, firstLogin: true },
  twoStepsLaterLogin: { steps: TWO_STEPS, firstLogin: false },
}

function joyride(data: Partial<JoyrideEventData>): AnyEventObject {
  return {
    type: 'tour.joyride',
    data: {
      type: EVENTS.TOOLTIP,
      action: ACTIONS.UPDATE,
      index: 0,
      status: STATUS.RUNNING,
      ...data,
    },
  }
}

/** What joyride reports about a step: moving on, going back, closing, finishing, a lost target. */
export const JOYRIDE_REPORTS = [0, 1].flatMap((index) => [
  joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT, index }),
  joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.PREV, index }),
  joyride({ type: EVENTS.TARGET_NOT_FOUND, action: ACTIONS.UPDATE, index }),
  joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.CLOSE, index }),
  joyride({ type: EVENTS.TOUR_END, action: ACTIONS.NEXT, index, status: STATUS.FINISHED }),
])

/**
 * What the portal sends its tour (src/app/shell/Tour.tsx, src/features/tour/GuidedTour.tsx):
 * "Restart the tour", the target being ready, and joyride's reports. The machine's other events
 * (start, stop, reset, next, prev) are the two-step tour's, which still takes every transition.
 */
const PORTAL_EVENTS = new Set(['tour.restart', 'tour.targetsReady', 'tour.joyride'])

/** The model: `runModel('tour', …)` and `serializablePaths(tourMachine, …)` alike. */
export const TOUR_MODEL = {
  inputs: TOUR_INPUTS,
  events: [
    { type: 'tour.start' },
    { type: 'tour.stop' },
    { type: 'tour.reset' },
    { type: 'tour.restart' },
    { type: 'tour.next' },
    { type: 'tour.prev' },
    { type: 'tour.targetsReady' },
    ...JOYRIDE_REPORTS,
  ],
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const context = snapshot.context as TourContext
    if (context.steps === TOUR_STEPS && !PORTAL_EVENTS.has(event.type)) return false
    // Joyride reports on the step it shows, which is the machine's current step.
    return (
      event.type !== 'tour.joyride' || (event.data as JoyrideEventData).index === context.stepIndex
    )
  },
} satisfies ModelOptions
