// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../../tests/helpers/i18n'
import { DashboardChart, type ChartSpec } from './DashboardChart'

initTestI18n()
afterEach(cleanup)

const sites = {
  sites: [
    { siteId: 1, siteName: 'Videbæk Dairy', testCount: Array.from({ length: 24 }, (_, h) => h) },
    { siteId: 2, siteName: 'Esbjerg Dairy', testCount: Array.from({ length: 24 }, () => 1) },
  ],
  timeOfDay: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
}

const renderChart = (spec: ChartSpec) =>
  render(
    <ChakraProvider value={system}>
      <DashboardChart {...spec} />
    </ChakraProvider>,
  )

describe('DashboardChart', () => {
  it('draws the test results with their date labels', () => {
    renderChart({
      type: 'testResults',
      data: {
        dates: [new Date(2026, 10, 1).toISOString(), new Date(2026, 10, 2).toISOString()],
        type: 'Day',
        negativeCount: [10, 12],
        positiveCount: [1, 0],
      },
      end: new Date(2026, 10, 2, 23, 59).toISOString(),
    })
    const chart = screen.getByRole('img', { name: 'Test results' })
    expect(chart.textContent).toContain('01.11')
    expect(chart.textContent).toContain('02.11')
  })

  it('draws only the chosen sites of a per-site chart', () => {
    renderChart({
      type: 'testsPerSite',
      data: sites,
      siteIds: [2],
      title: 'Per site',
      description: 'd',
    })
    const chart = screen.getByRole('img', { name: 'Per site' })
    expect(chart.textContent).toContain('Esbjerg Dairy')
    expect(chart.textContent).not.toContain('Videbæk Dairy')
  })

  it('draws substances by name', () => {
    renderChart({
      type: 'substances',
      data: {
        substances: ['Penicillin G', 'Tetracycline'],
        negativeCount: [5, 6],
        positiveCount: [1, 0],
      },
    })
    expect(screen.getByRole('img', { name: 'Substances' }).textContent).toContain('Tetracycline')
  })

  it('warns about an unknown chart type and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = renderChart({ type: 'pie', data: sites } as unknown as ChartSpec)
    expect(container.querySelector('svg')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pie'))
    warn.mockRestore()
  })
})
