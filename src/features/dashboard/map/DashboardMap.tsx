/**
 * The dashboard map (CORE-2.9, CORE-9.7): Google Maps when a key is configured and Google loads,
 * otherwise the offline map; the same clustering either way, a fullscreen toggle, and a marker
 * opening its test record. Which map, its view and full screen are the map machine's
 * (src/machines/dashboard/dashboard-map.machine.ts); this component reports the markers and the
 * browser's fullscreen changes to it, makes the fullscreen calls it asks for, and provides the
 * offline basemap's loader (basemap.ts).
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, IconButton, Spinner } from '@chakra-ui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Maximize, Minimize } from 'lucide-react'
import type { MapMarker } from '@/api/types'
import { dashboardMapMachine } from '@/machines/dashboard/dashboard-map.machine'
import { OfflineMap } from './OfflineMap'

const GoogleDashboardMap = lazy(() => import('./GoogleDashboardMap'))

/**
 * The map machine with the offline basemap's loader (basemap.ts), imported when the machine first
 * asks for it: only the offline map draws a basemap, so a page with Google's map never loads it.
 */
const mapMachine = dashboardMapMachine.provide({
  actors: { loadBasemap: fromPromise(async () => (await import('./basemap')).loadBasemap()) },
})

export interface DashboardMapProps {
  markers: readonly MapMarker[]
  onMarkerClick: (markerId: number) => void
  /** VITE_GOOGLE_MAPS_API_KEY; empty or absent: the offline map. */
  googleMapsApiKey?: string
}

export function DashboardMap({ markers, onMarkerClick, googleMapsApiKey }: DashboardMapProps) {
  const { t } = useTranslation()
  const element = useRef<HTMLDivElement>(null)
  const actor = useActorRef(mapMachine, {
    input: { markers, hasGoogleKey: Boolean(googleMapsApiKey) },
  })

  // New markers (a new filter) before paint, so they never show in the old view.
  useLayoutEffect(() => {
    actor.send({ type: 'markers.changed', markers })
  }, [actor, markers])

  // Full screen is the browser's: the machine asks for it and is told what the browser did.
  useEffect(() => {
    const onChange = () =>
      actor.send({
        type: 'fullscreen.changed',
        on: element.current !== null && document.fullscreenElement === element.current,
      })
    document.addEventListener('fullscreenchange', onChange)
    const subscriptions = [
      actor.on('fullscreen.enter', () => {
        element.current
          ?.requestFullscreen()
          .catch((error: unknown) => console.warn('Fullscreen was refused:', error))
      }),
      actor.on('fullscreen.exit', () => {
        if (document.fullscreenElement) void document.exitFullscreen()
      }),
    ]
    return () => {
      document.removeEventListener('fullscreenchange', onChange)
      subscriptions.forEach((subscription) => subscription.unsubscribe())
    }
  }, [actor])

  const fullscreen = useSelector(actor, (snapshot) => snapshot.hasTag('fullscreen'))
  const useGoogle = useSelector(actor, (snapshot) => snapshot.hasTag('google'))

  const height = fullscreen ? 'calc(100vh - 3rem)' : '420px'
  const fullscreenToggle = (
    <IconButton
      size="xs"
      variant="surface"
      aria-pressed={fullscreen}
      aria-label={t(fullscreen ? 'dashboard.map.exitFullscreen' : 'dashboard.map.fullscreen')}
      onClick={() => actor.send({ type: 'fullscreen.toggle' })}
    >
      {fullscreen ? <Minimize /> : <Maximize />}
    </IconButton>
  )
  return (
    <Box ref={element} position="relative" bg="bg">
      {useGoogle ? (
        <Suspense fallback={<Spinner role="status" aria-label={t('dashboard.loading')} />}>
          <Box marginBottom="2">{fullscreenToggle}</Box>
          <GoogleDashboardMap
            apiKey={googleMapsApiKey ?? ''}
            markers={markers}
            onMarkerClick={onMarkerClick}
            actor={actor}
            height={height}
            label={t('dashboard.map.label')}
          />
        </Suspense>
      ) : (
        <OfflineMap
          actor={actor}
          onMarkerClick={onMarkerClick}
          height={height}
          toolbar={fullscreenToggle}
        />
      )}
    </Box>
  )
}
