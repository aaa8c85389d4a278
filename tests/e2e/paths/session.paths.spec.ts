/**
 * The session and terms-gate models driven through the real UI (ui-model.ts): each step's event a
 * user action or a server condition (EVENTS tables), each step's state checked on the screen
 * (STATES tables). The machines' own tests (tests/model) prove the statecharts; this proves the
 * app wires them to the screens and the API as the paths say.
 *
 * An invoked actor's answer is an answer of the fake API. To see a busy state and to choose which
 * answer comes first, the spec holds chosen requests in the page (holds.ts) and lets each one go
 * when the path reaches its answer's event; a failing answer is a fault rule
 * (`window.fakeApi.addFault`) added just before that.
 */
import type { Locator, Page } from '@playwright/test'
import { sessionMachine, TOKEN_FAILED_MESSAGE } from '@/machines/session.machine'
import { termsGateMachine } from '@/machines/terms-gate.machine'
import { SESSION_MODEL } from '../../model/session.samples'
import { LATEST_TERMS_ID, TERMS_GATE_MODEL } from '../../model/terms-gate.samples'
import { expect, mainNav, openPortal } from '../fixtures'
import {
  addFault,
  installHolds,
  pendingHolds,
  release,
  requestLog,
  uninstallHolds,
  type LoggedRequest,
} from './holds'
import {
  describeUiModel,
  type EventMapping,
  type StateCheck,
  type UiModel,
  type UiRun,
} from './ui-model'

// ------------------------------------------------------------------ the requests a path holds

/** Requests a path can hold (holds.ts). */
const HOLDS = {
  /** POST /fake-auth/sign-in: the fake sign-in (resumeSession with `?as=`, and signIn). */
  signIn: { method: 'POST', path: '^/api/fake-auth/sign-in$' },
  /** GET /v2/Users/me: loadCurrentUser. */
  currentUser: { method: 'GET', path: '^/api/v2/Users/me$' },
  /** GET /v2/Terms/latest: the terms gate's loadLatestTerms. */
  latestTerms: { method: 'GET', path: '^/api/v2/Terms/latest$' },
  /** GET /v2/Users/{id}: the terms gate's loadUser. */
  user: { method: 'GET', path: '^/api/v2/Users/\\d+$' },
} as const

type HoldName = keyof typeof HOLDS

/** Starts the portal at `url` with the run's holds in place from its first request. */
async function startWithHarness(run: Run, url: string) {
  await installHolds(run.page, HOLDS, run.holds)
  await openPortal(run.page, url)
}

// ------------------------------------------------------------------ one run of a path

/** ky tries a failed GET three times (src/api/http.ts): a lookup fails when all three do. */
const GET_ATTEMPTS = 3
/** A user the fake sign-in does not know: it answers 401. */
const UNKNOWN_USER = 'no.such.user'
/** The gate's report of a failed lookup (terms-gate.machine.ts, reportLookupFailure). */
const lookupWarning = (message: string) =>
  `Terms gate: could not check the accepted terms (${message}).`

interface Run extends UiRun {
  /** The persona who signs in. */
  persona: string
  /** Where the portal opens. */
  startPath: string
  /** How the page opens: signing in with `?as=`, signed out, or `?as=` of an unknown user. */
  entry: 'persona' | 'signedOut' | 'unknownUser'
  holds: HoldName[]
  /** A page visited and left with Back before the gate decides, to come Forward to later. */
  forwardTo: string | null
  /** What the screen should say, as the events so far decide. */
  signInProblem: string | null
  forbiddenMessage: string | null
  /** Console warnings of the page (the gate reports a failed lookup there). */
  warnings: string[]
}

type SessionEvents = Record<string, EventMapping<Run>>
type SessionStates = Record<string, StateCheck<Run>>

// ------------------------------------------------------------------ what the user sees and does

const spinner = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading…' })
const signInHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })
const forbiddenHeading = (page: Page) => page.getByRole('heading', { name: 'Access denied' })
const gateDialog = (page: Page) => page.getByRole('dialog', { name: 'Updated terms of use' })
const termsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Terms of use', exact: true })
/** The terms screen once loaded: its accept button, or the note that the user has accepted. */
const termsAnswer = (page: Page) =>
  page.getByRole('button', { name: /^(Accept|You have accepted these terms)$/ })

const GENERIC_FORBIDDEN = "You don't have permission to view this page."
const ACCOUNT_NOT_FOUND = "We can't seem to find your account."

const pathnameOf = (page: Page) => new URL(page.url()).pathname

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click()
}

/** In-app navigation as a user does it: the main navigation, or the user menu's terms link. */
async function clickTo(page: Page, pathname: string) {
  if (pathname === '/terms') {
    await openUserMenu(page)
    await page.getByRole('link', { name: 'Terms and conditions' }).click()
  } else if (pathname === '/dashboard') {
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  } else {
    throw new Error(`No link to ${pathname} is mapped.`)
  }
  await expect.poll(() => pathnameOf(page)).toBe(pathname)
  if (pathname === '/terms') await expect(termsAnswer(page)).toBeVisible()
}

/** A call the signed-in page makes on demand: opening the terms screen GETs the latest terms. */
async function makeTermsCall(page: Page) {
  if (pathnameOf(page) === '/terms') await clickTo(page, '/dashboard')
  await openUserMenu(page)
  await page.getByRole('link', { name: 'Terms and conditions' }).click()
}

/** Hidden now and a moment later: nothing is on its way to show it. */
async function expectStaysHidden(locator: Locator) {
  await expect(locator).toHaveCount(0)
  await locator.page().waitForTimeout(150)
  await expect(locator).toHaveCount(0)
}

// ------------------------------------------------------------------ the session

const SESSION_EVENTS: SessionEvents = {
  'xstate.done.actor.resumeSession': {
    // With tokens: `?as=<persona>` signs in on opening; null: opened signed out.
    prepare: (run, event) => {
      run.entry = event.output ? 'persona' : 'signedOut'
    },
    act: async (run, event) => {
      // The stored-token check without `?as=` answers at once: nothing to let go.
      if (event.output) await release(run.page, 'signIn')
    },
  },
  'xstate.error.actor.resumeSession': {
    prepare: (run) => {
      run.entry = 'unknownUser'
    },
    act: async (run) => {
      run.signInProblem = `Unknown user “${UNKNOWN_USER}”.`
      await release(run.page, 'signIn')
    },
  },
  'session.signIn': {
    act: async (run) => {
      run.signInProblem = null
      await run.page.getByRole('button', { name: `Sign in as ${run.persona}`, exact: true }).click()
    },
  },
  'xstate.done.actor.signIn': {
    act: (run) => release(run.page, 'signIn'),
  },
  'xstate.error.actor.signIn': {
    act: async (run, event) => {
      const message = (event.error as { message: string }).message
      await addFault(run.page, {
        method: 'POST',
        path: '/fake-auth/sign-in',
        kind: 'server-error',
        remaining: 1,
        message,
      })
      run.signInProblem = message
      await release(run.page, 'signIn')
    },
  },
  'xstate.done.actor.loadCurrentUser': {
    act: (run) => release(run.page, 'currentUser'),
  },
  'xstate.error.actor.loadCurrentUser': {
    // A 404 is the persona without an account; a 403 is a fault with the server's message.
    prepare: (run, event) => {
      if ((event.error as { status: number }).status === 404) run.persona = 'lost.user'
    },
    act: async (run, event) => {
      const error = event.error as { status: number; body: { message?: string } | null }
      if (error.status === 401) {
        // A token the API no longer accepts: the session signs out with the token message.
        await addFault(run.page, {
          method: 'GET',
          path: '/v2/Users/me',
          kind: 'unauthorized',
          remaining: 1,
        })
        run.signInProblem = TOKEN_FAILED_MESSAGE
      } else if (error.status === 403) {
        const message = error.body?.message ?? ''
        await addFault(run.page, {
          method: 'GET',
          path: '/v2/Users/me',
          kind: 'forbidden',
          remaining: 1,
          message,
        })
        run.forbiddenMessage = message || GENERIC_FORBIDDEN
      } else {
        run.forbiddenMessage = ACCOUNT_NOT_FOUND
      }
      await release(run.page, 'currentUser')
    },
  },
  'session.userChanged': {
    // Accepting the terms saves the user, and the terms screen hands the saved user on.
    prepare: (run) => {
      run.persona = 'new.operator'
      run.startPath = '/terms'
    },
    act: async (run) => {
      await run.page.getByRole('button', { name: 'Accept', exact: true }).click()
      await expect(
        run.page.getByRole('button', { name: 'You have accepted these terms' }),
      ).toBeDisabled()
    },
  },
  'session.forbidden': {
    // A 403 on a call the page makes; the event's null message is a 403 without one.
    act: async (run, event) => {
      const message = (event.message as string | null) ?? ''
      await addFault(run.page, {
        method: 'GET',
        path: '/v2/Terms/latest',
        kind: 'forbidden',
        remaining: 1,
        message,
      })
      run.forbiddenMessage = message || GENERIC_FORBIDDEN
      await makeTermsCall(run.page)
    },
  },
  'session.tokenInvalid': {
    // The API answers 401 to a call the page makes.
    act: async (run) => {
      await addFault(run.page, {
        method: 'GET',
        path: '/v2/Terms/latest',
        kind: 'unauthorized',
        remaining: 1,
      })
      run.signInProblem = TOKEN_FAILED_MESSAGE
      await makeTermsCall(run.page)
    },
  },
  'session.signOut': {
    // The user menu's Sign out when signed in, the forbidden result's own button otherwise.
    act: async (run) => {
      if (run.previous?.tags.includes('unauthenticated')) {
        await run.page.getByRole('button', { name: 'Sign out' }).click()
      } else {
        await openUserMenu(run.page)
        await run.page.getByRole('button', { name: 'Sign out' }).click()
      }
    },
  },
  'xstate.done.actor.signOut': {
    // The fake sign-out only forgets the stored token, at once: nothing to do.
    act: async () => undefined,
  },
  'xstate.error.actor.signOut': {
    unavailable: () =>
      'the fake sign-out only forgets the token in sessionStorage and cannot fail, and no ' +
      'real condition makes it fail',
    act: async () => undefined,
  },
}

const SESSION_STATES: SessionStates = {
  starting: async (run) => {
    // Without `?as=` the stored-token check answers before anything is drawn.
    if (run.entry !== 'signedOut') await expect(spinner(run.page)).toBeVisible()
  },
  signedOut: async ({ page, signInProblem }) => {
    await expect(signInHeading(page)).toBeVisible()
    const problem = page.getByText(/^Signing in failed: /)
    if (signInProblem === null) await expect(problem).toHaveCount(0)
    else await expect(problem).toHaveText(`Signing in failed: ${signInProblem}`)
  },
  signingIn: async ({ page, persona }) => {
    await expect(signInHeading(page)).toBeVisible()
    await expect(
      page.getByRole('button', { name: `Sign in as ${persona}`, exact: true }),
    ).toBeDisabled()
  },
  loading: async ({ page }) => {
    await expect(spinner(page)).toBeVisible()
  },
  authenticated: async ({ page }) => {
    await expect(mainNav(page)).toBeVisible()
    await expect(forbiddenHeading(page)).toHaveCount(0)
  },
  unauthenticated: async ({ page, forbiddenMessage }) => {
    await expect(forbiddenHeading(page)).toBeVisible()
    await expect(page.getByText(forbiddenMessage ?? GENERIC_FORBIDDEN)).toBeVisible()
    await expect(mainNav(page)).toHaveCount(0)
  },
  // The fake sign-out ends at once, so the screen is already moving on: what signingOut's entry
  // does (forget the stored session and token) and the portal gone are what can be seen.
  signingOut: async ({ page }) => {
    await expect(mainNav(page)).toHaveCount(0)
    await expect(forbiddenHeading(page)).toHaveCount(0)
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('milk-safety.user'),
      sessionStorage.getItem('milk-safety.session-token'),
    ])
    expect(stored).toEqual([null, null])
  },
}

const SESSION: UiModel<Run> = {
  name: 'session',
  machine: sessionMachine,
  model: SESSION_MODEL,
  // admin is exempt from the terms gate, so it makes no calls of its own to race a fault.
  newRun: (base) => ({
    ...newRun(base),
    persona: 'admin',
    startPath: '/dashboard',
    holds: ['signIn', 'currentUser'],
  }),
  open: async (run) => {
    const query =
      run.entry === 'persona'
        ? `?as=${run.persona}`
        : run.entry === 'unknownUser'
          ? `?as=${UNKNOWN_USER}`
          : ''
    await startWithHarness(run, run.entry === 'signedOut' ? '/' : `${run.startPath}${query}`)
  },
  events: SESSION_EVENTS,
  states: SESSION_STATES,
  finish: (run) => uninstallHolds(run.page),
}

// ------------------------------------------------------------------ the terms gate

/** A failed lookup: every attempt of the held request fails, then the gate says so. */
async function failLookup(run: Run, name: 'latestTerms' | 'user', message: string) {
  const held = (await pendingHolds(run.page)).find((entry) => entry.name === name)
  if (!held) throw new Error(`The ${name} lookup is not held.`)
  await addFault(run.page, {
    method: 'GET',
    path: held.path.replace(/^\/api/, ''),
    kind: 'server-error',
    remaining: GET_ATTEMPTS,
    message,
  })
  await release(run.page, name)
  await expect.poll(() => run.warnings).toContain(lookupWarning(message))
}

const TERMS_GATE_EVENTS: SessionEvents = {
  'xstate.done.actor.loadLatestTerms': {
    act: (run) => release(run.page, 'latestTerms'),
  },
  'xstate.error.actor.loadLatestTerms': {
    act: (run, event) => failLookup(run, 'latestTerms', (event.error as Error).message),
  },
  'xstate.done.actor.loadUser': {
    // What the server knows the user accepted is the persona's: new.operator lacks the latest.
    prepare: (run, event) => {
      const accepted = (event.output as { acceptedTerms: Array<{ termsId: number }> }).acceptedTerms
      run.persona = accepted.some((entry) => entry.termsId === LATEST_TERMS_ID)
        ? 'operator'
        : 'new.operator'
    },
    act: (run) => release(run.page, 'user'),
  },
  'xstate.error.actor.loadUser': {
    act: (run, event) => failLookup(run, 'user', (event.error as Error).message),
  },
  'route.changed': {
    // Under the modal no link can be clicked: the browser's Forward button changes the page.
    prepare: (run, event, previous) => {
      if (previous.tags.includes('blocking')) run.forwardTo = event.pathname as string
    },
    act: async (run, event) => {
      const pathname = event.pathname as string
      if (run.previous?.tags.includes('blocking')) {
        await run.page.goForward()
        await expect.poll(() => pathnameOf(run.page)).toBe(pathname)
      } else {
        // Already there (the terms link on the terms screen): the pathname stays, the app reports
        // nothing, and the gate stays where the model says it stays.
        await clickTo(run.page, pathname)
      }
    },
  },
  'gate.confirm': {
    act: async ({ page }) => {
      await gateDialog(page).getByRole('button', { name: 'OK' }).click()
      await expect.poll(() => pathnameOf(page)).toBe('/terms')
    },
    // goToTerms navigates, and the app reports the new route (route.changed) at once.
    checkInstead: 'required.onTermsScreen',
  },
  'gate.cancel': {
    act: ({ page }) => gateDialog(page).getByRole('button', { name: 'Cancel' }).click(),
  },
  'terms.accepted': {
    unavailable: (_event, previous) =>
      previous.tags.includes('blocking')
        ? 'terms.accepted while blocking: the Accept button is only on the terms screen, where ' +
          'the gate never blocks, and the modal covers every other page'
        : null,
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Accept', exact: true }).click()
      await expect(
        page.getByRole('button', { name: 'You have accepted these terms' }),
      ).toBeDisabled()
    },
  },
}

const isUserLookup = (request: LoggedRequest) =>
  request.method === 'GET' && /^\/api\/v2\/Users\/\d+$/.test(request.path)

const TERMS_GATE_STATES: SessionStates = {
  checking: async ({ page }) => {
    await expect(gateDialog(page)).toHaveCount(0)
    expect((await pendingHolds(page)).length).toBeGreaterThan(0)
  },
  exempt: async ({ page }) => {
    await expectStaysHidden(gateDialog(page))
    expect((await requestLog(page)).filter(isUserLookup)).toEqual([])
  },
  clear: async ({ page, warnings }) => {
    expect(await pendingHolds(page)).toEqual([])
    await expectStaysHidden(gateDialog(page))
    expect(warnings.filter((text) => text.startsWith('Terms gate:'))).toEqual([])
  },
  unverified: async ({ page, warnings }) => {
    await expectStaysHidden(gateDialog(page))
    expect(warnings.some((text) => text.startsWith('Terms gate: could not check'))).toBe(true)
  },
  'required.blocking': async ({ page }) => {
    await expect(gateDialog(page)).toBeVisible()
    expect(pathnameOf(page)).not.toBe('/terms')
  },
  'required.onTermsScreen': async ({ page }) => {
    expect(pathnameOf(page)).toBe('/terms')
    await expect(termsHeading(page)).toBeVisible()
    await expectStaysHidden(gateDialog(page))
  },
  signedOut: async ({ page }) => {
    await expect(signInHeading(page)).toBeVisible()
  },
}

const TERMS_GATE: UiModel<Run> = {
  name: 'terms-gate',
  machine: termsGateMachine,
  model: TERMS_GATE_MODEL,
  // The model's input pathname stands for any page but the terms screen; opening another page
  // makes its route.changed('/dashboard') a real change of page.
  newRun: (base) =>
    base.path.inputName === 'customerAdmin'
      ? { ...newRun(base), persona: 'customer.admin', startPath: '/test-records' }
      : {
          ...newRun(base),
          persona: 'new.operator',
          startPath: '/test-records',
          holds: ['latestTerms', 'user'],
        },
  open: async (run) => {
    const { page } = run
    await startWithHarness(run, `${run.startPath}?as=${run.persona}`)
    // A cold start (the fake API's boot, the sign-in, the portal's chunks) on a busy machine.
    await expect(mainNav(page)).toBeVisible({ timeout: 15_000 })
    if (run.holds.length) {
      await expect
        .poll(async () => (await pendingHolds(page)).map((entry) => entry.name).sort())
        .toEqual([...run.holds].sort())
    }
    if (run.forwardTo) {
      await clickTo(page, run.forwardTo)
      await page.goBack()
      await expect.poll(() => pathnameOf(page)).toBe(run.startPath)
    }
  },
  events: TERMS_GATE_EVENTS,
  states: TERMS_GATE_STATES,
  finish: (run) => uninstallHolds(run.page),
}

// ------------------------------------------------------------------ the tests

/** What both models' runs start from; the page's warnings are collected from the start. */
function newRun(base: UiRun): Run {
  const run: Run = {
    ...base,
    persona: '',
    startPath: '/',
    entry: 'persona',
    holds: [],
    forwardTo: null,
    signInProblem: null,
    forbiddenMessage: null,
    warnings: [],
  }
  base.page.on('console', (message) => {
    if (message.type() === 'warning') run.warnings.push(message.text())
  })
  return run
}

describeUiModel(SESSION)
describeUiModel(TERMS_GATE)
