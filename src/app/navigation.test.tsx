// @vitest-environment jsdom
/**
 * Where a tabbed area's navigation entry leads: the first tab the user may read (ADMIN-6.2).
 * A user who may read substances but not test items follows "Test types" to the substances tab,
 * not to the forbidden result; the bare /test-types path goes there too. Rendered with the
 * portal's own routes and shell, signed in, against the fake API.
 */
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ChakraProvider } from '@chakra-ui/react'
import { fromPromise } from 'xstate'
import { configureHttp } from '@/api/http'
import { getCurrentUser } from '@/api/endpoints/current-user'
import type { SessionTokens } from '@/api/session-token'
import type { CurrentUserResponse } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { FIRST_LOGIN_COOKIE } from '@/features/tour/first-login-cookie'
import { sessionMachine } from '@/machines/session.machine'
import { createFakeApiServer, TEST_API_BASE, type FakeApiServer } from '@/mocks/node'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../tests/helpers/i18n'
import { areaById, permittedAreas } from './navigation'
import { appRoutes } from './router'
import { SessionContext } from './session/session-context'

initTestI18n()

let api: FakeApiServer
let me: CurrentUserResponse

beforeAll(async () => {
  api = await createFakeApiServer()
  api.server.listen({ onUnhandledRequest: 'error' })
  // The catalogue viewer may read both tabs on the server; each test narrows what the portal
  // is told, as a user with fewer permissions would be.
  const token = api.tokenFor('catalogue.viewer')
  configureHttp({ baseUrl: TEST_API_BASE, getToken: () => token })
  me = await getCurrentUser()
  // The guided tour has been seen in this browser: it stays out of the way.
  document.cookie = `${FIRST_LOGIN_COOKIE}=false; path=/`
}, 60_000)

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

afterAll(() => {
  api.server.close()
  api.backend.close()
})

const testTypesHref = (permissions: string[]) =>
  permittedAreas(permissions).find((area) => area.id === 'testTypes')?.href

describe('permittedAreas', () => {
  it('leads the test-types entry to the first tab the user may read', () => {
    expect(testTypesHref([P.TEST_ITEMS_READ, P.SUBSTANCES_READ])).toBe('/test-types/test-items')
    expect(testTypesHref([P.TEST_ITEMS_READ])).toBe('/test-types/test-items')
    expect(testTypesHref([P.SUBSTANCES_READ])).toBe('/test-types/substances')
    expect(testTypesHref([P.DASHBOARD])).toBeUndefined()
  })

  it('leads the accounts entry to the roles when the user may not read sites', () => {
    const accountsHref = (permissions: string[]) =>
      permittedAreas(permissions).find((area) => area.id === 'accounts')?.href
    expect(accountsHref([P.ACCOUNTS_CUSTOMER_READ])).toBe('/accounts/sites')
    expect(accountsHref([P.ACCOUNTS_SITE_READ])).toBe('/accounts/roles')
  })

  it('leaves the table of areas as it is', () => {
    permittedAreas([P.SUBSTANCES_READ])
    expect(areaById('testTypes').href).toBe('/test-types/test-items')
  })
})

function SignedIn({ children }: { children: ReactNode }) {
  const ready = SessionContext.useSelector((snapshot) => snapshot.hasTag('authenticated'))
  return ready ? <>{children}</> : null
}

/** The portal's routes in its shell, signed in as the catalogue viewer with `permissions`. */
function renderPortal(path: string, permissions: string[]) {
  const session = sessionMachine.provide({
    actors: {
      resumeSession: fromPromise<SessionTokens | null>(async () => ({
        accessToken: 'token',
        idToken: null,
      })),
      loadCurrentUser: fromPromise<CurrentUserResponse>(async () => ({ ...me, permissions })),
      signOut: fromPromise<void, { everywhere: boolean }>(async () => undefined),
    },
  })
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] })
  render(
    <ChakraProvider value={system}>
      <SessionContext.Provider logic={session}>
        <SignedIn>
          <RouterProvider router={router} />
        </SignedIn>
      </SessionContext.Provider>
    </ChakraProvider>,
  )
  return router
}

const SUBSTANCES_ONLY = [P.SUBSTANCES_READ]

async function expectSubstancesTab(router: ReturnType<typeof createMemoryRouter>) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/test-types/substances'))
  const tabs = await screen.findByRole('tablist', { name: 'Test catalogue' }, { timeout: 8000 })
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Substances'])
  expect(within(tabs).getByRole('tab', { name: 'Substances' }).getAttribute('aria-selected')).toBe(
    'true',
  )
  expect(await screen.findByRole('heading', { name: 'Substances' })).toBeTruthy()
  expect(screen.queryByText('Access denied')).toBeNull()
}

describe('the "Test types" navigation entry', () => {
  it('takes a user who may read only substances to the substances tab', async () => {
    const user = userEvent.setup()
    const router = renderPortal('/nowhere', SUBSTANCES_ONLY)
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 8000 },
    )
    const entry = within(nav).getByRole('link', { name: 'Test types' })
    expect(entry.getAttribute('href')).toBe('/test-types/substances')
    await user.click(entry)
    await expectSubstancesTab(router)
  }, 30_000)

  it('sends the bare /test-types path to the substances tab for that user', async () => {
    const router = renderPortal('/test-types', SUBSTANCES_ONLY)
    await expectSubstancesTab(router)
  }, 30_000)

  it('still takes a user who may read test items to the test-items tab', async () => {
    const router = renderPortal('/test-types', [P.TEST_ITEMS_READ, P.SUBSTANCES_READ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-types/test-items'))
    const tabs = await screen.findByRole('tablist', { name: 'Test catalogue' }, { timeout: 8000 })
    expect(
      within(tabs).getByRole('tab', { name: 'Test items' }).getAttribute('aria-selected'),
    ).toBe('true')
  }, 30_000)
})
