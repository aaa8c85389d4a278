/**
 * A Playwright reporter that lists the slowest browser tests by their own time. Playwright leaves
 * a worker fixture's setup (the browser's launch and the shared page's cold load) out of the
 * duration of the test that waited for it; it is shown beside that test. A test over the budget
 * is a smell to fix (issue 13), so it is named at the end of the run; the run does not fail on
 * time, since a slow phase of the machine would make that a flaky check, not a measurement.
 */
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/** The budget of a browser test's own time, in milliseconds. */
const BUDGET_MS = 15_000
/** How many of the slowest tests the summary lists. */
const LISTED = 5

interface Timing {
  title: string
  ownMs: number
  workerSetupMs: number
}

/** The worker-scoped fixtures' steps: the browser's launch and the shared page's cold load. */
const WORKER_FIXTURES = ['Fixture "browser"', 'Fixture "the worker page']

/** The time spent setting up worker-scoped fixtures before a test. */
function workerSetupMs(steps: readonly TestStep[]): number {
  let total = 0
  for (const step of steps) {
    if (step.category === 'fixture' && WORKER_FIXTURES.some((t) => step.title.startsWith(t))) {
      total += step.duration
    } else {
      total += workerSetupMs(step.steps)
    }
  }
  return total
}

export default class DurationsReporter implements Reporter {
  private timings: Timing[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return
    this.timings.push({
      title: `${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')}`,
      ownMs: result.duration,
      workerSetupMs: workerSetupMs(result.steps),
    })
  }

  onEnd() {
    if (this.timings.length === 0) return
    const slowest = [...this.timings].sort((a, b) => b.ownMs - a.ownMs)
    const seconds = (ms: number) => (ms / 1000).toFixed(1)
    const lines = ['', `Slowest browser tests (own time; budget ${seconds(BUDGET_MS)} s):`]
    for (const timing of slowest.slice(0, LISTED)) {
      const setup = timing.workerSetupMs
        ? ` (after ${seconds(timing.workerSetupMs)} s of worker setup, not counted)`
        : ''
      lines.push(`  ${seconds(timing.ownMs).padStart(5)} s  ${timing.title}${setup}`)
    }
    const over = slowest.filter((timing) => timing.ownMs > BUDGET_MS)
    lines.push(
      over.length === 0
        ? `No test over the budget (${this.timings.length} runs).`
        : `${over.length} test(s) over the budget: ${over.map((t) => t.title).join('; ')}`,
    )
    console.log(lines.join('\n'))
  }

  printsToStdio() {
    return false
  }
}
