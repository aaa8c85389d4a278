/**
 * The link rule of the terms editor: a link goes to a web page (http or https, with a host) or
 * to an e-mail address (mailto:). Relative addresses and every other scheme (javascript:, data:,
 * file:) are refused, in the link field and on pasted HTML alike: terms are read by every user,
 * so a link must lead somewhere the reader can see before following it.
 */
import { TEXT_LIMITS } from '@/domain/validation/limits'

const MAILBOX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The address as stored in the link (normalised by the URL parser), or null when refused. */
export function linkHref(text: string): string | null {
  const value = text.trim()
  if (value === '' || value.length > TEXT_LIMITS.linkUrl) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    return url.hostname === '' ? null : url.href
  }
  if (url.protocol === 'mailto:') {
    let mailbox: string
    try {
      mailbox = decodeURIComponent(url.pathname)
    } catch {
      return null
    }
    return MAILBOX.test(mailbox) ? url.href : null
  }
  return null
}

export const isAllowedLink = (text: string): boolean => linkHref(text) !== null
