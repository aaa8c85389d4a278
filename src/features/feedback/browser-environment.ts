/**
 * The browser's operating system and device as the feedback payload carries them (ADMIN-3.8
 * "Feedback payload": os and device), read from the user-agent string by `bowser` (MIT): "Windows
 * 10", "macOS 10.15.7", "Android 14", "Linux"; "Chrome 120 (desktop)", "Safari 17 (mobile)". They
 * are data for the product team, not shown to the user, so they are not translated. An unknown
 * part is left out rather than guessed; each text stays within the schema's limit.
 */
import Bowser from 'bowser'
import { TEXT_LIMITS } from '@/domain/validation/limits'

export interface BrowserEnvironment {
  os: string
  device: string
}

const clip = (text: string) => text.trim().slice(0, TEXT_LIMITS.name)

export function describeBrowser(userAgent: string): BrowserEnvironment {
  // Bowser refuses an empty user agent (a privacy setting can blank it).
  if (userAgent.trim() === '') return { os: '', device: '' }
  const { browser, os, platform } = Bowser.parse(userAgent)
  // Windows is known by its marketing name ("10", "XP"), not its NT version ("10.0", "5.1").
  // Windows 11 still says NT 10.0, so it shows as "Windows 10": the user agent cannot tell.
  const osVersion = os.name === 'Windows' ? os.versionName : os.version
  const majorVersion = browser.version?.split('.')[0]
  const browserText = [browser.name, majorVersion].filter(Boolean).join(' ')
  const device = platform.type ? `${browserText} (${platform.type})` : browserText
  return {
    os: clip([os.name, osVersion].filter(Boolean).join(' ')),
    device: clip(device),
  }
}

let known: { userAgent: string; environment: BrowserEnvironment } | null = null

/** This browser's environment (navigator's user agent), parsed once. */
export function currentBrowser(): BrowserEnvironment {
  const { userAgent } = navigator
  if (known?.userAgent !== userAgent) known = { userAgent, environment: describeBrowser(userAgent) }
  return known.environment
}
