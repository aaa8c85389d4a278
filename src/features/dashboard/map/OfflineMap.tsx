/**
 * The map without Google (no key, or Google cannot load): a real basemap of land and borders
 * drawn with d3-geo in Web Mercator, the markers clustered exactly as on the Google map, zoom
 * (wheel, buttons, + and − keys), pan (drag, arrow keys), cluster clicks that zoom in, and every
 * marker and cluster an accessible button.
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Box, HStack, IconButton, Stack } from '@chakra-ui/react'
import type { ClusterProperties } from 'supercluster'
import { Minus, Plus } from 'lucide-react'
import type { MapMarker } from '@/api/types'
import { formatNumber } from '@/ui/format'
import { loadBasemap } from './basemap'
import {
  clusterIndex,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  expansionZoom,
  MAX_ZOOM,
  MIN_ZOOM,
} from './clusters'
import {
  BASEMAP_ZOOM,
  boundsOf,
  fitBounds,
  fromScreen,
  panBy,
  project,
  toScreen,
  type BasemapPaths,
  type LatLng,
} from './mercator'

export interface OfflineMapProps {
  markers: readonly MapMarker[]
  onMarkerClick: (markerId: number) => void
  height: string
  /** More controls for the toolbar above the map (the fullscreen toggle). */
  toolbar?: ReactNode
}

/** Pixels an arrow key pans. */
const PAN_STEP = 100

function useSize(element: HTMLElement | null) {
  const [size, setSize] = useState({ width: 800, height: 420 })
  useEffect(() => {
    if (!element) return
    // The observer reports the first size itself, after the browser's own layout; measuring here
    // as well forced a layout of the whole page in the middle of the dashboard's first render.
    const measure = () => {
      const { width, height } = element.getBoundingClientRect()
      if (width > 0 && height > 0) setSize({ width, height })
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return size
}

function useBasemap(): BasemapPaths | null {
  const [basemap, setBasemap] = useState<BasemapPaths | null>(null)
  useEffect(() => {
    let live = true
    loadBasemap().then(
      (loaded) => live && setBasemap(loaded),
      (error: unknown) => console.warn('The offline basemap could not be loaded:', error),
    )
    return () => {
      live = false
    }
  }, [])
  return basemap
}

const pointCount = (properties: object) =>
  'point_count' in properties ? Number(properties.point_count) : 1

const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom))

type View = { center: LatLng; zoom: number }

/** The view at another zoom, keeping the place under `anchor` (a screen point) where it is. */
function zoomView(
  current: View,
  zoom: number,
  size: { width: number; height: number },
  anchor?: { x: number; y: number },
): View {
  const next = clampZoom(zoom)
  if (!anchor) return { ...current, zoom: next }
  const place = fromScreen(anchor, { ...current, ...size })
  const moved = toScreen(place, { ...current, zoom: next, ...size })
  const center = fromScreen(
    { x: size.width / 2 + moved.x - anchor.x, y: size.height / 2 + moved.y - anchor.y },
    { ...current, zoom: next, ...size },
  )
  return { center, zoom: next }
}

export function OfflineMap({ markers, onMarkerClick, height, toolbar }: OfflineMapProps) {
  const { t } = useTranslation()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const size = useSize(element)
  const basemap = useBasemap()
  const fit = (shown: readonly MapMarker[]) =>
    fitBounds(
      shown.map((marker) => ({ lat: marker.latitude, lng: marker.longitude })),
      size,
      { minZoom: MIN_ZOOM, maxZoom: 14, padding: 40 },
    ) ?? { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM }
  const [view, setView] = useState<View>(() => fit(markers))
  // New markers (a new filter): show them all; none: the default centre and zoom. A resize
  // keeps the user's view.
  const [fittedFor, setFittedFor] = useState(markers)
  if (fittedFor !== markers) {
    setFittedFor(markers)
    setView(fit(markers))
  }
  const viewport = { ...view, ...size }
  const index = useMemo(() => clusterIndex(markers), [markers])

  const clusters = useMemo(
    // Biggest first: a small cluster next to a big one is drawn over it and stays clickable.
    () =>
      index
        .getClusters(boundsOf(viewport), view.zoom)
        .sort((a, b) => pointCount(b.properties) - pointCount(a.properties)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, view.zoom, view.center.lat, view.center.lng, size.width, size.height],
  )

  const paths = basemap
  const centre = project(view.center, view.zoom)
  const scale = 2 ** (view.zoom - BASEMAP_ZOOM)
  const placement = `translate(${size.width / 2 - centre.x} ${size.height / 2 - centre.y}) scale(${scale})`

  // Only whole bubbles: one cut by the map's edge would be a button partly out of reach.
  const inside = (x: number, y: number, radius: number) =>
    x >= radius && y >= radius && x <= size.width - radius && y <= size.height - radius

  const zoomBy = (step: number, anchor?: { x: number; y: number }) =>
    setView((current) => zoomView(current, current.zoom + step, size, anchor))

  // The wheel must be able to prevent page scrolling: React's wheel listener is passive.
  useEffect(() => {
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const box = element.getBoundingClientRect()
      const anchor = { x: event.clientX - box.left, y: event.clientY - box.top }
      const area = { width: box.width, height: box.height }
      setView((current) =>
        zoomView(current, current.zoom + (event.deltaY < 0 ? 1 : -1), area, anchor),
      )
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [element])

  const drag = useRef<{ x: number; y: number } | null>(null)
  const [dragging, setDragging] = useState(false)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return
    drag.current = { x: event.clientX, y: event.clientY }
    setDragging(true)
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    drag.current = { x: event.clientX, y: event.clientY }
    setView((current) => ({ ...current, center: panBy({ ...current, ...size }, dx, dy) }))
  }
  const endDrag = () => {
    drag.current = null
    setDragging(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    }
    const pan = pans[event.key]
    if (pan) {
      setView((current) => ({ ...current, center: panBy({ ...current, ...size }, pan[0], pan[1]) }))
    } else if (event.key === '+' || event.key === '=') {
      zoomBy(1)
    } else if (event.key === '-' || event.key === '_') {
      zoomBy(-1)
    } else {
      return
    }
    event.preventDefault()
  }

  return (
    <Stack gap="2">
      <HStack justify="space-between" role="toolbar" aria-label={t('dashboard.map.controls')}>
        <Box>{toolbar}</Box>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="surface"
            aria-label={t('dashboard.map.zoomIn')}
            disabled={view.zoom >= MAX_ZOOM}
            onClick={() => zoomBy(1)}
          >
            <Plus />
          </IconButton>
          <IconButton
            size="xs"
            variant="surface"
            aria-label={t('dashboard.map.zoomOut')}
            disabled={view.zoom <= MIN_ZOOM}
            onClick={() => zoomBy(-1)}
          >
            <Minus />
          </IconButton>
        </HStack>
      </HStack>
      <Box
        ref={setElement}
        position="relative"
        height={height}
        overflow="hidden"
        bg="#d8e8f4"
        borderRadius="md"
        tabIndex={0}
        role="group"
        aria-roledescription={t('dashboard.map.roleDescription')}
        aria-label={t('dashboard.map.offlineLabel')}
        aria-describedby="dashboard-map-keys"
        cursor={dragging ? 'grabbing' : 'grab'}
        touchAction="none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        data-zoom={view.zoom}
      >
        <Box as="span" id="dashboard-map-keys" display="none">
          {t('dashboard.map.keys')}
        </Box>
        <svg
          width={size.width}
          height={size.height}
          aria-hidden="true"
          style={{ display: 'block' }}
        >
          {paths && (
            <g transform={placement}>
              <path
                d={paths.land}
                fill="#f4f1ea"
                stroke="#b9b3a6"
                strokeWidth={0.6}
                vectorEffect="non-scaling-stroke"
              />
              <path
                d={paths.borders}
                fill="none"
                stroke="#9d968a"
                strokeWidth={0.6}
                strokeDasharray="3 2"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          )}
        </svg>
        {clusters.map((item) => {
          const [lng, lat] = item.geometry.coordinates as [number, number]
          const { x, y } = toScreen({ lat, lng }, viewport)
          const properties = item.properties as Partial<ClusterProperties> & { markerId?: number }
          if (properties.cluster && properties.cluster_id !== undefined) {
            const clusterId = properties.cluster_id
            const count = properties.point_count ?? 0
            const diameter = Math.min(56, 26 + Math.log10(count) * 10)
            if (!inside(x, y, diameter / 2)) return null
            return (
              <Box
                as="button"
                key={`cluster-${clusterId}`}
                position="absolute"
                // Positions change with every pan: inline styles, not a new CSS class each time.
                style={{
                  left: x - diameter / 2,
                  top: y - diameter / 2,
                  width: diameter,
                  height: diameter,
                }}
                borderRadius="full"
                bg="rgba(43, 108, 176, 0.85)"
                color="white"
                fontSize="xs"
                fontWeight="bold"
                borderWidth="3px"
                borderColor="rgba(255,255,255,0.7)"
                cursor="pointer"
                data-cluster=""
                aria-label={t('dashboard.map.cluster', { count, formatted: formatNumber(count) })}
                onClick={() => {
                  const zoom = expansionZoom(index, clusterId)
                  setView({ center: { lat, lng }, zoom: clampZoom(zoom) })
                }}
              >
                {formatNumber(count)}
              </Box>
            )
          }
          const markerId = properties.markerId ?? 0
          if (!inside(x, y, 12)) return null
          return (
            <Box
              as="button"
              key={`marker-${markerId}`}
              position="absolute"
              // A 24-pixel target around a 16-pixel dot (WCAG 2.2 target size).
              style={{ left: x - 12, top: y - 12 }}
              width="24px"
              height="24px"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              _before={{
                content: '""',
                width: '16px',
                height: '16px',
                borderRadius: 'full',
                bg: '#c53030',
                borderWidth: '2px',
                borderColor: 'white',
              }}
              data-marker=""
              aria-label={t('dashboard.map.marker', { id: markerId })}
              onClick={() => onMarkerClick(markerId)}
            />
          )
        })}
        <Box position="absolute" left="2" bottom="1" fontSize="2xs" color="fg.muted">
          {t('dashboard.map.attribution')}
        </Box>
      </Box>
    </Stack>
  )
}
