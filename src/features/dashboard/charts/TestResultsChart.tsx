/**
 * Test results over the period (core.md §2): negative and positive tests stacked per day, range
 * or month, with labels by the date range kind (core.md §4).
 */
import { useTranslation } from 'react-i18next'
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryLegend,
  VictoryStack,
} from 'victory'
import type { TestResultsChart as TestResultsData } from '@/api/types'
import { formatNumber } from '@/ui/format'
import { dateLabels } from '../chart-labels'
import { AXIS_STYLE, BAR_WIDTH, COLORS, LEGEND_STYLE } from './chart-style'

export function TestResultsChart({ data, end }: { data: TestResultsData; end: string }) {
  const { t } = useTranslation()
  const labels = dateLabels(data.dates, data.type, end)
  const series = (counts: number[]) => counts.map((y, index) => ({ x: index + 1, y }))
  const width = Math.max(720, labels.length * (BAR_WIDTH + 8) + 80)
  return (
    <VictoryChart
      width={width}
      height={300}
      domainPadding={{ x: BAR_WIDTH }}
      padding={{ top: 40, bottom: 60, left: 56, right: 16 }}
      containerComponent={
        <VictoryContainer
          title={t('dashboard.charts.testResults')}
          desc={t('dashboard.charts.testResultsDescription')}
        />
      }
    >
      <VictoryLegend
        x={56}
        y={4}
        orientation="horizontal"
        gutter={16}
        style={LEGEND_STYLE}
        data={[
          { name: t('dashboard.charts.negative'), symbol: { fill: COLORS.negative } },
          { name: t('dashboard.charts.positive'), symbol: { fill: COLORS.positive } },
        ]}
      />
      <VictoryAxis
        tickValues={labels.map((_, index) => index + 1)}
        tickFormat={(tick: number) => labels[tick - 1] ?? ''}
        fixLabelOverlap
        style={{
          ...AXIS_STYLE,
          tickLabels: { ...AXIS_STYLE.tickLabels, angle: -35, textAnchor: 'end' },
        }}
      />
      <VictoryAxis
        dependentAxis
        tickFormat={(tick: number) => formatNumber(tick)}
        style={AXIS_STYLE}
      />
      <VictoryStack>
        <VictoryBar
          data={series(data.negativeCount)}
          barWidth={BAR_WIDTH}
          style={{ data: { fill: COLORS.negative } }}
        />
        <VictoryBar
          data={series(data.positiveCount)}
          barWidth={BAR_WIDTH}
          style={{ data: { fill: COLORS.positive } }}
        />
      </VictoryStack>
    </VictoryChart>
  )
}
