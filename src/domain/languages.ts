/**
 * The product's 16 languages (CORE-3.22): the portal's language menu, the translation files
 * (src/locales/<code>) and the fake API's reference data all come from this list.
 */
export interface ProductLanguage {
  /** The i18next code, also the translation folder's name. */
  code: string
  /** The locale the API names it by. */
  locale: string
  /** The language's name in itself, as a language menu shows it. */
  nativeName: string
}

export const PRODUCT_LANGUAGES: readonly ProductLanguage[] = [
  { code: 'en', locale: 'en-EN', nativeName: 'English' },
  { code: 'fr', locale: 'fr-FR', nativeName: 'Français' },
  { code: 'de', locale: 'de-DE', nativeName: 'Deutsch' },
  { code: 'es', locale: 'es-ES', nativeName: 'Español' },
  { code: 'pt', locale: 'pt-PT', nativeName: 'Português' },
  { code: 'ru', locale: 'ru-RU', nativeName: 'Русский' },
  { code: 'hu', locale: 'hu-HU', nativeName: 'Magyar' },
  { code: 'it', locale: 'it-IT', nativeName: 'Italiano' },
  { code: 'sk', locale: 'sk-SK', nativeName: 'Slovenčina' },
  { code: 'uk', locale: 'uk-UA', nativeName: 'Українська' },
  { code: 'pl', locale: 'pl-PL', nativeName: 'Polski' },
  { code: 'da', locale: 'da-DK', nativeName: 'Dansk' },
  { code: 'et', locale: 'et-EE', nativeName: 'Eesti' },
  { code: 'lt', locale: 'lt-LT', nativeName: 'Lietuvių' },
  { code: 'el', locale: 'el-GR', nativeName: 'Ελληνικά' },
  { code: 'fi', locale: 'fi-FI', nativeName: 'Suomi' },
]

export const DEFAULT_LANGUAGE = 'en'

export const LANGUAGE_CODES: readonly string[] = PRODUCT_LANGUAGES.map((language) => language.code)

/**
 * The first of the asked languages the product speaks, by primary subtag (`fr-CA` → `fr`), or
 * the default: for an OpenID Connect `ui_locales` list or an Accept-Language header, whose
 * entries are space- or comma-separated and may carry a `;q=` weight (read in the order given).
 */
export function productLanguageOf(...asked: Array<string | null | undefined>): string {
  for (const list of asked) {
    for (const entry of (list ?? '').split(/[\s,]+/)) {
      const primary = entry.split(';')[0]!.split('-')[0]!.toLowerCase()
      if (LANGUAGE_CODES.includes(primary)) return primary
    }
  }
  return DEFAULT_LANGUAGE
}
