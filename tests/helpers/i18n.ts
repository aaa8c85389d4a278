/**
 * i18next for component tests: the English translations merged from src/locales/en, loaded
 * synchronously, so tests query by the same visible text users read.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { mergedLocale } from '../../scripts/locales.mjs'

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
