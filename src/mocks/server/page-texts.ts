/**
 * The texts of the provider's own pages (sign-in, sign-out) in the user's language: the portal's
 * translations (src/locales, the `signInService` namespace and the personas of `signIn`), read
 * from the files once, in the language the portal asked for (OpenID Connect `ui_locales`) or
 * else the browser's (Accept-Language).
 */
import i18next, { type TFunction } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, productLanguageOf } from '@/domain/languages'
import { mergedLocale } from '../../../scripts/build/locales.mjs'

export interface PageTexts {
  /** The page's `lang`. */
  language: string
  /** Unescaped text: the pages escape what they put in HTML. */
  t: TFunction
}

let texts: typeof i18next | null = null

function translations(): typeof i18next {
  if (texts) return texts
  texts = i18next.createInstance()
  void texts.init({
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, { translation: mergedLocale(code) ?? {} }]),
    ),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return texts
}

/** The texts in the first of these language lists' languages the product speaks. */
export function pageTexts(...asked: Array<string | null | undefined>): PageTexts {
  const language = productLanguageOf(...asked)
  return { language, t: translations().getFixedT(language) }
}
