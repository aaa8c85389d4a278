// @vitest-environment jsdom
/**
 * The shell's landmarks: a named navigation, a banner holding the page title as the only h1, and
 * the page inside main, which a skip link reaches.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { MemoryRouter } from 'react-router-dom'
import { LayoutDashboard, Users } from 'lucide-react'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { AppShell } from './AppShell'

initTestI18n()
afterEach(cleanup)

describe('AppShell', () => {
  it('lays out the navigation, the header and the page in their landmarks', () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <AppShell
            navSections={[
              {
                id: 'results',
                label: 'Results',
                items: [
                  {
                    id: 'dashboard',
                    href: '/dashboard',
                    label: 'Dashboard',
                    icon: LayoutDashboard,
                  },
                ],
              },
              {
                id: 'administration',
                label: 'Administration',
                items: [{ id: 'users', href: '/users', label: 'App users', icon: Users }],
              },
            ]}
            selectedItemId="users"
            pageTitle="App users"
            version="1.8.6"
            headerActions={<button type="button">Header action</button>}
          >
            <p>The page</p>
          </AppShell>
        </MemoryRouter>
      </ChakraProvider>,
    )
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(
      within(navigation).getByRole('link', { name: 'App users' }).getAttribute('aria-current'),
    ).toBe('page')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('App users')
    expect(within(banner).getByRole('button', { name: 'Header action' }))
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const main = screen.getByRole('main')
    expect(within(main).getByText('The page'))
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip.getAttribute('href')).toBe(`#${main.id}`)
  })
})
