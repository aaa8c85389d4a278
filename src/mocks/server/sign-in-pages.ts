/**
 * The provider's own pages, in the user's language (page-texts.ts). Plain HTML forms, usable
 * with the keyboard and a screen reader, with every text and interpolated value escaped, and
 * the headers that keep them out of other sites' frames and run only their own style and script.
 */
import { createHash } from 'node:crypto'
import { personaTextKey } from '@/domain/users'
import type { Persona } from '../personas'
import type { PageTexts } from './page-texts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a202c; }
  main { max-width: 36rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 20%); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  ul { list-style: none; padding: 0; }
  li { margin: 0 0 .5rem; }
  button { width: 100%; text-align: left; padding: .75rem 1rem; font: inherit; cursor: pointer;
    border: 1px solid #2b6cb0; border-radius: 6px; background: #fff; color: #1a365d; }
  button:hover { background: #ebf8ff; }
  button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  button strong { display: block; }
  .secondary { border-color: #4a5568; color: #2d3748; text-align: center; }
  a { color: #2b6cb0; }
  a:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
`

/**
 * The sign-out page's script: it submits the provider's confirmation form at once. A constant,
 * so the policy below can name it by its hash and no other script runs on the pages.
 */
const SIGN_OUT_SCRIPT = `
  const logoutForm = document.getElementById('op.logoutForm')
  logoutForm.insertAdjacentHTML('beforeend', '<input type="hidden" name="logout" value="yes">')
  logoutForm.submit()
`

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The headers of every page of the sign-in service (and of its other answers, which they do no
 * harm). No other site may frame the pages (clickjacking: a framed sign-in page under a decoy
 * would sign its visitor in or out with one click), and the pages load nothing but their own
 * style, the sign-out script and the data: icon. Forms may post to the service and go on to the
 * portal: a browser checks `form-action` on every redirect after a post too, and signing in or
 * out ends with a redirect to the portal. oidc-provider adds the hash of the script of its own
 * auto-submitted forms (form_post, a sign-out without a session) to `script-src` itself.
 */
export function pageSecurityHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src ${hashSource(SIGN_OUT_SCRIPT)}`,
      `style-src ${hashSource(STYLE)}`,
      "img-src 'self' data:",
      ["form-action 'self'", ...portalOrigins].join(' '),
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
  }
}

function page({ language }: PageTexts, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export function signInPage({
  action,
  personas,
  texts,
  portal = null,
}: {
  action: string
  personas: readonly Persona[]
  texts: PageTexts
  /**
   * The portal's address the sign-in returns to. Posted back with the page's language, so that
   * a page submitted after its sign-in expired can still say so in that language and link back.
   */
  portal?: string | null
}): string {
  const text = (key: string) => escapeHtml(texts.t(key))
  const choices = personas
    .map(
      (persona) =>
        `<li><button type="submit" name="username" value="${escapeHtml(persona.username)}">` +
        `<strong>${escapeHtml(persona.username)}</strong> ` +
        `${escapeHtml(texts.t(personaTextKey(persona.username), { defaultValue: persona.description }))}` +
        `</button></li>`,
    )
    .join('\n')
  return page(
    texts,
    texts.t('signInService.signInTitle'),
    `<h1>${text('signInService.signInHeading')}</h1>
<p>${text('signInService.signInIntro')}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="ui_locales" value="${escapeHtml(texts.language)}">
${portal ? `<input type="hidden" name="portal" value="${escapeHtml(portal)}">\n` : ''}<ul aria-label="${text('signInService.personas')}">
${choices}
</ul>
<button type="submit" name="cancel" value="1" class="secondary">${text('signInService.cancel')}</button>
</form>`,
  )
}

/**
 * The sign-out page. With the provider's confirmation form (`form`), it submits the form at once
 * (the portal already asked the user), keeping a button for a browser without scripts; without
 * it, it says the user is signed out.
 */
export function signOutPage(form: string | null, texts: PageTexts): string {
  const text = (key: string) => escapeHtml(texts.t(key))
  if (form === null) {
    return page(
      texts,
      texts.t('signInService.signedOutTitle'),
      `<h1>${text('signInService.signedOut')}</h1><p>${text('signInService.closeWindow')}</p>`,
    )
  }
  return page(
    texts,
    texts.t('signInService.signingOutTitle'),
    `<h1>${text('signInService.signingOut')}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${text('signInService.signOut')}</button>
<script>${SIGN_OUT_SCRIPT}</script>`,
  )
}

/**
 * A page that tells why the sign-in cannot go on (`heading`, with an optional `detail` such as
 * the provider's error description) and links to where it can start again: the portal, which
 * starts a new sign-in with its own state and PKCE secret (the service cannot start one for it).
 * Several links when it is not known which of the portal's origins the user came from.
 */
export function signInErrorPage({
  heading,
  detail = null,
  startAgain,
  texts,
}: {
  heading: string
  detail?: string | null
  startAgain: readonly string[]
  texts: PageTexts
}): string {
  const again = escapeHtml(texts.t('signInService.startAgain'))
  const links = startAgain.map(
    (url) =>
      `<li><a href="${escapeHtml(url)}">${again}</a>` +
      `${startAgain.length > 1 ? ` (${escapeHtml(new URL(url).host)})` : ''}</li>`,
  )
  return page(
    texts,
    texts.t('signInService.errorTitle'),
    `<h1>${escapeHtml(heading)}</h1>
${detail ? `<p>${escapeHtml(detail)}</p>\n` : ''}${links.length > 0 ? `<ul>\n${links.join('\n')}\n</ul>` : ''}`,
  )
}
