import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ACTIONS, EVENTS, STATUS } from 'react-joyride'
import { JOYRIDE, tourMachine } from './tour.machine'
import type { JoyrideEventData, TourStep } from './tour.machine'

const steps: TourStep[] = ['first', 'second', 'third'].map((id) => ({
  id,
  target: `[data-tour="${id}"]`,
  titleKey: `tour.${id}Title`,
  contentKey: `tour.${id}Content`,
}))

function start({ firstLogin = false, tourSteps = steps } = {}) {
  const markFirstLoginSeen = vi.fn()
  const completeTour = vi.fn()
  const actor = createActor(
    tourMachine.provide({ actions: { markFirstLoginSeen, completeTour } }),
    { input: { steps: tourSteps, firstLogin } },
  ).start()
  return { actor, markFirstLoginSeen, completeTour }
}

/** Started and shown, at the first step. */
function showing(tourSteps = steps) {
  const started = start({ tourSteps })
  started.actor.send({ type: 'tour.start' })
  started.actor.send({ type: 'tour.targetsReady' })
  return started
}

function joyride(data: Partial<JoyrideEventData>) {
  return {
    type: 'tour.joyride' as const,
    data: {
      type: EVENTS.TOOLTIP,
      action: ACTIONS.UPDATE,
      index: 0,
      status: STATUS.RUNNING,
      ...data,
    },
  }
}

describe('tourMachine', () => {
  it('names react-joyride v3 events, actions and statuses as joyride does', () => {
    expect(JOYRIDE).toEqual({
      stepAfter: EVENTS.STEP_AFTER,
      targetNotFound: EVENTS.TARGET_NOT_FOUND,
      actionPrev: ACTIONS.PREV,
      actionClose: ACTIONS.CLOSE,
      actionSkip: ACTIONS.SKIP,
      statusFinished: STATUS.FINISHED,
      statusSkipped: STATUS.SKIPPED,
    })
  })

  it('starts by itself on a first login, marks it seen and waits for the targets', () => {
    const { actor, markFirstLoginSeen } = start({ firstLogin: true })
    expect(markFirstLoginSeen).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().matches({ running: 'loading' })).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ run: false, stepIndex: 0, steps, loading: true })

    actor.send({ type: 'tour.targetsReady' })
    expect(actor.getSnapshot().matches({ running: 'showing' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ run: true, loading: false, stepIndex: 0 })
  })

  it('stays idle when it is not a first login', () => {
    const { actor, markFirstLoginSeen } = start()
    expect(markFirstLoginSeen).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ run: false, stepIndex: 0, steps, loading: false })
  })

  it('tour.start runs it; tour.targetsReady outside loading changes nothing', () => {
    const { actor } = start()
    actor.send({ type: 'tour.targetsReady' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'tour.start' })
    expect(actor.getSnapshot().context.loading).toBe(true)
    actor.send({ type: 'tour.targetsReady' })
    actor.send({ type: 'tour.targetsReady' })
    expect(actor.getSnapshot().matches({ running: 'showing' })).toBe(true)
  })

  it('tour.next and tour.prev move one step; prev stops at the first step', () => {
    const { actor } = showing()
    actor.send({ type: 'tour.prev' })
    expect(actor.getSnapshot().context.stepIndex).toBe(0)
    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.next' })
    expect(actor.getSnapshot().context.stepIndex).toBe(2)
    actor.send({ type: 'tour.prev' })
    expect(actor.getSnapshot().context.stepIndex).toBe(1)
    expect(actor.getSnapshot().context.run).toBe(true)
  })

  it('tour.next on the last step finishes and completes the tour', () => {
    const { actor, completeTour } = showing()
    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.next' })
    expect(actor.getSnapshot().value).toBe('finished')
    expect(actor.getSnapshot().context).toMatchObject({ run: false, loading: false })
    expect(completeTour).toHaveBeenCalledOnce()
  })

  it('tour.stop hides it without completing; tour.start resumes at the same step', () => {
    const { actor, completeTour } = showing()
    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.stop' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ run: false, stepIndex: 1 })
    expect(completeTour).not.toHaveBeenCalled()

    actor.send({ type: 'tour.start' })
    actor.send({ type: 'tour.targetsReady' })
    expect(actor.getSnapshot().context).toMatchObject({ run: true, stepIndex: 1 })
  })

  it('tour.reset goes back to the first step, not running, from every state', () => {
    const { actor, completeTour } = showing()
    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.reset' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ run: false, stepIndex: 0 })

    actor.send({ type: 'tour.next' })
    expect(actor.getSnapshot().context.stepIndex).toBe(0)
    actor.send({ type: 'tour.reset' })
    expect(actor.getSnapshot().value).toBe('idle')

    actor.send({ type: 'tour.start' })
    actor.send({ type: 'tour.targetsReady' })
    actor.send(joyride({ type: EVENTS.TOUR_END, status: STATUS.SKIPPED }))
    actor.send({ type: 'tour.reset' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(completeTour).toHaveBeenCalledOnce()
  })

  it('tour.restart runs it from the first step, whether idle, running or finished', () => {
    const { actor } = showing()
    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.restart' })
    expect(actor.getSnapshot().matches({ running: 'loading' })).toBe(true)
    expect(actor.getSnapshot().context.stepIndex).toBe(0)

    actor.send({ type: 'tour.next' })
    actor.send({ type: 'tour.stop' })
    actor.send({ type: 'tour.restart' })
    expect(actor.getSnapshot().context).toMatchObject({ stepIndex: 0, loading: true })

    actor.send({ type: 'tour.targetsReady' })
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.CLOSE }))
    expect(actor.getSnapshot().value).toBe('finished')
    actor.send({ type: 'tour.restart' })
    expect(actor.getSnapshot().context).toMatchObject({ stepIndex: 0, loading: true })
  })

  it('is tagged running exactly while under way (waiting for the target or showing)', () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('running')).toBe(false)
    actor.send({ type: 'tour.restart' })
    expect(actor.getSnapshot().hasTag('running')).toBe(true)
    actor.send({ type: 'tour.targetsReady' })
    expect(actor.getSnapshot().hasTag('running')).toBe(true)
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.CLOSE }))
    expect(actor.getSnapshot().hasTag('running')).toBe(false)
    actor.send({ type: 'tour.restart' })
    expect(actor.getSnapshot().hasTag('running')).toBe(true)
  })

  it('tour.start after finishing begins again at the first step', () => {
    const { actor } = showing()
    actor.send({ type: 'tour.next' })
    actor.send(joyride({ type: EVENTS.TOUR_END, index: 1, status: STATUS.SKIPPED }))
    actor.send({ type: 'tour.start' })
    expect(actor.getSnapshot().matches({ running: 'loading' })).toBe(true)
    expect(actor.getSnapshot().context.stepIndex).toBe(0)
  })

  it.each([
    ['closed', joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.CLOSE })],
    ['skipped', joyride({ type: EVENTS.TOUR_END, action: ACTIONS.SKIP, status: STATUS.SKIPPED })],
    ['finished', joyride({ type: EVENTS.TOUR_END, action: ACTIONS.NEXT, status: STATUS.FINISHED })],
  ])('stops and completes the tour when %s', (_, event) => {
    const { actor, completeTour } = showing()
    actor.send(event)
    expect(actor.getSnapshot().value).toBe('finished')
    expect(actor.getSnapshot().context.run).toBe(false)
    expect(completeTour).toHaveBeenCalledOnce()
  })

  it('completes once when joyride reports the last step done and then the tour end', () => {
    const { actor, completeTour } = showing(steps.slice(0, 1))
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT }))
    actor.send(joyride({ type: EVENTS.TOUR_END, action: ACTIONS.NEXT, status: STATUS.FINISHED }))
    expect(actor.getSnapshot().value).toBe('finished')
    expect(completeTour).toHaveBeenCalledOnce()
  })

  it('a step-after moves one step forward, or back on a prev action', () => {
    const { actor } = showing()
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT, index: 0 }))
    expect(actor.getSnapshot().context.stepIndex).toBe(1)
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT, index: 1 }))
    expect(actor.getSnapshot().context.stepIndex).toBe(2)
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.PREV, index: 2 }))
    expect(actor.getSnapshot().context.stepIndex).toBe(1)
    expect(actor.getSnapshot().context.run).toBe(true)
  })

  it('a missing target moves one step forward, or back when going back', () => {
    const { actor } = showing()
    actor.send(joyride({ type: EVENTS.TARGET_NOT_FOUND, action: ACTIONS.START, index: 0 }))
    expect(actor.getSnapshot().context.stepIndex).toBe(1)
    actor.send(joyride({ type: EVENTS.TARGET_NOT_FOUND, action: ACTIONS.PREV, index: 1 }))
    expect(actor.getSnapshot().context.stepIndex).toBe(0)
  })

  it('moving past the last step finishes and completes the tour', () => {
    const { actor, completeTour } = showing()
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT, index: 2 }))
    expect(actor.getSnapshot().value).toBe('finished')
    expect(completeTour).toHaveBeenCalledOnce()

    const missing = showing(steps.slice(0, 1))
    missing.actor.send(joyride({ type: EVENTS.TARGET_NOT_FOUND, action: ACTIONS.START }))
    expect(missing.actor.getSnapshot().value).toBe('finished')
    expect(missing.completeTour).toHaveBeenCalledOnce()
  })

  it('ignores the other joyride events, and every joyride event while not shown', () => {
    const { actor, completeTour } = showing()
    for (const type of [EVENTS.TOUR_START, EVENTS.STEP_BEFORE, EVENTS.TOOLTIP, EVENTS.TOUR_STATUS])
      actor.send(joyride({ type }))
    expect(actor.getSnapshot().matches({ running: 'showing' })).toBe(true)
    expect(actor.getSnapshot().context.stepIndex).toBe(0)

    actor.send({ type: 'tour.stop' })
    actor.send(joyride({ type: EVENTS.TOUR_END, status: STATUS.FINISHED }))
    actor.send(joyride({ type: EVENTS.STEP_AFTER, action: ACTIONS.NEXT }))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.stepIndex).toBe(0)
    expect(completeTour).not.toHaveBeenCalled()
  })
})
