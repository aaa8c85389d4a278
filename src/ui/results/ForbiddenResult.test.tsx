// @vitest-environment jsdom
/** The forbidden result: lock icon, title, the server's message or the default text, sign out. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { ForbiddenResult } from './ForbiddenResult'

const i18n = initTestI18n()
afterEach(cleanup)

function renderResult(message: string | null, headingLevel?: 'h1' | 'h2') {
  const onSignOut = vi.fn()
  const { container } = render(
    <ChakraProvider value={system}>
      <ForbiddenResult message={message} onSignOut={onSignOut} headingLevel={headingLevel} />
    </ChakraProvider>,
  )
  return { onSignOut, container }
}

describe('ForbiddenResult', () => {
  it('shows the default text without a server message', () => {
    const { container } = renderResult(null)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      i18n.t('clientErrors.forbiddenTitle'),
    )
    expect(screen.getByText(i18n.t('clientErrors.forbidden')))
    expect(container.querySelector('svg.lucide-lock')?.getAttribute('aria-hidden')).toBe('true')
  })

  it("shows the server's message in place of the default text", () => {
    renderResult('Your account has been disabled.')
    expect(screen.getByText('Your account has been disabled.'))
    expect(screen.queryByText(i18n.t('clientErrors.forbidden'))).toBeNull()
  })

  it('signs out', async () => {
    const user = userEvent.setup()
    const { onSignOut } = renderResult(null)
    await user.click(screen.getByRole('button', { name: i18n.t('clientErrors.signOut') }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })

  it('can stand alone as the page heading', () => {
    renderResult(null, 'h1')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      i18n.t('clientErrors.forbiddenTitle'),
    )
  })
})
