// `npm test` fails while the docs name a file, folder or code symbol that no longer exists, or
// while the code cites a requirement id docs/requirements.md lacks (`npm run docs:check` lists
// them).
import { describe, expect, it } from 'vitest'
import {
  citedRequirements,
  claimOf,
  codeSpans,
  docsProblems,
  importRulesOfZones,
  importRulesProblems,
  importTableProblems,
  requirementProblems,
  requirementRows,
  requirementsProblems,
  resolvesBySuffix,
  specDocumentCitations,
  type Zone,
} from './docs-check'

describe('the docs', () => {
  it('name only paths and symbols that exist (npm run docs:check)', () => {
    expect(docsProblems()).toEqual([])
  })

  it('list every requirement id the code cites, with files that exist (npm run docs:check)', () => {
    expect(requirementsProblems()).toEqual([])
  })

  it('state the import rules eslint.config.js enforces (docs/architecture.md, "Import rules")', async () => {
    expect(await importRulesProblems()).toEqual([])
  })
})

describe('the checker', () => {
  it('reads code spans outside fenced blocks, with their lines', () => {
    const markdown = ['See `src/api/http.ts` and ``a`b``.', '```', '`not/this.ts`', '```', '`x`']
    expect(codeSpans(markdown.join('\n'))).toEqual([
      { text: 'src/api/http.ts', line: 1 },
      { text: 'a`b', line: 1 },
      { text: 'x', line: 5 },
    ])
  })

  it('takes paths, with or without a folder, and drops a line or an anchor', () => {
    expect(claimOf('src/api/http.ts:12')).toEqual({ kind: 'path', text: 'src/api/http.ts' })
    expect(claimOf('db/table.ts')).toEqual({ kind: 'path', text: 'db/table.ts' })
    expect(claimOf('vite.config.ts')).toEqual({ kind: 'path', text: 'vite.config.ts' })
    expect(claimOf('.ci/run')).toEqual({ kind: 'path', text: '.ci/run' })
    // A run's output is not in a fresh clone.
    expect(claimOf('paths-report/coverage.json')).toBeNull()
    expect(claimOf('src/features')).toEqual({ kind: 'path', text: 'src/features' })
  })

  it('takes npm scripts', () => {
    expect(claimOf('npm run bench:load -- --runs 5')).toEqual({
      kind: 'script',
      text: 'bench:load',
    })
  })

  it('leaves out what is not a path of this repository', () => {
    for (const text of [
      'npm start',
      '@chakra-ui/react',
      'owner/name',
      'application/json',
      'https://example.org/a.json',
      'docs/machines/<id>.md',
      'src/**/*.test.ts',
    ]) {
      expect(claimOf(text), text).toBeNull()
    }
  })

  it('takes code symbols and leaves plain words and values', () => {
    expect(claimOf('ApiError')).toEqual({ kind: 'symbol', text: 'ApiError' })
    expect(claimOf('startFakeApi()')).toEqual({ kind: 'symbol', text: 'startFakeApi' })
    expect(claimOf('FAKE_PASSWORD')).toEqual({ kind: 'symbol', text: 'FAKE_PASSWORD' })
    expect(claimOf('debounce()')).toEqual({ kind: 'symbol', text: 'debounce' })
    for (const text of ['page', 'true', 'GET', '429', 'Retry-After', 'customer.admin']) {
      expect(claimOf(text), text).toBeNull()
    }
  })

  it('finds a path written from inside its area, or a module named without its extension', () => {
    const files = ['/repo/src/mocks/db/table.ts', '/repo/src/ui/form/UnsavedChanges.tsx']
    expect(resolvesBySuffix('db/table.ts', files)).toBe(true)
    expect(resolvesBySuffix('form/UnsavedChanges', files)).toBe(true)
    expect(resolvesBySuffix('mocks/db', files)).toBe(true)
    expect(resolvesBySuffix('db/rows.ts', files)).toBe(false)
    expect(resolvesBySuffix('able.ts', files)).toBe(false)
  })
})

// Ids and citations are built from parts here, so that this file cites nothing itself: the
// check reads scripts/ too. `id('CORE', '4.7')` is the id of item 7 of section 4 of core.
const id = (doc: 'CORE' | 'ADMIN', item: string) => `${doc}-${item}`
const specFile = (doc: 'core' | 'admin') => `${doc}.md`
const oldCitation = (doc: 'core' | 'admin', section: number) => `${specFile(doc)} \u00a7${section}`

describe('the requirements table', () => {
  const table = {
    path: 'docs/requirements.md',
    text: [
      '# Requirements',
      '',
      '| Id | Requirement | Implemented in | Checked by |',
      '| --- | --- | --- | --- |',
      `| ${id('CORE', '4.7')} | Rows are deleted after a question. | \`src/a.ts\` | \`src/a.test.ts\` |`,
      `| ${id('CORE', '4.8')} | Views are saved. | \`src/b.ts\`, \`src/c.ts\` | — |`,
      `| ${id('ADMIN', '6.2')} | Test items have permissions. | \`src/d.ts\` | \`tests/e2e/d.spec.ts\` |`,
      `| ${id('ADMIN', '6.3')} | The scopes. | \`src/d.ts\` | — |`,
    ].join('\n'),
  }
  const files = [
    'src/a.ts',
    'src/a.test.ts',
    'src/b.ts',
    'src/c.ts',
    'src/d.ts',
    'tests/e2e/d.spec.ts',
  ]
  const exists = (path: string) => files.includes(path)
  const citing = (text: string) => ({ path: 'src/x.ts', text, citing: true })
  const citingAll = citing(
    `// (${id('CORE', '4.7')}, ${id('CORE', '4.8')}, ${id('ADMIN', '6.2')} to ${id('ADMIN', '6.3')})`,
  )

  it('reads the rows: the id, its line, and the files of the last two columns', () => {
    expect(requirementRows(table.text)).toEqual([
      {
        id: id('CORE', '4.7'),
        line: 5,
        implementedIn: ['src/a.ts'],
        checkedBy: ['src/a.test.ts'],
      },
      { id: id('CORE', '4.8'), line: 6, implementedIn: ['src/b.ts', 'src/c.ts'], checkedBy: [] },
      {
        id: id('ADMIN', '6.2'),
        line: 7,
        implementedIn: ['src/d.ts'],
        checkedBy: ['tests/e2e/d.spec.ts'],
      },
      { id: id('ADMIN', '6.3'), line: 8, implementedIn: ['src/d.ts'], checkedBy: [] },
    ])
  })

  it('reads the ids a text cites, a span as every item of it', () => {
    const text = [
      `/** A delete asks first (${id('CORE', '4.7')}). */`,
      `// ${id('ADMIN', '6.2')} to ${id('ADMIN', '6.4')}; not CORE-4 nor XCORE-4.7`,
    ].join('\n')
    expect(citedRequirements(text)).toEqual([
      { id: id('CORE', '4.7'), line: 1 },
      { id: id('ADMIN', '6.2'), line: 2 },
      { id: id('ADMIN', '6.3'), line: 2 },
      { id: id('ADMIN', '6.4'), line: 2 },
    ])
  })

  it('finds the spec documents named, with a section or without', () => {
    const text = `// (${oldCitation('core', 4)}) and\n// as the ${specFile('admin')} says`
    expect(specDocumentCitations(text)).toEqual([
      { text: oldCitation('core', 4), line: 1 },
      { text: specFile('admin'), line: 2 },
    ])
  })

  it('passes a table whose rows are cited and whose files exist', () => {
    expect(requirementProblems(table, [citingAll], exists)).toEqual([])
  })

  it('fails on an id the code cites that is not a row', () => {
    const unknown = citing(
      `// (${id('CORE', '4.9')})\n// ${id('ADMIN', '6.2')} to ${id('ADMIN', '6.5')}`,
    )
    expect(requirementProblems(table, [citingAll, unknown], exists)).toEqual([
      `src/x.ts:1: ${id('CORE', '4.9')} is not in docs/requirements.md`,
      `src/x.ts:2: ${id('ADMIN', '6.4')} is not in docs/requirements.md`,
      `src/x.ts:2: ${id('ADMIN', '6.5')} is not in docs/requirements.md`,
    ])
  })

  it('fails on a span that runs backwards or leaves its section', () => {
    const spans = citing(
      `// ${id('ADMIN', '6.3')} to ${id('ADMIN', '6.2')}, ${id('CORE', '4.8')} to ${id('CORE', '5.1')}`,
    )
    expect(requirementProblems(table, [citingAll, spans], exists)).toEqual([
      `src/x.ts:1: ${id('ADMIN', '6.3')} to ${id('ADMIN', '6.2')}: a span must run forward within one section`,
      `src/x.ts:1: ${id('CORE', '4.8')} to ${id('CORE', '5.1')}: a span must run forward within one section`,
    ])
  })

  it('fails on a row whose files or tests do not exist, or whose checks are not tests', () => {
    const moved = (path: string) => exists(path) && path !== 'src/c.ts' && path !== 'src/a.test.ts'
    expect(requirementProblems(table, [citingAll], moved)).toEqual([
      `docs/requirements.md:5: no file \`src/a.test.ts\` (${id('CORE', '4.7')})`,
      `docs/requirements.md:6: no file \`src/c.ts\` (${id('CORE', '4.8')})`,
    ])
    const notATest = { ...table, text: table.text.replace('`tests/e2e/d.spec.ts`', '`src/d.ts`') }
    expect(requirementProblems(notATest, [citingAll], exists)).toEqual([
      `docs/requirements.md:7: \`src/d.ts\` is not a test (${id('ADMIN', '6.2')})`,
    ])
  })

  it('fails on a row twice, a row without files, and a row nobody cites', () => {
    const text = `${table.text}\n| ${id('CORE', '4.7')} | Again. | — | — |`
    const onlySome = citing(`// ${id('CORE', '4.7')}, ${id('CORE', '4.8')}, ${id('ADMIN', '6.2')}`)
    expect(requirementProblems({ ...table, text }, [onlySome], exists)).toEqual([
      `docs/requirements.md:9: ${id('CORE', '4.7')} has a row already`,
      `docs/requirements.md:9: ${id('CORE', '4.7')} names no file`,
      `docs/requirements.md:8: ${id('ADMIN', '6.3')} is cited nowhere: drop the row`,
    ])
  })

  it('fails on the spec cited by document and section in src, tests or scripts, not in the docs', () => {
    const old = `// Deleting asks first (${oldCitation('core', 4)}).`
    const doc = { path: 'docs/decisions.md', text: old, citing: false }
    expect(requirementProblems(table, [citingAll, citing(old), doc], exists)).toEqual([
      `src/x.ts:1: \`${oldCitation('core', 4)}\` cites the spec, which is not in the repository: cite the requirement's id (docs/requirements.md)`,
    ])
  })

  it('counts the ids the docs cite, and refuses those the table lacks there too', () => {
    const doc = { path: 'docs/decisions.md', text: `(${id('CORE', '4.9')})`, citing: false }
    expect(requirementProblems(table, [citingAll, doc], exists)).toEqual([
      `docs/decisions.md:1: ${id('CORE', '4.9')} is not in docs/requirements.md`,
    ])
  })
})

describe('the import table', () => {
  const zones: Zone[] = [
    { target: './src/ui', from: ['./src/features', './src/app'] },
    { target: ['./src/ui', './src/domain'], from: './src/mocks' },
    { target: './src/features/users', from: './src/features', except: ['./users'] },
    { target: './src/features/feedback', from: './src/features', except: ['./feedback'] },
  ]
  const doc = (rows: string[]) =>
    [
      '# Architecture',
      '',
      '## Import rules',
      '',
      'Enforced by ESLint.',
      '',
      '| layer | may not import |',
      '| --- | --- |',
      ...rows,
      '',
      '## Next',
    ].join('\n')

  it('reads the zones as one rule per layer, a feature zone as "no other feature"', () => {
    expect(importRulesOfZones(zones)).toEqual(
      new Map([
        ['src/ui', new Set(['src/features', 'src/app', 'src/mocks'])],
        ['src/domain', new Set(['src/mocks'])],
        ['src/features', new Set(['src/features/*'])],
      ]),
    )
  })

  it('passes a table that says what the zones say, in any order, with notes and code spans', () => {
    const markdown = doc([
      '| `src/domain` | `src/mocks` |',
      '| src/ui | src/mocks, `src/app`, src/features (its users) |',
      '| `src/features` | `src/features/*` (another area) |',
    ])
    expect(importTableProblems(markdown, zones)).toEqual([])
  })

  it('fails a table that differs from the zones: a rule missing or extra, a layer missing or extra', () => {
    const markdown = doc([
      '| src/ui | src/features, src/app |',
      '| src/features | src/features/*, src/app |',
      '| src/api | nothing |',
    ])
    expect(importTableProblems(markdown, zones)).toEqual([
      'docs/architecture.md:9: src/ui may not import src/app, src/features, src/mocks in eslint.config.js, the table says src/app, src/features',
      'docs/architecture.md: no row for src/domain (eslint.config.js: may not import src/mocks)',
      'docs/architecture.md:10: src/features may not import src/features/* in eslint.config.js, the table says src/app, src/features/*',
      'docs/architecture.md:11: eslint.config.js has no zone for src/api',
    ])
  })

  it('fails a document without the table', () => {
    expect(importTableProblems('# Architecture\n\n## Layers\n', zones)).toEqual([
      'docs/architecture.md: no table under a heading "Import rules"',
    ])
  })
})
