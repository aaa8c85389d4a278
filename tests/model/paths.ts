/**
 * Model-based testing without a test runner: paths generated from a machine by xstate/graph's
 * test model, replayed on a real actor, and the coverage of states and transitions they take.
 * Vitest uses it through harness.ts; Playwright specs import serializablePaths() from here to
 * drive the same paths through the UI, which is why this module must never import vitest.
 *
 * What counts (docs/machines are generated from the same definitions):
 * - States: every state node but the machine's root (always active, so it says nothing) and
 *   history pseudo-states (never active). Atomic, compound, parallel and final nodes all count:
 *   a compound state is visited when any of its children is.
 * - Transitions: every candidate the machine defines, one per guarded branch, on the root and on
 *   every state: `on`, `always`, invoke onDone/onError/onSnapshot, `after` and a compound state's
 *   onDone. Initial transitions do not count (they are covered by the state they enter).
 * - Visited: what a real actor took, read from its `@xstate.microstep` inspection events, so a
 *   transient state left at once by an `always` transition and an internal done event count.
 *
 * Invoked actors never run: their results are sample events (`xstate.done.actor.<id>` with an
 * output, `xstate.error.actor.<id>` with an error), and each invocation answers once.
 */
import { isDeepStrictEqual } from 'node:util'
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'

export type Strategy = 'shortest' | 'simple'

export interface ModelOptions {
  /**
   * The events the model may send, each tried in every state where it would take a transition.
   * Only these are sent: a transition whose event has no sample stays unvisited. An invoked
   * actor's result is an event too: `{ type: 'xstate.done.actor.<invoke id>', output }` and
   * `{ type: 'xstate.error.actor.<invoke id>', error }`. Delayed (`after`) events need no sample.
   */
  events: readonly AnyEventObject[]
  /**
   * `shortest`: one shortest path to every state the model reaches (a state here is a state
   * value with its context, entered by one given transition, so every transition ends a path).
   * `simple`: every path that repeats no such state. `auto` (the default) takes simple paths
   * while there are at most `maxSimplePaths` of them, else shortest paths.
   */
  strategy?: Strategy | 'auto'
  /** The largest number of simple paths `auto` accepts (before removing prefixes); 60. */
  maxSimplePaths?: number
  /** The machine's input. */
  input?: unknown
  /**
   * Several inputs by name, for a machine whose input decides where it goes (a persona exempt
   * from a check and one that is not): paths are generated from each, named `[name] …`, and
   * their coverage adds up. Takes the place of `input`.
   */
  inputs?: Record<string, unknown>
  /**
   * Whether to send this sample in this snapshot (after the check that it takes a transition).
   * Needed when an event can make the context grow forever (appending to a list), which would
   * make the model infinite: e.g. accept a terms version only if it is not accepted yet.
   */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean
  /** The most states the traversal visits before it gives up (a context that grows forever). */
  limit?: number
}

export type MachinePath = TestPath<AnyMachineSnapshot, EventObject> & {
  /** The input the path starts from, and its name among `inputs`. */
  input?: unknown
  inputName?: string
}

export interface ModelPlan {
  strategy: Strategy
  paths: MachinePath[]
}

// ------------------------------------------------------------------ the machine's inventory

export interface TransitionInfo {
  /** Readable and unique: `<source> —<event> [guard]→ <targets>`. */
  id: string
  /** The source state node's id. */
  source: string
  /** The event descriptor; `always` for an eventless transition. */
  event: string
  guard: string | null
  /** Target state node ids; empty for a transition that only runs actions. */
  targets: string[]
}

export interface MachineInventory {
  machineId: string
  states: string[]
  transitions: TransitionInfo[]
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...descendants(child),
  ])
}

/** A guard's name: `hasTokens`, `not(isEmpty)`, `and(a, b)`; `inline` for an anonymous one. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards
    if (Array.isArray(nested) && guard.name) {
      return `${guard.name}(${nested.map(guardName).join(', ')})`
    }
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline'
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return 'inline'
}

/** `always` for an eventless transition, otherwise the event descriptor. */
function eventOf(transition: AnyTransitionDefinition): string {
  return transition.eventType === '' ? 'always' : transition.eventType
}

/** The candidates a transition sits among; its index there identifies it across `.provide()`. */
function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source
  return transition.eventType === ''
    ? (source.always ?? [])
    : (source.transitions.get(transition.eventType) ?? [])
}

function transitionKey(source: string, eventType: string, index: number): string {
  return `${source}\u0000${eventType}\u0000${index}`
}

function keyOf(transition: AnyTransitionDefinition): string {
  return transitionKey(
    transition.source.id,
    transition.eventType,
    candidatesOf(transition).indexOf(transition),
  )
}

function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [
    ...[...(node.transitions as Map<string, AnyTransitionDefinition[]>).values()].flat(),
    ...((node.always ?? []) as AnyTransitionDefinition[]),
  ]
}

interface InventoryEntry extends TransitionInfo {
  key: string
}

function inventoryEntries(machine: AnyStateMachine): InventoryEntry[] {
  const nodes = [machine.root, ...descendants(machine.root)]
  const entries = nodes.flatMap((node) =>
    allTransitions(node).map((transition): InventoryEntry => {
      const guard = transition.guard === undefined ? null : guardName(transition.guard)
      const targets = (transition.target ?? []).map((target) => target.id)
      const label = `${transition.source.id} —${eventOf(transition)}${guard ? ` [${guard}]` : ''}→ ${
        targets.length ? targets.join(', ') : '(no change)'
      }`
      return {
        key: keyOf(transition),
        id: label,
        source: transition.source.id,
        event: eventOf(transition),
        guard,
        targets,
      }
    }),
  )
  // Two candidates alike in source, event, guard and targets still are two transitions.
  const seen = new Map<string, number>()
  for (const entry of entries) {
    const count = (seen.get(entry.id) ?? 0) + 1
    seen.set(entry.id, count)
    if (count > 1) entry.id = `${entry.id} (#${count})`
  }
  return entries
}

/** Every state and transition the machine defines, in definition order. */
export function machineInventory(machine: AnyStateMachine): MachineInventory {
  return {
    machineId: machine.id,
    states: descendants(machine.root)
      .filter((node) => node.type !== 'history')
      .map((node) => node.id),
    transitions: inventoryEntries(machine).map(({ key: _key, ...info }) => info),
  }
}

// ------------------------------------------------------------------ serialising

function jsonReplacer(_key: string, value: unknown): unknown {
  // An error's message and own fields (an ApiError's status and body) are what tells it apart.
  if (value instanceof Error) return { ...value, name: value.name, message: value.message }
  if (value instanceof Set) return [...(value as Set<unknown>)]
  return value
}

/** JSON that keeps what matters of errors and sets; events and contexts are compared with it. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, jsonReplacer) ?? 'undefined'
}

/**
 * A state of the model is the snapshot's value and context *and* the transition that entered it,
 * so a transition that changes nothing (or returns to a known state) still ends a path of its own.
 */
function serializeStep(
  snapshot: AnyMachineSnapshot,
  event: EventObject | undefined,
  previous: AnyMachineSnapshot | undefined,
): string {
  const state = toJson({
    value: snapshot.value,
    context: snapshot.context,
    invoking: Object.keys(snapshot.children as Record<string, unknown>).sort(),
  })
  return event && previous ? `${state} via ${toJson(event)} from ${toJson(previous.value)}` : state
}

/** `a.b`, or `p.x.y + p.z.w` for parallel regions. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .flatMap(([key, child]) =>
      child === undefined
        ? [key]
        : stateLabel(child as StateValue)
            .split(' + ')
            .map((leaf) => `${key}.${leaf}`),
    )
    .join(' + ')
}

// ------------------------------------------------------------------ paths

function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return (snapshot._nodes as AnyStateNode[]).flatMap((node) =>
    (node.after as AnyTransitionDefinition[]).map((transition) => ({ type: transition.eventType })),
  )
}

/** The sample events that would take a transition in this snapshot (guards evaluated). */
function enabledEvents(
  snapshot: AnyMachineSnapshot,
  samples: readonly EventObject[],
): EventObject[] {
  if (snapshot.status !== 'active') return []
  const machine = snapshot.machine as AnyStateMachine
  const seen = new Set<string>()
  return [...samples, ...delayedEvents(snapshot)].filter((event) => {
    const serialized = toJson(event)
    if (seen.has(serialized)) return false
    seen.add(serialized)
    const settles = invokeSettledBy(event)
    if (settles !== undefined && !(settles in snapshot.children)) return false
    try {
      return machine.getTransitionData(snapshot, event).length > 0
    } catch {
      // A guard that cannot read this sample: the sample is not meant for this state.
      return false
    }
  })
}

/** The invoke id whose actor an `xstate.done.actor.<id>` or `xstate.error.actor.<id>` ends. */
function invokeSettledBy(event: EventObject): string | undefined {
  return /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
}

/**
 * The machine as the traversal sees it: an invoked actor answers once. After its done or error
 * event it leaves the snapshot's children (until its state is entered again), so the model never
 * sends a second answer, such as an error after the result, that no real actor could give.
 */
function answeringOnce(machine: AnyStateMachine): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine
  logic.transition = (snapshot, event, actorScope) => {
    const next = machine.transition(snapshot, event, actorScope)
    const id = invokeSettledBy(event)
    const child = id === undefined ? undefined : (next.children as Record<string, unknown>)[id]
    if (id === undefined || !child || child !== snapshot.children[id]) return next
    const { [id]: _settled, ...children } = next.children as Record<string, unknown>
    return { ...next, children } as typeof next
  }
  return logic
}

function matchesKey(snapshot: AnyMachineSnapshot, key: string): boolean {
  if (key === '*') return true
  if (key.startsWith('#')) {
    return (snapshot._nodes as AnyStateNode[]).some((node) => `#${node.id}` === key)
  }
  return snapshot.matches(key as never)
}

/**
 * xstate/graph's test model over the machine. `createTestModel()` refuses machines that invoke
 * actors or use `after`, which most of ours do; the model never runs actors anyway (it only
 * computes transitions), and their results are sample events, so the model is built from the
 * same `TestModel` class with the machine-specific options createTestModel would give it.
 */
export function createModel(
  machine: AnyStateMachine,
  options: ModelOptions,
): TestModel<AnyMachineSnapshot, EventObject, unknown> {
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(
    answeringOnce(machine) as unknown as AnyActorLogic,
    {
      serializeState: serializeStep,
      serializeEvent: toJson,
      events: (snapshot) =>
        enabledEvents(snapshot, options.events).filter(
          (event) => options.filterEvents?.(snapshot, event) ?? true,
        ),
      stateMatcher: matchesKey,
      input: options.input,
      limit: options.limit ?? 20_000,
    },
  )
}

/** The number of simple paths, counting no further than `cap + 1`. */
function countSimplePaths(model: TestModel<AnyMachineSnapshot, EventObject, unknown>, cap: number) {
  const adjacency = model.getAdjacencyMap()
  const start = Object.keys(adjacency)[0]
  if (start === undefined) return 0
  let count = 0
  const onPath = new Set<string>()
  const visit = (key: string): void => {
    count++
    if (count > cap) return
    const vertex = adjacency[key as keyof typeof adjacency]
    if (!vertex) return
    onPath.add(key)
    for (const next of Object.values(vertex.transitions)) {
      const nextKey = serializeStep(next.state, next.event, vertex.state)
      if (!onPath.has(nextKey)) visit(nextKey)
      if (count > cap) break
    }
    onPath.delete(key)
  }
  visit(start)
  return count
}

function eventLabels(samples: readonly EventObject[]): (event: EventObject) => string {
  return (event) => {
    const sameType = samples.filter((sample) => sample.type === event.type)
    if (sameType.length < 2) return event.type
    const index = sameType.findIndex((sample) => toJson(sample) === toJson(event))
    return `${event.type}#${index + 1}`
  }
}

function describePath(path: MachinePath, label: (event: EventObject) => string): string {
  const events = path.steps.slice(1).map((step) => label(step.event))
  return `${events.length ? events.join(' → ') : '(start)'} ⇒ ${stateLabel(path.state.value)}`
}

/** The paths to test and the strategy that made them; descriptions are unique and readable. */
export function modelPlan(machine: AnyStateMachine, options: ModelOptions): ModelPlan {
  try {
    return plan(machine, options)
  } catch (error) {
    if (!(error instanceof Error) || error.message !== 'Traversal limit exceeded') throw error
    throw new Error(
      `The model of "${machine.id}" has no end: more than ${options.limit ?? 20_000} states ` +
        '(a state is a value with its context). Some sample event makes the context grow ' +
        'forever; leave it out where it repeats with `filterEvents`.',
      { cause: error },
    )
  }
}

function plan(machine: AnyStateMachine, options: ModelOptions): ModelPlan {
  const variants: Array<{ name?: string; input: unknown }> = options.inputs
    ? Object.entries(options.inputs).map(([name, input]) => ({ name, input }))
    : [{ input: options.input }]
  const models = variants.map((variant) => ({
    ...variant,
    model: createModel(machine, { ...options, input: variant.input }),
  }))
  const cap = options.maxSimplePaths ?? 60
  const requested = options.strategy ?? 'auto'
  const strategy: Strategy =
    requested !== 'auto'
      ? requested
      : models.every(({ model }) => countSimplePaths(model, cap) <= cap)
        ? 'simple'
        : 'shortest'
  const label = eventLabels(options.events)
  const seen = new Map<string, number>()
  const paths = models.flatMap(({ name, input, model }) =>
    (strategy === 'simple' ? model.getSimplePaths() : model.getShortestPaths()).map(
      (path): MachinePath => {
        const description = `${name === undefined ? '' : `[${name}] `}${describePath(path, label)}`
        const count = (seen.get(description) ?? 0) + 1
        seen.set(description, count)
        return Object.assign(path, {
          description: count > 1 ? `${description} (${count})` : description,
          input,
          ...(name === undefined ? {} : { inputName: name }),
        })
      },
    ),
  )
  return { strategy, paths }
}

/** The paths alone (see modelPlan). */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions): MachinePath[] {
  return modelPlan(machine, options).paths
}

// ------------------------------------------------------------------ coverage

export interface CoverageReport {
  /** The name the report is filed under (test-results/model-coverage/<name>.json). */
  name: string
  machineId: string
  strategy: Strategy
  paths: number
  states: { total: number; visited: number; unvisited: string[] }
  transitions: { total: number; visited: number; unvisited: string[] }
  /** Event descriptors the machine handles that no sample event matches: the usual cause. */
  eventsWithoutSample: string[]
}

/** Descriptors the machine raises itself (no sample needed): done states, delays, `always`. */
function isInternalDescriptor(descriptor: string): boolean {
  return (
    descriptor === 'always' ||
    descriptor.startsWith('xstate.done.state.') ||
    descriptor.startsWith('xstate.after.')
  )
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === '*' || descriptor === type) return true
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1))
}

export class CoverageRecorder {
  private readonly entries: InventoryEntry[]
  private readonly states: string[]
  private readonly visitedStates = new Set<string>()
  private readonly visitedTransitions = new Set<string>()

  constructor(readonly machine: AnyStateMachine) {
    this.entries = inventoryEntries(machine)
    this.states = machineInventory(machine).states
  }

  recordSnapshot(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes as AnyStateNode[]) this.visitedStates.add(node.id)
  }

  recordTransitions(transitions: readonly AnyTransitionDefinition[]): void {
    for (const transition of transitions) {
      this.visitedTransitions.add(keyOf(transition))
      // Its source was active, even when an `always` transition left it within the same step.
      for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) {
        this.visitedStates.add(node.id)
      }
    }
  }

  /** The ids (as machineInventory names them) of what was visited so far. */
  visited(): { states: string[]; transitions: string[] } {
    return {
      states: this.states.filter((id) => this.visitedStates.has(id)),
      transitions: this.entries
        .filter((entry) => this.visitedTransitions.has(entry.key))
        .map((entry) => entry.id),
    }
  }

  report(
    name: string,
    plan: { strategy: Strategy; paths: number },
    samples: readonly EventObject[],
  ): CoverageReport {
    const unvisitedStates = this.states.filter((id) => !this.visitedStates.has(id))
    const unvisitedTransitions = this.entries.filter(
      (entry) => !this.visitedTransitions.has(entry.key),
    )
    const descriptors = [...new Set(this.entries.map((entry) => entry.event))]
    return {
      name,
      machineId: this.machine.id,
      strategy: plan.strategy,
      paths: plan.paths,
      states: {
        total: this.states.length,
        visited: this.states.length - unvisitedStates.length,
        unvisited: unvisitedStates,
      },
      transitions: {
        total: this.entries.length,
        visited: this.entries.length - unvisitedTransitions.length,
        unvisited: unvisitedTransitions.map((entry) => entry.id),
      },
      eventsWithoutSample: descriptors.filter(
        (descriptor) =>
          !isInternalDescriptor(descriptor) &&
          !samples.some((sample) => matchesDescriptor(descriptor, sample.type)),
      ),
    }
  }
}

// ------------------------------------------------------------------ running a path

/** Checks one state of a path on the real actor's snapshot; `event` is the one that led there. */
export type StateAssertion = (
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
) => void | Promise<void>

export interface PathRunOptions {
  /**
   * Assertions per state, keyed like `snapshot.matches()` (`'authenticated'`, `'a.b'`) or by
   * state node id (`'#session.loading'`); `'*'` runs in every state. Every matching key runs.
   */
  states?: Record<string, StateAssertion>
  /** Also require the actor's context to equal the model's (default true). */
  compareContext?: boolean
  recorder?: CoverageRecorder
}

/**
 * The machine with every named actor replaced by one that never settles: the path sends the
 * actors' results itself (`xstate.done.actor.*` sample events), so nothing may race it.
 */
function withPendingActors(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys((machine.implementations.actors ?? {}) as Record<string, unknown>)
  const pending = fromPromise<never>(() => new Promise<never>(() => undefined))
  return machine.provide({ actors: Object.fromEntries(names.map((name) => [name, pending])) })
}

/**
 * The machine with its own named actions doing nothing: a replay only counts what a path visits,
 * so a warning the machine logs or a navigation it asks for must not happen again (in Playwright's
 * Node process). XState's built-in actions (assign, raise, sendTo…) are kept: they decide the
 * context and the transitions that follow.
 */
function withQuietActions(machine: AnyStateMachine): AnyStateMachine {
  const actions = (machine.implementations.actions ?? {}) as Record<string, unknown>
  const isBuiltIn = (action: unknown) =>
    String((action as { type?: unknown }).type ?? '').startsWith('xstate.')
  const quiet = Object.entries(actions)
    .filter(([, action]) => !isBuiltIn(action))
    .map(([name]) => [name, () => undefined])
  return machine.provide({ actions: Object.fromEntries(quiet) })
}

function isRootActor(actorRef: unknown): boolean {
  return (actorRef as { _parent?: unknown })._parent === undefined
}

/**
 * Replays a path on a real actor (named actors pending, a simulated clock so no delay fires by
 * itself): sends each step's event, then checks that the actor is where the model said, with
 * the same context, and runs the matching state assertions. Rejects with the path printed.
 */
export async function runPath(
  machine: AnyStateMachine,
  path: MachinePath,
  options: PathRunOptions = {},
): Promise<AnyMachineSnapshot> {
  const { recorder, states = {}, compareContext = true } = options
  const actor = createActor(withPendingActors(machine), {
    input: path.input,
    clock: new SimulatedClock(),
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep' || !isRootActor(inspection.actorRef)) return
      recorder?.recordTransitions(inspection._transitions)
      recorder?.recordSnapshot(inspection.snapshot as AnyMachineSnapshot)
    },
  })
  actor.start()
  let lastEvent: AnyEventObject = { type: 'xstate.init' }
  const send = (step: { event: EventObject }) => {
    lastEvent = step.event
    actor.send(step.event)
  }
  const events = Object.fromEntries(
    path.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => [step.event.type, send]),
  )
  try {
    await path.test({
      events,
      states: {
        '*': async (expected) => {
          const actual = actor.getSnapshot() as AnyMachineSnapshot
          if (actual.status === 'error') throw actual.error
          recorder?.recordSnapshot(actual)
          if (!isDeepStrictEqual(actual.value, expected.value)) {
            throw new Error(
              `The actor is in ${stateLabel(actual.value)}, the model expected ${stateLabel(expected.value)}`,
            )
          }
          if (compareContext && toJson(actual.context) !== toJson(expected.context)) {
            throw new Error(
              `The actor's context differs from the model's:\n  actor: ${toJson(actual.context)}\n  model: ${toJson(expected.context)}`,
            )
          }
          for (const [key, assertion] of Object.entries(states)) {
            if (matchesKey(actual, key)) await assertion(actual, lastEvent)
          }
        },
      },
    })
    return actor.getSnapshot() as AnyMachineSnapshot
  } finally {
    actor.stop()
  }
}

// ------------------------------------------------------------------ without vitest

export interface MeasureOptions extends ModelOptions, Omit<PathRunOptions, 'recorder'> {}

/** Runs every path and returns the coverage (harness.ts does the same with one test per path). */
export async function measureCoverage(
  name: string,
  machine: AnyStateMachine,
  options: MeasureOptions,
): Promise<CoverageReport> {
  const plan = modelPlan(machine, options)
  const recorder = new CoverageRecorder(machine)
  for (const path of plan.paths) await runPath(machine, path, { ...options, recorder })
  return recorder.report(
    name,
    { strategy: plan.strategy, paths: plan.paths.length },
    options.events,
  )
}

export interface SerializableStep {
  /** The event that led here (`xstate.init` for the first step: open the page). */
  event: EventObject
  /** The state value after the event. */
  state: StateValue
  /** The ids of the active state nodes (root excluded), for `#id`-style checks. */
  activeStates: string[]
  tags: string[]
  /**
   * The model's context after the event, as JSON (`{}` for a machine without one): what the
   * screen should show of it (a name typed, the views listed), and what decides whether a user
   * can give the next event.
   */
  context: unknown
}

export interface SerializablePath {
  description: string
  /** The name of the input among `inputs`, when several were given. */
  inputName?: string
  /** The machine's input, as JSON. */
  input?: unknown
  steps: SerializableStep[]
}

/**
 * The same paths as plain data, for a Playwright spec that maps each event to a UI action and
 * each state to UI assertions.
 */
export function serializablePaths(
  machine: AnyStateMachine,
  options: ModelOptions,
): SerializablePath[] {
  return modelPaths(machine, options).map((path) =>
    serializablePath(path.description, path.steps, path.input, path.inputName),
  )
}

function serializablePath(
  description: string,
  steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>,
  input: unknown,
  inputName: string | undefined,
): SerializablePath {
  return {
    description,
    ...(inputName === undefined ? {} : { inputName }),
    ...(input === undefined ? {} : { input: JSON.parse(toJson(input)) as unknown }),
    steps: steps.map((step) => ({
      event: JSON.parse(toJson(step.event)) as EventObject,
      state: step.state.value,
      activeStates: (step.state._nodes as AnyStateNode[])
        .filter((node) => node.parent)
        .map((node) => node.id),
      tags: [...(step.state.tags as Set<string>)].sort(),
      context: JSON.parse(toJson(step.state.context ?? {})) as unknown,
    })),
  }
}

/** A small seeded generator (mulberry32): the same seed walks the same paths. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface WalkOptions {
  seed: number
  /** Events per walk (fewer when a walk reaches a state where no sample applies); 10. */
  length?: number
  /** How many walks; 5. */
  count?: number
}

/**
 * Random walks through the model: from the start, each step one of the sample events that takes
 * a transition there, chosen by a generator seeded with `seed`, so a walk that fails can be run
 * again. Longer than the covering paths and in orders no covering path takes, they find what
 * depends on history (a value left from two steps back).
 */
export function randomWalks(
  machine: AnyStateMachine,
  options: ModelOptions,
  { seed, length = 10, count = 5 }: WalkOptions,
): SerializablePath[] {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const variants: Array<{ name?: string; input: unknown }> = options.inputs
    ? Object.entries(options.inputs).map(([name, input]) => ({ name, input }))
    : [{ input: options.input }]
  type Vertex = {
    state: AnyMachineSnapshot
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>
  }
  const adjacencies = new Map<(typeof variants)[number], Record<string, Vertex>>()
  const label = eventLabels(options.events)
  return Array.from({ length: count }, (_, index) => {
    const variant = pick(variants)
    if (!adjacencies.has(variant)) {
      const model = createModel(machine, { ...options, input: variant.input })
      adjacencies.set(variant, model.getAdjacencyMap() as unknown as Record<string, Vertex>)
    }
    const adjacency = adjacencies.get(variant)!
    let key = Object.keys(adjacency)[0]!
    const steps = [{ event: { type: 'xstate.init' } as EventObject, state: adjacency[key]!.state }]
    for (let step = 0; step < length; step++) {
      const vertex = adjacency[key]!
      const next = Object.values(vertex.transitions)
      if (next.length === 0) break
      const { event, state } = pick(next)
      steps.push({ event, state })
      key = serializeStep(state, event, vertex.state)
    }
    const events = steps.slice(1).map((step) => label(step.event))
    const name = variant.name === undefined ? '' : `[${variant.name}] `
    const description = `${name}walk ${index + 1} of seed ${seed}: ${events.join(' → ') || '(start)'} ⇒ ${stateLabel(steps.at(-1)!.state.value)}`
    return serializablePath(description, steps, variant.input, variant.name)
  })
}

/**
 * What the first `stepCount` steps of a path visit on the machine itself (replayed on an actor,
 * as runPath does): the ids of the states and transitions, as machineInventory names them. A UI
 * test that passed those steps reached the same ones through the screens.
 */
export function visitedBy(
  machine: AnyStateMachine,
  path: SerializablePath,
  stepCount = path.steps.length,
): { states: string[]; transitions: string[] } {
  const recorder = new CoverageRecorder(machine)
  // No step taken: not even the page opened.
  if (stepCount === 0) return recorder.visited()
  const actor = createActor(withQuietActions(withPendingActors(machine)), {
    input: path.input,
    clock: new SimulatedClock(),
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep' || !isRootActor(inspection.actorRef)) return
      recorder.recordTransitions(inspection._transitions)
      recorder.recordSnapshot(inspection.snapshot as AnyMachineSnapshot)
    },
  })
  actor.start()
  recorder.recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot)
  for (const step of path.steps.slice(1, stepCount)) actor.send(step.event)
  actor.stop()
  return recorder.visited()
}

/** What one step of a serializable path does: from which state, by which event, to which state. */
function stepKeys(path: SerializablePath): string[] {
  return path.steps.map((step, index) => {
    const from =
      index === 0 ? `start ${path.inputName ?? ''}` : stateLabel(path.steps[index - 1]!.state)
    return `${from} | ${JSON.stringify(step.event)} | ${stateLabel(step.state)}`
  })
}

/**
 * Fewer paths that still take every step the given ones take (each state entered by each event
 * from each state) and, given the machine, every transition they take: greedily, the path that
 * adds the most not taken yet, the first in the given order on a tie. For the browser, where a path costs a page load and seconds, while the
 * unit model tests run every path in milliseconds.
 */
export function coveringPaths(
  paths: readonly SerializablePath[],
  machine?: AnyStateMachine,
): SerializablePath[] {
  // A step's key names its states, not the guarded branch it took: with the machine, the
  // transitions each path takes (visitedBy) must all be taken too.
  const keysOf = new Map(
    paths.map((path) => [
      path,
      [...stepKeys(path), ...(machine ? visitedBy(machine, path).transitions : [])],
    ]),
  )
  const untaken = new Set([...keysOf.values()].flat())
  const left = [...paths]
  const chosen: SerializablePath[] = []
  while (untaken.size > 0) {
    const gains = left.map(
      (path) => new Set(keysOf.get(path)!.filter((key) => untaken.has(key))).size,
    )
    const best = gains.indexOf(Math.max(...gains))
    const [path] = left.splice(best, 1)
    for (const key of keysOf.get(path!)!) untaken.delete(key)
    chosen.push(path!)
  }
  // In the given order, which is the order a reader expects the tests in.
  return paths.filter((path) => chosen.includes(path))
}
