/**
 * The timeline of a reader's last 24 verifications (ADMIN-2.23, ADMIN-9.2): their dates along the x
 * axis, one track per check (calibrated, intensity, temperature), and a point per verification
 * and check whose shape says passed (a circle), failed (a cross) or no value (a dash), with a
 * legend. The chart has a title and a description; the history table beside it is its text
 * alternative. Verifications sit at even steps, so an entry without a date (1900) still has
 * its place, under an empty label.
 */
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Point,
  VictoryAxis,
  VictoryChart,
  VictoryContainer,
  VictoryLegend,
  VictoryScatter,
} from 'victory'
import type { PreviousVerification } from '@/api/types'
import type { CheckOutcome } from '@/domain/device-health'
import { formatNumber } from '@/ui/format'
import {
  HISTORY_CHECKS,
  lastVerifications,
  timelinePoints,
  timestampText,
  type TimelinePoint,
} from './device-health-display'

/** Victory's own shapes for passed and no value; failed is drawn as an X (crossPath). */
const SYMBOLS: Record<CheckOutcome, 'circle' | 'square' | 'minus'> = {
  passed: 'circle',
  failed: 'square',
  none: 'minus',
}

/** At least 3:1 against white (WCAG 1.4.11); the shapes tell the states apart without them. */
const COLORS: Record<CheckOutcome, string> = {
  passed: '#2f855a',
  failed: '#c53030',
  none: '#4a5568',
}

const AXIS = {
  axis: { stroke: '#4a5568' },
  tickLabels: { fontSize: 12, fill: '#4a5568', padding: 4 },
  grid: { stroke: '#e2e8f0' },
}

/** An X, as the failed icon of the tables, in the point's box. */
const crossPath = (x: number, y: number, size: number) =>
  `M ${x - size} ${y - size} L ${x + size} ${y + size} M ${x + size} ${y - size} L ${x - size} ${y + size}`

/**
 * A point (and a legend's symbol) that draws its outcome's shape and says what it shows, so the
 * points can be counted and told apart in tests.
 */
function OutcomePoint(props: ComponentProps<typeof Point>) {
  const datum = props.datum as Partial<TimelinePoint> | undefined
  const failed = datum?.outcome === 'failed'
  return (
    <Point
      {...props}
      {...(failed
        ? {
            getPath: crossPath,
            style: { ...props.style, fill: 'none', stroke: COLORS.failed, strokeWidth: 2.5 },
          }
        : {})}
      data-check={datum?.check}
      data-outcome={datum?.outcome}
    />
  )
}

export function HistoryTimeline({ history }: { history: readonly PreviousVerification[] }) {
  const { t } = useTranslation()
  const entries = lastVerifications(history)
  const points = timelinePoints(entries)
  const checkLabel = (index: number) => {
    const check = HISTORY_CHECKS[index - 1]
    return check ? t(`deviceHealth.history.${check}`) : ''
  }
  return (
    <VictoryChart
      width={Math.max(520, entries.length * 30 + 160)}
      height={260}
      domain={{
        x: [0.5, Math.max(entries.length, 1) + 0.5],
        y: [0.5, HISTORY_CHECKS.length + 0.5],
      }}
      padding={{ top: 40, bottom: 80, left: 104, right: 16 }}
      containerComponent={
        <VictoryContainer
          title={t('deviceHealth.history.chartTitle')}
          desc={t('deviceHealth.history.chartDescription', {
            formatted: formatNumber(entries.length),
          })}
        />
      }
    >
      <VictoryLegend
        x={104}
        y={4}
        orientation="horizontal"
        gutter={20}
        style={{ labels: { fontSize: 13, fill: '#4a5568' } }}
        data={(['passed', 'failed', 'none'] as const).map((outcome) => ({
          name: t(`deviceHealth.outcomes.${outcome}`),
          outcome,
          symbol: { type: SYMBOLS[outcome], fill: COLORS[outcome] },
        }))}
        dataComponent={<OutcomePoint />}
      />
      <VictoryAxis
        tickValues={entries.map((_, index) => index + 1)}
        tickFormat={(tick: number) => timestampText(entries[tick - 1]?.date, 'date')}
        style={{ ...AXIS, tickLabels: { ...AXIS.tickLabels, angle: -45, textAnchor: 'end' } }}
      />
      <VictoryAxis
        dependentAxis
        tickValues={HISTORY_CHECKS.map((_, index) => index + 1)}
        tickFormat={checkLabel}
        style={AXIS}
      />
      <VictoryScatter
        data={points}
        size={6}
        symbol={({ datum }: { datum?: TimelinePoint }) => SYMBOLS[datum?.outcome ?? 'none']}
        style={{
          data: {
            fill: ({ datum }: { datum?: TimelinePoint }) => COLORS[datum?.outcome ?? 'none'],
          },
        }}
        dataComponent={<OutcomePoint />}
      />
    </VictoryChart>
  )
}
