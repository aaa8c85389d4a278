/**
 * Renders HTML that the portal did not write (terms texts written by administrators) through
 * DOMPurify, so scripts, event-handler attributes and javascript: URLs never reach the page, and
 * gives the remaining headings, paragraphs, lists and links readable typography.
 */
import { useMemo } from 'react'
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import { Box, type BoxProps } from '@chakra-ui/react'

let purifier: Purifier | null = null

/**
 * A DOMPurify instance of our own, so the link hook below does not leak into other users of the
 * shared default instance. Created on first use: DOMPurify needs a window.
 */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  // Links in untrusted HTML open in a new tab (the user keeps their place in the portal) and
  // give the opened page neither `window.opener` nor the portal's URL as referrer.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  purifier = instance
  return instance
}

/** The HTML with everything that could run removed (HTML profile only: no SVG or MathML). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true } })
}

const typography: BoxProps['css'] = {
  lineHeight: 'tall',
  // Terms texts open with their own h1, so it gets no space above (`:first-child` would warn).
  '& h1': { fontSize: '2xl', fontWeight: 'semibold', marginTop: '0', marginBottom: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '6', marginBottom: '2' },
  '& h3, & h4, & h5, & h6': {
    fontSize: 'lg',
    fontWeight: 'semibold',
    marginTop: '4',
    marginBottom: '2',
  },
  '& p': { marginBottom: '3' },
  '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginBottom: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& a:hover': { textDecoration: 'none' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& img': { maxWidth: '100%', height: 'auto' },
}

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML. */
  html: string
}

export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // Marked as authored content: its language is its author's, not the interface's (the
  // translation checks in tests/e2e/i18n.spec.ts look past it).
  return (
    <Box
      css={typography}
      data-content="authored"
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
