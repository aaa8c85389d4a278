/**
 * The static module graph below one source file: every project file it reaches through imports
 * (static, dynamic and `export … from`) and every package it names. The backend worker's guard
 * (worker-imports.test.ts) walks it, because what a Web Worker may use is decided by everything it
 * loads, not by the file Vite starts it from. Parsing is TypeScript's own (`preProcessFile`), not a
 * regular expression, so comments and strings that look like imports are not counted.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export interface ModuleGraph {
  /** Project files reached, relative to the root, each with the files or packages it imports. */
  files: Map<string, string[]>
  /** Package names reached (`msw`, `@msw/data`, …), each with the first file that imports it. */
  packages: Map<string, string>
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

/** `msw/browser` → `msw`, `@scope/name/sub` → `@scope/name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

function resolveFile(path: string): string | null {
  if (existsSync(path) && statSync(path).isFile()) return path
  for (const extension of EXTENSIONS) {
    if (existsSync(path + extension)) return path + extension
  }
  return null
}

/** Walks from `entry` (a path under `root`); `@/` is `src/`, as in tsconfig.json. */
export function moduleGraph(root: string, entry: string): ModuleGraph {
  const files = new Map<string, string[]>()
  const packages = new Map<string, string>()
  const pending = [resolve(root, entry)]
  while (pending.length > 0) {
    const file = pending.pop()!
    const name = relative(root, file)
    if (files.has(name)) continue
    const imports: string[] = []
    files.set(name, imports)
    if (file.endsWith('.json')) continue
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const specifier = fileName.replace(/\?.*$/, '')
      const local = specifier.startsWith('@/')
        ? join(root, 'src', specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : null
      if (local === null) {
        const pkg = packageName(specifier)
        imports.push(pkg)
        if (!packages.has(pkg)) packages.set(pkg, name)
        continue
      }
      const target = resolveFile(local)
      if (!target) throw new Error(`${name}: cannot resolve “${fileName}”`)
      imports.push(relative(root, target))
      pending.push(target)
    }
  }
  return { files, packages }
}
