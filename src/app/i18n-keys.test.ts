/**
 * Every literal translation key the code uses exists in English (the fallback of every other
 * language), so no user ever reads a raw key. Keys built at run time (template strings) are
 * checked where they are built: navigation titles, dev panel kinds and seeds.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flattenKeys, mergedLocale } from '../../scripts/build/locales.mjs'
import { AREAS } from './areas'

const english = new Set(flattenKeys(mergedLocale('en') ?? {}))
const has = (key: string) =>
  english.has(key) || (english.has(`${key}_one`) && english.has(`${key}_other`))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const usedKeys = new Map<string, string>()
for (const file of sourceFiles('src')) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z][\w.-]*)'/g)) {
    usedKeys.set(match[1]!, file)
  }
}

describe('translation keys', () => {
  it('finds the keys the code uses', () => {
    expect(usedKeys.size).toBeGreaterThan(50)
  })

  it('has an English text for every literal key in the code', () => {
    const missing = [...usedKeys]
      .filter(([key]) => !has(key))
      .map(([key, file]) => `${key} (${file})`)
    expect(missing).toEqual([])
  })

  it('has an English title for every area', () => {
    expect(AREAS.map((area) => area.titleKey).filter((key) => !has(key))).toEqual([])
  })
})
