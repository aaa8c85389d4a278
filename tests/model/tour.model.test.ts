// Model-based test of the guided tour (CORE-4.3): every state and transition from a first
// login and from a later one, for the portal's one-step tour (the events the portal sends it) and
// a two-step tour (every event), with react-joyride's reports sent for the step on screen, and
// the renderer's flags (run, loading) and the step index checked in each state. The model
// (tour.samples.ts) is the one tests/e2e/paths/tour.paths.spec.ts drives through the shell.
import { expect } from 'vitest'
import { tourMachine } from '@/machines/tour.machine'
import { runModel } from './harness'
import { TOUR_MODEL } from './tour.samples'

const calls: string[] = []
const machine = tourMachine.provide({
  actions: {
    markFirstLoginSeen: () => void calls.push('markFirstLoginSeen'),
    completeTour: () => void calls.push('completeTour'),
  },
})

runModel('tour', machine, {
  ...TOUR_MODEL,
  states: {
    '*': (snapshot) => {
      expect(snapshot.context.stepIndex).toBeGreaterThanOrEqual(0)
      expect(snapshot.context.stepIndex).toBeLessThan(snapshot.context.steps.length)
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
