/**
 * The early fetch of the translations: the entry's request is handed to i18next once, for the
 * very file it asks for; any other file (another language, a second load) is fetched anew.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fetchStoredLocaleEarly,
  LANGUAGE_STORAGE_KEY,
  storedLanguage,
  takeEarlyLocale,
} from './locale-loading'
import { APP_VERSION } from '@/domain/app-version'

const stored = new Map<string, string>()

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  })
})

afterEach(() => {
  // Whatever a test left unclaimed is dropped, so the next one starts with no early fetch.
  void takeEarlyLocale(`/locales/${storedLanguage()}.json?v=${APP_VERSION}`)?.catch(() => undefined)
  stored.clear()
  vi.unstubAllGlobals()
})

describe('the early translations fetch', () => {
  it('asks for the stored language, and hands that response over once', async () => {
    stored.set(LANGUAGE_STORAGE_KEY, 'fi')
    const answer = new Response('{}')
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer)
    fetchStoredLocaleEarly()
    const url = `/locales/fi.json?v=${APP_VERSION}`
    expect(fetchSpy).toHaveBeenCalledWith(url)
    expect(takeEarlyLocale(`/locales/en.json?v=${APP_VERSION}`)).toBeUndefined()
    await expect(takeEarlyLocale(url)).resolves.toBe(answer)
    expect(takeEarlyLocale(url)).toBeUndefined()
  })

  it('falls back to English for a language the product does not have', () => {
    stored.set(LANGUAGE_STORAGE_KEY, 'xx')
    expect(storedLanguage()).toBe('en')
  })

  it('leaves a failed early fetch for i18next to report', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    fetchStoredLocaleEarly()
    await expect(takeEarlyLocale(`/locales/en.json?v=${APP_VERSION}`)).rejects.toThrow(
      'Failed to fetch',
    )
  })
})
