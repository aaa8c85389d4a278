// Model-based test of the guided tour (CORE-4.3): every state and transition from a first
// login and from a later one, with react-joyride's reports sent for the step on screen, and the
// renderer's flags (run, loading) and the step index checked in each state.
import { expect } from 'vitest'
import { ACTIONS, EVENTS, STATUS } from 'react-joyride'
import type { AnyEventObject } from 'xstate'
import { tourMachine, type JoyrideEventData, type TourStep } from '@/machines/tour.machine'
import { runModel } from './harness'

const steps: TourStep[] = ['first', 'second'].map((id) => ({
  id,
  target: `[data-tour="${id}"]`,
  titleKey: `tour.${id}Title`,
  contentKey: `tour.${id}Content`,
}))

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
const joyrideReports = [0, 1].flatMap((index) => [
  joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT, index }),
  joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.PREV, index }),
  joyride({ type: EVENTS.TARGET_NOT_FOUND, action: ACTIONS.UPDATE, index }),
  joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.CLOSE, index }),
  joyride({ type: EVENTS.TOUR_END, action: ACTIONS.NEXT, index, status: STATUS.FINISHED }),
])

const calls: string[] = []
const machine = tourMachine.provide({
  actions: {
    markFirstLoginSeen: () => void calls.push('markFirstLoginSeen'),
    completeTour: () => void calls.push('completeTour'),
  },
})

runModel('tour', machine, {
  inputs: { firstLogin: { steps, firstLogin: true }, laterLogin: { steps, firstLogin: false } },
  events: [
    { type: 'tour.start' },
    { type: 'tour.stop' },
    { type: 'tour.reset' },
    { type: 'tour.restart' },
    { type: 'tour.next' },
    { type: 'tour.prev' },
    { type: 'tour.targetsReady' },
    ...joyrideReports,
  ],
  // Joyride reports on the step it shows, which is the machine's current step.
  filterEvents: (snapshot, event) =>
    event.type !== 'tour.joyride' ||
    (event.data as JoyrideEventData).index === snapshot.context.stepIndex,
  states: {
    '*': (snapshot) => {
      expect(snapshot.context.stepIndex).toBeGreaterThanOrEqual(0)
      expect(snapshot.context.stepIndex).toBeLessThan(steps.length)
      // The renderer runs exactly while a step is shown.
      expect(snapshot.context.run).toBe(snapshot.matches({ running: 'showing' }))
      // The renderer is mounted exactly while the tour is under way.
      expect(snapshot.hasTag('running')).toBe(snapshot.matches('running'))
    },
    idle: (snapshot, event) => {
      expect(snapshot.context).toMatchObject({ run: false, loading: false })
      if (event.type === 'tour.reset') expect(snapshot.context.stepIndex).toBe(0)
    },
    'running.loading': (snapshot, event) => {
      expect(snapshot.context).toMatchObject({ run: false, loading: true })
      if (event.type === 'xstate.init') expect(calls.at(-1)).toBe('markFirstLoginSeen')
      if (event.type === 'tour.restart') expect(snapshot.context.stepIndex).toBe(0)
    },
    'running.showing': (snapshot) => {
      expect(snapshot.context).toMatchObject({ run: true, loading: false })
    },
    finished: (snapshot) => {
      expect(snapshot.context).toMatchObject({ run: false, loading: false })
      expect(calls.at(-1)).toBe('completeTour')
    },
  },
})
