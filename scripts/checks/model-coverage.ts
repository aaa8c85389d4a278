// `npm run test:model` (after `vitest run tests/model`): prints the coverage the model-based
// tests wrote to test-results/model-coverage/<machine>.json, one row per machine, and lists what
// was not visited. Fails when a machine is below 100% or when no coverage was written at all.
// `--reset` only removes the previous run's files, so a renamed machine leaves no stale row.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CoverageReport } from '../../tests/model/paths'

const COVERAGE_DIR = fileURLToPath(new URL('../../test-results/model-coverage', import.meta.url))

function percent(visited: number, total: number): string {
  return total === 0 ? '100%' : `${Math.floor((visited / total) * 100)}%`
}

function cell(visited: number, total: number): string {
  return `${visited}/${total} (${percent(visited, total)})`
}

function isComplete(report: CoverageReport): boolean {
  return (
    report.states.visited === report.states.total &&
    report.transitions.visited === report.transitions.total
  )
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    `| ${row.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n')
}

if (process.argv.includes('--reset')) {
  rmSync(COVERAGE_DIR, { recursive: true, force: true })
  process.exit(0)
}

const files = existsSync(COVERAGE_DIR)
  ? readdirSync(COVERAGE_DIR)
      .filter((file) => file.endsWith('.json'))
      .sort()
  : []
if (files.length === 0) {
  console.error(
    'No model coverage in test-results/model-coverage: run `vitest run tests/model` first.',
  )
  process.exit(1)
}

const reports = files.map(
  (file) => JSON.parse(readFileSync(join(COVERAGE_DIR, file), 'utf8')) as CoverageReport,
)

console.log('\nModel coverage (tests/model)\n')
console.log(
  table([
    ['machine', 'states visited/total', 'transitions visited/total', 'paths'],
    ...reports.map((report) => [
      report.name,
      cell(report.states.visited, report.states.total),
      cell(report.transitions.visited, report.transitions.total),
      `${report.paths} ${report.strategy}`,
    ]),
  ]),
)

const incomplete = reports.filter((report) => !isComplete(report))
for (const report of incomplete) {
  console.log(`\n${report.name}: not visited`)
  for (const id of report.states.unvisited) console.log(`  state       ${id}`)
  for (const id of report.transitions.unvisited) console.log(`  transition  ${id}`)
  for (const type of report.eventsWithoutSample) console.log(`  no sample event for ${type}`)
}

if (incomplete.length > 0) {
  console.error(
    `\n✗ ${incomplete.map((report) => report.name).join(', ')} below 100% model coverage`,
  )
  process.exit(1)
}
console.log(`\n✓ ${reports.length} machine(s) at 100% of states and transitions`)
