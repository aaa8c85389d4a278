/**
 * The provider's own pages, in the user's language (page-texts.ts). Plain HTML forms, usable
 * with the keyboard and a screen reader, with every text and interpolated value escaped, and
 * the headers that keep them out of other sites' frames and run only their own style and script.
 */
import { createHash } from 'node:crypto'
import { personaTextKey } from '@/domain/users'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import type { Persona } from '../personas'
import type { PageTexts } from './page-texts'

/** The longest username the sign-in forms take: longer is not a form the page sent. */
export const USERNAME_MAX_LENGTH = 256
/** The longest username or e-mail address "Forgot password?" takes (as the API's reset call). */
export const LOGIN_MAX_LENGTH = TEXT_LIMITS.email

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
  h2 { font-size: 1.125rem; margin: 2rem 0 .5rem; }
  ul { list-style: none; padding: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .625rem .75rem; font: inherit;
    border: 1px solid #4a5568; border-radius: 6px; }
  input:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #c53030; }
  .error { padding: .75rem 1rem; border-left: 4px solid #c53030; background: #fff5f5;
    color: #822727; }
  li { margin: 0 0 .5rem; }
  button { width: 100%; text-align: left; padding: .75rem 1rem; font: inherit; cursor: pointer;
    border: 1px solid #2b6cb0; border-radius: 6px; background: #fff; color: #1a365d; }
  button:hover { background: #ebf8ff; }
  button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  button strong { display: block; }
  .primary { margin-top: 1.5rem; text-align: center; background: #2b6cb0; color: #fff; }
  .primary:hover { background: #2c5282; }
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

/** The hidden fields every form of the service posts back (see signInPage's `portal`). */
function hiddenFields(texts: PageTexts, portal: string | null): string {
  return (
    `<input type="hidden" name="ui_locales" value="${escapeHtml(texts.language)}">\n` +
    (portal ? `<input type="hidden" name="portal" value="${escapeHtml(portal)}">\n` : '')
  )
}

export function signInPage({
  action,
  forgot,
  personas,
  texts,
  portal = null,
  username = '',
  error = null,
}: {
  action: string
  /** The address of the "Forgot password?" page of the same sign-in. */
  forgot: string
  personas: readonly Persona[]
  texts: PageTexts
  /**
   * The portal's address the sign-in returns to. Posted back with the page's language, so that
   * a page submitted after its sign-in expired can still say so in that language and link back.
   */
  portal?: string | null
  /** What the password form's username field holds (as typed, after a failed try). */
  username?: string
  /** Why the last try with a password did not sign in. */
  error?: string | null
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
  // A failed try names the fields it concerns, and the cursor goes back to the password: the
  // username is kept as it was typed.
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : ''
  return page(
    texts,
    texts.t('signInService.signInTitle'),
    `<h1>${text('signInService.signInHeading')}</h1>
<p>${text('signInService.signInIntro')}</p>
<form method="post" action="${escapeHtml(action)}">
${hiddenFields(texts, portal)}${error ? `<p id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<label for="username">${text('signInService.username')}</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="${USERNAME_MAX_LENGTH}"${invalid}>
<label for="password">${text('signInService.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
<button type="submit" class="primary">${text('signInService.signIn')}</button>
</form>
<p><a href="${escapeHtml(forgot)}">${text('signInService.forgotLink')}</a></p>
<h2>${text('signInService.personasHeading')}</h2>
<form method="post" action="${escapeHtml(action)}">
${hiddenFields(texts, portal)}<ul aria-label="${text('signInService.personas')}">
${choices}
</ul>
<button type="submit" name="cancel" value="1" class="secondary">${text('signInService.cancel')}</button>
</form>`,
  )
}

/**
 * "Forgot password?": one field, a username or an e-mail address (`sent` false), and then the
 * same answer whether or not an account matched (`sent` true), so that the page tells nobody
 * which accounts exist. Both link back to the sign-in page of the same sign-in.
 */
export function forgotPasswordPage({
  action,
  back,
  texts,
  portal = null,
  sent,
}: {
  action: string
  /** The sign-in page this one was opened from. */
  back: string
  texts: PageTexts
  portal?: string | null
  sent: boolean
}): string {
  const text = (key: string) => escapeHtml(texts.t(key))
  const backLink = `<p><a href="${escapeHtml(back)}">${text('signInService.backToSignIn')}</a></p>`
  return page(
    texts,
    texts.t('signInService.forgotTitle'),
    sent
      ? `<h1>${text('signInService.forgotHeading')}</h1>
<p role="status">${text('signInService.linkSent')}</p>
${backLink}`
      : `<h1>${text('signInService.forgotHeading')}</h1>
<p>${text('signInService.forgotIntro')}</p>
<form method="post" action="${escapeHtml(action)}">
${hiddenFields(texts, portal)}<label for="login">${text('signInService.login')}</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="${LOGIN_MAX_LENGTH}">
<button type="submit" class="primary">${text('signInService.sendLink')}</button>
</form>
${backLink}`,
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
