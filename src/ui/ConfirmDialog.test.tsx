// @vitest-environment jsdom
/** Confirming a destructive action: the question, and the answer reported. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { initTestI18n } from '../../tests/helpers/i18n'
import { ConfirmDialog } from './ConfirmDialog'
import { system } from './theme'

initTestI18n()
afterEach(cleanup)

function renderDialog(busy = false) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(
    <ChakraProvider value={system}>
      <ConfirmDialog
        open
        title="Delete the view?"
        description="The view “Mine” will be removed."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
        busy={busy}
      />
    </ChakraProvider>,
  )
  return { onConfirm, onCancel }
}

describe('ConfirmDialog', () => {
  // Where focus starts is checked in the browser (jsdom does not run the focus trap's frames).
  it('asks with an alert dialog', async () => {
    renderDialog()
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the view?' })
    expect(dialog.textContent).toContain('The view “Mine” will be removed.')
  })

  it('reports the answer', async () => {
    const user = userEvent.setup()
    const { onConfirm, onCancel } = renderDialog()
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('cannot be cancelled while the work is under way', async () => {
    renderDialog(true)
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true)
  })
})
