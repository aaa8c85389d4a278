/**
 * Key statistics (CORE-2.9, CORE-3.8): total, negative and positive tests and the positive ratio,
 * each with its change against the compared period, named below.
 */
import { useTranslation } from 'react-i18next'
import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { TrendingDown, TrendingUp } from 'lucide-react'
import type { KeyStatistics as KeyStatisticsData, StatisticValue } from '@/api/types'
import { formatDate, formatNumber, formatPercent } from '@/ui/format'

const ITEMS = ['total', 'negative', 'positive', 'positiveRatio'] as const

function Increase({ value }: { value: number }) {
  const { t } = useTranslation()
  const up = value > 0
  const Icon = up ? TrendingUp : TrendingDown
  const text = `${up ? '+' : ''}${formatPercent(value)}`
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontSize="sm"
      color="fg.muted"
    >
      {value !== 0 && <Icon size={14} aria-hidden />}
      {t('dashboard.statistics.increase', { value: text })}
    </Text>
  )
}

/**
 * What the statistics' room is measured with before their answer: values of a usual length,
 * drawn invisible, so the texts wrap as the real ones will (an increase's sentence takes two
 * lines in a quarter of the width).
 */
const ROOM: KeyStatisticsData = {
  total: { amount: 12_345, increase: 0.123 },
  negative: { amount: 12_000, increase: 0.123 },
  positive: { amount: 345, increase: -0.123 },
  positiveRatio: { amount: 0.028, increase: 0.123 },
  comparedPeriodStart: '2026-01-01T00:00:00.000Z',
  comparedPeriodEnd: '2026-01-28T00:00:00.000Z',
}

/** The statistics; without data (on their way) their room, held by an invisible copy. */
export function KeyStatistics({ data }: { data: KeyStatisticsData | null }) {
  if (data === null) {
    return (
      <Box visibility="hidden" aria-hidden>
        <Statistics data={ROOM} />
      </Box>
    )
  }
  return <Statistics data={data} />
}

function Statistics({ data }: { data: KeyStatisticsData }) {
  const { t } = useTranslation()
  const amount = (key: (typeof ITEMS)[number], value: StatisticValue) =>
    key === 'positiveRatio' ? formatPercent(value.amount) : formatNumber(value.amount)
  return (
    <Box>
      <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="4">
        {ITEMS.map((key) => (
          <Box key={key} borderWidth="1px" borderRadius="md" padding="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t(`dashboard.statistics.${key}`)}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold">
              {amount(key, data[key])}
            </Text>
            <Box as="dd">
              <Increase value={data[key].increase} />
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" marginTop="2">
        {t('dashboard.statistics.compared', {
          start: formatDate(data.comparedPeriodStart),
          end: formatDate(data.comparedPeriodEnd),
        })}
      </Text>
    </Box>
  )
}
