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

  // Joyride gives up on a target after a second; the tour waits for the page to draw it instead.
  // Targets are data-tour attributes, so only insertions and data-tour changes are watched.
  const pendingTarget = loading ? steps[stepIndex]?.target : undefined
  useEffect(() => {
    if (!pendingTarget) return
    const ready = () => document.querySelector(pendingTarget) !== null
    if (ready()) {
      actor.send({ type: 'tour.targetsReady' })
      return
    }
    const observer = new MutationObserver(() => {
      if (!ready()) return
      observer.disconnect()
      actor.send({ type: 'tour.targetsReady' })
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-tour'],
    })
    return () => observer.disconnect()
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
