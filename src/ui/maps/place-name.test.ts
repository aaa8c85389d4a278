// A position's place name by reverse geocoding (CORE-7.20): asked once per
// position, with a stand-in geocoder; no result, a failure or no service gives no name, and only
// a log line.
import { describe, expect, it, vi } from 'vitest'
import type { Location } from '@/api/types'
import { hasPosition, KEPT_PLACE_NAMES, placeNames, sharedPlaceNames } from './place-name'

const farm: Location = { latitude: 57.45812, longitude: 9.98231 }
const PLACE = 'Mejerivej 2, 9800 Hjørring, Denmark'

function setup(
  reverseGeocode = vi.fn(async (_location: Location): Promise<string | null> => PLACE),
) {
  const log = vi.fn()
  return { reverseGeocode, log, names: placeNames(reverseGeocode, { log }) }
}

describe('placeNames', () => {
  it("names the position by the service's answer", async () => {
    const { reverseGeocode, log, names } = setup()
    expect(await names(farm)).toBe(PLACE)
    expect(reverseGeocode).toHaveBeenCalledTimes(1)
    expect(reverseGeocode).toHaveBeenCalledWith(farm)
    expect(log).not.toHaveBeenCalled()
  })

  it('asks once per position: the same answer again, another position asked anew', async () => {
    const { reverseGeocode, names } = setup()
    const first = names(farm)
    expect(names({ ...farm })).toBe(first)
    await first
    expect(names(farm)).toBe(first)
    expect(reverseGeocode).toHaveBeenCalledTimes(1)
    await names({ latitude: 55.67594, longitude: 12.56553 })
    expect(reverseGeocode).toHaveBeenCalledTimes(2)
  })

  it(`keeps the answers of the last ${KEPT_PLACE_NAMES} positions, not more`, async () => {
    const { reverseGeocode, names } = setup()
    const at = (index: number) => ({ latitude: 50 + index / 10_000, longitude: 9 })
    for (let index = 0; index <= KEPT_PLACE_NAMES; index++) await names(at(index))
    expect(reverseGeocode).toHaveBeenCalledTimes(KEPT_PLACE_NAMES + 1)
    await names(at(KEPT_PLACE_NAMES))
    expect(reverseGeocode).toHaveBeenCalledTimes(KEPT_PLACE_NAMES + 1)
    // The oldest was let go: asked anew.
    await names(at(0))
    expect(reverseGeocode).toHaveBeenCalledTimes(KEPT_PLACE_NAMES + 2)
  })

  it('gives no name, and logs it, when the service finds no place', async () => {
    const { log, names } = setup(vi.fn(async () => null))
    expect(await names(farm)).toBeNull()
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]![0])).toContain('57.45812, 9.98231')
  })

  it('logs a failed look-up once, does not throw, and does not ask again', async () => {
    const failure = new Error('Google unreachable')
    const reverseGeocode = vi.fn(async (): Promise<string | null> => {
      throw failure
    })
    const { log, names } = setup(reverseGeocode)
    await expect(names(farm)).resolves.toBeNull()
    await expect(names(farm)).resolves.toBeNull()
    expect(reverseGeocode).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]).toContain(failure)
  })

  it('asks nothing and logs nothing without a position', () => {
    const { reverseGeocode, log, names } = setup()
    expect(names(null)).toBeNull()
    expect(names(undefined)).toBeNull()
    expect(names({ latitude: 0, longitude: 0 })).toBeNull()
    expect(names({ latitude: Number.NaN, longitude: 9.9 })).toBeNull()
    expect(reverseGeocode).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
  })

  it('logs, once per position, that there is no service', () => {
    const log = vi.fn()
    const names = placeNames(null, { log })
    expect(names(farm)).toBeNull()
    expect(names(farm)).toBeNull()
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]![0])).toContain('no geocoding service')
  })
})

describe('hasPosition', () => {
  it('is finite degrees other than 0, 0', () => {
    expect(hasPosition(farm)).toBe(true)
    expect(hasPosition({ latitude: 0, longitude: 12.5 })).toBe(true)
    expect(hasPosition({ latitude: 0, longitude: 0 })).toBe(false)
    expect(hasPosition({ latitude: 55, longitude: Number.POSITIVE_INFINITY })).toBe(false)
    expect(hasPosition(null)).toBe(false)
  })
})

describe('sharedPlaceNames', () => {
  it('is one list of answers per service, so another screen reads what one asked', async () => {
    const reverseGeocode = vi.fn(async (): Promise<string | null> => PLACE)
    const answer = sharedPlaceNames(reverseGeocode)(farm)
    expect(sharedPlaceNames(reverseGeocode)(farm)).toBe(answer)
    expect(await answer).toBe(PLACE)
    expect(reverseGeocode).toHaveBeenCalledTimes(1)
    expect(sharedPlaceNames(null)).toBe(sharedPlaceNames(null))
  })
})
