// @vitest-environment jsdom
/**
 * The side navigation: two sections with a divider, the selected item marked as the current
 * page, a collapse trigger that says what it does and shows the version, and the automatic
 * collapse below the desktop width (1200 px) that the user may still override.
 */
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { MemoryRouter } from 'react-router-dom'
import { Building2, FlaskConical, LayoutDashboard, MessageSquare } from 'lucide-react'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { system } from '../theme'
import { NAV_AUTO_COLLAPSE_QUERY, SideNav, type NavSection } from './SideNav'

initTestI18n()

/** A stand-in for the browser's media queries, with the viewport narrow or wide at will. */
function fakeViewport(initiallyNarrow: boolean) {
  let narrow = initiallyNarrow
  const listeners = new Set<() => void>()
  const original = window.matchMedia
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === NAV_AUTO_COLLAPSE_QUERY && narrow
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList
  return {
    resize(toNarrow: boolean) {
      narrow = toNarrow
      act(() => listeners.forEach((listener) => listener()))
    },
    restore() {
      window.matchMedia = original
    },
  }
}

let viewport: ReturnType<typeof fakeViewport>
beforeEach(() => {
  viewport = fakeViewport(false)
})
afterEach(() => {
  cleanup()
  viewport.restore()
})

const SECTIONS: NavSection[] = [
  {
    id: 'results',
    label: 'Results',
    items: [
      { id: 'dashboard', href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { id: 'testRecords', href: '/test-records', label: 'Test records', icon: FlaskConical },
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    items: [
      { id: 'accounts', href: '/accounts', label: 'Accounts', icon: Building2 },
      {
        id: 'feedback',
        href: '/feedback',
        label: 'Feedback',
        icon: MessageSquare,
        dataTour: 'feedback',
      },
    ],
  },
]

function renderUi(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  )
}

function nav() {
  return screen.getByRole('navigation', { name: 'Main navigation' })
}

describe('SideNav', () => {
  it('shows the logo, two labelled sections separated by one divider, and the items', () => {
    renderUi(<SideNav sections={SECTIONS} selectedItemId="dashboard" version="1.8.6" />)
    expect(within(nav()).getByRole('img', { name: 'MilkGuard, part of the Nordlys Group' }))
    const results = within(nav()).getByRole('group', { name: 'Results' })
    const administration = within(nav()).getByRole('group', { name: 'Administration' })
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Test records'])
    expect(within(administration).getAllByRole('link')).toHaveLength(2)
    expect(within(nav()).getAllByRole('separator')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Test records' }).getAttribute('href')).toBe(
      '/test-records',
    )
    expect(screen.getByRole('link', { name: 'Feedback' }).getAttribute('data-tour')).toBe(
      'feedback',
    )
  })

  it('marks only the selected item as the current page', () => {
    renderUi(<SideNav sections={SECTIONS} selectedItemId="accounts" version="1.8.6" />)
    expect(screen.getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('page')
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current).toHaveLength(1)
  })

  it('marks nothing when no item is selected', () => {
    renderUi(<SideNav sections={SECTIONS} selectedItemId={null} version="1.8.6" />)
    expect(nav().querySelector('[aria-current]')).toBeNull()
  })

  it('collapses and expands with the trigger, which shows the version', async () => {
    const user = userEvent.setup()
    renderUi(<SideNav sections={SECTIONS} selectedItemId="dashboard" version="1.8.6" />)
    expect(nav().getAttribute('data-state')).toBe('expanded')
    const collapse = screen.getByRole('button', { name: 'Collapse navigation, Version 1.8.6' })
    expect(collapse.getAttribute('aria-expanded')).toBe('true')
    expect(collapse.textContent).toBe('Version 1.8.6')
    expect(within(nav()).getByText('part of the Nordlys Group'))

    await user.click(collapse)

    expect(nav().getAttribute('data-state')).toBe('collapsed')
    const expand = screen.getByRole('button', { name: 'Expand navigation, 1.8.6' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    expect(expand.textContent).toBe('1.8.6')
    // Icons only, but every item and section keeps its name; the logo is the mark alone.
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav()).getByRole('group', { name: 'Administration' }))
    expect(within(nav()).getByRole('img', { name: 'MilkGuard, part of the Nordlys Group' }))
    expect(within(nav()).queryByText('part of the Nordlys Group')).toBeNull()

    await user.click(expand)
    expect(nav().getAttribute('data-state')).toBe('expanded')
  })

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup()
    renderUi(<SideNav sections={SECTIONS} selectedItemId="dashboard" version="1.8.6" />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dashboard' }))
    for (let i = 0; i < 4; i += 1) await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Collapse navigation/ }))
    await user.keyboard('{Enter}')
    expect(nav().getAttribute('data-state')).toBe('collapsed')
  })

  it('starts collapsed below 1200 px and follows the viewport across the breakpoint', async () => {
    viewport.restore()
    viewport = fakeViewport(true)
    const user = userEvent.setup()
    renderUi(<SideNav sections={SECTIONS} selectedItemId="dashboard" version="1.8.6" />)
    expect(nav().getAttribute('data-state')).toBe('collapsed')

    viewport.resize(false)
    expect(nav().getAttribute('data-state')).toBe('expanded')

    viewport.resize(true)
    expect(nav().getAttribute('data-state')).toBe('collapsed')

    // The user may still open it; on a narrow screen it floats and Escape closes it.
    await user.click(screen.getByRole('button', { name: /Expand navigation/ }))
    expect(nav().getAttribute('data-state')).toBe('expanded')
    await user.keyboard('{Escape}')
    expect(nav().getAttribute('data-state')).toBe('collapsed')

    // Following a link from the floating navigation closes it too.
    await user.click(screen.getByRole('button', { name: /Expand navigation/ }))
    await user.click(screen.getByRole('link', { name: 'Accounts' }))
    expect(nav().getAttribute('data-state')).toBe('collapsed')
  })

  it('keeps the user choice until the viewport crosses the breakpoint', async () => {
    const user = userEvent.setup()
    renderUi(<SideNav sections={SECTIONS} selectedItemId="dashboard" version="1.8.6" />)
    await user.click(screen.getByRole('button', { name: /Collapse navigation/ }))
    expect(nav().getAttribute('data-state')).toBe('collapsed')
    viewport.resize(true)
    expect(nav().getAttribute('data-state')).toBe('collapsed')
    viewport.resize(false)
    expect(nav().getAttribute('data-state')).toBe('expanded')
  })

  it('forgets a choice made on a narrow screen once the screen is wide again', async () => {
    viewport.restore()
    viewport = fakeViewport(true)
    const user = userEvent.setup()
    renderUi(<SideNav sections={SECTIONS} selectedItemId="dashboard" version="1.8.6" />)
    await user.click(screen.getByRole('button', { name: /Expand navigation/ }))
    expect(nav().getAttribute('data-state')).toBe('expanded')

    viewport.resize(false)
    expect(nav().getAttribute('data-state')).toBe('expanded')
    // Escape closes only the floating navigation, not the desktop one.
    await user.click(screen.getByRole('link', { name: 'Accounts' }))
    await user.keyboard('{Escape}')
    expect(nav().getAttribute('data-state')).toBe('expanded')

    viewport.resize(true)
    expect(nav().getAttribute('data-state')).toBe('collapsed')
  })

  it('can be controlled', async () => {
    const user = userEvent.setup()
    const onCollapsedChange = vi.fn()
    const { rerender } = renderUi(
      <SideNav
        sections={SECTIONS}
        selectedItemId="dashboard"
        version="1.8.6"
        collapsed
        onCollapsedChange={onCollapsedChange}
      />,
    )
    expect(nav().getAttribute('data-state')).toBe('collapsed')
    await user.click(screen.getByRole('button', { name: /Expand navigation/ }))
    expect(onCollapsedChange).toHaveBeenCalledWith(false)
    expect(nav().getAttribute('data-state')).toBe('collapsed')
    rerender(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <SideNav
            sections={SECTIONS}
            selectedItemId="dashboard"
            version="1.8.6"
            collapsed={false}
            onCollapsedChange={onCollapsedChange}
          />
        </MemoryRouter>
      </ChakraProvider>,
    )
    expect(nav().getAttribute('data-state')).toBe('expanded')
  })

  it('links the logo home when given a home address', () => {
    renderUi(
      <SideNav sections={SECTIONS} selectedItemId={null} version="1.8.6" homeHref="/dashboard" />,
    )
    const home = screen.getByRole('link', { name: 'MilkGuard, part of the Nordlys Group' })
    expect(home.getAttribute('href')).toBe('/dashboard')
  })
})
