/**
 * `npm run docs:check`: the docs name only files and symbols that exist. Every `code span` of
 * README.md, docs/*.md and every README.md under src/, scripts/ and tests/ that looks like a
 * repository path must resolve to a file or folder, and every one that looks like a code symbol
 * (`ApiError`, `startFakeApi()`, `FAKE_PASSWORD`) must still be a name in the code, and every
 * `npm run x` a script of package.json. A renamed file or
 * function then fails `npm test` instead of leaving a map that leads nowhere (as the generated
 * machine docs are checked by docs-machines.ts). Prose claims ("Playwright runs three
 * projects") cannot be checked this way; keep them few and near what they describe.
 *
 * The requirement ids the code cites (`CORE-4.7`, `ADMIN-5.9`: a section of the spec and an item
 * in it) must each be a row of docs/requirements.md, and every file a row names as implementing
 * or checking one must exist; a row no file cites any more is stale. Citing the spec's documents
 * by file name and section, as comments once did, is refused in src, tests and scripts: the spec
 * is not in the repository, so such a citation leads nowhere, while an id leads to its row.
 *
 * One table is checked against the code it describes: the "Import rules" table of
 * docs/architecture.md (layer | may not import) must say what the `import-x/no-restricted-paths`
 * zones of eslint.config.js enforce, so the lint rules and their map change together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = process.cwd()
/** Folders whose files code spans may name (not node_modules, builds or test output). */
const SOURCE_DIRS = ['src', 'tests', 'scripts', 'docs', '.ci', 'public']
const CODE_FILE = /\.(ts|tsx|mjs|js|json|css|html)$/
/** Extensions a bare file name (no folder) must have to be checked as a path. */
const PATH_EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|json|md|yml|yaml|html|sh|svg|css)$/

/**
 * Code spans docs may use that name nothing in the repository: the platform's and the libraries'
 * APIs the decisions weigh (some tried and not kept), files the standalone API makes or reads at
 * run time, and ids the code dropped, named as history.
 */
const KNOWN_ELSEWHERE = new Set<string>([
  'startTransition',
  'flushSync',
  'timeOrigin',
  'userLoaded',
  'Response.json',
  'keys.json',
  'record.json',
  'group.json',
  'deviceType',
])

/** The traceability table of the spec's requirements (docs/requirements.md). */
export const REQUIREMENTS_DOC = 'docs/requirements.md'
/** Folders whose files cite requirements by id, and may not cite the spec's documents by name. */
const CITING_DIRS = ['src', 'tests', 'scripts']
const CITING_FILE = /\.(ts|tsx|mjs|js|json|css|html|md)$/
/** A requirement id, or a span of a section's items (`ADMIN-6.2 to ADMIN-6.11`). */
const REQUIREMENT = /\b(CORE|ADMIN)-(\d+)\.(\d+)(?: to (CORE|ADMIN)-(\d+)\.(\d+))?\b/g
/** The spec's documents named in a citation (the old form added a section: `§4`). */
const SPEC_DOCUMENT = /\b(core|admin)\.md\b(\s*§\s*\d+)?/g

export type Claim = { kind: 'path' | 'symbol' | 'script'; text: string; line: number }

/** Code spans of a Markdown text, outside fenced blocks, with their line numbers. */
export function codeSpans(markdown: string): Array<{ text: string; line: number }> {
  const spans: Array<{ text: string; line: number }> = []
  let fenced = false
  markdown.split('\n').forEach((content, index) => {
    if (/^\s*```/.test(content)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    for (const match of content.matchAll(/(`+)(.+?)(?<!`)\1(?!`)/g)) {
      spans.push({ text: match[2]!.trim(), line: index + 1 })
    }
  })
  return spans
}

/** Folders the checks and tools write (gitignored): what the docs name there is an output. */
const GENERATED_DIRS = ['paths-report', 'test-results', 'playwright-report', 'dist']

/** What a code span claims exists, if it looks like a path or a code symbol. */
export function claimOf(text: string): Omit<Claim, 'line'> | null {
  const script = /^npm run ([\w:-]+)/.exec(text)
  if (script) return { kind: 'script', text: script[1]! }
  // A path with a line, an anchor or a symbol after it: the path part.
  const path = text.replace(/(:\d+(-\d+)?|#[\w-]+)$/, '')
  if (/\s/.test(path) || /[*<>{}$|]/.test(path) || path.includes('://')) return null
  // Media types (`application/json`) are not paths.
  if (/^(application|text|image|multipart)\//.test(path)) return null
  // What a run writes (gitignored) is not there on a fresh clone: the docs may name it.
  if (GENERATED_DIRS.some((dir) => path.startsWith(`${dir}/`))) return null
  if (/^(\.{1,2}\/|\.ci\/)/.test(path) || /^[\w.-]+\/[\w./@-]+$/.test(path)) {
    // `owner/name` packages and npm scopes are not paths of this repository.
    if (path.startsWith('@') || /^[\w-]+\/[\w-]+$/.test(path)) {
      return SOURCE_DIRS.some((dir) => path.startsWith(`${dir}/`))
        ? { kind: 'path', text: path }
        : null
    }
    return { kind: 'path', text: path }
  }
  if (PATH_EXTENSIONS.test(path) && /^[\w.-]+$/.test(path) && !/^\d/.test(path)) {
    return { kind: 'path', text: path }
  }
  // Symbols: camelCase with an inner capital, PascalCase, CONSTANT_CASE, or a call `name()`.
  const symbol = text.replace(/\(\)$/, '')
  if (!/^[A-Za-z_$][\w$]*$/.test(symbol)) return null
  const call = text.endsWith('()')
  const camel = /^[a-z][a-z0-9]*[A-Z]/.test(symbol)
  const pascal = /^[A-Z][a-z0-9]+[A-Z]/.test(symbol)
  const constant = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(symbol)
  return call || camel || pascal || constant ? { kind: 'symbol', text: symbol } : null
}

/**
 * A path written from inside its area (`db/table.ts` in a section on src/mocks), or a module as
 * imports name it (no extension): some file or folder of the repository ends with it.
 */
export function resolvesBySuffix(path: string, files: string[]): boolean {
  const suffix = `/${path.replace(/^\.\//, '').replace(/\/$/, '')}`
  return files.some((file) =>
    ['', '.ts', '.tsx', '/index.ts'].some((extension) => {
      const candidate = `${suffix}${extension}`
      return file.endsWith(candidate) || file.includes(`${candidate}/`)
    }),
  )
}

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, into)
    else into.push(path)
  }
  return into
}

/** Folders whose README.md files (at any depth) are checked: the areas', layers' and tools'. */
const README_DIRS = ['src', 'scripts', 'tests']

/** The docs to check: docs/*.md (not the generated machine pages) and every README below. */
function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name))
  const readmes = README_DIRS.filter((dir) => existsSync(join(ROOT, dir)))
    .flatMap((dir) => walk(join(ROOT, dir)))
    .filter((path) => path.endsWith('README.md'))
  return [join(ROOT, 'README.md'), ...docs, ...readmes]
}

/** Every claim of the docs that names what does not exist, as `file:line: reason`. */
export function docsProblems(): string[] {
  const files = SOURCE_DIRS.filter((dir) => existsSync(join(ROOT, dir))).flatMap((dir) =>
    walk(join(ROOT, dir)),
  )
  const code = files
    .filter((path) => CODE_FILE.test(path) && statSync(path).size < 2_000_000)
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n')
  const rootConfigs = readdirSync(ROOT)
    .filter((name) => /\.(ts|js|mjs|json)$/.test(name) && name !== 'package-lock.json')
    .map((name) => readFileSync(join(ROOT, name), 'utf8'))
    .join('\n')
  const scripts = Object.keys(
    (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
  )
  const names = new Set([...`${code}\n${rootConfigs}`.matchAll(/[A-Za-z_$][\w$]*/g)].map(String))

  const problems: string[] = []
  for (const doc of docFiles()) {
    const where = relative(ROOT, doc)
    for (const { text, line } of codeSpans(readFileSync(doc, 'utf8'))) {
      const claim = claimOf(text)
      if (!claim || KNOWN_ELSEWHERE.has(claim.text)) continue
      if (claim.kind === 'path') {
        const found =
          [join(ROOT, claim.text), join(dirname(doc), claim.text)].some((path) =>
            existsSync(path),
          ) || resolvesBySuffix(claim.text, files)
        if (!found) problems.push(`${where}:${line}: no file or folder \`${claim.text}\``)
      } else if (claim.kind === 'script') {
        if (!scripts.includes(claim.text)) {
          problems.push(`${where}:${line}: no npm script \`${claim.text}\` in package.json`)
        }
      } else if (!names.has(claim.text)) {
        problems.push(`${where}:${line}: no symbol \`${claim.text}\` in the code`)
      }
    }
  }
  return problems
}

export interface RequirementRow {
  id: string
  line: number
  /** The code spans of the "Implemented in" column. */
  implementedIn: string[]
  /** The code spans of the "Checked by" column. */
  checkedBy: string[]
}

/** The rows of the requirements table: `| Id | Requirement | Implemented in | Checked by |`. */
export function requirementRows(markdown: string): RequirementRow[] {
  const rows: RequirementRow[] = []
  markdown.split('\n').forEach((content, index) => {
    const cells = content.split('|').map((cell) => cell.trim())
    // '', id, requirement, implemented in, checked by, ''
    if (cells.length !== 6 || !/^(CORE|ADMIN)-\d+\.\d+$/.test(cells[1]!)) return
    const spans = (cell: string) => codeSpans(cell).map((span) => span.text)
    rows.push({
      id: cells[1]!,
      line: index + 1,
      implementedIn: spans(cells[3]!),
      checkedBy: spans(cells[4]!),
    })
  })
  return rows
}

/**
 * The requirement ids a text cites, with their lines; a span (`ADMIN-6.2 to ADMIN-6.11`) cites
 * every item from its first to its last, and one that leaves its section is `invalid`.
 */
export function citedRequirements(
  text: string,
): Array<{ id: string; line: number; invalid?: string }> {
  const cited: Array<{ id: string; line: number; invalid?: string }> = []
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(REQUIREMENT)) {
      const [whole, doc, section, first, toDoc, toSection, last] = match
      const line = index + 1
      if (last === undefined) {
        cited.push({ id: `${doc}-${section}.${first}`, line })
      } else if (toDoc !== doc || toSection !== section || Number(last) <= Number(first)) {
        cited.push({ id: whole, line, invalid: 'a span must run forward within one section' })
      } else {
        for (let item = Number(first); item <= Number(last); item++) {
          cited.push({ id: `${doc}-${section}.${item}`, line })
        }
      }
    }
  })
  return cited
}

/** Where a text names the spec's documents by their file names, with a section or not. */
export function specDocumentCitations(text: string): Array<{ text: string; line: number }> {
  const found: Array<{ text: string; line: number }> = []
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(SPEC_DOCUMENT)) {
      found.push({ text: match[0], line: index + 1 })
    }
  })
  return found
}

const isTestFile = (path: string) => /\.(test|spec)\.tsx?$/.test(path)

/**
 * What is wrong between the requirements table and the files that cite it, as `file:line:
 * reason`: an id a file cites that is no row, a row naming a file that does not exist (or, as a
 * check, one that is not a test), a row twice or cited nowhere, and a citation of the spec's
 * documents by name in a file of `citing` (the others may name them in prose).
 */
export function requirementProblems(
  table: { path: string; text: string },
  files: Array<{ path: string; text: string; citing: boolean }>,
  exists: (path: string) => boolean,
): string[] {
  const problems: string[] = []
  const rows = requirementRows(table.text)
  const ids = new Set<string>()
  for (const row of rows) {
    const where = `${table.path}:${row.line}`
    if (ids.has(row.id)) problems.push(`${where}: ${row.id} has a row already`)
    ids.add(row.id)
    if (row.implementedIn.length === 0) problems.push(`${where}: ${row.id} names no file`)
    for (const path of [...row.implementedIn, ...row.checkedBy]) {
      if (!exists(path)) problems.push(`${where}: no file \`${path}\` (${row.id})`)
    }
    for (const path of row.checkedBy) {
      if (!isTestFile(path)) problems.push(`${where}: \`${path}\` is not a test (${row.id})`)
    }
  }
  const cited = new Set<string>()
  for (const file of files) {
    for (const { id, line, invalid } of citedRequirements(file.text)) {
      if (invalid) problems.push(`${file.path}:${line}: ${id}: ${invalid}`)
      else if (!ids.has(id)) problems.push(`${file.path}:${line}: ${id} is not in ${table.path}`)
      cited.add(id)
    }
    if (!file.citing) continue
    for (const { text, line } of specDocumentCitations(file.text)) {
      problems.push(
        `${file.path}:${line}: \`${text}\` cites the spec, which is not in the repository: cite the requirement's id (${table.path})`,
      )
    }
  }
  for (const row of rows) {
    if (!cited.has(row.id)) {
      problems.push(`${table.path}:${row.line}: ${row.id} is cited nowhere: drop the row`)
    }
  }
  return problems
}

/** An `import-x/no-restricted-paths` zone as eslint.config.js writes it. */
export interface Zone {
  target: string | string[]
  from: string | string[]
  except?: string[]
}

/** What each layer may not import (`src/ui` → `src/app`, …), keyed by layer. */
export type ImportRules = Map<string, Set<string>>

const asList = (value: string | string[]) => (Array.isArray(value) ? value : [value])
const folder = (path: string) => path.replace(/^\.\//, '').replace(/\/$/, '')

/**
 * The zones as one rule set per layer (`src/<layer>`). A zone on one folder of a layer
 * (`src/features/users`, from `src/features` except `./users`, one per feature) is the layer's
 * rule "no other folder of this one": `src/features/*`.
 */
export function importRulesOfZones(zones: readonly Zone[]): ImportRules {
  const rules: ImportRules = new Map()
  for (const zone of zones) {
    for (const target of asList(zone.target).map(folder)) {
      const layer = target.split('/').slice(0, 2).join('/')
      const forbidden = rules.get(layer) ?? new Set<string>()
      rules.set(layer, forbidden)
      for (const from of asList(zone.from).map(folder)) {
        const ownFolder = (zone.except ?? []).some(
          (except) => `${from}/${folder(except)}` === target,
        )
        forbidden.add(ownFolder ? `${from}/*` : from)
      }
    }
  }
  return rules
}

/**
 * The table under the heading "Import rules" (columns: layer | may not import): cells of
 * comma-separated folders, in code spans or not, each with an optional note in parentheses;
 * "nothing" or "—" for none. With the line of each row.
 */
export function importTableOf(
  markdown: string,
): Map<string, { forbidden: Set<string>; line: number }> {
  const lines = markdown.split('\n')
  const heading = lines.findIndex((content) => /^#+\s+Import rules\s*$/.test(content))
  const table = new Map<string, { forbidden: Set<string>; line: number }>()
  if (heading < 0) return table
  let index = heading + 1
  while (index < lines.length && !lines[index]!.trim().startsWith('|')) {
    if (/^#/.test(lines[index]!)) return table
    index++
  }
  const cell = (text: string) => text.replace(/`/g, '').trim()
  for (let row = 0; index < lines.length && lines[index]!.trim().startsWith('|'); index++, row++) {
    // The header and the separator row.
    if (row < 2) continue
    const [layer = '', forbidden = ''] = lines[index]!.trim()
      .replace(/^\||\|$/g, '')
      .split('|')
    const items = forbidden
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map(cell)
      .filter((item) => item !== '' && item !== 'nothing' && item !== '—')
    table.set(cell(layer), { forbidden: new Set(items), line: index + 1 })
  }
  return table
}

/** Where the table and the zones disagree, as `file:line: reason`. */
export function importTableProblems(
  markdown: string,
  zones: readonly Zone[],
  where = 'docs/architecture.md',
): string[] {
  const table = importTableOf(markdown)
  if (table.size === 0) return [`${where}: no table under a heading "Import rules"`]
  const rules = importRulesOfZones(zones)
  const sorted = (items: Iterable<string>) => [...items].sort().join(', ') || 'nothing'
  const problems: string[] = []
  for (const [layer, forbidden] of rules) {
    const row = table.get(layer)
    if (!row) {
      problems.push(
        `${where}: no row for ${layer} (eslint.config.js: may not import ${sorted(forbidden)})`,
      )
    } else if (sorted(row.forbidden) !== sorted(forbidden)) {
      problems.push(
        `${where}:${row.line}: ${layer} may not import ${sorted(forbidden)} in eslint.config.js, the table says ${sorted(row.forbidden)}`,
      )
    }
  }
  for (const [layer, { line }] of table) {
    if (!rules.has(layer))
      problems.push(`${where}:${line}: eslint.config.js has no zone for ${layer}`)
  }
  return problems
}

/** The requirements table against src, tests, scripts and the docs. */
export function requirementsProblems(): string[] {
  const citing = CITING_DIRS.filter((dir) => existsSync(join(ROOT, dir)))
    .flatMap((dir) => walk(join(ROOT, dir)))
    .filter((path) => CITING_FILE.test(path) && statSync(path).size < 2_000_000)
  const table = join(ROOT, REQUIREMENTS_DOC)
  const docs = docFiles().filter((path) => path !== table && !citing.includes(path))
  const read = (path: string, isCiting: boolean) => ({
    path: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
    citing: isCiting,
  })
  return requirementProblems(
    { path: REQUIREMENTS_DOC, text: existsSync(table) ? readFileSync(table, 'utf8') : '' },
    [...citing.map((path) => read(path, true)), ...docs.map((path) => read(path, false))],
    (path) => existsSync(join(ROOT, path)),
  )
}

/** The `import-x/no-restricted-paths` zones of eslint.config.js, as the linter reads them. */
export async function lintZones(): Promise<Zone[]> {
  const config = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
    default: Array<{ rules?: Record<string, unknown> }>
  }
  return config.default.flatMap(({ rules }) => {
    const rule = rules?.['import-x/no-restricted-paths']
    return Array.isArray(rule) ? ((rule[1] as { zones?: Zone[] } | undefined)?.zones ?? []) : []
  })
}

/** The import table of docs/architecture.md against eslint.config.js. */
export async function importRulesProblems(): Promise<string[]> {
  const markdown = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')
  return importTableProblems(markdown, await lintZones())
}

async function main(): Promise<void> {
  const problems = [...docsProblems(), ...(await importRulesProblems())]
  if (problems.length > 0) {
    console.error(
      `docs:check: ${problems.length} claims name what does not exist or differ from the code:\n${problems.join('\n')}`,
    )
  }
  const requirements = requirementsProblems()
  if (requirements.length > 0) {
    console.error(
      `docs:check: ${requirements.length} problems of the requirement ids and ${REQUIREMENTS_DOC}:\n${requirements.join('\n')}`,
    )
  }
  if (problems.length > 0 || requirements.length > 0) process.exit(1)
  console.log(
    `docs:check: every path and symbol the docs name exists (${docFiles().length} files), and the import table matches eslint.config.js`,
  )
  console.log(
    `docs:check: every requirement id cited is a row of ${REQUIREMENTS_DOC}, whose files exist`,
  )
}

if (process.argv[1]?.endsWith('docs-check.ts')) await main()
