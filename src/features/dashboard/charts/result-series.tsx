/**
 * What the test-results and substances charts share: negative and positive counts as stacked
 * bars, their legend and the count axis. Called as functions, not rendered as components:
 * VictoryChart lays out only Victory elements that are its direct children.
 */
import type { TFunction } from 'i18next'
import { VictoryAxis, VictoryBar, VictoryLegend, VictoryStack } from 'victory'
import { formatNumber } from '@/ui/format'
import { AXIS_STYLE, BAR_WIDTH, COLORS, LEGEND_STYLE } from './chart-style'

/** Counts as bar data, one bar per position from 1. */
const series = (counts: number[]) => counts.map((y, index) => ({ x: index + 1, y }))

export function resultLegend(t: TFunction, x: number) {
  return (
    <VictoryLegend
      x={x}
      y={4}
      orientation="horizontal"
      gutter={16}
      style={LEGEND_STYLE}
      data={[
        { name: t('dashboard.charts.negative'), symbol: { fill: COLORS.negative } },
        { name: t('dashboard.charts.positive'), symbol: { fill: COLORS.positive } },
      ]}
    />
  )
}

export function countAxis() {
  return (
    <VictoryAxis
      dependentAxis
      tickFormat={(tick: number) => formatNumber(tick)}
      style={AXIS_STYLE}
    />
  )
}

export function resultBars(negative: number[], positive: number[]) {
  return (
    <VictoryStack>
      <VictoryBar
        data={series(negative)}
        barWidth={BAR_WIDTH}
        style={{ data: { fill: COLORS.negative } }}
      />
      <VictoryBar
        data={series(positive)}
        barWidth={BAR_WIDTH}
        style={{ data: { fill: COLORS.positive } }}
      />
    </VictoryStack>
  )
}
