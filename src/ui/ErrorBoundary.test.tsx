// @vitest-environment jsdom
/**
 * The error boundary shows a closable alert with the error's message in place of what failed to
 * render, and renders it again when the alert is closed or a reset key changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { initTestI18n } from '../../tests/helpers/i18n'
import { system } from './theme'
import { ErrorBoundary } from './ErrorBoundary'

const i18n = initTestI18n()
afterEach(cleanup)
beforeEach(() => {
  // React reports every caught render error on the console; these are expected.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

let broken = true
function Fragile() {
  if (broken) throw new Error('The chart could not be drawn.')
  return <p>The chart</p>
}

function renderBoundary(resetKey: string, onError?: () => void) {
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary resetKeys={[resetKey]} onError={onError}>
        <Fragile />
      </ErrorBoundary>
    </ChakraProvider>
  )
}

describe('ErrorBoundary', () => {
  it('shows the error in an alert and recovers when the alert is closed', async () => {
    broken = true
    const user = userEvent.setup()
    const onError = vi.fn()
    render(renderBoundary('/dashboard', onError))
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText(i18n.t('errors.errorInfo')))
    expect(within(alert).getByText('The chart could not be drawn.'))
    expect(onError).toHaveBeenCalledOnce()

    broken = false
    await user.click(within(alert).getByRole('button', { name: i18n.t('errors.close') }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('The chart'))
  })

  it('shows the alert again if rendering still fails', async () => {
    broken = true
    const user = userEvent.setup()
    render(renderBoundary('/dashboard'))
    await user.click(screen.getByRole('button', { name: i18n.t('errors.close') }))
    expect(within(screen.getByRole('alert')).getByText('The chart could not be drawn.'))
  })

  it('recovers when a reset key changes, e.g. after navigating', () => {
    broken = true
    const { rerender } = render(renderBoundary('/dashboard'))
    expect(screen.getByRole('alert'))
    broken = false
    rerender(renderBoundary('/test-records'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('The chart'))
  })

  it('renders a given fallback instead of the alert, and its siblings go on', () => {
    broken = true
    render(
      <ChakraProvider value={system}>
        <p>The portal</p>
        <ErrorBoundary fallback={(error) => <p role="status">Panel failed: {error.message}</p>}>
          <Fragile />
        </ErrorBoundary>
      </ChakraProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe(
      'Panel failed: The chart could not be drawn.',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('The portal'))
  })
})
