/**
 * The provider's own pages: a developer tool's, in English only (the portal's translations do
 * not reach them, as a company's sign-in service has its own). Plain HTML forms, usable with the
 * keyboard and a screen reader, with every interpolated value escaped.
 */
import type { Persona } from '../personas'

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

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
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
}: {
  action: string
  personas: readonly Persona[]
}): string {
  const choices = personas
    .map(
      (persona) =>
        `<li><button type="submit" name="username" value="${escapeHtml(persona.username)}">` +
        `<strong>${escapeHtml(persona.username)}</strong> ${escapeHtml(persona.description)}` +
        `</button></li>`,
    )
    .join('\n')
  return page(
    'Sign in — fake sign-in service',
    `<h1>Sign in to the milk-safety portal</h1>
<p>This is the fake API's sign-in service. Choose who to sign in as.</p>
<form method="post" action="${escapeHtml(action)}">
<ul aria-label="Personas">
${choices}
</ul>
<button type="submit" name="cancel" value="1" class="secondary">Cancel sign-in</button>
</form>`,
  )
}

/**
 * The sign-out page. With the provider's confirmation form (`form`), it submits the form at once
 * (the portal already asked the user), keeping a button for a browser without scripts; without
 * it, it says the user is signed out.
 */
export function signOutPage(form: string | null): string {
  if (form === null) {
    return page(
      'Signed out — fake sign-in service',
      '<h1>You are signed out</h1><p>You can close this window.</p>',
    )
  }
  return page(
    'Signing out — fake sign-in service',
    `<h1>Signing out…</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>
  const logoutForm = document.getElementById('op.logoutForm')
  logoutForm.insertAdjacentHTML('beforeend', '<input type="hidden" name="logout" value="yes">')
  logoutForm.submit()
</script>`,
  )
}
