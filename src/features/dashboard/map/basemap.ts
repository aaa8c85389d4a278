/**
 * The offline basemap: land and country borders from world-atlas (Natural Earth, 1:50m), fetched
 * as a static file the first time a map needs it (not part of any script bundle) and kept for the
 * page's life.
 */
import type { FeatureCollection, MultiLineString } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlasUrl from 'world-atlas/countries-50m.json?url'

export interface Basemap {
  land: FeatureCollection
  borders: MultiLineString
}

type Atlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

let loading: Promise<Basemap> | null = null

export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(atlasUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The basemap answered ${response.status}`)
      return response.json() as Promise<Atlas>
    })
    .then((atlas) => ({
      land: feature(atlas, atlas.objects.land) as FeatureCollection,
      borders: mesh(atlas, atlas.objects.countries, (a, b) => a !== b),
    }))
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
