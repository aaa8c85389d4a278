// The model-based harness on small machines: totals walked from the definition, what the paths
// visit (guards, invoke results, eventless and internal done transitions, parallel regions), a
// missing sample showing up as a gap, and the plain-data paths Playwright specs replay.
import { describe, expect, it } from 'vitest'
import { assign, fromPromise, setup } from 'xstate'
import { describeGaps, runModel } from './harness'
import {
  machineInventory,
  measureCoverage,
  modelPlan,
  runPath,
  coveringPaths,
  randomWalks,
  serializablePaths,
  stateLabel,
  visitedBy,
} from './paths'

const toggleMachine = setup({
  types: { events: {} as { type: 'toggle' } },
}).createMachine({
  id: 'toggle',
  initial: 'inactive',
  states: {
    inactive: { tags: ['off'], on: { toggle: 'active' } },
    active: { tags: ['on'], on: { toggle: 'inactive' } },
  },
})

interface DemoContext {
  attempts: number
  items: string[]
}

type DemoEvent =
  { type: 'demo.start' } | { type: 'demo.retry' } | { type: 'demo.note'; text: string }

/** Guards, an invoke with done and error, nested states, eventless and done-state transitions. */
const demoMachine = setup({
  types: { context: {} as DemoContext, events: {} as DemoEvent },
  actors: { fetchItems: fromPromise<string[]>(async () => ['real']) },
  guards: {
    canStart: ({ context }) => context.attempts < 1,
    isEmpty: ({ context }) => context.items.length === 0,
  },
}).createMachine({
  id: 'demo',
  context: { attempts: 0, items: [] },
  initial: 'idle',
  on: { 'demo.note': { actions: assign({ items: ({ event }) => [event.text] }) } },
  states: {
    idle: {
      on: { 'demo.start': [{ guard: 'canStart', target: 'working' }, { target: 'blocked' }] },
    },
    working: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetch',
            src: 'fetchItems',
            onDone: { target: 'checking', actions: assign({ items: ({ event }) => event.output }) },
            onError: { target: '#demo.failed' },
          },
        },
        checking: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }] },
        empty: { type: 'final' },
        ready: { type: 'final' },
      },
      onDone: 'done',
    },
    blocked: {},
    failed: {
      on: {
        'demo.retry': {
          target: 'idle',
          actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
        },
      },
    },
    done: { type: 'final' },
  },
})

const demoEvents = [
  { type: 'demo.start' },
  { type: 'demo.retry' },
  { type: 'xstate.done.actor.fetch', output: [] },
  { type: 'xstate.done.actor.fetch', output: ['milk'] },
  { type: 'xstate.error.actor.fetch', error: new Error('offline') },
]

const parallelMachine = setup({}).createMachine({
  id: 'lights',
  type: 'parallel',
  states: {
    hall: { initial: 'off', states: { off: { on: { 'hall.flip': 'on' } }, on: {} } },
    porch: { initial: 'off', states: { off: { on: { 'porch.flip': 'on' } }, on: {} } },
  },
})

describe('machineInventory', () => {
  it('walks every state node but the root, and every transition candidate', () => {
    const inventory = machineInventory(demoMachine)
    expect(inventory.machineId).toBe('demo')
    expect(inventory.states).toEqual([
      'demo.idle',
      'demo.working',
      'demo.working.fetching',
      'demo.working.checking',
      'demo.working.empty',
      'demo.working.ready',
      'demo.blocked',
      'demo.failed',
      'demo.done',
    ])
    expect(inventory.transitions.map((transition) => transition.id)).toEqual([
      'demo —demo.note→ (no change)',
      'demo.idle —demo.start [canStart]→ demo.working',
      'demo.idle —demo.start→ demo.blocked',
      'demo.working —xstate.done.state.demo.working→ demo.done',
      'demo.working.fetching —xstate.done.actor.fetch→ demo.working.checking',
      'demo.working.fetching —xstate.error.actor.fetch→ demo.failed',
      'demo.working.checking —always [isEmpty]→ demo.working.empty',
      'demo.working.checking —always→ demo.working.ready',
      'demo.failed —demo.retry→ demo.idle',
    ])
    expect(inventory.transitions[1]).toMatchObject({
      source: 'demo.idle',
      event: 'demo.start',
      guard: 'canStart',
      targets: ['demo.working'],
    })
  })

  it('counts both regions of a parallel state', () => {
    const inventory = machineInventory(parallelMachine)
    expect(inventory.states).toEqual([
      'lights.hall',
      'lights.hall.off',
      'lights.hall.on',
      'lights.porch',
      'lights.porch.off',
      'lights.porch.on',
    ])
    expect(inventory.transitions).toHaveLength(2)
  })
})

describe('measureCoverage', () => {
  it('visits everything of the demo machine with every sample, with either strategy', async () => {
    for (const strategy of ['shortest', 'simple'] as const) {
      const report = await measureCoverage('demo', demoMachine, {
        events: [...demoEvents, { type: 'demo.note', text: 'hello' }],
        strategy,
      })
      expect(describeGaps(report)).toBe('')
      expect(report).toMatchObject({
        strategy,
        states: { total: 9, visited: 9, unvisited: [] },
        transitions: { total: 9, visited: 9, unvisited: [] },
      })
    }
  })

  it('reports the transitions and states a missing sample event leaves unvisited', async () => {
    const report = await measureCoverage('demo', demoMachine, {
      events: demoEvents.filter((event) => event.type !== 'xstate.error.actor.fetch'),
    })
    expect(report.states).toEqual({
      total: 9,
      visited: 7,
      unvisited: ['demo.blocked', 'demo.failed'],
    })
    expect(report.transitions.visited).toBe(5)
    expect(report.transitions.unvisited).toEqual([
      'demo —demo.note→ (no change)',
      'demo.idle —demo.start→ demo.blocked',
      'demo.working.fetching —xstate.error.actor.fetch→ demo.failed',
      'demo.failed —demo.retry→ demo.idle',
    ])
    expect(report.eventsWithoutSample).toEqual(['demo.note', 'xstate.error.actor.fetch'])
  })

  it('counts each guarded candidate of an event on its own', async () => {
    const report = await measureCoverage('demo', demoMachine, {
      events: demoEvents.filter(
        (event) => !(event.type === 'xstate.done.actor.fetch' && event.output?.length === 0),
      ),
    })
    expect(report.transitions.unvisited).toContain(
      'demo.working.checking —always [isEmpty]→ demo.working.empty',
    )
    expect(report.transitions.unvisited).not.toContain(
      'demo.working.checking —always→ demo.working.ready',
    )
    expect(report.states.unvisited).toContain('demo.working.empty')
    // The event type has a sample: the gap is in the payload, not in a missing event type.
    expect(report.eventsWithoutSample).not.toContain('xstate.done.actor.fetch')
  })

  it('visits every region of a parallel machine', async () => {
    const report = await measureCoverage('lights', parallelMachine, {
      events: [{ type: 'hall.flip' }, { type: 'porch.flip' }],
    })
    expect(describeGaps(report)).toBe('')
    expect(report.states.visited).toBe(6)
  })
})

describe('modelPlan', () => {
  it('takes simple paths for a small graph and shortest paths past the limit', () => {
    expect(modelPlan(demoMachine, { events: demoEvents }).strategy).toBe('simple')
    expect(modelPlan(demoMachine, { events: demoEvents, maxSimplePaths: 2 }).strategy).toBe(
      'shortest',
    )
  })

  it('names paths by their events and end state', () => {
    const descriptions = modelPlan(demoMachine, {
      events: demoEvents,
      strategy: 'shortest',
    }).paths.map((path) => path.description)
    expect(descriptions).toContain('demo.start → xstate.done.actor.fetch#1 ⇒ done')
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it('labels nested and parallel state values', () => {
    expect(stateLabel('idle')).toBe('idle')
    expect(stateLabel({ working: 'fetching' })).toBe('working.fetching')
    expect(stateLabel({ hall: 'on', porch: 'off' })).toBe('hall.on + porch.off')
  })
})

/** Two lookups at once, each answering once: a result or an error. */
const pairMachine = setup({
  types: { context: {} as { a: boolean; b: boolean } },
  actors: { lookup: fromPromise(async () => true) },
  guards: { bothAnswered: ({ context }) => context.a && context.b },
}).createMachine({
  id: 'pair',
  context: { a: false, b: false },
  initial: 'waiting',
  states: {
    waiting: {
      invoke: [
        { id: 'a', src: 'lookup', onDone: { actions: assign({ a: true }) }, onError: 'failed' },
        { id: 'b', src: 'lookup', onDone: { actions: assign({ b: true }) }, onError: 'failed' },
      ],
      always: { guard: 'bothAnswered', target: 'ready' },
    },
    ready: {},
    failed: {},
  },
})

describe('invoked actors', () => {
  it('answer once: no path sends a second result or an error after the result', async () => {
    const events = ['a', 'b'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: true },
      { type: `xstate.error.actor.${id}`, error: new Error('down') },
    ])
    const { paths } = modelPlan(pairMachine, { events, strategy: 'simple' })
    for (const path of paths) {
      const answered = path.steps.map((step) =>
        step.event.type.replace(/^xstate\.\w+\.actor\./, ''),
      )
      expect(answered.filter((id) => id === 'a').length).toBeLessThanOrEqual(1)
      expect(answered.filter((id) => id === 'b').length).toBeLessThanOrEqual(1)
    }
    const report = await measureCoverage('pair', pairMachine, { events })
    expect(describeGaps(report)).toBe('')
  })
})

describe('runPath', () => {
  it('runs state assertions on the real actor and reports the failing path', async () => {
    const [path] = modelPlan(toggleMachine, { events: [{ type: 'toggle' }] }).paths
    await expect(
      runPath(toggleMachine, path!, {
        states: {
          active: (snapshot) => {
            if (snapshot.hasTag('on')) throw new Error('active is on')
          },
        },
      }),
    ).rejects.toThrow(/active is on[\s\S]*Path:/)
  })
})

describe('serializablePaths', () => {
  it('gives the same paths as plain data: events, state values, active states, tags, context', () => {
    const paths = serializablePaths(toggleMachine, { events: [{ type: 'toggle' }] })
    expect(paths).toEqual([
      {
        description: 'toggle → toggle ⇒ inactive',
        steps: [
          {
            event: { type: 'xstate.init' },
            state: 'inactive',
            activeStates: ['toggle.inactive'],
            tags: ['off'],
            context: {},
          },
          {
            event: { type: 'toggle' },
            state: 'active',
            activeStates: ['toggle.active'],
            tags: ['on'],
            context: {},
          },
          {
            event: { type: 'toggle' },
            state: 'inactive',
            activeStates: ['toggle.inactive'],
            tags: ['off'],
            context: {},
          },
        ],
      },
    ])
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths)
  })

  it('keeps what tells errors apart when serialising events', () => {
    const [path] = serializablePaths(demoMachine, {
      events: [
        { type: 'demo.start' },
        { type: 'xstate.error.actor.fetch', error: new Error('offline') },
      ],
    }).filter((candidate) =>
      candidate.steps.some((step) => step.event.type.startsWith('xstate.error')),
    )
    const errorStep = path!.steps.find((step) => step.event.type === 'xstate.error.actor.fetch')
    expect(errorStep?.event).toEqual({
      type: 'xstate.error.actor.fetch',
      error: { name: 'Error', message: 'offline' },
    })
    expect(errorStep?.state).toBe('failed')
  })

  it("carries the model's context of each step, as JSON", () => {
    const paths = serializablePaths(demoMachine, { events: demoEvents })
    const retried = paths.find((candidate) =>
      candidate.steps.some((step) => step.event.type === 'demo.retry'),
    )
    const steps = retried!.steps
    expect(steps[0]!.context).toEqual({ attempts: 0, items: [] })
    expect(steps.find((step) => step.event.type === 'demo.retry')?.context).toEqual({
      attempts: 1,
      items: [],
    })
  })
})

// The Vitest integration itself: one test per path and a last one for full coverage.
runModel('harness-toggle', toggleMachine, {
  events: [{ type: 'toggle' }],
  writeCoverage: false,
  states: {
    inactive: (snapshot) => expect(snapshot.hasTag('off')).toBe(true),
    active: (snapshot) => expect(snapshot.hasTag('on')).toBe(true),
  },
})

runModel('harness-demo', demoMachine, {
  events: [...demoEvents, { type: 'demo.note', text: 'hello' }],
  writeCoverage: false,
  states: {
    '#demo.done': (snapshot) => expect(snapshot.status).toBe('done'),
    failed: (snapshot, event) => {
      expect(['xstate.error.actor.fetch', 'demo.note']).toContain(event.type)
      expect(snapshot.context.attempts).toBe(0)
    },
  },
})

describe('coveringPaths', () => {
  const step = (from: string, event: string, to: string) => `${from}-${event}-${to}`
  it('keeps only paths that take a step no chosen path takes, and every step', () => {
    const paths = serializablePaths(demoMachine, {
      strategy: 'simple',
      events: [
        { type: 'demo.start' },
        { type: 'demo.note', text: 'x' },
        { type: 'xstate.done.actor.fetch', output: ['a'] },
        { type: 'xstate.error.actor.fetch', error: new Error('offline') },
      ],
    })
    const covered = coveringPaths(paths)
    const keys = (list: typeof paths) =>
      new Set(
        list.flatMap((path) =>
          path.steps.map((entry, index) =>
            step(
              index === 0 ? 'start' : JSON.stringify(path.steps[index - 1]!.state),
              entry.event.type,
              JSON.stringify(entry.state),
            ),
          ),
        ),
      )
    expect(covered.length).toBeLessThan(paths.length)
    expect(keys(covered)).toEqual(keys(paths))
  })

  it('drops a path whose steps another path takes', () => {
    const long = {
      description: 'long',
      steps: [
        { event: { type: 'xstate.init' }, state: 'a', activeStates: [], tags: [], context: {} },
        { event: { type: 'go' }, state: 'b', activeStates: [], tags: [], context: {} },
        { event: { type: 'go' }, state: 'c', activeStates: [], tags: [], context: {} },
      ],
    }
    const prefix = { description: 'prefix', steps: long.steps.slice(0, 2) }
    expect(coveringPaths([prefix, long]).map((path) => path.description)).toEqual(['long'])
  })
})

describe('coveringPaths with the machine', () => {
  it('also keeps a path for each guarded branch that steps alike in states would hide', () => {
    // Opened by a link or a button; closing takes a branch by how it was opened, to one state.
    const machine = setup({
      types: {
        context: {} as { via: string },
        events: {} as { type: 'open'; via: string } | { type: 'close' },
      },
    }).createMachine({
      id: 'branches',
      context: { via: '' },
      initial: 'closed',
      states: {
        closed: {
          on: { open: { target: 'open', actions: assign({ via: ({ event }) => event.via }) } },
        },
        open: {
          on: {
            close: [
              { guard: ({ context }) => context.via === 'link', target: 'done' },
              { target: 'done' },
            ],
          },
        },
        done: { type: 'final' },
      },
    })
    const paths = serializablePaths(machine, {
      strategy: 'simple',
      events: [{ type: 'open', via: 'link' }, { type: 'open', via: 'button' }, { type: 'close' }],
    })
    // In this order a tie goes to the path that ends on opening by a button.
    const order = ['open#1 → close ⇒ done', 'open#2 ⇒ open', 'open#2 → close ⇒ done']
    const [byLink, byButton] = paths
    const ordered = [
      byLink!,
      { ...byButton!, description: order[1]!, steps: byButton!.steps.slice(0, 2) },
      byButton!,
    ]
    expect(ordered.map((path) => path.description)).toEqual(order)
    const taken = (list: typeof paths) =>
      new Set(list.flatMap((path) => visitedBy(machine, path).transitions))
    expect(taken(coveringPaths(ordered, machine))).toEqual(taken(paths))
    // By steps alone, one close from open to done looks like the other.
    expect(coveringPaths(ordered).map((path) => path.description)).toEqual(order.slice(0, 2))
    expect(taken(coveringPaths(ordered)).size).toBeLessThan(taken(paths).size)
  })
})

describe('visitedBy', () => {
  it('names the states and transitions of a path, or of its first steps only', () => {
    const [path] = serializablePaths(demoMachine, {
      events: [{ type: 'demo.start' }, { type: 'xstate.done.actor.fetch', output: ['milk'] }],
    }).filter((candidate) => stateLabel(candidate.steps.at(-1)!.state) === 'done')
    const all = visitedBy(demoMachine, path!)
    expect(all.transitions).toEqual([
      'demo.idle —demo.start [canStart]→ demo.working',
      'demo.working —xstate.done.state.demo.working→ demo.done',
      'demo.working.fetching —xstate.done.actor.fetch→ demo.working.checking',
      'demo.working.checking —always→ demo.working.ready',
    ])
    expect(all.states).toContain('demo.working.ready')
    const opened = visitedBy(demoMachine, path!, 1)
    expect(opened).toEqual({ states: ['demo.idle'], transitions: [] })
    expect(visitedBy(demoMachine, path!, 0)).toEqual({ states: [], transitions: [] })
  })
})

describe('randomWalks', () => {
  const options = { events: [{ type: 'toggle' }] }
  it('walks the same paths for the same seed, each event one the state takes', () => {
    const walks = randomWalks(demoMachine, { events: demoEvents }, { seed: 7, length: 4, count: 3 })
    expect(walks).toHaveLength(3)
    expect(
      randomWalks(demoMachine, { events: demoEvents }, { seed: 7, length: 4, count: 3 }),
    ).toEqual(walks)
    for (const walk of walks) {
      expect(walk.steps[0]!.event.type).toBe('xstate.init')
      expect(walk.steps.length).toBeLessThanOrEqual(5)
      expect(walk.description).toMatch(/^walk \d of seed 7: /)
    }
  })

  it('takes as many events as asked while the machine has somewhere to go', () => {
    const [walk] = randomWalks(toggleMachine, options, { seed: 1, length: 6, count: 1 })
    expect(walk!.steps.map((step) => stateLabel(step.state))).toEqual([
      'inactive',
      'active',
      'inactive',
      'active',
      'inactive',
      'active',
      'inactive',
    ])
  })
})
