// Model-based test of the dashboard map (CORE-2.9, CORE-9.7): every state and transition, with a
// Google Maps key and without one. With a key: Google's statuses, a load error and the 10 s
// timeout, then the offline map's basemap loaded or failed. Without: the view moved once by each
// gesture (zoom buttons and wheel, arrow keys, a drag, a cluster click within and beyond the zoom
// limits, a resize) and refitted by a new list of markers, and fullscreen asked for and reported.
// In every state the zoom is within 2–20 and the zoom buttons say so, one map shows, and the
// tags match the states.
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { MapMarker } from '@/api/types'
import { MAX_ZOOM, MIN_ZOOM } from '@/machines/dashboard/clusters'
import {
  clampZoom,
  dashboardMapMachine,
  fitView,
  type DashboardMapContext,
} from '@/machines/dashboard/dashboard-map.machine'
import { runModel } from './harness'

const marker = (id: number, latitude: number, longitude: number): MapMarker =>
  ({ id, latitude, longitude }) as MapMarker
const DENMARK = [marker(1, 55.4, 8.4), marker(2, 57.0, 12.5)]
const FINLAND = [marker(3, 60.2, 24.9), marker(4, 65.0, 25.5)]
const PATHS = { land: 'M0 0L1 1', borders: 'M1 0L0 1' }

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DashboardMapContext

/** The view is the one a fit of its markers gives: the reader has not moved it since. */
function isFitted(context: DashboardMapContext) {
  const fitted = fitView(context.markers, context.size)
  return (
    fitted.zoom === context.zoom &&
    fitted.center.lat === context.center.lat &&
    fitted.center.lng === context.center.lng
  )
}

const VIEW_EVENTS = new Set([
  'zoom.in',
  'zoom.out',
  'pan.by',
  'cluster.expand',
  'drag.start',
  'drag.move',
  'drag.end',
  'resized',
])

/**
 * The regions are independent, so the model would try every gesture in every state of the
 * others, and pan or zoom on forever: the view moves on the offline map with its basemap, out
 * of full screen, one gesture at a time from a fitted view (a new list of markers refits it);
 * fullscreen is tried on the first view.
 */
function oneThingAtATime(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const context = contextOf(snapshot)
  const offlineMap =
    !context.hasGoogleKey && snapshot.matches({ provider: { offline: 'ready' } } as never)
  if (event.type.startsWith('fullscreen.')) {
    return (
      offlineMap &&
      snapshot.matches({ view: 'idle' } as never) &&
      context.markers === DENMARK &&
      isFitted(context)
    )
  }
  const inFullscreen = snapshot.hasTag('fullscreen')
  if (event.type === 'markers.changed') return offlineMap && !inFullscreen
  if (!VIEW_EVENTS.has(event.type)) return true
  const dragOnly = event.type === 'drag.move' || event.type === 'drag.end'
  return offlineMap && !inFullscreen && isFitted(context) && (dragOnly || context.dragFrom === null)
}

function expectConsistent(snapshot: AnyMachineSnapshot) {
  const context = contextOf(snapshot)
  expect(context.zoom).toBeGreaterThanOrEqual(MIN_ZOOM)
  expect(context.zoom).toBeLessThanOrEqual(MAX_ZOOM)
  expect(snapshot.can({ type: 'zoom.in' })).toBe(context.zoom < MAX_ZOOM)
  expect(snapshot.can({ type: 'zoom.out' })).toBe(context.zoom > MIN_ZOOM)
  expect(snapshot.hasTag('google')).not.toBe(snapshot.hasTag('offline'))
  expect(snapshot.hasTag('dragging')).toBe(context.dragFrom !== null)
  expect(snapshot.hasTag('fullscreen')).toBe(snapshot.matches({ fullscreen: 'on' } as never))
  expect(context.basemap !== null).toBe(
    snapshot.matches({ provider: { offline: 'ready' } } as never),
  )
}

// The machine logs why it gave Google or the basemap up; the model needs no log.
const quiet = dashboardMapMachine.provide({ actions: { warn: () => {} } })

runModel('dashboard-map', quiet, {
  strategy: 'shortest',
  inputs: {
    withGoogleKey: { markers: DENMARK, hasGoogleKey: true },
    offline: { markers: DENMARK, hasGoogleKey: false },
  },
  events: [
    { type: 'google.status', status: 'LOADING' },
    { type: 'google.status', status: 'LOADED' },
    { type: 'google.status', status: 'FAILED' },
    { type: 'google.status', status: 'AUTH_FAILURE' },
    { type: 'google.error', error: new Error('The key was refused') },
    { type: 'xstate.done.actor.loadBasemap', output: PATHS },
    { type: 'xstate.error.actor.loadBasemap', error: new Error('Failed to fetch') },
    { type: 'markers.changed', markers: FINLAND },
    { type: 'markers.changed', markers: DENMARK },
    { type: 'resized', width: 1200, height: 420 },
    { type: 'zoom.in' },
    { type: 'zoom.out' },
    { type: 'zoom.in', anchor: { x: 100, y: 50 }, area: { width: 800, height: 420 } },
    { type: 'pan.by', dx: 100, dy: 0 },
    { type: 'cluster.expand', center: { lat: 56, lng: 10 }, zoom: 25 },
    { type: 'cluster.expand', center: { lat: 56, lng: 10 }, zoom: 0 },
    { type: 'drag.start', x: 10, y: 10 },
    { type: 'drag.move', x: 60, y: 30 },
    { type: 'drag.end' },
    { type: 'fullscreen.toggle' },
    { type: 'fullscreen.changed', on: true },
    { type: 'fullscreen.changed', on: false },
  ],
  filterEvents: oneThingAtATime,
  states: {
    '*': (snapshot, event) => {
      expectConsistent(snapshot)
      const context = contextOf(snapshot)
      if (event.type === 'markers.changed') {
        expect(context.markers).toBe(event.markers)
        expect(isFitted(context)).toBe(true)
      }
      if (event.type === 'cluster.expand') {
        expect(context.zoom).toBe(clampZoom(event.zoom as number))
      }
    },
    'provider.google': (snapshot) => {
      expect(contextOf(snapshot).hasGoogleKey).toBe(true)
    },
    'provider.offline.failed': (snapshot) => {
      expect(contextOf(snapshot).basemap).toBeNull()
    },
  },
})
