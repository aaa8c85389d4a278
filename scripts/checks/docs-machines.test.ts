// `npm test` fails while docs/machines is stale: the pages are regenerated in memory from the
// machine definitions and compared with the committed ones (fix with `npm run docs:machines`).
import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import {
  docsDrift,
  eventLabel,
  expectedDocs,
  headerComment,
  mermaidDiagram,
  strayMachineModules,
} from './docs-machines'

describe('docs/machines', () => {
  it('covers every statechart: each lives under src/machines', () => {
    expect(strayMachineModules()).toEqual([])
  })

  it('matches the machine definitions (run `npm run docs:machines`)', async () => {
    expect(docsDrift(await expectedDocs())).toEqual({ stale: [], missing: [], extra: [] })
  })
})

describe('the generator', () => {
  const machine = setup({
    actors: { fetch: fromPromise(async () => 'done') },
    guards: { isReady: () => true },
  }).createMachine({
    id: 'demo',
    initial: 'idle',
    states: {
      idle: { on: { 'demo.go': { guard: 'isReady', target: 'work' } } },
      work: {
        initial: 'load',
        states: {
          load: {
            invoke: { id: 'fetch', src: 'fetch', onDone: 'check', onError: '#demo.failed' },
          },
          check: { always: 'ok', after: { 500: 'ok' } },
          ok: { type: 'final' },
        },
        onDone: 'done',
      },
      failed: {},
      done: { type: 'final' },
    },
  })

  it('draws nested states, initial and final states, guards and invoke results', () => {
    expect(mermaidDiagram(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> idle',
        '  idle',
        '  state work {',
        '    [*] --> load',
        '    load',
        '    check',
        '    ok',
        '    load --> check : done(fetch)',
        '    check --> ok : after 500 ms',
        '    check --> ok : always',
        '    ok --> [*]',
        '  }',
        '  failed',
        '  done',
        '  idle --> work : demo.go [isReady]',
        '  work --> done : done',
        '  load --> failed : error(fetch)',
        '  done --> [*]',
      ].join('\n'),
    )
  })

  it('labels internal events readably', () => {
    const labels = [...machine.root.states.work!.states.load!.transitions.values()]
      .flat()
      .map(eventLabel)
    expect(labels).toEqual(['done: fetch', 'error: fetch'])
  })

  it('takes the module header from a block or line comment', () => {
    expect(headerComment('/**\n * The session.\n * Second line.\n */\nimport x')).toBe(
      'The session.\nSecond line.',
    )
    expect(headerComment('// One.\n// Two.\nimport x')).toBe('One.\nTwo.')
    expect(headerComment('import x')).toBe('')
  })
})
