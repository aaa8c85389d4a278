/**
 * The guided tour (CORE-4.3): it starts by itself on a first login, can be
 * started, stopped, reset, stepped through and restarted, and follows what the tour renderer
 * (react-joyride, on the React side) reports. Finishing it in any way (last step done, closed,
 * skipped) stops it and runs `completeTour`; the app provides that (POST /v2/Users/tourguide)
 * and `markFirstLoginSeen` (the firstLogin cookie), so the machine knows no React, DOM or HTTP.
 * "Restart the tour" (the user menu) is `tour.restart`, from any state: the first step again.
 *
 * Tags the UI reads: `running` (the tour is under way: its renderer waits for the step's target
 * or shows the step; outside it nothing of the tour is on screen).
 */
import { and, assign, not, setup } from 'xstate'

/** One step, as plain data: the React side turns the keys into text and the target into a spot. */
export interface TourStep {
  id: string
  /** A CSS selector of the element the step points at. */
  target: string
  titleKey: string
  contentKey: string
}

export interface TourContext {
  /** Whether the renderer should show the tour now. */
  run: boolean
  stepIndex: number
  steps: TourStep[]
  /** The tour should run but the current step's target is not in the page yet. */
  loading: boolean
}

export interface TourInput {
  steps: TourStep[]
  /** No firstLogin cookie yet: the tour starts by itself. */
  firstLogin: boolean
}

/**
 * The part of react-joyride's onEvent data the machine reads. Joyride's names are repeated in
 * JOYRIDE below rather than imported, as the machine layer takes no React library; the machine's
 * tests check them against react-joyride's own constants.
 */
export interface JoyrideEventData {
  type: string
  action: string
  index: number
  status: string
}

/** react-joyride v3 values (EVENTS, ACTIONS, STATUS) the machine reacts to. */
export const JOYRIDE = {
  stepAfter: 'step:after',
  targetNotFound: 'error:target_not_found',
  actionPrev: 'prev',
  actionClose: 'close',
  actionSkip: 'skip',
  statusFinished: 'finished',
  statusSkipped: 'skipped',
} as const

export type TourEvent =
  | { type: 'tour.start' }
  | { type: 'tour.stop' }
  | { type: 'tour.reset' }
  | { type: 'tour.restart' }
  | { type: 'tour.next' }
  | { type: 'tour.prev' }
  /** The current step's target is in the page (sent by the React side while loading). */
  | { type: 'tour.targetsReady' }
  | { type: 'tour.joyride'; data: JoyrideEventData }

/** The step an event is about: the renderer names it; the app's own events mean the current one. */
function indexOf(context: TourContext, event: TourEvent): number {
  return event.type === 'tour.joyride' ? event.data.index : context.stepIndex
}

/**
 * The actor's first event, `xstate.init`, carries its input: reading it there keeps the one-off
 * "first login" fact out of the tour's state (CORE-4.3 lists run, step index, steps, loading).
 */
function inputOf(event: { type: string }): TourInput | undefined {
  return event.type === 'xstate.init' ? (event as { input?: TourInput }).input : undefined
}

export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
  },
  actions: {
    /** Sets the firstLogin cookie so the tour starts by itself only once. */
    markFirstLoginSeen: () => {},
    /** Tells the server the user went through the tour (POST /v2/Users/tourguide). */
    completeTour: () => {},
    waitForTargets: assign({ run: false, loading: true }),
    show: assign({ run: true, loading: false }),
    hide: assign({ run: false, loading: false }),
    goToFirstStep: assign({ stepIndex: 0 }),
    goToNextStep: assign({ stepIndex: ({ context, event }) => indexOf(context, event) + 1 }),
    goToPreviousStep: assign({
      stepIndex: ({ context, event }) => Math.max(0, indexOf(context, event) - 1),
    }),
  },
  guards: {
    isFirstLogin: ({ event }) => inputOf(event)?.firstLogin === true,
    isFirstStep: ({ context, event }) => indexOf(context, event) <= 0,
    isLastStep: ({ context, event }) => indexOf(context, event) >= context.steps.length - 1,
    /** The renderer moved on from a step, or could not find its target. */
    isStepLeft: ({ event }) =>
      event.type === 'tour.joyride' &&
      (event.data.type === JOYRIDE.stepAfter || event.data.type === JOYRIDE.targetNotFound),
    isBackAction: ({ event }) =>
      event.type === 'tour.joyride' && event.data.action === JOYRIDE.actionPrev,
    /** Closed, skipped or finished: every way out stops the tour (CORE-4.3). */
    isTourEnded: ({ event }) =>
      event.type === 'tour.joyride' &&
      (event.data.status === JOYRIDE.statusFinished ||
        event.data.status === JOYRIDE.statusSkipped ||
        event.data.action === JOYRIDE.actionClose ||
        event.data.action === JOYRIDE.actionSkip),
  },
}).createMachine({
  id: 'tour',
  context: ({ input }) => ({ run: false, stepIndex: 0, steps: input.steps, loading: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isFirstLogin', target: 'running', actions: 'markFirstLoginSeen' },
        { target: 'idle' },
      ],
    },
    /** Not shown; `tour.start` resumes at the current step. */
    idle: {
      entry: 'hide',
      on: {
        'tour.start': 'running',
        'tour.restart': { target: 'running', actions: 'goToFirstStep' },
        'tour.reset': { actions: 'goToFirstStep' },
      },
    },
    running: {
      tags: ['running'],
      initial: 'loading',
      on: {
        'tour.stop': 'idle',
        'tour.reset': { target: 'idle', actions: 'goToFirstStep' },
        'tour.restart': { target: 'running', reenter: true, actions: 'goToFirstStep' },
        'tour.next': [{ guard: 'isLastStep', target: 'finished' }, { actions: 'goToNextStep' }],
        'tour.prev': { guard: not('isFirstStep'), actions: 'goToPreviousStep' },
      },
      states: {
        loading: {
          entry: 'waitForTargets',
          on: { 'tour.targetsReady': 'showing' },
        },
        showing: {
          entry: 'show',
          on: {
            'tour.joyride': [
              { guard: 'isTourEnded', target: '#tour.finished' },
              { guard: and(['isStepLeft', 'isBackAction']), actions: 'goToPreviousStep' },
              { guard: and(['isStepLeft', 'isLastStep']), target: '#tour.finished' },
              { guard: 'isStepLeft', actions: 'goToNextStep' },
            ],
          },
        },
      },
    },
    /** Done for now; starting again begins at the first step. */
    finished: {
      entry: ['hide', 'completeTour'],
      on: {
        'tour.start': { target: 'running', actions: 'goToFirstStep' },
        'tour.restart': { target: 'running', actions: 'goToFirstStep' },
        'tour.reset': { target: 'idle', actions: 'goToFirstStep' },
      },
    },
  },
})
