/**
 * A machine's model paths driven through the real screens (issue 38). A `UiModel` maps the
 * machine's model (the sample events its own model test uses) onto the UI: each event a user
 * action or a server condition (`events`), each state checks on the screen by role and text
 * (`states`). `describeUiModel` declares one Playwright test per path and one that names every
 * transition no UI path takes, with the reason the mapping gives for it.
 *
 * Which paths run (environment, set by `npm run test:paths`, scripts/checks/test-paths.mjs):
 * - PATHS_STRATEGY `covering` (the default, what `npm test` runs): the fewest of the model's paths
 *   that take every step the UI can take, and every transition it can take; `shortest` or
 *   `simple`: every such path;
 * - PATHS_SEED: random walks of that seed instead (PATHS_WALKS of PATHS_WALK_LENGTH events);
 * - PATHS_MACHINE: only these machines (comma-separated names);
 * - PATHS_SCREENSHOTS=1: a screenshot after each step, for the report.
 *
 * Every path test attaches what it reached (`model-path`: its steps, how many passed, and the
 * states and transitions of the machine those steps visit); tests/e2e/paths/paths-reporter.ts
 * adds them up into paths-report/coverage.json and paths-report/index.html.
 */
import type { Page, TestInfo } from '@playwright/test'
import type { AnyStateMachine, EventObject } from 'xstate'
import {
  coveringPaths,
  machineInventory,
  randomWalks,
  serializablePaths,
  stateLabel,
  visitedBy,
  type ModelOptions,
  type SerializablePath,
  type SerializableStep,
} from '../../model/paths'
import { expect, test } from '../fixtures'

export type AnyEvent = EventObject & Record<string, unknown>

/** What every run of a path carries; a model's own run adds what its screens need. */
export interface UiRun {
  page: Page
  path: SerializablePath
  /** The step before the one being taken (null at the start). */
  previous: SerializableStep | null
  /** The variant the path runs in (an area, for the modal route); null when there are none. */
  variant: string | null
}

export interface EventMapping<Run extends UiRun> {
  /**
   * Before the page opens, for each step in order: what the run must set up for this event to
   * come later (a persona, a held request).
   */
  prepare?: (run: Run, event: AnyEvent, previous: SerializableStep) => void
  /** Why no user action or server condition gives this event after that step; null if one does. */
  unavailable?: (event: AnyEvent, previous: SerializableStep) => string | null
  /** The user action or server condition. */
  act: (run: Run, event: AnyEvent) => Promise<void>
  /**
   * When the app itself follows the event with another one at once (OK navigates to the terms
   * screen), the state whose check holds after both.
   */
  checkInstead?: string
}

/** Checks one state on the screen; keyed by `stateLabel(value)`: `authenticated`, `open.dirty`. */
export type StateCheck<Run extends UiRun> = (run: Run, step: SerializableStep) => Promise<void>

export interface UiModel<Run extends UiRun> {
  /** The name in the report, in coverage.json and for `--machine`: `session`, `modal-route`. */
  name: string
  machine: AnyStateMachine
  /** The model the machine's own test uses (tests/model/<name>.samples.ts). */
  model: ModelOptions
  /** Runs every path once in each (the modal route's areas); one run when absent. */
  variants?: readonly string[]
  /**
   * Inputs of the model (`model.inputs`, by name) no run of the portal can start from, each with
   * the reason (the model test's two-step tour, where the portal's tour has one step): their
   * paths never run, and a transition only they take is skipped with that reason.
   */
  unavailableInputs?: Record<string, string>
  /** The run of a path, from what every run has. */
  newRun: (base: UiRun) => Run
  /** The first step: opens the page (the path's `xstate.init`). */
  open: (run: Run) => Promise<void>
  events: Record<string, EventMapping<Run>>
  states: Record<string, StateCheck<Run>>
  /** After the path, passed or not: gives back what the run changed on the shared page. */
  finish?: (run: Run) => Promise<void>
}

/** What a path test attaches as `model-path`, for the reporter. */
export interface PathRecord {
  machine: string
  variant: string | null
  description: string
  steps: Array<{ event: EventObject; state: string }>
  /** How many steps (the opening included) were taken and checked on the screen. */
  passed: number
  /** The machine's states and transitions those steps visit (tests/model/paths.ts visitedBy). */
  visited: { states: string[]; transitions: string[] }
}

/** What the gaps test attaches as `model-inventory`: the totals and the named gaps. */
export interface InventoryRecord {
  machine: string
  machineId: string
  states: string[]
  transitions: string[]
  /** Transitions no runnable path takes, each with the reason its path cannot run. */
  skipped: Array<{ transition: string; reason: string }>
}

export const PATH_ATTACHMENT = 'model-path'
export const INVENTORY_ATTACHMENT = 'model-inventory'

type Selection =
  | { kind: 'covering' }
  | { kind: 'strategy'; strategy: 'shortest' | 'simple' }
  | { kind: 'walks'; seed: number; length: number; count: number }

function selectionFromEnv(): Selection {
  const seed = process.env.PATHS_SEED
  if (seed) {
    return {
      kind: 'walks',
      seed: Number(seed),
      length: Number(process.env.PATHS_WALK_LENGTH) || 10,
      count: Number(process.env.PATHS_WALKS) || 5,
    }
  }
  const strategy = process.env.PATHS_STRATEGY ?? 'covering'
  if (strategy === 'shortest' || strategy === 'simple') return { kind: 'strategy', strategy }
  if (strategy !== 'covering') throw new Error(`Unknown PATHS_STRATEGY "${strategy}".`)
  return { kind: 'covering' }
}

function isSelected(name: string): boolean {
  const only = process.env.PATHS_MACHINE
  return !only || only.split(',').some((entry) => entry.trim() === name)
}

function mappingOf<Run extends UiRun>(ui: UiModel<Run>, event: EventObject): EventMapping<Run> {
  const mapping = ui.events[event.type]
  if (!mapping) throw new Error(`No UI mapping for the ${ui.name} event ${event.type}.`)
  return mapping
}

/**
 * The first step no user can take, and why; null when the whole path can run. A path from an
 * input no run can start from is blocked at its start (index 0).
 */
function firstUnavailable<Run extends UiRun>(
  ui: UiModel<Run>,
  path: SerializablePath,
): { index: number; reason: string } | null {
  const inputReason = path.inputName ? ui.unavailableInputs?.[path.inputName] : undefined
  if (inputReason) return { index: 0, reason: inputReason }
  for (const [index, step] of path.steps.entries()) {
    const previous = path.steps[index - 1]
    if (!previous) continue
    const reason = mappingOf(ui, step.event).unavailable?.(step.event as AnyEvent, previous)
    if (reason) return { index, reason }
  }
  return null
}

/** The path up to (not including) its first step no user can take. */
function runnablePrefix<Run extends UiRun>(
  ui: UiModel<Run>,
  path: SerializablePath,
): SerializablePath {
  const blocked = firstUnavailable(ui, path)
  if (!blocked) return path
  const steps = path.steps.slice(0, blocked.index)
  return {
    ...path,
    description: `${path.description} (cut before step ${blocked.index}: ${blocked.reason})`,
    steps,
  }
}

/** The paths to run, as the environment selects them. */
export function selectedPaths<Run extends UiRun>(ui: UiModel<Run>): SerializablePath[] {
  const selection = selectionFromEnv()
  if (selection.kind === 'walks') {
    return randomWalks(ui.machine, ui.model, selection)
      .map((walk) => runnablePrefix(ui, walk))
      .filter((walk) => walk.steps.length > 1)
  }
  const paths =
    selection.kind === 'strategy'
      ? serializablePaths(ui.machine, { ...ui.model, strategy: selection.strategy })
      : serializablePaths(ui.machine, ui.model)
  // A path with a step no user can take still runs up to that step: what it visits before may
  // be visited by no other path.
  const runnable = paths
    .map((path) => runnablePrefix(ui, path))
    .filter((path) => path.steps.length > 1)
  return selection.kind === 'covering' ? coveringPaths(runnable, ui.machine) : runnable
}

/**
 * The machine's inventory beside what the model's runnable paths take: every transition is taken
 * by a path the UI can run, or only by paths the mapping says no user can take (their reason).
 */
export function inventoryOf<Run extends UiRun>(
  ui: UiModel<Run>,
): InventoryRecord & {
  unexplained: string[]
} {
  const inventory = machineInventory(ui.machine)
  const paths = serializablePaths(ui.machine, ui.model)
  const taken = new Set<string>()
  /** Reasons of steps no user can take, on the paths of inputs a run can start from. */
  const stepReasons = new Map<string, string>()
  /** On the paths of an input no run starts from: the input's reason, and the steps' own. */
  const inputReasons = new Map<string, string>()
  const inputStepReasons = new Map<string, string>()
  /** What the paths of the inputs a run can start from visit, run or not. */
  const fromRunnableInputs = new Set<string>()
  /** The transitions each step of the path takes first (the opening's at index 0). */
  const newAtEachStep = (path: SerializablePath) => {
    const seen = new Set<string>()
    return path.steps.map((_step, index) =>
      visitedBy(ui.machine, path, index + 1).transitions.filter((id) => {
        if (seen.has(id)) return false
        seen.add(id)
        return true
      }),
    )
  }
  for (const path of paths) {
    const blocked = firstUnavailable(ui, path)
    if (blocked?.index === 0) {
      // An input no run starts from: a step the mapping names its own reason for keeps it, any
      // other step's transitions have the input's.
      for (const [index, ids] of newAtEachStep(path).entries()) {
        const previous = path.steps[index - 1]
        const step = path.steps[index]!
        const own = previous
          ? mappingOf(ui, step.event).unavailable?.(step.event as AnyEvent, previous)
          : null
        for (const id of ids) {
          if (own && !inputStepReasons.has(id)) inputStepReasons.set(id, own)
          if (!own && !inputReasons.has(id)) inputReasons.set(id, blocked.reason)
        }
      }
      continue
    }
    const visited = visitedBy(ui.machine, path).transitions
    for (const id of visited) fromRunnableInputs.add(id)
    if (!blocked) {
      for (const id of visited) taken.add(id)
      continue
    }
    // The steps before it run (selectedPaths); the transitions of the step no user can take are
    // those after it minus those before it.
    const before = new Set(visitedBy(ui.machine, path, blocked.index).transitions)
    for (const id of before) taken.add(id)
    for (const id of visitedBy(ui.machine, path, blocked.index + 1).transitions) {
      if (!before.has(id) && !stepReasons.has(id)) stepReasons.set(id, blocked.reason)
    }
  }
  // An input's reason holds only for what no path of a runnable input visits at all.
  const reasons = new Map([
    ...inputStepReasons,
    ...[...inputReasons].filter(([id]) => !fromRunnableInputs.has(id)),
    ...stepReasons,
  ])
  const gaps = inventory.transitions.map((entry) => entry.id).filter((id) => !taken.has(id))
  return {
    machine: ui.name,
    machineId: ui.machine.id,
    states: inventory.states,
    transitions: inventory.transitions.map((entry) => entry.id),
    skipped: gaps.flatMap((id) => {
      const reason = reasons.get(id)
      return reason ? [{ transition: id, reason }] : []
    }),
    unexplained: gaps.filter((id) => !reasons.has(id)),
  }
}

function record<Run extends UiRun>(
  ui: UiModel<Run>,
  variant: string | null,
  path: SerializablePath,
  passed: number,
): PathRecord {
  return {
    machine: ui.name,
    variant,
    description: path.description,
    steps: path.steps.map((step) => ({ event: step.event, state: stateLabel(step.state) })),
    passed,
    visited: visitedBy(ui.machine, path, passed),
  }
}

async function attachJson(testInfo: TestInfo, name: string, value: unknown) {
  await testInfo.attach(name, {
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(value)),
  })
}

async function runPathThroughUi<Run extends UiRun>(
  ui: UiModel<Run>,
  page: Page,
  path: SerializablePath,
  variant: string | null,
  testInfo: TestInfo,
) {
  const screenshots = process.env.PATHS_SCREENSHOTS === '1'
  const run = ui.newRun({ page, path, previous: null, variant })
  for (const [index, step] of path.steps.entries()) {
    const previous = path.steps[index - 1]
    if (previous) mappingOf(ui, step.event).prepare?.(run, step.event as AnyEvent, previous)
  }
  let passed = 0
  try {
    for (const [index, step] of path.steps.entries()) {
      run.previous = path.steps[index - 1] ?? null
      const event = step.event as AnyEvent
      const mapping = index === 0 ? null : mappingOf(ui, event)
      const label = mapping?.checkInstead ?? stateLabel(step.state)
      const check = ui.states[label]
      if (!check) throw new Error(`No UI check for the ${ui.name} state ${label}.`)
      await test.step(`${event.type} ⇒ ${stateLabel(step.state)}`, async () => {
        if (mapping) await mapping.act(run, event)
        else await ui.open(run)
        await check(run, step)
      })
      passed = index + 1
      if (screenshots) {
        await testInfo.attach(`step-${index}`, {
          contentType: 'image/png',
          body: await page.screenshot(),
        })
      }
    }
  } catch (error) {
    if (screenshots) {
      await testInfo.attach(`step-${passed}-failed`, {
        contentType: 'image/png',
        body: await page.screenshot().catch(() => Buffer.alloc(0)),
      })
    }
    throw error
  } finally {
    await attachJson(testInfo, PATH_ATTACHMENT, record(ui, variant, path, passed))
    await ui.finish?.(run)
  }
}

/**
 * One test per selected path (per variant), and one that fails when a transition is taken by no
 * runnable path without a reason; the gaps and the totals go to the report.
 */
export function describeUiModel<Run extends UiRun>(ui: UiModel<Run>): void {
  if (!isSelected(ui.name)) return
  test.describe(`${ui.name} model paths through the UI`, () => {
    test('takes every transition through the UI, or names why no user can', async () => {
      const { unexplained, ...inventory } = inventoryOf(ui)
      await attachJson(test.info(), INVENTORY_ATTACHMENT, inventory)
      expect(unexplained, 'transitions no runnable path takes, with no reason given').toEqual([])
    })
    const paths = selectedPaths(ui)
    for (const variant of ui.variants ?? [null]) {
      for (const path of paths) {
        const title = variant ? `${variant}: ${path.description}` : path.description
        test(title, async ({ page }, testInfo) => {
          await runPathThroughUi(ui, page, path, variant, testInfo)
        })
      }
    }
  })
}
