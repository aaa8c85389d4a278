// `npm test` fails while the docs name a file, folder or code symbol that no longer exists
// (`npm run docs:check` lists them).
import { describe, expect, it } from 'vitest'
import {
  claimOf,
  codeSpans,
  docsProblems,
  importRulesOfZones,
  importRulesProblems,
  importTableProblems,
  resolvesBySuffix,
  type Zone,
} from './docs-check'

describe('the docs', () => {
  it('name only paths and symbols that exist (npm run docs:check)', () => {
    expect(docsProblems()).toEqual([])
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
