/**
 * The rule "machines own the behaviour" (docs/architecture.md, "Where state lives"), made
 * checkable: finds every useState, useReducer and useEffect call in the components of src/features,
 * src/lists and src/ui. A component may keep only what no one else can see (a menu's open state, a
 * DOM ref, a subscription to the browser); anything a user or a tester could name as behaviour
 * belongs in a machine. component-state.test.ts compares what it finds with the allowed list there,
 * so a new hook of state in a component fails `npm test` until it is moved into a machine or added
 * to the list with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** The hooks that hold or synchronise state a machine should own. */
export const STATE_HOOKS = ['useState', 'useReducer', 'useEffect', 'useLayoutEffect'] as const

export interface HookUse {
  file: string
  hook: string
  line: number
}

/**
 * `const [machine] = useState(() => …)` keeps one value for the component's life, with no setter:
 * a constant (usually the component's machine), not state.
 */
function isConstant(call: ts.CallExpression): boolean {
  const parent = call.parent
  return (
    ts.isVariableDeclaration(parent) &&
    ts.isArrayBindingPattern(parent.name) &&
    parent.name.elements.length === 1
  )
}

/** The state hooks called in one source text (`React.useState` counts too). */
export function stateHooksIn(source: string, file: string): HookUse[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const uses: HookUse[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null
      if (name && (STATE_HOOKS as readonly string[]).includes(name) && !isConstant(node)) {
        const { line } = parsed.getLineAndCharacterOfPosition(node.getStart())
        uses.push({ file, hook: name, line: line + 1 })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return uses
}

/** Component sources (not tests) below `dir`. */
export function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every state hook in src/features, src/lists and src/ui, as `file: hook` counts. */
export function stateHookCounts(root = '.'): Map<string, number> {
  const counts = new Map<string, number>()
  for (const dir of ['src/features', 'src/lists', 'src/ui']) {
    for (const file of componentFiles(join(root, dir))) {
      for (const use of stateHooksIn(readFileSync(file, 'utf8'), file)) {
        const key = `${use.file.replace(/^\.\//, '')}: ${use.hook}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
  }
  return counts
}
