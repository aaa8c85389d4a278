// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rescueFocus, rescueFocusSoon } from './focus-rescue'

afterEach(() => document.body.replaceChildren())

function setUp() {
  const main = document.createElement('main')
  main.tabIndex = -1
  const button = document.createElement('button')
  const link = document.createElement('a')
  link.href = '/test-records'
  document.body.append(main, button, link)
  return { main, button, link }
}

describe('rescueFocus', () => {
  it('leaves focus where it is when something has it', () => {
    const { button, link } = setUp()
    button.focus()
    rescueFocus(() => link)
    expect(document.activeElement).toBe(button)
  })

  it('gives focus that fell to the body to the fallback', () => {
    const { link } = setUp()
    rescueFocus(() => link)
    expect(document.activeElement).toBe(link)
  })

  it('gives it to the main region without a fallback, or when the fallback is gone', () => {
    const { main } = setUp()
    rescueFocus()
    expect(document.activeElement).toBe(main)
    main.blur()
    rescueFocus(() => null)
    expect(document.activeElement).toBe(main)
  })

  it('soon: waits a few frames for the fallback to be on the page, then takes main', async () => {
    const { main, link } = setUp()
    link.remove()
    rescueFocusSoon(() => (link.isConnected ? link : null), 5)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    document.body.append(link)
    await vi.waitFor(() => expect(document.activeElement).toBe(link))

    link.blur()
    link.remove()
    rescueFocusSoon(() => (link.isConnected ? link : null), 3)
    await vi.waitFor(() => expect(document.activeElement).toBe(main))
  })
})
