/// <reference types="google.maps" />
// Google's geocoder behind the app's two look-ups (CORE-7.20), with a stand-in
// for google.maps.Geocoder: a position by address, a place name by position; Google's "no
// result" error is no answer, any other error is the caller's to log.
import { describe, expect, it, vi } from 'vitest'
import { geocodingWith } from './geocoding'

type Geocoder = Pick<google.maps.Geocoder, 'geocode'>

function geocoder(answer: (request: google.maps.GeocoderRequest) => unknown) {
  const geocode = vi.fn(async (request: google.maps.GeocoderRequest) => answer(request))
  return { geocode, service: geocodingWith({ geocode } as unknown as Geocoder) }
}

const result = (formatted: string, lat: number, lng: number) => ({
  formatted_address: formatted,
  geometry: { location: { lat: () => lat, lng: () => lng } },
})

const zeroResults = Object.assign(new Error('ZERO_RESULTS'), { code: 'ZERO_RESULTS' })

describe('geocodingWith', () => {
  it("names a position by the first result's formatted address", async () => {
    const { geocode, service } = geocoder(() => ({
      results: [result('Mejerivej 2, 9800 Hjørring, Denmark', 57.4, 9.9), result('Hjørring', 0, 0)],
    }))
    expect(await service.reverseGeocode({ latitude: 57.45812, longitude: 9.98231 })).toBe(
      'Mejerivej 2, 9800 Hjørring, Denmark',
    )
    expect(geocode).toHaveBeenCalledWith({ location: { lat: 57.45812, lng: 9.98231 } })
  })

  it("finds an address's position", async () => {
    const { geocode, service } = geocoder(() => ({ results: [result('x', 56.15, 10.2)] }))
    expect(await service.geocode('Mejerivej 2, 8000 Aarhus')).toEqual({
      latitude: 56.15,
      longitude: 10.2,
    })
    expect(geocode).toHaveBeenCalledWith({ address: 'Mejerivej 2, 8000 Aarhus' })
  })

  it('answers null for no results, also when Google raises them as ZERO_RESULTS', async () => {
    const empty = geocoder(() => ({ results: [] })).service
    expect(await empty.reverseGeocode({ latitude: 1, longitude: 2 })).toBeNull()
    expect(await empty.geocode('nowhere')).toBeNull()
    const raised = geocoder(() => {
      throw zeroResults
    }).service
    expect(await raised.reverseGeocode({ latitude: 1, longitude: 2 })).toBeNull()
    expect(await raised.geocode('nowhere')).toBeNull()
  })

  it('passes any other failure on', async () => {
    const failure = Object.assign(new Error('denied'), { code: 'REQUEST_DENIED' })
    const { service } = geocoder(() => {
      throw failure
    })
    await expect(service.reverseGeocode({ latitude: 1, longitude: 2 })).rejects.toBe(failure)
  })
})
