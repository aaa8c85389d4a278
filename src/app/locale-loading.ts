/**
 * Which translation file the portal needs, and fetching it as early as possible. The entry
 * (main.tsx) starts the fetch of the stored language's file at once; i18next, which only starts
 * once the boot chunk has loaded and run, is then handed that response instead of asking again
 * (i18n.ts, `alternateFetch`). On a cold load this takes the file's round trip off the path to
 * the first screen (`npm run bench:load`).
 */
import { readStored } from '@/domain/browser-storage'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@/domain/languages'
import { APP_VERSION } from '@/domain/app-version'

export const LANGUAGE_STORAGE_KEY = 'selectedLanguage'

/** The language choice kept in localStorage (CORE-4.4), English when there is none. */
export function storedLanguage(): string {
  const stored = readStored('local', LANGUAGE_STORAGE_KEY)
  return stored && LANGUAGE_CODES.includes(stored) ? stored : DEFAULT_LANGUAGE
}

/** With the app version, so a new release never reads a cached old file. */
export const LOCALE_PATH = `/locales/{{lng}}.json?v=${APP_VERSION}`

let early: { url: string; response: Promise<Response> } | null = null

/** Starts fetching the stored language's file (once; the entry calls it). */
export function fetchStoredLocaleEarly(): void {
  const url = LOCALE_PATH.replace('{{lng}}', storedLanguage())
  early = { url, response: fetch(url) }
  // A failure is i18next's to report, when it asks for the file.
  early.response.catch(() => undefined)
}

/** The early response for `url`, taken once; undefined lets i18next fetch it itself. */
export function takeEarlyLocale(url: string): Promise<Response> | undefined {
  if (!early || early.url !== url) return undefined
  const { response } = early
  early = null
  return response
}
