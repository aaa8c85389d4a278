// @vitest-environment jsdom
/** The session's loading spinner announces itself as a status with a translated label. */
import { afterEach, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { initTestI18n } from '../../tests/helpers/i18n'
import { system } from './theme'
import { FullScreenSpinner } from './FullScreenSpinner'

const i18n = initTestI18n()
afterEach(cleanup)

it('is a polite status labelled as loading', () => {
  render(
    <ChakraProvider value={system}>
      <FullScreenSpinner />
    </ChakraProvider>,
  )
  const status = screen.getByRole('status')
  expect(status.getAttribute('aria-live')).toBe('polite')
  expect(status.textContent).toBe(i18n.t('shell.loading'))
})
