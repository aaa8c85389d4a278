/**
 * The guided tour on screen (CORE-4.3): tourMachine decides when it runs and at
 * which step; react-joyride draws it in controlled mode and reports back through `tour.joyride`.
 * The actor is the caller's (`useTour`, use-tour.ts), which renders this while the tour is
 * under way (tag `running`) and sends it `tour.restart` for "Restart the tour"; this waits for
 * the step's target, then draws the step.
 */
import { useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from '@xstate/react'
import { Joyride } from 'react-joyride'
import type { EventData, Locale, Step } from 'react-joyride'
import { system } from '@/ui/theme'
import type { TourActorRef } from './use-tour'

/** Joyride needs a hex colour (it derives the beacon's tint); above the shell's menus and drawers. */
const JOYRIDE_OPTIONS = {
  primaryColor: String(system.token('colors.brand.600')),
  zIndex: Number(system.token('zIndex.popover')),
}

export interface GuidedTourProps {
  /** The tour's actor (`useTour`). */
  actor: TourActorRef
}

export function GuidedTour({ actor }: GuidedTourProps) {
  const { t } = useTranslation()
  const run = useSelector(actor, (snapshot) => snapshot.context.run)
  const stepIndex = useSelector(actor, (snapshot) => snapshot.context.stepIndex)
  const steps = useSelector(actor, (snapshot) => snapshot.context.steps)
  const loading = useSelector(actor, (snapshot) => snapshot.context.loading)

  // Joyride gives up on a target after a second, and reports a hidden one lost, which ends the
  // tour unseen (on a phone the navigation's Feedback item is in the page but hidden until the
  // menu opens). The tour waits for the page to draw and show the target instead: insertions,
  // the attributes that show or hide an element, and the window's size (a media query) are
  // watched.
  const pendingTarget = loading ? steps[stepIndex]?.target : undefined
  useEffect(() => {
    if (!pendingTarget) return
    const ready = () => {
      const target = document.querySelector(pendingTarget)
      // jsdom has no layout and no checkVisibility: there a target in the page counts as shown.
      return (
        target !== null &&
        (typeof target.checkVisibility !== 'function' || target.checkVisibility())
      )
    }
    if (ready()) {
      actor.send({ type: 'tour.targetsReady' })
      return
    }
    const check = () => {
      if (!ready()) return
      stop()
      actor.send({ type: 'tour.targetsReady' })
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-tour', 'class', 'style', 'hidden', 'data-state'],
    })
    window.addEventListener('resize', check)
    const stop = () => {
      observer.disconnect()
      window.removeEventListener('resize', check)
    }
    return stop
  }, [pendingTarget, actor])

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
      actor.send({
        type: 'tour.joyride',
        data: { type: data.type, action: data.action, index: data.index, status: data.status },
      }),
    [actor],
  )

  // Joyride is drawn only while a step is shown: told to stop (run false) it reports the step as
  // left, which the machine would take for the user moving on (a restart while shown would
  // finish the tour). So a restart draws it afresh at the first step.
  if (!run) return null
  return (
    <Joyride
      steps={joyrideSteps}
      run
      stepIndex={stepIndex}
      continuous
      locale={locale}
      onEvent={onEvent}
      options={JOYRIDE_OPTIONS}
    />
  )
}
