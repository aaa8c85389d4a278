// @vitest-environment jsdom
/**
 * The terms screen against the fake API: the oldest version's script and onerror payloads are
 * gone from the page, new.operator accepts the latest version (the button turns into the
 * disabled already-accepted text and the server stores the acceptance), and an administrator
 * with terms:write sees no accept button.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { MemoryRouter } from 'react-router-dom'
import { configureHttp } from '@/api/http'
import { getCurrentUser } from '@/api/endpoints/current-user'
import type { User } from '@/api/types'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { TermsPage } from './TermsPage'

initTestI18n()

let api: FakeApiServer
let token: string | null = null

beforeAll(async () => {
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => token })
}, 60_000)

afterEach(cleanup)

afterAll(() => {
  api.server.close()
  api.backend.close()
})

async function signInAs(username: string) {
  token = api.tokenFor(username)
  return getCurrentUser()
}

function renderPage(user: User, permissions: string[], itemId: number | null) {
  const onUserChanged = vi.fn()
  const onAccepted = vi.fn()
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <TermsPage
          user={user}
          permissions={permissions}
          itemId={itemId}
          onUserChanged={onUserChanged}
          onAccepted={onAccepted}
          latestPath="/terms"
        />
      </MemoryRouter>
    </ChakraProvider>,
  )
  return { onUserChanged, onAccepted }
}

const latestTermsId = () => Math.max(...api.backend.db.terms.all().map((terms) => terms.id))

describe('TermsPage', () => {
  it('shows the oldest version without its script and onerror payloads', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { currentUser, permissions } = await signInAs('operator')
    renderPage(currentUser, permissions, 1)

    expect(await screen.findByRole('heading', { level: 2, name: '1. Use of the Service' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeTruthy()
    // ADMIN-9.10: dates with their time, DD.MM.YYYY HH:mm.
    expect(screen.getByText(/^Version 1, published \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeTruthy()
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(document.body.innerHTML).not.toContain('alert(')
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    )
    expect(alert).not.toHaveBeenCalled()
  })

  it('new.operator accepts the latest terms: disabled already-accepted button, saved on the server', async () => {
    const { currentUser, permissions } = await signInAs('new.operator')
    const latest = latestTermsId()
    expect(currentUser.acceptedTerms.map((entry) => entry.termsId)).not.toContain(latest)
    const { onUserChanged, onAccepted } = renderPage(currentUser, permissions, null)

    const accept = await screen.findByRole('button', { name: 'Accept' })
    expect(screen.getByText(new RegExp(`^Version ${latest},`))).toBeTruthy()
    await userEvent.click(accept)

    const done = await screen.findByRole('button', { name: 'You have accepted these terms' })
    expect((done as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()

    const stored = api.backend.db.users.get(currentUser.id)
    expect(stored?.acceptedTerms).toContainEqual({ userId: currentUser.id, termsId: latest })
    expect(onAccepted).toHaveBeenCalledWith(latest)
    expect(onUserChanged).toHaveBeenCalledTimes(1)
    const saved = onUserChanged.mock.calls[0]?.[0] as User
    expect(saved.acceptedTerms).toContainEqual({ userId: currentUser.id, termsId: latest })
    // What the user had accepted before is kept.
    for (const entry of currentUser.acceptedTerms) expect(saved.acceptedTerms).toContainEqual(entry)
  })

  it('shows an already accepted version with the disabled accepted text', async () => {
    const { currentUser, permissions } = await signInAs('operator')
    const accepted = currentUser.acceptedTerms[0]?.termsId
    expect(accepted).toBeDefined()
    renderPage(currentUser, permissions, accepted ?? null)
    const done = await screen.findByRole('button', { name: 'You have accepted these terms' })
    expect((done as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows no accept button to a terms:write holder', async () => {
    const { currentUser, permissions } = await signInAs('admin')
    expect(permissions).toContain('terms:write')
    renderPage(currentUser, permissions, null)
    await screen.findByText(/^Version \d+, published/)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('a version that does not exist says so and offers the latest, with nothing to retry', async () => {
    const { currentUser, permissions } = await signInAs('operator')
    renderPage(currentUser, permissions, 999_999)
    expect(await screen.findByText('This version of the terms of use does not exist.')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Show the latest terms of use' }).getAttribute('href'),
    ).toBe('/terms')
    expect(screen.queryByText('The terms of use could not be loaded.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('a failed load shows the error with a retry', async () => {
    const { currentUser, permissions } = await signInAs('operator')
    api.controls.addFault({ kind: 'server-error', path: '/v2/Terms/*' })
    try {
      renderPage(currentUser, permissions, 1)
      expect(await screen.findByText('The terms of use could not be loaded.')).toBeTruthy()
      api.controls.clearFaults()
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText(/^Version 1, published/)).toBeTruthy()
    } finally {
      api.controls.clearFaults()
    }
  })
})
