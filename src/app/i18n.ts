/**
 * i18next with the translation files under /locales/{lng}.json, fetched with the app version in
 * the query so a new release never reads a cached old file. The language choice is kept in
 * localStorage under `selectedLanguage` (CORE-4.4); English is the default and the fallback,
 * so a key a language lacks shows in English rather than as a key.
 */
import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { writeStored } from '@/domain/browser-storage'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@/domain/languages'
import {
  LANGUAGE_STORAGE_KEY,
  LOCALE_PATH,
  storedLanguage,
  takeEarlyLocale,
} from './locale-loading'

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: LOCALE_PATH, alternateFetch: takeEarlyLocale },
      react: { useSuspense: false },
    })
  // The page's language and name follow the interface language; once signed in, the shell
  // names the page after the screen (ShellLayout).
  const followLanguage = (language: string) => {
    document.documentElement.lang = language
    document.title = i18next.t('app.name')
  }
  followLanguage(i18next.language)
  i18next.on('languageChanged', followLanguage)
  return i18next
}

/** Follows the stored choice again (the portal started anew over emptied storage). */
export async function followStoredLanguage(): Promise<void> {
  await i18next.changeLanguage(storedLanguage())
}

/** Switches the language and remembers the choice. */
export async function chooseLanguage(code: string): Promise<void> {
  if (!LANGUAGE_CODES.includes(code)) return
  writeStored('local', LANGUAGE_STORAGE_KEY, code)
  await i18next.changeLanguage(code)
}
