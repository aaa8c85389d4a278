/**
 * Web Mercator, as slippy maps use it: at zoom z the world is 256·2^z pixels wide, x grows east
 * from −180°, y grows south from ~85°N. The offline map places its basemap and markers with it,
 * so they line up with each other and with the Google map at the same centre and zoom.
 */
export const TILE_SIZE = 256
export const MAX_LATITUDE = 85.0511287798

/**
 * The zoom the offline basemap is projected at, once (the map places it with a transform):
 * 0.1 px there is well below the 1:50m data's own precision at any zoom the map shows.
 */
export const BASEMAP_ZOOM = 8

/** The offline basemap as SVG path data, in world pixels at BASEMAP_ZOOM. */
export interface BasemapPaths {
  land: string
  borders: string
}

export interface LatLng {
  lat: number
  lng: number
}

export interface Point {
  x: number
  y: number
}

export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom

export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom)
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom)
  const lng = (x / size) * 360 - 180
  const n = Math.PI - (2 * Math.PI * y) / size
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n))
  return { lat, lng }
}

export interface Viewport {
  center: LatLng
  zoom: number
  width: number
  height: number
}

/** Where a place is on the screen (pixels from the viewport's top left). */
export function toScreen(place: LatLng, view: Viewport): Point {
  const centre = project(view.center, view.zoom)
  const point = project(place, view.zoom)
  return { x: point.x - centre.x + view.width / 2, y: point.y - centre.y + view.height / 2 }
}

/** The place under a screen point. */
export function fromScreen(point: Point, view: Viewport): LatLng {
  const centre = project(view.center, view.zoom)
  return unproject(
    { x: centre.x + point.x - view.width / 2, y: centre.y + point.y - view.height / 2 },
    view.zoom,
  )
}

/** [west, south, east, north] of the viewport, for the cluster index. */
export function boundsOf(view: Viewport): [number, number, number, number] {
  const topLeft = fromScreen({ x: 0, y: 0 }, view)
  const bottomRight = fromScreen({ x: view.width, y: view.height }, view)
  const west = view.width >= worldSize(view.zoom) ? -180 : topLeft.lng
  const east = view.width >= worldSize(view.zoom) ? 180 : bottomRight.lng
  return [
    Math.max(-180, west),
    Math.max(-90, bottomRight.lat),
    Math.min(180, east),
    Math.min(90, topLeft.lat),
  ]
}

/** The centre moved by a screen distance (a drag or an arrow key). */
export function panBy(view: Viewport, dx: number, dy: number): LatLng {
  return fromScreen({ x: view.width / 2 - dx, y: view.height / 2 - dy }, view)
}

/**
 * The view that shows every place: their bounding box centred, at the largest whole zoom that
 * fits (between minZoom and maxZoom); null without places.
 */
export function fitBounds(
  places: readonly LatLng[],
  size: { width: number; height: number },
  limits: { minZoom: number; maxZoom: number; padding: number },
): { center: LatLng; zoom: number } | null {
  if (places.length === 0) return null
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity]
  for (const place of places) {
    west = Math.min(west, place.lng)
    east = Math.max(east, place.lng)
    south = Math.min(south, place.lat)
    north = Math.max(north, place.lat)
  }
  const topLeft0 = project({ lat: north, lng: west }, 0)
  const bottomRight0 = project({ lat: south, lng: east }, 0)
  const width0 = Math.max(bottomRight0.x - topLeft0.x, 1e-9)
  const height0 = Math.max(bottomRight0.y - topLeft0.y, 1e-9)
  const fit = Math.log2(
    Math.min(
      (size.width - 2 * limits.padding) / width0,
      (size.height - 2 * limits.padding) / height0,
    ),
  )
  const zoom = Math.max(limits.minZoom, Math.min(limits.maxZoom, Math.floor(fit)))
  const centre0 = { x: (topLeft0.x + bottomRight0.x) / 2, y: (topLeft0.y + bottomRight0.y) / 2 }
  return { center: unproject(centre0, 0), zoom }
}
