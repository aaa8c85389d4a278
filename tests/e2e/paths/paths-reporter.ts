/**
 * A Playwright reporter for the model paths driven through the UI (ui-model.ts): it adds up what
 * each path test attached and writes, when any ran,
 * - paths-report/coverage.json: per machine, the states and transitions reached through the
 *   screens, of all the machine defines, and the transitions skipped with their reasons;
 * - paths-report/index.html: per machine its diagram (docs/machines, drawn by Mermaid when
 *   `npm run test:paths` copied it beside the report), the coverage table, and each path as its
 *   steps: the event, the state the model expects, the screenshot after the step
 *   (PATHS_SCREENSHOTS=1) and, for a failing path, the step where it left the model and why;
 * and prints the coverage table at the end of the run. PATHS_REPORT_DIR moves the report.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import {
  INVENTORY_ATTACHMENT,
  PATH_ATTACHMENT,
  type InventoryRecord,
  type PathRecord,
} from './ui-model'

interface PathResult extends PathRecord {
  status: TestResult['status']
  error: string | null
  durationMs: number
  /** Screenshot file (relative to the report) per step index; `failed` after the last passed. */
  shots: Record<string, string>
}

export interface MachineCoverage {
  states: { covered: number; total: number }
  transitions: { covered: number; total: number }
  /** Transitions no user can cause, each with the reason the UI mapping gives. */
  skipped: Array<{ transition: string; reason: string }>
  /** Transitions neither taken through the UI in this run nor skipped with a reason. */
  missed: string[]
  statesMissed: string[]
}

const REPORT_DIR = process.env.PATHS_REPORT_DIR ?? 'paths-report'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

function jsonOf<T>(result: TestResult, name: string): T | null {
  const attachment = result.attachments.find((entry) => entry.name === name)
  if (!attachment) return null
  const body = attachment.body ?? (attachment.path ? readFileSync(attachment.path) : null)
  return body ? (JSON.parse(body.toString('utf8')) as T) : null
}

/** The Mermaid source of a machine's generated diagram (docs/machines/<id>.md). */
function diagramOf(machineId: string): string | null {
  const file = join('docs', 'machines', `${machineId}.md`)
  if (!existsSync(file)) return null
  return /```mermaid\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))?.[1] ?? null
}

function percent(covered: number, total: number): string {
  return total === 0 ? '100%' : `${Math.floor((covered / total) * 100)}%`
}

export function coverageOf(inventory: InventoryRecord, paths: PathResult[]): MachineCoverage {
  const states = new Set(paths.flatMap((path) => path.visited.states))
  const transitions = new Set(paths.flatMap((path) => path.visited.transitions))
  const skipped = new Set(inventory.skipped.map((entry) => entry.transition))
  return {
    states: {
      covered: inventory.states.filter((id) => states.has(id)).length,
      total: inventory.states.length,
    },
    transitions: {
      covered: inventory.transitions.filter((id) => transitions.has(id)).length,
      total: inventory.transitions.length,
    },
    skipped: inventory.skipped,
    missed: inventory.transitions.filter((id) => !transitions.has(id) && !skipped.has(id)),
    statesMissed: inventory.states.filter((id) => !states.has(id)),
  }
}

function pathHtml(path: PathResult): string {
  const failed = path.status !== 'passed' && path.status !== 'skipped'
  const steps = path.steps
    .map((step, index) => {
      const reached = index < path.passed
      const left = failed && index === path.passed
      const shot = path.shots[String(index)] ?? (left ? path.shots.failed : undefined)
      const status = reached ? 'reached' : left ? 'left the model here' : 'not reached'
      return `<li class="${reached ? 'ok' : left ? 'failed' : 'pending'}">
  <p><code>${escapeHtml(JSON.stringify(step.event))}</code> ⇒ <strong>${escapeHtml(step.state)}</strong>
  <span class="status">${status}</span></p>
  ${left && path.error ? `<pre class="error">${escapeHtml(path.error)}</pre>` : ''}
  ${shot ? `<a href="${shot}"><img src="${shot}" alt="The screen after step ${index}: ${escapeHtml(step.state)}" loading="lazy"></a>` : ''}
</li>`
    })
    .join('\n')
  return `<details${failed ? ' open' : ''}>
<summary class="${failed ? 'failed' : 'ok'}">${failed ? '✗' : '✓'} ${path.variant ? `${escapeHtml(path.variant)}: ` : ''}${escapeHtml(path.description)} <span class="status">(${path.status}, ${(path.durationMs / 1000).toFixed(1)} s)</span></summary>
<ol start="0">${steps}</ol>
</details>`
}

function machineHtml(
  name: string,
  inventory: InventoryRecord,
  coverage: MachineCoverage,
  paths: PathResult[],
): string {
  const diagram = diagramOf(inventory.machineId)
  const gaps = [
    ...coverage.skipped.map(
      (entry) =>
        `<li>skipped: <code>${escapeHtml(entry.transition)}</code>: ${escapeHtml(entry.reason)}</li>`,
    ),
    ...coverage.missed.map(
      (id) => `<li class="failed">not taken in this run: <code>${escapeHtml(id)}</code></li>`,
    ),
    ...coverage.statesMissed.map(
      (id) => `<li class="failed">state not reached: <code>${escapeHtml(id)}</code></li>`,
    ),
  ]
  return `<section id="${escapeHtml(name)}">
<h2>${escapeHtml(name)} <small>(<code>${escapeHtml(inventory.machineId)}</code>)</small></h2>
${diagram ? `<pre class="mermaid">${escapeHtml(diagram)}</pre>` : '<p>No generated diagram.</p>'}
<table>
<thead><tr><th scope="col"></th><th scope="col">through the UI</th><th scope="col">of</th><th scope="col"></th></tr></thead>
<tbody>
<tr><th scope="row">states</th><td>${coverage.states.covered}</td><td>${coverage.states.total}</td><td>${percent(coverage.states.covered, coverage.states.total)}</td></tr>
<tr><th scope="row">transitions</th><td>${coverage.transitions.covered}</td><td>${coverage.transitions.total}</td><td>${percent(coverage.transitions.covered, coverage.transitions.total)} (${coverage.skipped.length} skipped with a reason)</td></tr>
</tbody>
</table>
${gaps.length ? `<ul class="gaps">${gaps.join('\n')}</ul>` : '<p>Every state and transition was taken through the UI.</p>'}
<h3>Paths (${paths.length})</h3>
${paths.map(pathHtml).join('\n')}
</section>`
}

function pageHtml(sections: string[], names: string[], hasMermaid: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Model paths through the UI</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1a202c; max-width: 80rem; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #cbd5e0; padding: 0.25rem 0.75rem; text-align: left; }
.failed { color: #9b2c2c; }
.ok { color: #22543d; }
.pending { color: #4a5568; }
.status { color: #4a5568; font-size: 0.875rem; }
details { margin: 0.5rem 0; }
summary { cursor: pointer; }
img { max-width: 32rem; border: 1px solid #cbd5e0; display: block; margin: 0.25rem 0 1rem; }
pre.error { white-space: pre-wrap; background: #fff5f5; padding: 0.5rem; }
pre.mermaid { background: #f7fafc; padding: 1rem; overflow-x: auto; }
</style>
</head>
<body>
<main>
<h1>Model paths through the UI</h1>
<p>Generated ${escapeHtml(new Date().toISOString())} by <code>npm run test:paths</code>; the same figures are in <a href="coverage.json">coverage.json</a>.</p>
<nav aria-label="Machines"><ul>${names.map((name) => `<li><a href="#${escapeHtml(name)}">${escapeHtml(name)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</main>
${hasMermaid ? '<script src="mermaid.min.js"></script><script>mermaid.initialize({ startOnLoad: true, securityLevel: "strict" })</script>' : ''}
</body>
</html>
`
}

export default class PathsReporter implements Reporter {
  private readonly inventories = new Map<string, InventoryRecord>()
  /** By test id: a retried test's last attempt replaces its first. */
  private readonly paths = new Map<string, PathResult>()
  private readonly shots = new Map<string, Array<{ name: string; body: Buffer }>>()

  onTestEnd(test: TestCase, result: TestResult) {
    const inventory = jsonOf<InventoryRecord>(result, INVENTORY_ATTACHMENT)
    if (inventory) this.inventories.set(inventory.machine, inventory)
    const path = jsonOf<PathRecord>(result, PATH_ATTACHMENT)
    if (!path) return
    this.paths.set(test.id, {
      ...path,
      status: result.status,
      error: result.error?.message ?? null,
      durationMs: result.duration,
      shots: {},
    })
    this.shots.set(
      test.id,
      result.attachments.flatMap((entry) =>
        entry.name.startsWith('step-') && entry.body?.length
          ? [{ name: entry.name, body: entry.body }]
          : [],
      ),
    )
  }

  onEnd() {
    if (this.inventories.size === 0) return
    rmSync(REPORT_DIR, { recursive: true, force: true })
    mkdirSync(join(REPORT_DIR, 'shots'), { recursive: true })
    for (const [testId, shots] of this.shots) {
      const path = this.paths.get(testId)!
      for (const shot of shots) {
        const file = `shots/${testId}-${shot.name}.png`
        writeFileSync(join(REPORT_DIR, file), shot.body)
        const key = shot.name.endsWith('-failed') ? 'failed' : shot.name.slice('step-'.length)
        path.shots[key] = file
      }
    }
    const names = [...this.inventories.keys()].sort()
    const coverage: Record<string, MachineCoverage> = {}
    const sections = names.map((name) => {
      const inventory = this.inventories.get(name)!
      const paths = [...this.paths.values()].filter((path) => path.machine === name)
      coverage[name] = coverageOf(inventory, paths)
      return machineHtml(name, inventory, coverage[name], paths)
    })
    writeFileSync(join(REPORT_DIR, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`)
    const mermaid = 'node_modules/mermaid/dist/mermaid.min.js'
    const hasMermaid = existsSync(mermaid)
    if (hasMermaid) writeFileSync(join(REPORT_DIR, 'mermaid.min.js'), readFileSync(mermaid))
    writeFileSync(join(REPORT_DIR, 'index.html'), pageHtml(sections, names, hasMermaid))

    console.log('\nModel paths through the UI (paths-report/coverage.json)')
    for (const name of names) {
      const entry = coverage[name]!
      console.log(
        `  ${name.padEnd(16)} states ${entry.states.covered}/${entry.states.total}` +
          `  transitions ${entry.transitions.covered}/${entry.transitions.total}` +
          ` (${percent(entry.transitions.covered, entry.transitions.total)})` +
          `  skipped with a reason ${entry.skipped.length}` +
          (entry.missed.length ? `  not taken ${entry.missed.length}` : ''),
      )
    }
  }
}
