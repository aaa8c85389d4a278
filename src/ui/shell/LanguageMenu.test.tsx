// @vitest-environment jsdom
/** The language menu lists every language but the current one, each marked with its language. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { PRODUCT_LANGUAGES } from '@/domain/languages'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { LanguageMenu } from './LanguageMenu'

initTestI18n()
afterEach(cleanup)

function renderMenu(current: string, onChoose = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <LanguageMenu languages={PRODUCT_LANGUAGES} current={current} onChoose={onChoose} />
    </ChakraProvider>,
  )
  return onChoose
}

describe('LanguageMenu', () => {
  it('shows the current language and lists the 15 others', async () => {
    const user = userEvent.setup()
    renderMenu('en')
    const trigger = screen.getByRole('button', { name: 'Language: English' })
    await user.click(trigger)
    const items = await screen.findAllByRole('menuitem')
    expect(items).toHaveLength(15)
    expect(items.map((item) => item.textContent)).not.toContain('English')
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(
      PRODUCT_LANGUAGES.filter((language) => language.code !== 'en').map(
        (language) => language.code,
      ),
    )
  })

  it('leaves out whichever language is current', async () => {
    const user = userEvent.setup()
    renderMenu('de')
    await user.click(screen.getByRole('button', { name: 'Language: Deutsch' }))
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(names).toHaveLength(15)
    expect(names).toContain('English')
    expect(names).not.toContain('Deutsch')
  })

  it('reports the chosen language', async () => {
    const user = userEvent.setup()
    const onChoose = renderMenu('en')
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    const suomi = await screen.findByRole('menuitem', { name: 'Suomi' })
    // Press and release as two steps, as a browser does: Zag highlights the item on press and
    // selects it on click, and a single synchronous user.click can outrun React's re-render.
    await user.pointer({ target: suomi, keys: '[MouseLeft>]' })
    await user.pointer({ target: suomi, keys: '[/MouseLeft]' })
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fi')
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    const onChoose = renderMenu('en')
    await user.tab()
    await user.keyboard('{Enter}')
    await screen.findAllByRole('menuitem')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChoose.mock.calls).toEqual([['de']])
  })
})
