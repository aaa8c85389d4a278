/**
 * i18next with the translation files under /locales/{lng}.json, fetched with the app version in
 * the query so a new release never reads a cached old file. The language choice is kept in
 * localStorage under `selectedLanguage` (core.md §4); English is the default and the fallback.
 */
import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { APP_VERSION } from './config'

export const LANGUAGE_STORAGE_KEY = 'selectedLanguage'
export const DEFAULT_LANGUAGE = 'en'

/** The 16 languages of the product (core.md §3), English first. */
export const LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'ru',
  'hu',
  'it',
  'sk',
  'uk',
  'pl',
  'da',
  'et',
  'lt',
  'el',
  'fi',
] as const
export type LanguageCode = (typeof LANGUAGES)[number]

export function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  return (LANGUAGES as readonly string[]).includes(stored ?? '')
    ? (stored as LanguageCode)
    : DEFAULT_LANGUAGE
}

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: `/locales/{{lng}}.json?v=${APP_VERSION}` },
      react: { useSuspense: false },
    })
  document.documentElement.lang = i18next.language
  return i18next
}
