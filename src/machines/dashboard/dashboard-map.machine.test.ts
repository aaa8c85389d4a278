import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { MapMarker } from '@/api/types'
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './clusters'
import {
  clampZoom,
  dashboardMapMachine,
  DEFAULT_SIZE,
  fitView,
  FIT_MAX_ZOOM,
  GOOGLE_LOAD_TIMEOUT_MS,
  type DashboardMapInput,
} from './dashboard-map.machine'
import { fromScreen, toScreen, type BasemapPaths } from './mercator'

const marker = (id: number, latitude: number, longitude: number): MapMarker =>
  ({ id, latitude, longitude }) as MapMarker
const DENMARK = [marker(1, 55.4, 8.4), marker(2, 57.0, 12.5)]
const FINLAND = [marker(3, 60.2, 24.9), marker(4, 65.0, 25.5), marker(5, 61.5, 23.8)]
const PATHS: BasemapPaths = { land: 'M0 0L1 1', borders: 'M1 0L0 1' }

const never = fromPromise<BasemapPaths>(() => new Promise<BasemapPaths>(() => undefined))

function start(
  input: Partial<DashboardMapInput> = {},
  implementations: Parameters<typeof dashboardMapMachine.provide>[0] = {},
) {
  const machine = dashboardMapMachine.provide({
    actors: { loadBasemap: never },
    ...implementations,
    actions: { warn: () => {}, ...implementations.actions },
  })
  return createActor(machine, {
    input: { markers: DENMARK, hasGoogleKey: false, ...input },
  }).start()
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the dashboard map machine: view', () => {
  it('fits the markers at the start (zoom 2–14), or shows the default centre without any', () => {
    const actor = start()
    const { center, zoom, size } = actor.getSnapshot().context
    expect(size).toEqual(DEFAULT_SIZE)
    expect({ center, zoom }).toEqual(fitView(DENMARK, DEFAULT_SIZE))
    for (const place of DENMARK) {
      const point = toScreen(
        { lat: place.latitude, lng: place.longitude },
        { center, zoom, ...size },
      )
      expect(point.x).toBeGreaterThanOrEqual(0)
      expect(point.x).toBeLessThanOrEqual(size.width)
    }
    expect(fitView([marker(9, 1, 1)], DEFAULT_SIZE).zoom).toBe(FIT_MAX_ZOOM)
    expect(fitView([], DEFAULT_SIZE)).toEqual({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM })
    expect(start({ markers: [] }).getSnapshot().context).toMatchObject({
      center: DEFAULT_CENTER,
      zoom: DEFAULT_ZOOM,
    })
  })

  it('zooms between 2 and 20, and says when a zoom button can do nothing', () => {
    const actor = start()
    expect(clampZoom(25)).toBe(MAX_ZOOM)
    expect(clampZoom(-1)).toBe(MIN_ZOOM)
    const before = actor.getSnapshot().context.zoom
    actor.send({ type: 'zoom.in' })
    expect(actor.getSnapshot().context.zoom).toBe(before + 1)
    for (let i = 0; i < 30; i++) actor.send({ type: 'zoom.in' })
    expect(actor.getSnapshot().context.zoom).toBe(MAX_ZOOM)
    expect(actor.getSnapshot().can({ type: 'zoom.in' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'zoom.out' })).toBe(true)
    for (let i = 0; i < 30; i++) actor.send({ type: 'zoom.out' })
    expect(actor.getSnapshot().context.zoom).toBe(MIN_ZOOM)
    expect(actor.getSnapshot().can({ type: 'zoom.out' })).toBe(false)
  })

  it('zooms by the wheel around the place under the pointer', () => {
    const actor = start()
    const area = { width: 600, height: 300 }
    const anchor = { x: 100, y: 50 }
    const before = actor.getSnapshot().context
    const place = fromScreen(anchor, { ...before, ...area })
    actor.send({ type: 'zoom.in', anchor, area })
    const after = actor.getSnapshot().context
    expect(after.zoom).toBe(before.zoom + 1)
    const again = toScreen(place, { ...after, ...area })
    expect(again.x).toBeCloseTo(anchor.x, 6)
    expect(again.y).toBeCloseTo(anchor.y, 6)
  })

  it('goes to where a cluster splits, within the zoom limits', () => {
    const actor = start()
    actor.send({ type: 'cluster.expand', center: { lat: 56, lng: 10 }, zoom: 12 })
    expect(actor.getSnapshot().context).toMatchObject({ center: { lat: 56, lng: 10 }, zoom: 12 })
    actor.send({ type: 'cluster.expand', center: { lat: 56, lng: 10 }, zoom: 25 })
    expect(actor.getSnapshot().context.zoom).toBe(MAX_ZOOM)
  })

  it('pans by the arrow keys and by a drag, and only a drag follows the pointer', () => {
    const actor = start()
    const { center } = actor.getSnapshot().context
    actor.send({ type: 'pan.by', dx: 100, dy: 0 })
    expect(actor.getSnapshot().context.center.lng).toBeLessThan(center.lng)
    actor.send({ type: 'pan.by', dx: -100, dy: 0 })
    expect(actor.getSnapshot().context.center.lng).toBeCloseTo(center.lng, 9)

    const panned = actor.getSnapshot().context.center
    actor.send({ type: 'drag.move', x: 50, y: 50 })
    expect(actor.getSnapshot().context.center).toBe(panned)
    actor.send({ type: 'drag.start', x: 10, y: 10 })
    expect(actor.getSnapshot().hasTag('dragging')).toBe(true)
    actor.send({ type: 'drag.move', x: 30, y: 10 })
    actor.send({ type: 'drag.move', x: 60, y: 10 })
    const dragged = actor.getSnapshot().context
    // The content follows the pointer 50 px right: the centre is 50 px west of where it was.
    expect(toScreen(panned, { ...dragged, ...dragged.size }).x).toBeCloseTo(
      dragged.size.width / 2 + 50,
      6,
    )
    actor.send({ type: 'drag.end' })
    expect(actor.getSnapshot().hasTag('dragging')).toBe(false)
    expect(actor.getSnapshot().context.dragFrom).toBeNull()
    actor.send({ type: 'drag.move', x: 200, y: 10 })
    expect(actor.getSnapshot().context.center).toBe(dragged.center)
  })

  it('refits for every new list of markers, even after the reader moved the map', () => {
    const actor = start()
    actor.send({ type: 'zoom.in' })
    actor.send({ type: 'pan.by', dx: 100, dy: 100 })
    actor.send({ type: 'markers.changed', markers: FINLAND })
    expect(actor.getSnapshot().context).toMatchObject({
      markers: FINLAND,
      ...fitView(FINLAND, DEFAULT_SIZE),
    })
    // The same list (a re-render) keeps the view.
    actor.send({ type: 'zoom.in' })
    const zoomed = actor.getSnapshot().context
    actor.send({ type: 'markers.changed', markers: FINLAND })
    expect(actor.getSnapshot().context).toBe(zoomed)
    actor.send({ type: 'markers.changed', markers: [] })
    expect(actor.getSnapshot().context).toMatchObject({
      center: DEFAULT_CENTER,
      zoom: DEFAULT_ZOOM,
    })
  })

  it('keeps the view on a resize, and fits the next markers to the new size', () => {
    const actor = start()
    const before = actor.getSnapshot().context
    actor.send({ type: 'resized', width: 1400, height: 420 })
    expect(actor.getSnapshot().context).toMatchObject({
      center: before.center,
      zoom: before.zoom,
      size: { width: 1400, height: 420 },
    })
    // A hidden map (0 × 0) keeps its last size.
    actor.send({ type: 'resized', width: 0, height: 0 })
    expect(actor.getSnapshot().context.size).toEqual({ width: 1400, height: 420 })
    actor.send({ type: 'markers.changed', markers: FINLAND })
    expect(actor.getSnapshot().context).toMatchObject(
      fitView(FINLAND, { width: 1400, height: 420 }),
    )
  })
})

describe('the dashboard map machine: basemap', () => {
  it('loads the basemap for the offline map, and draws it', async () => {
    const actor = start({}, { actors: { loadBasemap: fromPromise(async () => PATHS) } })
    expect(actor.getSnapshot().matches({ provider: { offline: 'loading' } })).toBe(true)
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ provider: { offline: 'ready' } })).toBe(true),
    )
    expect(actor.getSnapshot().context.basemap).toEqual(PATHS)
  })

  it('shows the markers without a basemap when it cannot be loaded, and says so', async () => {
    const warn = vi.fn()
    const actor = start(
      {},
      {
        actors: {
          loadBasemap: fromPromise<BasemapPaths>(async () => {
            throw new Error('offline')
          }),
        },
        actions: { warn: (_, params: { message: string }) => warn(params.message) },
      },
    )
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ provider: { offline: 'failed' } })).toBe(true),
    )
    expect(actor.getSnapshot().context.basemap).toBeNull()
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    expect(warn).toHaveBeenCalledWith('The offline basemap could not be loaded:')
  })

  it('does not load the basemap while Google shows', () => {
    const load = vi.fn(async () => PATHS)
    const actor = start({ hasGoogleKey: true }, { actors: { loadBasemap: fromPromise(load) } })
    actor.send({ type: 'google.status', status: 'LOADED' })
    expect(actor.getSnapshot().hasTag('google')).toBe(true)
    expect(load).not.toHaveBeenCalled()
    actor.send({ type: 'google.error', error: new Error('gone') })
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('the dashboard map machine: Google', () => {
  it('gives Google up for the offline map when it has not loaded in 10 s', () => {
    vi.useFakeTimers()
    const warn = vi.fn()
    const actor = start(
      { hasGoogleKey: true },
      { actions: { warn: (_, params: { message: string }) => warn(params.message) } },
    )
    expect(actor.getSnapshot().matches({ provider: { google: 'loading' } })).toBe(true)
    vi.advanceTimersByTime(GOOGLE_LOAD_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().hasTag('google')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    expect(warn).toHaveBeenCalledWith('Google Maps did not load in time; showing the offline map.')
  })

  it('counts the 10 s again from each status Google reports, and not at all once loaded', () => {
    vi.useFakeTimers()
    const actor = start({ hasGoogleKey: true })
    vi.advanceTimersByTime(9_000)
    actor.send({ type: 'google.status', status: 'LOADING' })
    vi.advanceTimersByTime(9_000)
    expect(actor.getSnapshot().hasTag('google')).toBe(true)
    actor.send({ type: 'google.status', status: 'LOADED' })
    expect(actor.getSnapshot().matches({ provider: { google: 'ready' } })).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().matches({ provider: { google: 'ready' } })).toBe(true)
  })

  it('takes a shorter delay where one is provided', async () => {
    const actor = start({ hasGoogleKey: true }, { delays: { googleLoadTimeout: 5 } })
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('offline')).toBe(true))
  })

  it.each(['FAILED', 'AUTH_FAILURE'] as const)(
    'gives Google up when its status is %s, even after it loaded',
    (status) => {
      const warn = vi.fn()
      const actor = start(
        { hasGoogleKey: true },
        { actions: { warn: (_, params: { message: string }) => warn(params.message) } },
      )
      actor.send({ type: 'google.status', status: 'LOADED' })
      actor.send({ type: 'google.status', status })
      expect(actor.getSnapshot().matches({ provider: { offline: 'loading' } })).toBe(true)
      expect(warn).toHaveBeenCalledWith(
        `Google Maps is unavailable (${status}); showing the offline map.`,
      )
      // For good: Google's later news changes nothing.
      actor.send({ type: 'google.status', status: 'LOADED' })
      expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    },
  )

  it('gives Google up on a load error, and never tries it without a key', () => {
    const actor = start({ hasGoogleKey: true })
    actor.send({ type: 'google.error', error: new Error('refused') })
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    expect(start({ hasGoogleKey: false }).getSnapshot().hasTag('google')).toBe(false)
  })
})

describe('the dashboard map machine: fullscreen', () => {
  it('asks the browser, and follows what the browser says', () => {
    const actor = start()
    const asked: string[] = []
    actor.on('*', (event) => asked.push(event.type))
    actor.send({ type: 'fullscreen.toggle' })
    expect(asked).toEqual(['fullscreen.enter'])
    // Not yet: the browser may still refuse.
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(false)
    actor.send({ type: 'fullscreen.changed', on: true })
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true)
    actor.send({ type: 'fullscreen.toggle' })
    expect(asked).toEqual(['fullscreen.enter', 'fullscreen.exit'])
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true)
    // Escape in the browser: no toggle, only the change.
    actor.send({ type: 'fullscreen.changed', on: false })
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(false)
    expect(asked).toHaveLength(2)
  })
})
