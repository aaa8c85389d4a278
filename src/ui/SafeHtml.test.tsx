// @vitest-environment jsdom
/**
 * SafeHtml keeps the structure of terms HTML and removes whatever could run: script elements,
 * event-handler attributes and javascript: URLs; links open in a new tab without an opener.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from './theme'
import { SafeHtml, sanitizeHtml } from './SafeHtml'

afterEach(cleanup)

const UNTRUSTED = `<h1>Terms of Use</h1>
<h2>1. Use</h2>
<p onclick="alert('p')">Read <a href="https://example.com/privacy" onmouseover="alert('a')">the notice</a>
and <a href="javascript:alert('js')">this</a>.</p>
<img src="x" onerror="alert('xss')">
<script>alert('xss')</script>
<svg><script>alert('svg')</script></svg>
<ul><li>One</li><li>Two</li></ul>
<ol><li>First</li></ol>
<iframe src="https://evil.example"></iframe>`

function renderHtml(html: string) {
  return render(
    <ChakraProvider value={system}>
      <SafeHtml html={html} data-testid="safe" />
    </ChakraProvider>,
  )
}

describe('sanitizeHtml', () => {
  it('removes scripts, on* attributes, javascript: URLs, SVG and frames', () => {
    const clean = sanitizeHtml(UNTRUSTED)
    expect(clean).not.toMatch(/<script/i)
    expect(clean).not.toMatch(/\son\w+=/i)
    expect(clean).not.toMatch(/javascript:/i)
    expect(clean).not.toMatch(/<svg|<iframe/i)
    expect(clean).not.toContain('alert(')
  })

  it('keeps headings, paragraphs, lists and links', () => {
    const clean = sanitizeHtml(UNTRUSTED)
    expect(clean).toContain('<h1>Terms of Use</h1>')
    expect(clean).toContain('<ul><li>One</li><li>Two</li></ul>')
    expect(clean).toContain('<ol><li>First</li></ol>')
    expect(clean).toContain('href="https://example.com/privacy"')
  })
})

describe('SafeHtml', () => {
  it('renders the sanitised HTML and nothing runs', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    renderHtml(UNTRUSTED)
    const root = screen.getByTestId('safe')
    expect(root.querySelector('script')).toBeNull()
    expect(root.querySelector('iframe')).toBeNull()
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i)
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '1. Use' })).toBeTruthy()
    expect(screen.getAllByRole('list')).toHaveLength(2)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(alert).not.toHaveBeenCalled()
  })

  it('opens links in a new tab without opener or referrer; a javascript: link loses its href', () => {
    renderHtml(UNTRUSTED)
    const link = screen.getByRole('link', { name: 'the notice' })
    expect(link.getAttribute('href')).toBe('https://example.com/privacy')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    const neutralised = screen.getByText('this')
    expect(neutralised.getAttribute('href')).toBeNull()
    expect(neutralised.getAttribute('target')).toBeNull()
  })
})
