/**
 * The offline basemap: land and country borders from world-atlas (Natural Earth, 1:50m), fetched
 * as a static file the first time a map needs it (not part of any script bundle), projected in a
 * worker so the page stays responsive, and kept for the page's life. Without workers (tests) it
 * is projected in place.
 */
import atlasUrl from 'world-atlas/countries-50m.json?url'
import type { Atlas } from './basemap-paths'
import type { BasemapPaths } from '@/machines/dashboard/mercator'

let loading: Promise<BasemapPaths> | null = null

function inWorker(url: string): Promise<BasemapPaths> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./basemap.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<{ paths?: BasemapPaths; error?: string }>) => {
      worker.terminate()
      if (event.data.paths) resolve(event.data.paths)
      else reject(new Error(event.data.error ?? 'The basemap worker failed'))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'The basemap worker failed'))
    }
    worker.postMessage(new URL(url, window.location.href).href)
  })
}

async function inPlace(url: string): Promise<BasemapPaths> {
  const [{ basemapPaths }, response] = await Promise.all([import('./basemap-paths'), fetch(url)])
  if (!response.ok) throw new Error(`The basemap answered ${response.status}`)
  return basemapPaths((await response.json()) as Atlas)
}

export function loadBasemap(): Promise<BasemapPaths> {
  loading ??= (typeof Worker === 'undefined' ? inPlace(atlasUrl) : inWorker(atlasUrl)).catch(
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
