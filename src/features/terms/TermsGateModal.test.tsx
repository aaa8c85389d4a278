// @vitest-environment jsdom
/**
 * The terms gate's modal: a named dialog with OK and Cancel that neither Escape nor a click
 * outside closes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { TermsGateModal } from './TermsGateModal'

initTestI18n()
afterEach(cleanup)

function renderModal(open: boolean) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  const view = render(
    <ChakraProvider value={system}>
      <TermsGateModal open={open} onConfirm={onConfirm} onCancel={onCancel} />
    </ChakraProvider>,
  )
  return { onConfirm, onCancel, view }
}

describe('TermsGateModal', () => {
  it('is a dialog named by its title, with OK and Cancel', async () => {
    const { onConfirm, onCancel } = renderModal(true)
    const dialog = await screen.findByRole('dialog', { name: 'Updated terms of use' })
    expect(dialog.textContent).toContain('If you cancel, you will be signed out.')

    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('cannot be dismissed with Escape or a click outside', async () => {
    const { onConfirm, onCancel } = renderModal(true)
    const dialog = await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    // The modal makes the page inert (pointer-events: none), so user-event refuses to click it;
    // the outside press is dispatched directly, as the browser would on a click.
    fireEvent.pointerDown(document.body)
    fireEvent.pointerDown(dialog.parentElement ?? document.body)
    fireEvent.click(document.body)
    expect(screen.getByRole('dialog', { name: 'Updated terms of use' })).toBeTruthy()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('renders nothing when closed', () => {
    renderModal(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
