// @vitest-environment jsdom
/** The user popover: who is signed in, the terms and password links and signing out. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { UserMenu } from './UserMenu'

initTestI18n()
afterEach(cleanup)

function renderMenu(customerName: string | null, onSignOut = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <UserMenu
          displayName="Jane Doe"
          loginId="jane.doe@example.com"
          customerName={customerName}
          termsHref="/terms"
          passwordHref="/account/password"
          onSignOut={onSignOut}
        />
        <Routes>
          <Route path="/dashboard" element={<p>On the dashboard</p>} />
          <Route path="/terms" element={<p>On the terms</p>} />
          <Route path="/account/password" element={<p>Changing the password</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  )
  return onSignOut
}

describe('UserMenu', () => {
  it('shows the name, login id and customer', async () => {
    const user = userEvent.setup()
    renderMenu('Dairy Co')
    const trigger = screen.getByRole('button', { name: 'Account: Jane Doe' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    const popover = await screen.findByRole('dialog', { name: 'Jane Doe' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const terms = [...popover.querySelectorAll('dt')].map((term) => term.textContent)
    const values = [...popover.querySelectorAll('dd')].map((value) => value.textContent)
    expect(terms).toEqual(['Login ID', 'Customer'])
    expect(values).toEqual(['jane.doe@example.com', 'Dairy Co'])
  })

  it('leaves out the customer of a user above customers', async () => {
    const user = userEvent.setup()
    renderMenu(null)
    await user.click(screen.getByRole('button', { name: 'Account: Jane Doe' }))
    const popover = await screen.findByRole('dialog', { name: 'Jane Doe' })
    expect(within(popover).queryByText('Customer')).toBeNull()
  })

  it('links to the terms and conditions and closes', async () => {
    const user = userEvent.setup()
    renderMenu('Dairy Co')
    await user.click(screen.getByRole('button', { name: 'Account: Jane Doe' }))
    const popover = await screen.findByRole('dialog', { name: 'Jane Doe' })
    const terms = within(popover).getByRole('link', { name: 'Terms and conditions' })
    expect(terms.getAttribute('href')).toBe('/terms')
    await user.click(terms)
    expect(screen.getByText('On the terms'))
    // The popover closes after its exit animation.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('leads to changing the password and closes', async () => {
    const user = userEvent.setup()
    renderMenu('Dairy Co')
    await user.click(screen.getByRole('button', { name: 'Account: Jane Doe' }))
    const popover = await screen.findByRole('dialog', { name: 'Jane Doe' })
    const change = within(popover).getByRole('link', { name: 'Change password' })
    expect(change.getAttribute('href')).toBe('/account/password')
    await user.click(change)
    expect(screen.getByText('Changing the password'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('signs out', async () => {
    const user = userEvent.setup()
    const onSignOut = renderMenu('Dairy Co')
    await user.click(screen.getByRole('button', { name: 'Account: Jane Doe' }))
    const popover = await screen.findByRole('dialog', { name: 'Jane Doe' })
    await user.click(within(popover).getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })
})
