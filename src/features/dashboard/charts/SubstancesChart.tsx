/**
 * Substances (CORE-2.9, CORE-3.10): per substance, how many test lines read negative and positive,
 * as horizontal stacked bars.
 */
import { useTranslation } from 'react-i18next'
import { VictoryAxis, VictoryChart, VictoryContainer } from 'victory'
import type { SubstancesChart as SubstancesData } from '@/api/types'
import { AXIS_STYLE, BAR_WIDTH } from './chart-style'
import { countAxis, resultBars, resultLegend } from './result-series'

/** The chart's width; its height follows its number of substances (substancesHeight). */
export const SUBSTANCES_WIDTH = 560

export const substancesHeight = (substances: number) =>
  Math.max(160, substances * (BAR_WIDTH + 12) + 80)

export function SubstancesChart({ data }: { data: SubstancesData }) {
  const { t } = useTranslation()
  return (
    <VictoryChart
      horizontal
      width={SUBSTANCES_WIDTH}
      height={substancesHeight(data.substances.length)}
      domainPadding={{ x: BAR_WIDTH }}
      padding={{ top: 40, bottom: 40, left: 150, right: 24 }}
      containerComponent={
        <VictoryContainer
          title={t('dashboard.charts.substances')}
          desc={t('dashboard.charts.substancesDescription')}
        />
      }
    >
      {resultLegend(t, 150)}
      <VictoryAxis
        tickValues={data.substances.map((_, index) => index + 1)}
        tickFormat={(tick: number) => data.substances[tick - 1] ?? ''}
        style={AXIS_STYLE}
      />
      {countAxis()}
      {resultBars(data.negativeCount, data.positiveCount)}
    </VictoryChart>
  )
}
