/**
 * Test results over the period (CORE-2.9, CORE-3.9): negative and positive tests stacked per day,
 * range or month, with labels by the date range kind (CORE-4.9).
 */
import { useTranslation } from 'react-i18next'
import { VictoryAxis, VictoryChart, VictoryContainer } from 'victory'
import type { TestResultsChart as TestResultsData } from '@/api/types'
import { dateLabels } from '../chart-labels'
import { AXIS_STYLE, BAR_WIDTH } from './chart-style'
import { countAxis, resultBars, resultLegend } from './result-series'

/** The chart's height; its width follows its number of bars (testResultsWidth). */
export const TEST_RESULTS_HEIGHT = 300

/** Wide enough for every bar at its thickness, scaled to the widget's width when drawn. */
export const testResultsWidth = (bars: number) => Math.max(720, bars * (BAR_WIDTH + 8) + 80)

export function TestResultsChart({ data, end }: { data: TestResultsData; end: string }) {
  const { t } = useTranslation()
  const labels = dateLabels(data.dates, data.type, end)
  return (
    <VictoryChart
      width={testResultsWidth(labels.length)}
      height={TEST_RESULTS_HEIGHT}
      domainPadding={{ x: BAR_WIDTH }}
      padding={{ top: 40, bottom: 60, left: 56, right: 16 }}
      containerComponent={
        <VictoryContainer
          title={t('dashboard.charts.testResults')}
          desc={t('dashboard.charts.testResultsDescription')}
        />
      }
    >
      {resultLegend(t, 56)}
      <VictoryAxis
        tickValues={labels.map((_, index) => index + 1)}
        tickFormat={(tick: number) => labels[tick - 1] ?? ''}
        fixLabelOverlap
        style={{
          ...AXIS_STYLE,
          tickLabels: { ...AXIS_STYLE.tickLabels, angle: -35, textAnchor: 'end' },
        }}
      />
      {countAxis()}
      {resultBars(data.negativeCount, data.positiveCount)}
    </VictoryChart>
  )
}
