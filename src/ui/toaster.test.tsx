// @vitest-environment jsdom
/** Notifications as a user meets them: a success note, and an error that stays until closed. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { initTestI18n } from '../../tests/helpers/i18n'
import { system } from './theme'
import { AppToaster, notify, toaster } from './toaster'

beforeAll(() => {
  initTestI18n()
})
afterEach(() => {
  toaster.remove()
  cleanup()
})

function renderToaster() {
  render(
    <ChakraProvider value={system}>
      <AppToaster />
    </ChakraProvider>,
  )
}

describe('notifications', () => {
  it('shows a success note with its title and description', async () => {
    renderToaster()
    act(() => {
      notify.success('Test type saved', 'BL-Tetra Strip 2 is ready to use.')
    })
    const note = (await screen.findByText('Test type saved')).closest('[data-part="root"]')
    // Within the note: a loaded CI run once found the description's text twice in the page.
    expect(note?.textContent).toContain('BL-Tetra Strip 2 is ready to use.')
  })

  it('keeps an error until the user closes it', async () => {
    renderToaster()
    act(() => {
      notify.error('The substance could not be deleted')
    })
    expect(await screen.findByText('The substance could not be deleted')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    // The note closes at once and then leaves with its exit animation, whose end a loaded
    // machine may be slow to reach: closed (leaving) or gone both mean the user closed it.
    await waitFor(() => {
      const note = screen
        .queryByText('The substance could not be deleted')
        ?.closest('[data-scope="toast"][data-part="root"]')
      expect(note?.getAttribute('data-state') ?? 'closed').toBe('closed')
    })
  })
})
