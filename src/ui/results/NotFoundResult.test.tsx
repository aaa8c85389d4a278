// @vitest-environment jsdom
/** The not-found result: question-mark icon, title, text and an optional way back. */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { MemoryRouter } from 'react-router-dom'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { NotFoundResult } from './NotFoundResult'

const i18n = initTestI18n()
afterEach(cleanup)

function renderResult(homeHref?: string) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <NotFoundResult homeHref={homeHref} />
      </MemoryRouter>
    </ChakraProvider>,
  )
}

describe('NotFoundResult', () => {
  it('shows the icon, title and text', () => {
    const { container } = renderResult()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      i18n.t('clientErrors.notFoundTitle'),
    )
    expect(screen.getByText(i18n.t('clientErrors.notFound')))
    expect(container.querySelector('svg.lucide-circle-question-mark')).not.toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('links back home when given where home is', () => {
    renderResult('/dashboard')
    expect(
      screen.getByRole('link', { name: i18n.t('clientErrors.backHome') }).getAttribute('href'),
    ).toBe('/dashboard')
  })
})
