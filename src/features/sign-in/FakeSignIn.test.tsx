// @vitest-environment jsdom
/** Fake mode's sign-in: a button per persona once they load; a failed load says why. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { listFakePersonas } from '@/api/endpoints/fake-auth'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '@/ui/theme'
import { FakeSignIn } from './FakeSignIn'

vi.mock('@/api/endpoints/fake-auth', () => ({ listFakePersonas: vi.fn() }))

initTestI18n()
afterEach(cleanup)

function renderSignIn(onSignIn = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <FakeSignIn problem={null} forgotHref="/forgot-password" busy={false} onSignIn={onSignIn} />
    </ChakraProvider>,
  )
  return onSignIn
}

describe('FakeSignIn', () => {
  it('offers each persona and signs in as the one chosen', async () => {
    vi.mocked(listFakePersonas).mockResolvedValue([
      { username: 'customer.admin', description: 'Customer admin' },
      { username: 'operator', description: 'Operator' },
    ] as never)
    const onSignIn = renderSignIn()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as operator' }))
    expect(onSignIn).toHaveBeenCalledWith('operator')
    expect(screen.getByRole('button', { name: 'Sign in as customer.admin' })).toBeTruthy()
  })

  it('says why when the personas cannot be loaded', async () => {
    vi.mocked(listFakePersonas).mockRejectedValue(new Error('The fake API is down'))
    renderSignIn()
    expect(await screen.findByText(/The fake API is down/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Sign in as/ })).toBeNull()
  })
})
