// The terms editor's link rule: web pages and e-mail addresses only.
import { describe, expect, it } from 'vitest'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { isAllowedLink, linkHref } from './link-url'

describe('the link rule', () => {
  it('takes http, https and mailto addresses, trimmed and normalised', () => {
    expect(linkHref(' https://www.rapidtest-service.eu/privacy ')).toBe(
      'https://www.rapidtest-service.eu/privacy',
    )
    expect(linkHref('http://Example.com')).toBe('http://example.com/')
    expect(linkHref('https://example.com/a b')).toBe('https://example.com/a%20b')
    expect(linkHref('mailto:support@rapidtest-service.eu')).toBe(
      'mailto:support@rapidtest-service.eu',
    )
    expect(linkHref('mailto:support@rapidtest-service.eu?subject=Terms')).toBe(
      'mailto:support@rapidtest-service.eu?subject=Terms',
    )
  })

  it('refuses scripts, other schemes, relative addresses and bare names', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.com',
      '/terms/1',
      'www.example.com',
      'support@rapidtest-service.eu',
      'mailto:nobody',
      'mailto:%E0%A4%A',
      'https://',
      '',
      '   ',
    ]) {
      expect(linkHref(text), text).toBeNull()
      expect(isAllowedLink(text)).toBe(false)
    }
  })

  it('refuses an address longer than the field takes', () => {
    const long = `https://example.com/${'a'.repeat(TEXT_LIMITS.linkUrl)}`
    expect(linkHref(long)).toBeNull()
  })
})
