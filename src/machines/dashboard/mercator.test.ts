import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boundsOf, fitBounds, fromScreen, panBy, project, toScreen, unproject } from './mercator'

describe('Web Mercator', () => {
  it('puts 0°, 0° in the middle of the world and keeps north up', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 })
    expect(project({ lat: 60, lng: 0 }, 0).y).toBeLessThan(128)
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(512)
  })

  it('unprojects what it projects', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (lat, lng, zoom) => {
          const back = unproject(project({ lat, lng }, zoom), zoom)
          expect(back.lat).toBeCloseTo(lat, 6)
          expect(back.lng).toBeCloseTo(lng, 6)
        },
      ),
    )
  })

  const view = { center: { lat: 55.87, lng: 12.49 }, zoom: 10, width: 800, height: 400 }

  it('places the centre in the middle of the screen and back', () => {
    expect(toScreen(view.center, view)).toEqual({ x: 400, y: 200 })
    const place = fromScreen({ x: 10, y: 390 }, view)
    const again = toScreen(place, view)
    expect(again.x).toBeCloseTo(10, 6)
    expect(again.y).toBeCloseTo(390, 6)
  })

  it('pans the opposite way of a drag and bounds the screen', () => {
    const moved = panBy(view, 100, 0)
    expect(moved.lng).toBeLessThan(view.center.lng)
    const [west, south, east, north] = boundsOf(view)
    expect(west).toBeLessThan(view.center.lng)
    expect(east).toBeGreaterThan(view.center.lng)
    expect(south).toBeLessThan(view.center.lat)
    expect(north).toBeGreaterThan(view.center.lat)
  })

  it('fits every place in the view at a whole zoom within the limits', () => {
    const places = [
      { lat: 55.4, lng: 8.4 },
      { lat: 57.0, lng: 12.5 },
    ]
    const size = { width: 800, height: 400 }
    const fitted = fitBounds(places, size, { minZoom: 2, maxZoom: 14, padding: 40 })!
    expect(Number.isInteger(fitted.zoom)).toBe(true)
    for (const place of places) {
      const point = toScreen(place, { ...fitted, ...size })
      expect(point.x).toBeGreaterThanOrEqual(0)
      expect(point.x).toBeLessThanOrEqual(800)
      expect(point.y).toBeGreaterThanOrEqual(0)
      expect(point.y).toBeLessThanOrEqual(400)
    }
    expect(
      fitBounds([{ lat: 1, lng: 1 }], size, { minZoom: 2, maxZoom: 14, padding: 40 })!.zoom,
    ).toBe(14)
    expect(fitBounds([], size, { minZoom: 2, maxZoom: 14, padding: 40 })).toBeNull()
  })
})
