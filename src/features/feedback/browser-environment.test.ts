import { describe, expect, it } from 'vitest'
import { describeBrowser } from './browser-environment'

/** Real user-agent strings of the browsers the portal's users have. */
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.130 Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edgeWindows7:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 Edg/109.0.1518.78',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
}

describe('the OS and device of the feedback payload', () => {
  it('names Windows by its marketing version and the browser by its major version', () => {
    expect(describeBrowser(AGENTS.chromeWindows)).toEqual({
      os: 'Windows 10',
      device: 'Chrome 120 (desktop)',
    })
    expect(describeBrowser(AGENTS.firefoxWindows)).toEqual({
      os: 'Windows 10',
      device: 'Firefox 125 (desktop)',
    })
    expect(describeBrowser(AGENTS.edgeWindows7)).toEqual({
      os: 'Windows 7',
      device: 'Microsoft Edge 109 (desktop)',
    })
  })

  it('gives Linux without a version, which its user agent does not carry', () => {
    expect(describeBrowser(AGENTS.chromeLinux)).toEqual({
      os: 'Linux',
      device: 'Chrome 124 (desktop)',
    })
  })

  it('gives Apple systems and Android with their versions, phones and tablets apart', () => {
    expect(describeBrowser(AGENTS.safariMac)).toEqual({
      os: 'macOS 10.15.7',
      device: 'Safari 17 (desktop)',
    })
    expect(describeBrowser(AGENTS.safariIphone)).toEqual({
      os: 'iOS 17.4',
      device: 'Safari 17 (mobile)',
    })
    expect(describeBrowser(AGENTS.chromeAndroidTablet)).toEqual({
      os: 'Android 14',
      device: 'Chrome 123 (tablet)',
    })
    expect(describeBrowser(AGENTS.chromeAndroidPhone).device).toBe('Chrome 123 (mobile)')
  })

  it('leaves out what it cannot tell rather than guessing', () => {
    expect(describeBrowser('')).toEqual({ os: '', device: '' })
    const unknown = describeBrowser('curl/8.6.0')
    expect(unknown.os).toBe('')
    expect(unknown.device).not.toMatch(/undefined|\(\)/)
  })

  it('keeps each text within the limit of the API', () => {
    const long = describeBrowser(
      `Mozilla/5.0 (X11; Linux x86_64) ${'Verylongname/1.0 '.repeat(20)}`,
    )
    expect(long.os.length).toBeLessThanOrEqual(100)
    expect(long.device.length).toBeLessThanOrEqual(100)
  })
})
