/**
 * The per-site charts by time of day (CORE-2.9, CORE-3.11): tests performed as grouped bars
 * (thickness 8) and false positives as lines, one series per chosen site (at most three).
 */
import { useTranslation } from 'react-i18next'
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryGroup,
  VictoryLegend,
  VictoryLine,
} from 'victory'
import type { SitesChart as SitesData } from '@/api/types'
import { formatNumber } from '@/ui/format'
import { AXIS_STYLE, COLORS, LEGEND_STYLE, SITE_BAR_WIDTH } from './chart-style'

export interface SitesChartProps {
  data: SitesData
  siteIds: readonly number[]
  kind: 'bars' | 'lines'
  title: string
  description: string
}

/** The per-site charts' size, scaled to the widget's width when drawn. */
export const SITES_CHART_SIZE = { width: 640, height: 300 }

export function SitesChart({ data, siteIds, kind, title, description }: SitesChartProps) {
  const { t } = useTranslation()
  const shown = siteIds
    .map((siteId) => data.sites.find((site) => site.siteId === siteId))
    .filter((site) => site !== undefined)
  const series = (counts: number[]) => counts.map((y, index) => ({ x: index + 1, y }))
  const colour = (index: number) => COLORS.sites[index % COLORS.sites.length]
  return (
    <VictoryChart
      width={SITES_CHART_SIZE.width}
      height={SITES_CHART_SIZE.height}
      domainPadding={{ x: 12 }}
      padding={{ top: 40, bottom: 48, left: 56, right: 16 }}
      containerComponent={<VictoryContainer title={title} desc={description} />}
    >
      <VictoryLegend
        x={56}
        y={4}
        orientation="horizontal"
        gutter={16}
        style={LEGEND_STYLE}
        data={
          shown.length
            ? shown.map((site, index) => ({ name: site.siteName, symbol: { fill: colour(index) } }))
            : [{ name: t('dashboard.charts.noData'), symbol: { fill: COLORS.grid } }]
        }
      />
      <VictoryAxis
        tickValues={data.timeOfDay.map((_, index) => index + 1)}
        tickFormat={(tick: number) => data.timeOfDay[tick - 1] ?? ''}
        fixLabelOverlap
        style={AXIS_STYLE}
      />
      <VictoryAxis
        dependentAxis
        tickFormat={(tick: number) => formatNumber(tick)}
        style={AXIS_STYLE}
      />
      {kind === 'bars' ? (
        <VictoryGroup offset={SITE_BAR_WIDTH + 1}>
          {shown.map((site, index) => (
            <VictoryBar
              key={site.siteId}
              data={series(site.testCount)}
              barWidth={SITE_BAR_WIDTH}
              style={{ data: { fill: colour(index) } }}
            />
          ))}
        </VictoryGroup>
      ) : (
        shown.map((site, index) => (
          <VictoryLine
            key={site.siteId}
            data={series(site.testCount)}
            style={{ data: { stroke: colour(index), strokeWidth: 2 } }}
          />
        ))
      )}
    </VictoryChart>
  )
}
