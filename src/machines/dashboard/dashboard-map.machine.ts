/**
 * The dashboard map (CORE-2.9, CORE-9.7): which map shows, where the offline map looks, and whether
 * the map fills the screen. DashboardMap, OfflineMap and GoogleDashboardMap render the snapshot
 * and send the reader's gestures and the browser's reports; the rules are here.
 *
 * - `provider`: with a Google Maps key (`hasGoogleKey`), Google first. Google is given up for the
 *   offline map, for good, on a load error (`google.error`), a failed or refused load
 *   (`google.status` FAILED, AUTH_FAILURE) or no load within 10 s (`googleLoadTimeout`, a named
 *   delay so tests can shorten it); each other status Google reports starts the 10 s again, as
 *   its loader moves on. Without a key, the offline map at once. The offline map loads its
 *   basemap (`loadBasemap`, provided by DashboardMap from basemap.ts, kept for the page's life):
 *   `ready` draws land and borders, `failed` shows the markers on plain water, which is still a
 *   usable map.
 * - `view`, the offline map's (Google's map keeps its own): the centre and zoom, fitted to the
 *   markers at the start and again for every new list of them (`markers.changed`, a new filter),
 *   even after the reader moved the map, since a new filter asks for its own markers. A resize
 *   (`resized`) keeps the view. Zoom 2–20 (`zoom.in`, `zoom.out`; the UI asks `can()` which
 *   button to disable), by the wheel around the place under the pointer; `pan.by` (arrow keys),
 *   a drag (`drag.start`, `drag.move`, `drag.end`), and a cluster click going to where the
 *   cluster splits (`cluster.expand`).
 * - `fullscreen`: what the browser says (`fullscreen.changed`), since it may refuse a request or
 *   leave full screen on Escape; `fullscreen.toggle` only asks it (`enterFullscreen`,
 *   `exitFullscreen` emit `fullscreen.enter`, `fullscreen.exit` for the component that has the
 *   element).
 *
 * Tags the UI reads: `google`, `offline` (which map shows), `dragging` (the cursor),
 * `fullscreen` (the toggle's state and the map's height).
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { ActorRefFrom } from 'xstate'
import type { MapMarker } from '@/api/types'
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './clusters'
import { fitBounds, fromScreen, panBy, toScreen, type BasemapPaths, type LatLng } from './mercator'

/** How long Google may take to load before the offline map shows instead. */
export const GOOGLE_LOAD_TIMEOUT_MS = 10_000
/** Fitting never zooms in closer than this: one marker still shows where it is. */
export const FIT_MAX_ZOOM = 14
/** Pixels kept free around the markers a fit shows. */
export const FIT_PADDING = 40
/** The map's size until it is measured (the dashboard's usual one). */
export const DEFAULT_SIZE: Size = { width: 800, height: 420 }

export interface Size {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

export interface MapView {
  center: LatLng
  zoom: number
}

/** What Google's loader reports (APILoadingStatus of @vis.gl/react-google-maps). */
export type GoogleLoadStatus = 'NOT_LOADED' | 'LOADING' | 'LOADED' | 'FAILED' | 'AUTH_FAILURE'

export interface DashboardMapInput {
  /** The first markers (the map shows once there is an answer). */
  markers: readonly MapMarker[]
  /** A Google Maps key is configured: Google is tried first. */
  hasGoogleKey: boolean
}

export interface DashboardMapContext extends MapView {
  hasGoogleKey: boolean
  /** The markers the view was last fitted to (a new list, not new contents, refits). */
  markers: readonly MapMarker[]
  /** The offline map's size in pixels, as last measured. */
  size: Size
  /** Where the pointer was at the last step of a drag; null when not dragging. */
  dragFrom: Point | null
  /** The offline basemap, once loaded. */
  basemap: BasemapPaths | null
}

export type DashboardMapEvent =
  | { type: 'markers.changed'; markers: readonly MapMarker[] }
  | { type: 'resized'; width: number; height: number }
  /** The buttons and keys; the wheel gives the place to keep still and the map's box. */
  | { type: 'zoom.in'; anchor?: Point; area?: Size }
  | { type: 'zoom.out'; anchor?: Point; area?: Size }
  /** Moves the map's content by a screen distance (an arrow key: 100 px). */
  | { type: 'pan.by'; dx: number; dy: number }
  | { type: 'drag.start'; x: number; y: number }
  | { type: 'drag.move'; x: number; y: number }
  | { type: 'drag.end' }
  /** A cluster click: its place, and the zoom where it splits (clamped here). */
  | { type: 'cluster.expand'; center: LatLng; zoom: number }
  | { type: 'google.status'; status: GoogleLoadStatus }
  | { type: 'google.error'; error: unknown }
  | { type: 'fullscreen.toggle' }
  /** The browser's fullscreenchange: whether the map is now the full-screen element. */
  | { type: 'fullscreen.changed'; on: boolean }

/** Asks the component for the browser's fullscreen calls (it has the element). */
export type DashboardMapEmitted = { type: 'fullscreen.enter' } | { type: 'fullscreen.exit' }

export function clampZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom))
}

/**
 * The view that shows every marker (zoom 2–14) for a map of `size`; without markers the
 * default centre and zoom, since a customer's sites are rarely around it (decisions.md, "Map").
 */
export function fitView(markers: readonly MapMarker[], size: Size): MapView {
  return (
    fitBounds(
      markers.map((marker) => ({ lat: marker.latitude, lng: marker.longitude })),
      size,
      { minZoom: MIN_ZOOM, maxZoom: FIT_MAX_ZOOM, padding: FIT_PADDING },
    ) ?? { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM }
  )
}

/** The view at another zoom (clamped), keeping the place under `anchor` (a screen point) still. */
export function zoomView(view: MapView, zoom: number, size: Size, anchor?: Point): MapView {
  const next = clampZoom(zoom)
  if (!anchor) return { ...view, zoom: next }
  const place = fromScreen(anchor, { ...view, ...size })
  const moved = toScreen(place, { ...view, zoom: next, ...size })
  const center = fromScreen(
    { x: size.width / 2 + moved.x - anchor.x, y: size.height / 2 + moved.y - anchor.y },
    { ...view, zoom: next, ...size },
  )
  return { center, zoom: next }
}

const isFailure = (status: GoogleLoadStatus) => status === 'FAILED' || status === 'AUTH_FAILURE'

export const dashboardMapMachine = setup({
  types: {
    input: {} as DashboardMapInput,
    context: {} as DashboardMapContext,
    events: {} as DashboardMapEvent,
    emitted: {} as DashboardMapEmitted,
  },
  delays: {
    googleLoadTimeout: GOOGLE_LOAD_TIMEOUT_MS,
  },
  actors: {
    // The screen's (DashboardMap.tsx): fetching the atlas and projecting it is no rule of the map.
    loadBasemap: fromPromise<BasemapPaths>(async () => {
      throw new Error('loadBasemap is provided by the screen')
    }),
  },
  guards: {
    hasGoogleKey: ({ context }) => context.hasGoogleKey,
    isGoogleFailure: (_, params: { status: GoogleLoadStatus }) => isFailure(params.status),
    isGoogleLoaded: (_, params: { status: GoogleLoadStatus }) => params.status === 'LOADED',
    isNewMarkers: ({ context }, params: { markers: readonly MapMarker[] }) =>
      params.markers !== context.markers,
    // A hidden map measures 0 × 0: it keeps the last real size.
    isNewSize: ({ context }, params: Size) =>
      params.width > 0 &&
      params.height > 0 &&
      (params.width !== context.size.width || params.height !== context.size.height),
    canZoomIn: ({ context }) => context.zoom < MAX_ZOOM,
    canZoomOut: ({ context }) => context.zoom > MIN_ZOOM,
    isOn: (_, params: { on: boolean }) => params.on,
    isOff: (_, params: { on: boolean }) => !params.on,
  },
  actions: {
    fit: assign(({ context }, params: { markers: readonly MapMarker[] }) => ({
      markers: params.markers,
      ...fitView(params.markers, context.size),
    })),
    resize: assign((_, params: Size) => ({
      size: { width: params.width, height: params.height },
    })),
    zoomBy: assign(({ context }, params: { step: number; anchor?: Point; area?: Size }) =>
      zoomView(
        { center: context.center, zoom: context.zoom },
        context.zoom + params.step,
        params.area ?? context.size,
        params.anchor,
      ),
    ),
    pan: assign({
      center: ({ context }, params: { dx: number; dy: number }) =>
        panBy({ ...context, ...context.size }, params.dx, params.dy),
    }),
    goTo: assign((_, params: MapView) => ({ center: params.center, zoom: clampZoom(params.zoom) })),
    startDrag: assign({ dragFrom: (_, params: Point) => params }),
    dragTo: assign(({ context }, params: Point) => {
      const from = context.dragFrom ?? params
      return {
        center: panBy({ ...context, ...context.size }, params.x - from.x, params.y - from.y),
        dragFrom: params,
      }
    }),
    endDrag: assign({ dragFrom: null }),
    keepBasemap: assign({ basemap: (_, params: { basemap: BasemapPaths }) => params.basemap }),
    warn: (_, params: { message: string; detail?: unknown }) => {
      if ('detail' in params) console.warn(params.message, params.detail)
      else console.warn(params.message)
    },
    // The element and the browser's fullscreen calls belong to the component: it is asked.
    enterFullscreen: emit({ type: 'fullscreen.enter' }),
    exitFullscreen: emit({ type: 'fullscreen.exit' }),
  },
}).createMachine({
  id: 'dashboardMap',
  context: ({ input }) => ({
    hasGoogleKey: input.hasGoogleKey,
    markers: input.markers,
    size: DEFAULT_SIZE,
    ...fitView(input.markers, DEFAULT_SIZE),
    dragFrom: null,
    basemap: null,
  }),
  type: 'parallel',
  states: {
    /** Which map shows: Google while it loads or works, else the offline map. */
    provider: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasGoogleKey', target: 'google' }, { target: 'offline' }],
        },
        google: {
          tags: ['google'],
          initial: 'loading',
          on: {
            'google.status': [
              {
                guard: {
                  type: 'isGoogleFailure',
                  params: ({ event }) => ({ status: event.status }),
                },
                target: 'offline',
                actions: {
                  type: 'warn',
                  params: ({ event }) => ({
                    message: `Google Maps is unavailable (${event.status}); showing the offline map.`,
                  }),
                },
              },
              {
                guard: {
                  type: 'isGoogleLoaded',
                  params: ({ event }) => ({ status: event.status }),
                },
                target: '.ready',
              },
              // Still on its way (NOT_LOADED, LOADING): another 10 s from now.
              { target: '.loading' },
            ],
            'google.error': {
              target: 'offline',
              actions: {
                type: 'warn',
                params: ({ event }) => ({
                  message: 'Google Maps could not load:',
                  detail: event.error,
                }),
              },
            },
          },
          states: {
            loading: {
              after: {
                googleLoadTimeout: {
                  target: '#dashboardMap.provider.offline',
                  actions: {
                    type: 'warn',
                    params: {
                      message: 'Google Maps did not load in time; showing the offline map.',
                    },
                  },
                },
              },
            },
            ready: {},
          },
        },
        /** The offline map, by its basemap: loading, drawn, or given up (markers on water). */
        offline: {
          tags: ['offline'],
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadBasemap',
                src: 'loadBasemap',
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'keepBasemap',
                    params: ({ event }) => ({ basemap: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'warn',
                    params: ({ event }) => ({
                      message: 'The offline basemap could not be loaded:',
                      detail: event.error,
                    }),
                  },
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
      },
    },
    /** Where the offline map looks. */
    view: {
      initial: 'idle',
      on: {
        'markers.changed': {
          guard: { type: 'isNewMarkers', params: ({ event }) => ({ markers: event.markers }) },
          actions: { type: 'fit', params: ({ event }) => ({ markers: event.markers }) },
        },
        resized: {
          guard: {
            type: 'isNewSize',
            params: ({ event }) => ({ width: event.width, height: event.height }),
          },
          actions: {
            type: 'resize',
            params: ({ event }) => ({ width: event.width, height: event.height }),
          },
        },
        'zoom.in': {
          guard: 'canZoomIn',
          actions: {
            type: 'zoomBy',
            params: ({ event }) => ({ step: 1, anchor: event.anchor, area: event.area }),
          },
        },
        'zoom.out': {
          guard: 'canZoomOut',
          actions: {
            type: 'zoomBy',
            params: ({ event }) => ({ step: -1, anchor: event.anchor, area: event.area }),
          },
        },
        'pan.by': {
          actions: { type: 'pan', params: ({ event }) => ({ dx: event.dx, dy: event.dy }) },
        },
        'cluster.expand': {
          actions: {
            type: 'goTo',
            params: ({ event }) => ({ center: event.center, zoom: event.zoom }),
          },
        },
        // Another pointer going down while dragging starts the drag again from there.
        'drag.start': {
          target: '.dragging',
          actions: { type: 'startDrag', params: ({ event }) => ({ x: event.x, y: event.y }) },
        },
      },
      states: {
        idle: {},
        dragging: {
          tags: ['dragging'],
          on: {
            'drag.move': {
              actions: { type: 'dragTo', params: ({ event }) => ({ x: event.x, y: event.y }) },
            },
            'drag.end': { target: 'idle', actions: 'endDrag' },
          },
        },
      },
    },
    /** Whether the map is the browser's full-screen element. */
    fullscreen: {
      initial: 'off',
      states: {
        off: {
          on: {
            'fullscreen.toggle': { actions: 'enterFullscreen' },
            'fullscreen.changed': {
              guard: { type: 'isOn', params: ({ event }) => ({ on: event.on }) },
              target: 'on',
            },
          },
        },
        on: {
          tags: ['fullscreen'],
          on: {
            'fullscreen.toggle': { actions: 'exitFullscreen' },
            'fullscreen.changed': {
              guard: { type: 'isOff', params: ({ event }) => ({ on: event.on }) },
              target: 'off',
            },
          },
        },
      },
    },
  },
})

export type DashboardMapActor = ActorRefFrom<typeof dashboardMapMachine>
