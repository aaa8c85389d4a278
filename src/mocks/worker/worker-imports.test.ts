/**
 * The backend's worker loads only what a Web Worker can run. A worker has no window, document,
 * localStorage or sessionStorage in any browser, and the production build hides a mistake here:
 * it tree-shakes code that the dev server runs (issue 11: msw's page-side code needs
 * localStorage, and `npm start` showed a white page). So this walks every module the worker
 * reaches and checks:
 * - each package is one known to run in a worker (a new one must be checked, then listed here);
 * - no project module names a window-only global.
 * docs/architecture.md ("What the backend worker may import") states the rule.
 */
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { moduleGraph } from './module-graph'

const ROOT = new URL('../../../', import.meta.url).pathname
const WORKER = 'src/mocks/worker/backend.worker.ts'

/** Packages checked to run in a worker: none touches the DOM or Web Storage. */
const WORKER_SAFE_PACKAGES = new Set([
  '@msw/data',
  '@standard-schema/spec',
  '@vvo/tzdb',
  'countries-list',
  'idb',
  'luxon',
  'node-location-timezone',
  'papaparse',
  'write-excel-file',
  'yup',
  'zipson',
])

const WINDOW_ONLY_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage'])

/** Identifiers in `source` that name a window-only global (not a property or a declaration). */
export function windowGlobalsIn(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && WINDOW_ONLY_GLOBALS.has(node.text)) {
      const parent = node.parent
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node) ||
        (ts.isPropertyDeclaration(parent) && parent.name === node) ||
        (ts.isParameter(parent) && parent.name === node) ||
        (ts.isVariableDeclaration(parent) && parent.name === node)
      if (!isPropertyName) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart())
        found.push(`${fileName}:${line + 1} ${node.text}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('the backend worker', () => {
  const graph = moduleGraph(ROOT, WORKER)

  it('reaches the backend (the walk follows imports)', () => {
    expect(graph.files.has('src/mocks/backend.ts')).toBe(true)
    expect(graph.files.has('src/mocks/handlers/test-records.ts')).toBe(true)
    expect(graph.files.size).toBeGreaterThan(40)
  })

  it('imports only packages that run in a worker (never msw, React or the UI)', () => {
    const unexpected = [...graph.packages]
      .filter(([name]) => !WORKER_SAFE_PACKAGES.has(name))
      .map(([name, importer]) => `${name} (imported by ${importer})`)
    expect(unexpected).toEqual([])
  })

  it('names no window-only global in any module it loads', () => {
    const used = [...graph.files.keys()]
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => windowGlobalsIn(readFileSync(`${ROOT}${file}`, 'utf8'), file))
    expect(used).toEqual([])
  })
})

describe('the guard itself', () => {
  it('flags a window-only global but not a property or a local of that name', () => {
    const source = [
      'const stored = localStorage.getItem("x")',
      'const size = window.innerWidth',
      'const options = { document: 1 }',
      'const read = (storage: Storage) => storage.length',
      'function f(sessionStorage: Storage) { return sessionStorage }',
      'const a = options.document',
    ].join('\n')
    expect(windowGlobalsIn(source)).toEqual([
      'module.ts:1 localStorage',
      'module.ts:2 window',
      // A parameter of that name shadows the global: its uses are the parameter's.
      'module.ts:5 sessionStorage',
    ])
  })

  it('finds an msw import anywhere below the entry', () => {
    const { packages } = moduleGraph(ROOT, 'src/mocks/node.ts')
    expect(packages.get('msw')).toBe('src/mocks/node.ts')
  })
})
