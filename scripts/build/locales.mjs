// Translation sources live in src/locales/<language>/<namespace>.json (one file per area, so
// areas never edit the same file); the portal fetches one merged /locales/<language>.json, in
// which each namespace file is the object under its name (clientErrors.json → clientErrors.*).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCALES_DIR = 'src/locales'

export function localeLanguages(root = LOCALES_DIR) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** The merged translations of one language, or null when it has no folder. */
export function mergedLocale(language, root = LOCALES_DIR) {
  const dir = join(root, language)
  if (!existsSync(dir)) return null
  const merged = {}
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    merged[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  }
  return merged
}

/** Every key of a translation object, as dot paths (`clientErrors.notFoundTitle`). */
export function flattenKeys(object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flattenKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}
