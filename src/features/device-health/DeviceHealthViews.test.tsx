// @vitest-environment jsdom
/**
 * The device-health views as a user meets them: the status icons' three shapes and names, the
 * details' formatting (2-decimal ratio, grouped intensity, °C to 1 decimal, empty 1900 dates)
 * and the timeline's 24 points.
 */
import i18next from 'i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { DeviceVerification, PreviousVerification } from '@/api/types'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { HistoryTimeline } from './HistoryTimeline'
import { StatusIcon } from './StatusIcon'
import { VerificationDetails } from './VerificationDetails'

initTestI18n()
afterEach(cleanup)
beforeAll(() => {
  process.env.TZ = 'UTC'
})

const show = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>)

const VERIFICATION: DeviceVerification = {
  id: 7,
  site: { id: 1, name: 'Videbæk Dairy' },
  readerSerialNumber: 'DR-200001',
  readerType: 'DesktopReader',
  lastVerificationDate: '1900-01-01T00:00:00.000Z',
  softwareVersion: '2.7.1',
  latestUser: 'site.admin',
  testsInLifetime: 12345,
  testsSinceLastVerification: 17,
  daysSinceLastVerification: 4,
  additionalComments: '',
  temperature: { actual: 40.04, expected: 40, passed: true },
  substances: [
    {
      ratioMeasured: 1.0234,
      ratioMeasuredPassed: true,
      lineIntensity: 512345,
      lineIntensityPassed: true,
    },
    {
      ratioMeasured: 0.87,
      ratioMeasuredPassed: false,
      lineIntensity: 0,
      lineIntensityPassed: null,
    },
  ],
  previousVerifications: [],
}

/** The check's name as the screen passes it, translated (deviceHealth.columns.temperature). */
const TEMPERATURE = i18next.t('deviceHealth.columns.temperature')
/** A detail's label as the screen shows it. */
const detail = (key: string) => i18next.t(`deviceHealth.details.${key}`)
/** A status icon's accessible name: "{check}: passed", "…: failed" or "…: no value". */
const outcomeName = (check: string, outcome: 'passed' | 'failed' | 'none') =>
  i18next.t(`deviceHealth.checkOutcome.${outcome}`, { check })

describe('StatusIcon', () => {
  it('names each state and draws it with its own shape', () => {
    show(
      <>
        <StatusIcon outcome="passed" check={TEMPERATURE} />
        <StatusIcon outcome="failed" check={TEMPERATURE} />
        <StatusIcon outcome="none" check={TEMPERATURE} />
      </>,
    )
    const shapes = (['passed', 'failed', 'none'] as const).map((outcome) => {
      const icon = screen.getByRole('img', { name: outcomeName(TEMPERATURE, outcome) })
      return icon.querySelector('svg')?.getAttribute('class')
    })
    expect(new Set(shapes).size).toBe(3)
  })

  it('writes the state beside the icon when asked', () => {
    show(<StatusIcon outcome="failed" check={TEMPERATURE} showText />)
    expect(screen.getByText('Failed')).toBeTruthy()
  })
})

describe('VerificationDetails', () => {
  it('formats the measurements and marks each', () => {
    show(<VerificationDetails verification={VERIFICATION} />)
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    // A 1900 date is empty (the facts show a dash).
    expect(fact(detail('lastVerificationDate'))).toBe('—')
    expect(fact(detail('testsInLifetime'))).toBe('12,345')
    expect(fact(detail('actual'))).toBe('40.0 °C')
    expect(fact(detail('expected'))).toBe('40.0 °C')
    const lines = screen.getByRole('table', { name: detail('lines') })
    const [first, second] = within(lines).getAllByRole('row').slice(1)
    expect(first?.textContent).toContain('1.02')
    expect(first?.textContent).toContain('512,345')
    within(first!).getByRole('img', { name: outcomeName(detail('ratioMeasured'), 'passed') })
    within(second!).getByRole('img', { name: outcomeName(detail('ratioMeasured'), 'failed') })
    // Not measured: no number, and the no-value mark.
    within(second!).getByRole('img', { name: outcomeName(detail('lineIntensity'), 'none') })
    expect(second?.textContent).not.toContain('0.00')
    expect(
      screen.getByText(/ratio measured 0\.90 to 1\.10, line intensity at least 500,000/),
    ).toBeTruthy()
  })
})

describe('HistoryTimeline', () => {
  it('draws the last 24 verifications, a point per check, with a title', () => {
    const history: PreviousVerification[] = Array.from({ length: 40 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 40 - index)).toISOString(),
      calibrated: index % 3 === 0 ? false : true,
      intensity: index % 5 === 0 ? null : true,
      temperature: true,
    }))
    const { container } = show(<HistoryTimeline history={history} />)
    expect(container.querySelectorAll('path[data-check="calibrated"]')).toHaveLength(24)
    expect(container.querySelectorAll('path[data-check]')).toHaveLength(72)
    expect(container.querySelectorAll('path[data-check][data-outcome="failed"]').length).toBe(8)
    expect(container.querySelector('svg title')?.textContent).toBe(
      i18next.t('deviceHealth.history.chartTitle'),
    )
  })
})
