/**
 * The map without Google (no key, or Google cannot load): a real basemap of land and borders
 * drawn with d3-geo in Web Mercator, the markers clustered exactly as on the Google map, zoom
 * (wheel, buttons, + and − keys), pan (drag, arrow keys), cluster clicks that zoom in, and every
 * marker and cluster an accessible button. The view, the markers and the basemap are the map
 * machine's (dashboard-map.machine.ts); this component draws them and sends the gestures, its
 * size and the wheel (a listener of its own: React's is passive) to it.
 */
import {
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Box, HStack, IconButton, Stack } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { ClusterProperties } from 'supercluster'
import { Minus, Plus } from 'lucide-react'
import { formatNumber } from '@/ui/format'
import { clusterIndex, expansionZoom } from '@/machines/dashboard/clusters'
import type { DashboardMapActor } from '@/machines/dashboard/dashboard-map.machine'
import { BASEMAP_ZOOM, boundsOf, project, toScreen } from '@/machines/dashboard/mercator'

export interface OfflineMapProps {
  /** The map machine: the markers, the view and the basemap to draw, and where gestures go. */
  actor: DashboardMapActor
  onMarkerClick: (markerId: number) => void
  height: string
  /** More controls for the toolbar above the map (the fullscreen toggle). */
  toolbar?: ReactNode
}

/**
 * Country borders: solid, not dashed. A dash pattern is laid along the whole world's borders at
 * the zoomed-in scale, and every repaint of a zoomed map took ~1 s of raster.
 */
const BORDER_LINE = {
  fill: 'none',
  stroke: '#9d968a',
  strokeWidth: 0.6,
  vectorEffect: 'non-scaling-stroke',
} as const

/** Pixels an arrow key pans. */
const PAN_STEP = 100

const pointCount = (properties: object) =>
  'point_count' in properties ? Number(properties.point_count) : 1

export function OfflineMap({ actor, onMarkerClick, height, toolbar }: OfflineMapProps) {
  const { t } = useTranslation()
  const element = useRef<HTMLDivElement>(null)
  const { markers, center, zoom, size, basemap } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  )
  const dragging = useSelector(actor, (snapshot) => snapshot.hasTag('dragging'))
  const canZoomIn = useSelector(actor, (snapshot) => snapshot.can({ type: 'zoom.in' }))
  const canZoomOut = useSelector(actor, (snapshot) => snapshot.can({ type: 'zoom.out' }))
  const view = { center, zoom }
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

  // The map's size, for the machine (a resize keeps the view). The observer reports the first
  // size itself, after the browser's own layout; measuring here as well forced a layout of the
  // whole page in the middle of the dashboard's first render.
  useEffect(() => {
    const box = element.current
    if (!box) return
    const observer = new ResizeObserver(() => {
      const { width, height } = box.getBoundingClientRect()
      actor.send({ type: 'resized', width, height })
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [actor])

  // The wheel must be able to prevent page scrolling: React's wheel listener is passive.
  useEffect(() => {
    const box = element.current
    if (!box) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = box.getBoundingClientRect()
      actor.send({
        type: event.deltaY < 0 ? 'zoom.in' : 'zoom.out',
        anchor: { x: event.clientX - rect.left, y: event.clientY - rect.top },
        area: { width: rect.width, height: rect.height },
      })
    }
    box.addEventListener('wheel', onWheel, { passive: false })
    return () => box.removeEventListener('wheel', onWheel)
  }, [actor])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return
    actor.send({ type: 'drag.start', x: event.clientX, y: event.clientY })
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  // Sent on every move: only a drag moves the map (the machine ignores it otherwise).
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) =>
    actor.send({ type: 'drag.move', x: event.clientX, y: event.clientY })
  const endDrag = () => actor.send({ type: 'drag.end' })

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
      actor.send({ type: 'pan.by', dx: pan[0], dy: pan[1] })
    } else if (event.key === '+' || event.key === '=') {
      actor.send({ type: 'zoom.in' })
    } else if (event.key === '-' || event.key === '_') {
      actor.send({ type: 'zoom.out' })
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
            disabled={!canZoomIn}
            onClick={() => actor.send({ type: 'zoom.in' })}
          >
            <Plus />
          </IconButton>
          <IconButton
            size="xs"
            variant="surface"
            aria-label={t('dashboard.map.zoomOut')}
            disabled={!canZoomOut}
            onClick={() => actor.send({ type: 'zoom.out' })}
          >
            <Minus />
          </IconButton>
        </HStack>
      </HStack>
      <Box
        ref={element}
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
              <path d={paths.borders} {...BORDER_LINE} />
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
                onClick={() =>
                  actor.send({
                    type: 'cluster.expand',
                    center: { lat, lng },
                    zoom: expansionZoom(index, clusterId),
                  })
                }
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
