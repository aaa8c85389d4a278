// `npm run i18n:check`: every language against English (scripts/checks/i18n-audit.ts): a missing
// key, a key English does not have, interpolation variables that differ, a missing plural category,
// an empty text, or an English key no code uses fail the check (and so `npm test`). Prints a table
// of keys per language, then each problem; `--language xx` checks one language.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_CODES } from '../../src/domain/languages'
import { auditLanguage, flatten, unusedKeys } from './i18n-audit'
import { mergedLocale } from '../build/locales.mjs'

const only = process.argv.includes('--language')
  ? process.argv[process.argv.indexOf('--language') + 1]
  : null

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const englishObject = mergedLocale('en') ?? {}
const englishCount = flatten(englishObject).size
let failed = false

const unused = unusedKeys(
  englishObject,
  sourceFiles('src').map((file) => readFileSync(file, 'utf8')),
)
if (!only && unused.length > 0) {
  failed = true
  console.log(`en: ${unused.length} keys no code uses`)
  for (const key of unused) console.log(`  unused: ${key}`)
}

const rows: string[] = []
const details: string[] = []
for (const language of LANGUAGE_CODES) {
  if (language === 'en' || (only && language !== only)) continue
  const translated = mergedLocale(language)
  if (!translated) {
    failed = true
    rows.push(`| ${language} | no folder src/locales/${language} |`)
    continue
  }
  const problems = auditLanguage(englishObject, translated, language)
  const count = (kind: string) => problems.filter((problem) => problem.kind === kind).length
  rows.push(
    `| ${language} | ${flatten(translated).size} | ${count('missing')} | ${count('plural')} | ` +
      `${count('variables')} | ${count('extra')} | ${count('empty')} | ` +
      `${problems.length === 0 ? 'complete' : 'INCOMPLETE'} |`,
  )
  if (problems.length > 0) failed = true
  for (const problem of problems) {
    details.push(
      `${language}: ${problem.kind} ${problem.key}${problem.detail ? ` ${problem.detail}` : ''}`,
    )
  }
}

console.log(`English: ${englishCount} keys (plural forms counted one by one)\n`)
console.log(
  '| language | keys | missing | plural forms missing | variables differ | not in English | empty | |',
)
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
if (details.length > 0) console.log(`\n${details.join('\n')}`)
process.exit(failed ? 1 : 0)
