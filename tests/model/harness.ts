/**
 * Model-based tests in Vitest: `runModel()` declares one test per path generated from a machine
 * (tests/model/paths.ts), a last test that fails unless every state and transition was visited,
 * and writes the coverage to test-results/model-coverage/<name>.json for `npm run test:model`.
 *
 * @example
 * runModel('session', sessionMachine, {
 *   events: [{ type: 'xstate.done.actor.resumeSession', output: null }, { type: 'session.signIn' }],
 *   states: { authenticated: (snapshot) => expect(snapshot.context.user).not.toBeNull() },
 * })
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CoverageRecorder,
  modelPlan,
  runPath,
  type CoverageReport,
  type ModelOptions,
  type PathRunOptions,
} from './paths'

export const COVERAGE_DIR = fileURLToPath(
  new URL('../../test-results/model-coverage', import.meta.url),
)

export interface RunModelOptions extends ModelOptions, Omit<PathRunOptions, 'recorder'> {
  /** Fail unless every state and transition is visited (default true). */
  requireFullCoverage?: boolean
  /** Write test-results/model-coverage/<name>.json (default true; off for demo machines). */
  writeCoverage?: boolean
}

export function writeCoverageReport(report: CoverageReport): void {
  mkdirSync(COVERAGE_DIR, { recursive: true })
  writeFileSync(join(COVERAGE_DIR, `${report.name}.json`), `${JSON.stringify(report, null, 2)}\n`)
}

/** Unvisited states and transitions as one readable message, with the likely cause. */
export function describeGaps(report: CoverageReport): string {
  return [
    ...report.states.unvisited.map((id) => `state not visited: ${id}`),
    ...report.transitions.unvisited.map((id) => `transition not taken: ${id}`),
    ...report.eventsWithoutSample.map((type) => `no sample event for: ${type}`),
  ].join('\n')
}

export function runModel(name: string, machine: AnyStateMachine, options: RunModelOptions): void {
  const { requireFullCoverage = true, writeCoverage = true } = options
  const plan = modelPlan(machine, options)
  const recorder = new CoverageRecorder(machine)
  const report = () =>
    recorder.report(name, { strategy: plan.strategy, paths: plan.paths.length }, options.events)
  let attempted = 0

  describe(`model: ${name} (${plan.paths.length} ${plan.strategy} paths)`, () => {
    for (const path of plan.paths) {
      it(path.description, async () => {
        attempted++
        await runPath(machine, path, { ...options, recorder })
      })
    }

    if (requireFullCoverage) {
      it('visits every state and transition', () => {
        const result = report()
        expect(describeGaps(result), `${name}: model coverage below 100%`).toBe('')
      })
    }

    afterAll(() => {
      // A filtered run (`-t`) took only some paths: its coverage would be misleading.
      if (writeCoverage && attempted === plan.paths.length) writeCoverageReport(report())
    })
  })
}
