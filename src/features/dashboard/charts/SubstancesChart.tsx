/**
 * Substances (core.md §2): per substance, how many test lines read negative and positive, as
 * horizontal stacked bars.
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
import type { SubstancesChart as SubstancesData } from '@/api/types'
import { formatNumber } from '@/ui/format'
import { AXIS_STYLE, BAR_WIDTH, COLORS, LEGEND_STYLE } from './chart-style'

export function SubstancesChart({ data }: { data: SubstancesData }) {
  const { t } = useTranslation()
  const series = (counts: number[]) => counts.map((y, index) => ({ x: index + 1, y }))
  const height = Math.max(160, data.substances.length * (BAR_WIDTH + 12) + 80)
  return (
    <VictoryChart
      horizontal
      width={560}
      height={height}
      domainPadding={{ x: BAR_WIDTH }}
      padding={{ top: 40, bottom: 40, left: 150, right: 24 }}
      containerComponent={
        <VictoryContainer
          title={t('dashboard.charts.substances')}
          desc={t('dashboard.charts.substancesDescription')}
        />
      }
    >
      <VictoryLegend
        x={150}
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
        tickValues={data.substances.map((_, index) => index + 1)}
        tickFormat={(tick: number) => data.substances[tick - 1] ?? ''}
        style={AXIS_STYLE}
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
