/**
 * The guided-tour model (tests/model/tour.samples.ts) driven through the portal's shell
 * (ui-model.ts): the tour that starts by itself on a first login, "Restart the tour" in the user
 * menu, and react-joyride's own buttons on the step it draws. Each step's event is a user action
 * or what the app does by itself (EVENTS), each state is checked on the screen (STATES).
 *
 * What no user can give, and why, is in the mapping: the portal's tour has one step (the model's
 * two-step tour is the model test's), its only controls are "Restart the tour" and the step's
 * buttons (no control sends tour.start, tour.stop, tour.reset, tour.next or tour.prev), and while
 * the step shows its overlay keeps the user menu out of reach.
 */
import type { Page } from '@playwright/test'
import { tourMachine } from '@/machines/tour.machine'
import { FIRST_LOGIN_COOKIE } from '@/features/tour/first-login-cookie'
import { TOUR_MODEL } from '../../model/tour.samples'
import type { SerializableStep } from '../../model/paths'
import { expect, openAs } from '../fixtures'
import { describeUiModel, type AnyEvent, type UiModel, type UiRun } from './ui-model'

interface Run extends UiRun {
  /** POST /v2/Users/tourguide calls so far: the app's `completeTour`. */
  completions: number
  /** How many times the path has finished the tour: as many completions are expected. */
  finishes: number
}

// ------------------------------------------------------------------ what the user sees and does

/** The tour's one step, as react-joyride draws it (an alert dialog named by its title). */
const step = (page: Page) => page.getByRole('alertdialog', { name: 'Tell us what you think' })
/** What the step points at: the navigation's Feedback item (`data-tour`). */
const feedbackItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Feedback' })

async function restartTour(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click()
  await page.getByRole('button', { name: 'Restart the tour' }).click()
}

/** Hidden now and a moment later: nothing is on its way to show it. */
async function expectNoStep(page: Page) {
  await expect(step(page)).toHaveCount(0)
  await page.waitForTimeout(200)
  await expect(step(page)).toHaveCount(0)
}

const firstLoginCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === FIRST_LOGIN_COOKIE)?.value

// ------------------------------------------------------------------ what no user can give

const NO_CONTROL = (type: string) =>
  `no control of the portal sends ${type}: the tour's only controls are "Restart the tour" in ` +
  "the user menu (tour.restart) and the step's own buttons, which react-joyride reports as " +
  'tour.joyride (src/app/shell/Tour.tsx, src/features/tour/GuidedTour.tsx)'

const joyrideData = (event: AnyEvent) =>
  event.data as { type: string; action: string; index: number; status: string }

/** Why a user cannot make joyride report this about the step it shows; null when one can. */
function joyrideUnavailable(event: AnyEvent): string | null {
  const { type, action } = joyrideData(event)
  if (type === 'step:after' && action === 'prev') {
    return (
      'joyride draws a Back button only from the second step on, and the portal has one step: ' +
      'no user can go back from it'
    )
  }
  if (type === 'error:target_not_found') {
    return (
      'the step shows once its target, the Feedback item, is in the page and shown, and it ' +
      'stays shown while the step shows (on a phone the tour waits for the menu to open: ' +
      'GuidedTour), so joyride never finds the target lost'
    )
  }
  if (type === 'tour:end') {
    return (
      'in controlled mode (the machine gives the step index) joyride reports tour:end only for ' +
      "an index past the last step, which the portal never gives: the last step's Finish is " +
      'reported as step:after, which ends the tour first'
    )
  }
  return null
}

const ONE_STEP =
  'the portal\'s tour has one step (TOUR_STEPS in src/features/tour/use-tour.ts, "one step at ' +
  'the feedback item", CORE-4.3): moving between steps is the model test\'s two-step tour'

// ------------------------------------------------------------------ the model through the UI

const TOUR: UiModel<Run> = {
  name: 'tour',
  machine: tourMachine,
  model: TOUR_MODEL,
  unavailableInputs: { twoStepsFirstLogin: ONE_STEP, twoStepsLaterLogin: ONE_STEP },
  newRun: (base) => {
    const run: Run = { ...base, completions: 0, finishes: 0 }
    base.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/Users/tourguide')) {
        run.completions += 1
      }
    })
    return run
  },
  open: async (run) => {
    const { page } = run
    // A first login is a browser without the firstLogin cookie (the fixture sets it otherwise).
    if (run.path.inputName === 'firstLogin') {
      await page.context().clearCookies({ name: FIRST_LOGIN_COOKIE })
    }
    await openAs(page, 'customer.admin', '/dashboard')
  },
  events: {
    'tour.start': { unavailable: () => NO_CONTROL('tour.start'), act: async () => undefined },
    'tour.stop': { unavailable: () => NO_CONTROL('tour.stop'), act: async () => undefined },
    'tour.reset': { unavailable: () => NO_CONTROL('tour.reset'), act: async () => undefined },
    'tour.next': { unavailable: () => NO_CONTROL('tour.next'), act: async () => undefined },
    'tour.prev': { unavailable: () => NO_CONTROL('tour.prev'), act: async () => undefined },
    'tour.restart': {
      unavailable: (_event, previous) =>
        previous.tags.includes('running')
          ? "while the tour is under way the user menu is out of reach: the step's overlay " +
            'covers it (a click on the overlay closes the tour) and keeps the focus in the step; ' +
            'before the step shows, the tour waits only until the lazily loaded renderer finds ' +
            'the Feedback item, which is in the navigation from the first render'
          : null,
      act: ({ page }) => restartTour(page),
    },
    'tour.targetsReady': {
      // The app sends it by itself once the Feedback item is in the page: nothing to do.
      act: async () => undefined,
    },
    'tour.joyride': {
      unavailable: (event) => joyrideUnavailable(event),
      act: async ({ page }, event) => {
        const { type, action } = joyrideData(event)
        const name =
          type === 'step:after' && action === 'next'
            ? 'Finish'
            : type === 'step:after' && action === 'close'
              ? 'Close the tour'
              : null
        if (!name) throw new Error(`No user action gives joyride's ${type} (${action}).`)
        // In one busy run a click right after the step appeared did nothing for 10 s (the step
        // stayed, nothing was reported): as a user would, click again until the step is gone.
        await expect(async () => {
          if (await step(page).count()) await step(page).getByRole('button', { name }).click()
          await expect(step(page)).toHaveCount(0, { timeout: 2000 })
        }).toPass()
      },
    },
  },
  states: {
    idle: async ({ page }) => {
      await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible()
      await expectNoStep(page)
    },
    // Until the step's target is in the page: the step is about to point at the Feedback item.
    // A first login sets the cookie as the tour starts by itself, so it starts only once.
    'running.loading': async ({ page }, current: SerializableStep) => {
      await expect(feedbackItem(page)).toBeVisible()
      if (current.event.type === 'xstate.init') {
        await expect.poll(() => firstLoginCookie(page)).toBe('false')
      }
    },
    'running.showing': async ({ page }) => {
      await expect(step(page)).toBeVisible()
      await expect(step(page)).toContainText(
        'Choose Feedback in the menu at any time to send us an idea, a question or a problem.',
      )
      // One step: the last, so no Back and no Skip.
      const buttons = step(page).getByRole('button')
      await expect(buttons).toHaveCount(2)
      await expect(buttons.getByText('Finish', { exact: true })).toBeVisible()
      await expect(step(page).getByRole('button', { name: 'Close the tour' })).toBeVisible()
    },
    // Every ending stops the tour and tells the server the user went through it, once.
    finished: async (run) => {
      run.finishes += 1
      await expectNoStep(run.page)
      await expect.poll(() => run.completions).toBe(run.finishes)
    },
  },
}

describeUiModel(TOUR)
