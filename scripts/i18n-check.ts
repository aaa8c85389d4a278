// `npm run i18n:check`: lists, per language, the keys missing against English (untranslated keys
// fall back to English until their translation issue) and keys English does not have (stale).
// Fails when a language has no folder or has stale keys; `--summary` prints counts only.
import { LANGUAGE_CODES } from '../src/domain/languages'
import { flattenKeys, localeLanguages, mergedLocale } from './locales.mjs'

const summaryOnly = process.argv.includes('--summary')
const english = new Set(flattenKeys(mergedLocale('en') ?? {}))
const present = new Set(localeLanguages())
let failed = false

for (const language of LANGUAGE_CODES) {
  if (!present.has(language)) {
    console.log(`${language}: missing folder src/locales/${language}`)
    failed = true
    continue
  }
  const keys = new Set(flattenKeys(mergedLocale(language) ?? {}))
  const missing = [...english].filter((key) => !keys.has(key))
  const stale = [...keys].filter((key) => !english.has(key))
  console.log(
    `${language}: ${english.size - missing.length}/${english.size} keys, ${missing.length} missing` +
      (stale.length > 0 ? `, ${stale.length} not in English` : ''),
  )
  if (!summaryOnly) for (const key of missing) console.log(`  missing: ${key}`)
  for (const key of stale) console.log(`  not in English: ${key}`)
  if (stale.length > 0) failed = true
}
process.exit(failed ? 1 : 0)
