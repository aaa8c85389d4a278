// @vitest-environment jsdom
/**
 * A test record's location in its detail (CORE-7.20): with a geocoding service
 * (here a stand-in for Google's) the place at the record's coordinates is named beside them;
 * when the look-up fails, or there is no service (no Maps key, Google not loaded), the
 * coordinates show alone and the failure is only logged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import type { Location, TestRecord } from '@/api/types'
import { formatNumber } from '@/ui/format'
import { GeocodingServiceProvider, type Geocoding } from '@/ui/maps/geocoding'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import type * as TestRecordEndpoints from '@/api/endpoints/test-records'
import { TestRecordDetailBody } from './TestRecordDetail'

const i18n = initTestI18n()
afterEach(cleanup)

// The history section has its own tests (RecordHistory.test.tsx): here the API has none (a 404).
vi.mock('@/api/endpoints/test-records', async (original) => ({
  ...(await original<typeof TestRecordEndpoints>()),
  getTestRecordHistory: async () => {
    throw Object.assign(new Error('Not found.'), { status: 404 })
  },
}))

const PLACE = 'Mejerivej 2, 9800 Hjørring, Denmark'

function aRecord(location: Location): TestRecord {
  return {
    id: 4711,
    testDate: '2024-03-05T06:40:00Z',
    testType: {
      id: 1,
      name: 'BetaStar Combo',
      measurementMethod: 'Qualitative',
      quantitativeRange: null,
    },
    result: 'Negative',
    annotation: 'Original',
    comments: '',
    batchNumber: 'BSC-5120',
    manufacturingDate: null,
    rawQR: 'BSC;BSC-5120',
    route: 'Route 4',
    readerType: 'TruckReader',
    readerSerialNumber: 'TR-1001',
    operatorId: null,
    appVersion: '3.12.3',
    location,
    site: {
      id: 3,
      name: 'Hjørring Dairy',
      address: { street: 'Mejerivej 1', postalCode: '9800', city: 'Hjørring', country: 'DK' },
    },
    customer: {
      id: 1,
      name: 'Nordmejeri',
      address: { street: 'Mejerivej 1', postalCode: '9800', city: 'Hjørring', country: 'DK' },
    },
    user: { id: 9, username: 'anna.berg' },
    substances: [],
    attachments: [],
    concentration: null,
    groupId: 4711,
  }
}

/** A stand-in geocoding service whose reverse look-up does `reverseGeocode`. */
function standIn(reverseGeocode: Geocoding['reverseGeocode']): Geocoding {
  return { geocode: vi.fn(async () => null), reverseGeocode: vi.fn(reverseGeocode) }
}

/** Rendered in an awaited act: React shows what a settled look-up suspended only so in tests. */
async function renderDetail(record: TestRecord, service: Geocoding | null) {
  await act(async () => {
    render(
      <ChakraProvider value={system}>
        <GeocodingServiceProvider value={service}>
          <TestRecordDetailBody record={record} />
        </GeocodingServiceProvider>
      </ChakraProvider>,
    )
  })
}

const coordinates = ({ latitude, longitude }: Location) =>
  `${formatNumber(latitude, { decimals: 5 })}, ${formatNumber(longitude, { decimals: 5 })}`

/** The location section's value for a label, or null without that row. */
function valueOf(label: string): string | null {
  const section = screen.getByRole('heading', {
    name: i18n.t('testRecords.detail.location'),
  }).parentElement!
  const labels = within(section).queryAllByText(label, { exact: true })
  return labels[0]?.nextElementSibling?.textContent ?? null
}

describe('the location of a test record', () => {
  it('names the place at its coordinates when the geocoder answers', async () => {
    const at: Location = { latitude: 57.45812, longitude: 9.98231 }
    const service = standIn(async () => PLACE)
    await renderDetail(aRecord(at), service)
    expect(valueOf(i18n.t('testRecords.detail.coordinates'))).toBe(coordinates(at))
    await waitFor(() => expect(valueOf(i18n.t('testRecords.detail.place'))).toBe(PLACE))
    expect(valueOf(i18n.t('testRecords.detail.coordinates'))).toBe(coordinates(at))
    expect(service.reverseGeocode).toHaveBeenCalledTimes(1)
    expect(service.reverseGeocode).toHaveBeenCalledWith(at)
  })

  it('shows the coordinates while the place is looked up', async () => {
    const at: Location = { latitude: 57.44, longitude: 9.96 }
    const service = standIn(() => new Promise<string | null>(() => {}))
    await renderDetail(aRecord(at), service)
    expect(service.reverseGeocode).toHaveBeenCalledTimes(1)
    expect(valueOf(i18n.t('testRecords.detail.coordinates'))).toBe(coordinates(at))
    expect(valueOf(i18n.t('testRecords.detail.place'))).toBeNull()
  })

  it('does not ask again when the detail is shown again', async () => {
    const at: Location = { latitude: 57.46001, longitude: 9.97002 }
    const service = standIn(async () => PLACE)
    await renderDetail(aRecord(at), service)
    await screen.findByText(PLACE)
    cleanup()
    await renderDetail(aRecord(at), service)
    await screen.findByText(PLACE)
    expect(service.reverseGeocode).toHaveBeenCalledTimes(1)
  })

  it('shows the coordinates alone, and only logs, when the geocoder fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const at: Location = { latitude: 57.47, longitude: 9.99 }
    const failure = new Error('Google unreachable')
    const service = standIn(async () => {
      throw failure
    })
    await renderDetail(aRecord(at), service)
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls[0]).toContain(failure)
    expect(valueOf(i18n.t('testRecords.detail.coordinates'))).toBe(coordinates(at))
    expect(valueOf(i18n.t('testRecords.detail.place'))).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the coordinates alone without a geocoding service, and asks nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const at: Location = { latitude: 57.48123, longitude: 9.95123 }
    await renderDetail(aRecord(at), null)
    expect(valueOf(i18n.t('testRecords.detail.coordinates'))).toBe(coordinates(at))
    expect(valueOf(i18n.t('testRecords.detail.place'))).toBeNull()
    expect(String(warn.mock.calls[0]?.[0])).toContain('no geocoding service')
  })
})
