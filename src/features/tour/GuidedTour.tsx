/**
 * The guided tour on screen (core.md §4 "Guided tour"): tourMachine decides when it runs and at
 * which step; react-joyride draws it in controlled mode and reports back through `tour.joyride`.
 * The app provides the cookie and the API call as callbacks, and can restart the tour through
 * the ref handle (for a "Restart the tour" menu item).
 */
import { useCallback, useEffect, useImperativeHandle, useMemo } from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useMachine } from '@xstate/react'
import { Joyride } from 'react-joyride'
import type { EventData, Locale, Step } from 'react-joyride'
import { tourMachine } from '@/machines/tour.machine'
import type { TourStep } from '@/machines/tour.machine'
import { system } from '@/ui/theme'

/** The shell's navigation item for feedback carries `data-tour="feedback-menu-item"`. */
export const FEEDBACK_MENU_ITEM_TARGET = '[data-tour="feedback-menu-item"]'

/** The tour has one step, pointing at the feedback menu item (core.md §4). */
export const TOUR_STEPS: TourStep[] = [
  {
    id: 'feedback',
    target: FEEDBACK_MENU_ITEM_TARGET,
    titleKey: 'tour.feedbackTitle',
    contentKey: 'tour.feedbackContent',
  },
]

/** Joyride needs a hex colour (it derives the beacon's tint); above the shell's menus and drawers. */
const JOYRIDE_OPTIONS = {
  primaryColor: String(system.token('colors.brand.600')),
  zIndex: Number(system.token('zIndex.popover')),
}

export interface GuidedTourHandle {
  /** Runs the tour again from its first step. */
  restart(): void
}

export interface GuidedTourProps {
  /** No firstLogin cookie yet (`isFirstLogin()`): the tour starts by itself. */
  firstLogin: boolean
  /** Called once when the tour starts by itself: set the cookie (`markFirstLoginSeen()`). */
  onFirstLoginSeen(): void
  /** Called when the tour is finished, closed or skipped: POST /v2/Users/tourguide. */
  onComplete(): void
  ref?: Ref<GuidedTourHandle>
}

export function GuidedTour({ firstLogin, onFirstLoginSeen, onComplete, ref }: GuidedTourProps) {
  const { t } = useTranslation()
  // @xstate/react refreshes provided implementations on every render, so the latest callbacks run.
  const [snapshot, send] = useMachine(
    tourMachine.provide({
      actions: { markFirstLoginSeen: () => onFirstLoginSeen(), completeTour: () => onComplete() },
    }),
    { input: { steps: TOUR_STEPS, firstLogin } },
  )
  const { run, stepIndex, steps, loading } = snapshot.context

  useImperativeHandle(ref, () => ({ restart: () => send({ type: 'tour.restart' }) }), [send])

  // Joyride gives up on a target after a second; the tour waits for the page to draw it instead.
  // Targets are data-tour attributes, so only insertions and data-tour changes are watched.
  const pendingTarget = loading ? steps[stepIndex]?.target : undefined
  useEffect(() => {
    if (!pendingTarget) return
    const ready = () => document.querySelector(pendingTarget) !== null
    if (ready()) {
      send({ type: 'tour.targetsReady' })
      return
    }
    const observer = new MutationObserver(() => {
      if (!ready()) return
      observer.disconnect()
      send({ type: 'tour.targetsReady' })
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-tour'],
    })
    return () => observer.disconnect()
  }, [pendingTarget, send])

  const joyrideSteps = useMemo<Step[]>(
    () =>
      steps.map((step) => ({
        id: step.id,
        target: step.target,
        title: t(step.titleKey),
        content: t(step.contentKey),
        // A first-time user should see the explanation, not a beacon to click first.
        skipBeacon: true,
        buttons: ['back', 'close', 'primary', 'skip'],
      })),
    [steps, t],
  )

  const locale = useMemo<Locale>(
    () => ({
      back: t('tour.back'),
      close: t('tour.close'),
      last: t('tour.last'),
      next: t('tour.next'),
      skip: t('tour.skip'),
      open: t('tour.open'),
    }),
    [t],
  )

  const onEvent = useCallback(
    (data: EventData) =>
      send({
        type: 'tour.joyride',
        data: { type: data.type, action: data.action, index: data.index, status: data.status },
      }),
    [send],
  )

  return (
    <Joyride
      steps={joyrideSteps}
      run={run}
      stepIndex={stepIndex}
      continuous
      locale={locale}
      onEvent={onEvent}
      options={JOYRIDE_OPTIONS}
    />
  )
}
