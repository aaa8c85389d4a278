/**
 * The provider's own pages, in the user's language (page-texts.ts). Plain HTML forms, usable
 * with the keyboard and a screen reader, with every text and interpolated value escaped.
 */
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
`

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
}: {
  action: string
  personas: readonly Persona[]
  texts: PageTexts
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
<ul aria-label="${text('signInService.personas')}">
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
<script>
  const logoutForm = document.getElementById('op.logoutForm')
  logoutForm.insertAdjacentHTML('beforeend', '<input type="hidden" name="logout" value="yes">')
  logoutForm.submit()
</script>`,
  )
}
