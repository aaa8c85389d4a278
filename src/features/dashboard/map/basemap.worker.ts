/** Fetches the world atlas and projects it off the main thread (see basemap-paths.ts). */
import { basemapPaths, type Atlas } from './basemap-paths'

self.onmessage = async (event: MessageEvent<string>) => {
  try {
    const response = await fetch(event.data)
    if (!response.ok) throw new Error(`The basemap answered ${response.status}`)
    self.postMessage({ paths: basemapPaths((await response.json()) as Atlas) })
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
