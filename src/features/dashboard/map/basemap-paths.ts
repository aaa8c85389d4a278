/**
 * The offline basemap's SVG paths: land and country borders of world-atlas (Natural Earth 1:50m)
 * projected once in Web Mercator at BASEMAP_ZOOM (the map places them with a transform). Heavy
 * (about 1.5 MB of path text), so the browser runs it in a worker (basemap.worker.ts).
 */
import { geoMercator, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { BASEMAP_ZOOM, worldSize, type BasemapPaths } from '@/machines/dashboard/mercator'

export type { BasemapPaths }

export type Atlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

export function basemapPaths(atlas: Atlas): BasemapPaths {
  const size = worldSize(BASEMAP_ZOOM)
  const path = geoPath(
    geoMercator()
      .scale(size / (2 * Math.PI))
      .translate([size / 2, size / 2])
      // No adaptive resampling: the data is dense enough, and it would triple the work.
      .precision(0),
  ).digits(1)
  return {
    land: path(feature(atlas, atlas.objects.land)) ?? '',
    borders: path(mesh(atlas, atlas.objects.countries, (a, b) => a !== b)) ?? '',
  }
}
