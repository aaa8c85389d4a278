// `npm test` fails while the docs name a file, folder or code symbol that no longer exists
// (`npm run docs:check` lists them).
import { describe, expect, it } from 'vitest'
import { claimOf, codeSpans, docsProblems, resolvesBySuffix } from './docs-check'

describe('the docs', () => {
  it('name only paths and symbols that exist (npm run docs:check)', () => {
    expect(docsProblems()).toEqual([])
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
