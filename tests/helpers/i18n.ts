/**
 * i18next for component tests: the English translations merged from src/locales/en, loaded
 * synchronously, so tests query by the same visible text users read.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { mergedLocale } from '../../scripts/build/locales.mjs'

export function initTestI18n() {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: mergedLocale('en') ?? {} } },
      interpolation: { escapeValue: false },
      initAsync: false,
    })
  }
  return i18next
}

/**
 * A pattern for a translation whose end varies (a name, an id, a count): its text up to the
 * first value not given, at the start of the string. `startOf('table.pageOf', { page: 2 })`
 * matches "Page 2 of 3".
 */
export function startOf(key: string, values: Record<string, string | number> = {}): RegExp {
  const marker = '\u0000'
  const unknown = { name: marker, id: marker, page: marker, pages: marker }
  const text = initTestI18n().t(key, { ...unknown, ...values })
  const before = text.split(marker)[0]!
  return new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}
