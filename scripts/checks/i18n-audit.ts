// The rules `npm run i18n:check` holds every language to, as pure functions (i18n-audit.test.ts):
// every English key translated; no key English lacks; the same interpolation variables as English;
// a plural key in exactly the plural categories the language has (Intl.PluralRules, as i18next
// picks them); and no English key that no code uses.
import { flattenKeys } from '../build/locales.mjs'

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** `total_one` → `total`; a key without a plural suffix is its own base. */
export const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '')

/** The cardinal plural categories of a language, as i18next chooses among them. */
export function pluralCategories(language: string): readonly string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories
}

/** `{{count}}`, `{{ name, uppercase }}` → count, name (sorted, each once). */
export function variablesOf(text: unknown): string[] {
  const names = [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!)
  return [...new Set(names)].sort()
}

/** Flat `{ key: text }` of a merged translation object. */
type Texts = Record<string, unknown>

export function flatten(object: Texts | null): Map<string, unknown> {
  const flat = new Map<string, unknown>()
  for (const key of flattenKeys(object ?? {})) {
    flat.set(
      key,
      key.split('.').reduce<unknown>((value, part) => (value as Texts | undefined)?.[part], object),
    )
  }
  return flat
}

/**
 * The problems of one language against English: `{ kind, key, detail? }`, kind one of missing,
 * extra, variables, plural (a plural category the language has but the file lacks), empty.
 */
export interface Problem {
  kind: 'missing' | 'extra' | 'variables' | 'plural' | 'empty'
  key: string
  detail?: string
}

export function auditLanguage(englishObject: Texts, translatedObject: Texts, language: string) {
  const english = flatten(englishObject)
  const translated = flatten(translatedObject)
  const problems: Problem[] = []
  const pluralBases = new Set(
    [...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(pluralBase),
  )
  const categories = pluralCategories(language)
  const expected = new Map<string, unknown>()
  for (const [key, text] of english) {
    const base = pluralBase(key)
    if (!pluralBases.has(base)) {
      expected.set(key, text)
      continue
    }
    // Each category the language has, checked against English's own form or its "other".
    for (const category of categories) {
      if (!expected.has(`${base}_${category}`)) {
        expected.set(
          `${base}_${category}`,
          english.get(`${base}_${category}`) ?? english.get(`${base}_other`) ?? text,
        )
      }
    }
  }
  for (const [key, englishText] of expected) {
    if (!translated.has(key)) {
      const isPlural = pluralBases.has(pluralBase(key))
      problems.push({ kind: isPlural ? 'plural' : 'missing', key })
      continue
    }
    const text = translated.get(key)
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push({ kind: 'empty', key })
      continue
    }
    const want = variablesOf(englishText).join(', ')
    const have = variablesOf(text).join(', ')
    if (want !== have)
      problems.push({ kind: 'variables', key, detail: `{${have}} instead of {${want}}` })
  }
  for (const key of translated.keys()) {
    if (!expected.has(key)) problems.push({ kind: 'extra', key })
  }
  return problems
}

/**
 * English keys that no code uses: a key counts as used when the code names it (or its plural
 * base) in a string, or builds it from a prefix in a template (`devPanel.kinds.${kind}`).
 */
export function unusedKeys(englishObject: Texts, sourceTexts: readonly string[]): string[] {
  const literals = new Set<string>()
  const prefixes = new Set<string>()
  for (const text of sourceTexts) {
    for (const match of text.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)) literals.add(match[1]!)
    for (const match of text.matchAll(/`([A-Za-z][\w.-]*\.)\$\{/g)) prefixes.add(match[1]!)
  }
  return flattenKeys(englishObject ?? {}).filter(
    (key) =>
      !literals.has(key) &&
      !literals.has(pluralBase(key)) &&
      ![...prefixes].some((prefix) => key.startsWith(prefix)),
  )
}
