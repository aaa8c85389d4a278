/**
 * The dashboard map (core.md §2, §9): Google Maps when a key is configured and Google loads,
 * otherwise the offline map; the same clustering either way, a fullscreen toggle, and a marker
 * opening its test record.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, IconButton, Spinner } from '@chakra-ui/react'
import { Maximize, Minimize } from 'lucide-react'
import type { MapMarker } from '@/api/types'
import { OfflineMap } from './OfflineMap'

const GoogleDashboardMap = lazy(() => import('./GoogleDashboardMap'))

export interface DashboardMapProps {
  markers: readonly MapMarker[]
  onMarkerClick: (markerId: number) => void
  /** VITE_GOOGLE_MAPS_API_KEY; empty or absent: the offline map. */
  googleMapsApiKey?: string
}

export function DashboardMap({ markers, onMarkerClick, googleMapsApiKey }: DashboardMapProps) {
  const { t } = useTranslation()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [fullscreen, setFullscreen] = useState(false)
  const [googleFailed, setGoogleFailed] = useState(false)
  const onUnavailable = useCallback(() => setGoogleFailed(true), [])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === element && element !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [element])

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen()
    } else {
      element
        ?.requestFullscreen()
        .catch((error: unknown) => console.warn('Fullscreen was refused:', error))
    }
  }

  const height = fullscreen ? 'calc(100vh - 3rem)' : '420px'
  const fullscreenToggle = (
    <IconButton
      size="xs"
      variant="surface"
      aria-pressed={fullscreen}
      aria-label={t(fullscreen ? 'dashboard.map.exitFullscreen' : 'dashboard.map.fullscreen')}
      onClick={toggleFullscreen}
    >
      {fullscreen ? <Minimize /> : <Maximize />}
    </IconButton>
  )
  const useGoogle = Boolean(googleMapsApiKey) && !googleFailed
  return (
    <Box ref={setElement} position="relative" bg="bg">
      {useGoogle ? (
        <Suspense fallback={<Spinner role="status" aria-label={t('dashboard.loading')} />}>
          <Box marginBottom="2">{fullscreenToggle}</Box>
          <GoogleDashboardMap
            apiKey={googleMapsApiKey ?? ''}
            markers={markers}
            onMarkerClick={onMarkerClick}
            onUnavailable={onUnavailable}
            height={height}
            label={t('dashboard.map.label')}
          />
        </Suspense>
      ) : (
        <OfflineMap
          markers={markers}
          onMarkerClick={onMarkerClick}
          height={height}
          toolbar={fullscreenToggle}
        />
      )}
    </Box>
  )
}
