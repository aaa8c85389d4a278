// @vitest-environment jsdom
/**
 * The modal-route shell as a user meets it: closing a pristine form returns to the list; closing
 * a touched one asks first, whether by the close button or by browser back; a save closes
 * without asking; leaving the page with touched fields gets the browser's warning.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { ModalRoute } from './ModalRoute'

beforeAll(() => {
  initTestI18n()
})
afterEach(cleanup)

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/items', element: <h1>Item list</h1> },
      {
        path: '/items/create',
        element: (
          <ModalRoute title="New item" listPath="/items">
            {({ markDirty, markSaved }) => (
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  markSaved()
                }}
              >
                <label>
                  Name
                  <input onChange={(event) => markDirty(event.currentTarget.value !== '')} />
                </label>
                <button type="submit">Save</button>
              </form>
            )}
          </ModalRoute>
        ),
      },
    ],
    { initialEntries: ['/items', path], initialIndex: 1 },
  )
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  return router
}

describe('a modal route', () => {
  it('closes a pristine form straight back to the list', async () => {
    const router = renderAt('/items/create')
    expect(await screen.findByRole('dialog', { name: 'New item' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'))
  })

  it('asks before closing a touched form, and keeps what was typed when the user stays', async () => {
    const router = renderAt('/items/create')
    await userEvent.type(await screen.findByLabelText('Name'), 'Penicillin')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(
      await screen.findByText('You have unsaved changes. If you leave now, they will be lost.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(router.state.location.pathname).toBe('/items/create')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Penicillin')

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'))
  })

  it('holds back browser back on a touched form until the user answers', async () => {
    const router = renderAt('/items/create')
    await userEvent.type(await screen.findByLabelText('Name'), 'x')
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('button', { name: 'Discard changes' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/items/create')
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(router.state.location.pathname).toBe('/items/create')

    await act(() => router.navigate(-1))
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'))
  })

  it('closes without asking after a save', async () => {
    const router = renderAt('/items/create')
    await userEvent.type(await screen.findByLabelText('Name'), 'Amoxicillin')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'))
  })

  it('warns before the page is left while the form is touched', async () => {
    renderAt('/items/create')
    const before = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(before)
    expect(before.defaultPrevented).toBe(false)
    await userEvent.type(await screen.findByLabelText('Name'), 'x')
    const after = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(true)
  })
})
