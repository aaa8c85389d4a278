// A saved site's position from its address (CORE-7.20): looked up
// after the save, stored with the site's revision, and any failure only logged.
import { describe, expect, it, vi } from 'vitest'
import type { SitePatch } from '@/api/endpoints/sites'
import type { Location, Site } from '@/api/types'
import { formatAddress } from '@/ui/format'
import { locateSite } from './locate-site'

const site: Site = {
  id: 5,
  name: 'North dairy',
  shipTo: '',
  customerId: 2,
  type: 'Free',
  contact: { name: 'Dana Dairy', phone: '+45 1234 5678', email: 'dana@example.com' },
  address: { street: 'Mejerivej 2', postalCode: '8000', city: 'Aarhus', country: 'DK' },
  location: { latitude: 0, longitude: 0 },
  availableTestTypes: [],
  revision: 4,
}

const position: Location = { latitude: 56.15, longitude: 10.2 }
const located: Site = { ...site, location: position, revision: 5 }

function setup({
  geocode = vi.fn(async (_address: string): Promise<Location | null> => position),
  update = vi.fn(async (_command: SitePatch): Promise<Site> => located),
} = {}) {
  const log = vi.fn()
  return { geocode, update, log, run: () => locateSite(site, geocode, { update, log }) }
}

describe('locateSite', () => {
  it('looks up the one-line address and stores the position with the revision', async () => {
    const { geocode, update, log, run } = setup()
    expect(await run()).toBe(located)
    expect(geocode).toHaveBeenCalledTimes(1)
    expect(geocode).toHaveBeenCalledWith(formatAddress(site.address))
    expect(geocode.mock.calls[0]![0]).toContain('Mejerivej 2, 8000 Aarhus')
    expect(update).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledWith({ id: 5, revision: 4, location: position })
    expect(log).not.toHaveBeenCalled()
  })

  it('logs and stores nothing without a geocoding service', async () => {
    const { update, log } = setup()
    expect(await locateSite(site, null, { update, log })).toBeNull()
    expect(update).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]![0])).toContain('Site 5')
  })

  it('logs and stores nothing when no position is found', async () => {
    const { update, log, run } = setup({ geocode: vi.fn(async () => null) })
    expect(await run()).toBeNull()
    expect(update).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('logs a failed look-up and does not throw', async () => {
    const failure = new Error('Google unreachable')
    const { update, log, run } = setup({
      geocode: vi.fn(async () => {
        throw failure
      }),
    })
    await expect(run()).resolves.toBeNull()
    expect(update).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]).toContain(failure)
  })

  it('logs a refused update and does not throw', async () => {
    const refusal = new Error('409')
    const { update, log, run } = setup({
      update: vi.fn(async () => {
        throw refusal
      }),
    })
    await expect(run()).resolves.toBeNull()
    expect(update).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]).toContain(refusal)
  })
})
